import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSwitchElement from '@shoelace-style/shoelace/dist/components/switch/switch.component.js';
import { endpoints } from '@curbside/contracts';
import type { AddressPlace, PlaceValidationStatus } from '@curbside/contracts';
import {
  CARD_TOASTS, STREET_NUMBER_FIELD_LABEL, creditLimitText, errorText, needsStreetNumber, parseCreditLimit, validateVirtualCard,
  virtualCardDefaultSwitch, withServerError, type VirtualCardField,
} from '@curbside/domain';
import { AddressInput, showToast, useApi } from '@curbside/ui';
import { useAccount } from '../account-context.ts';

/**
 * 'Add American Express Virtual Card' (spec 000 §2, §5 Virtual card creation, §6): credit limit,
 * valid-to date, description, and for a new card account the holder's birth date and residence
 * address; submitting confirms the employee's consent. Toasts of 000 §8; the card list is
 * refreshed whether it worked or not.
 */
export function VirtualCardPanel({ existingCount, hasExistingCardAccount, onDone }: {
  existingCount: number;
  hasExistingCardAccount: boolean;
  onDone: () => Promise<void> | void;
}) {
  const api = useApi();
  const { userId, firm, saved } = useAccount();
  const [creditLimit, setCreditLimit] = useState('');
  const [validToDate, setValidToDate] = useState('');
  const [description, setDescription] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [addressText, setAddressText] = useState('');
  const [residence, setResidence] = useState<AddressPlace | null>(null);
  const [residenceStatus, setResidenceStatus] = useState<PlaceValidationStatus | null>(null);
  const [manual, setManual] = useState('');
  const [setAsDefault, setSetAsDefault] = useState(() => virtualCardDefaultSwitch(existingCount));
  const [errors, setErrors] = useState<Partial<Record<VirtualCardField, string>>>({});
  const [saving, setSaving] = useState(false);
  const clear = (field: VirtualCardField) => setErrors(({ [field]: _cleared, ...rest }) => rest);

  const submit = async () => {
    const amount = parseCreditLimit(creditLimit);
    const found = validateVirtualCard({
      validToDate,
      creditLimit: amount,
      description,
      dateOfBirth,
      residenceAddress: residence ? { ...residence, manualNameOrNumber: manual || null } : null,
      residenceStatus,
      hasExistingCardAccount,
      isFirmCard: false,
      amexLimitAmount: firm.amexLimitAmount,
      now: new Date(),
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    setSaving(true);
    try {
      await api.call(endpoints.creditCards.createVirtualCard, {
        params: { id: userId },
        body: {
          amexUserDetails: {
            consent: true,
            cardAmount: amount,
            validToDate,
            description: description.trim() || undefined,
            setAsDefault,
            ...(hasExistingCardAccount
              ? {}
              : { dateOfBirth, residenceAddress: residence ? { ...residence, manualNameOrNumber: manual.trim() || null } : undefined }),
          },
        },
      });
      showToast(CARD_TOASTS.virtualAdded, 'success');
      saved('cards');
      setCreditLimit('');
      setDescription('');
    } catch (error) {
      showToast(withServerError(CARD_TOASTS.virtualAddFailed, errorText(error)), 'danger');
    } finally {
      setSaving(false);
      // 000 §8: the list is refreshed whether it worked or not.
      await onDone();
    }
  };

  const field = (name: VirtualCardField) => ({
    helpText: errors[name] ?? '',
    className: errors[name] ? 'curb-field-error' : undefined,
  });

  return (
    <div className="virtual-card">
      <div className="grid-2">
        <SlInput
          label="Credit limit"
          required
          inputmode="decimal"
          value={creditLimit}
          {...field('creditLimit')}
          helpText={errors.creditLimit ?? (firm.amexLimitAmount ? `Up to ${firm.amexLimitAmount}` : '')}
          onSlInput={(event) => {
            const input = event.target as SlInputElement;
            // Decimals and a minus are kept: '45.50' is 45.50, '-50' is refused as 'Invalid credit limit'.
            const amount = creditLimitText(input.value);
            if (amount !== input.value) input.value = amount;
            setCreditLimit(amount);
            clear('creditLimit');
          }}
        />
        <SlInput
          label="Valid to"
          type="date"
          required={!hasExistingCardAccount}
          value={validToDate}
          {...field('validToDate')}
          onSlInput={(event) => {
            setValidToDate((event.target as SlInputElement).value);
            clear('validToDate');
          }}
        />
        <SlInput
          label="Card description"
          required
          value={description}
          {...field('description')}
          onSlInput={(event) => {
            setDescription((event.target as SlInputElement).value);
            clear('description');
          }}
        />
        {!hasExistingCardAccount && (
          <SlInput
            label="Date of birth"
            type="date"
            required
            value={dateOfBirth}
            {...field('dateOfBirth')}
            onSlInput={(event) => {
              setDateOfBirth((event.target as SlInputElement).value);
              clear('dateOfBirth');
            }}
          />
        )}
      </div>
      {!hasExistingCardAccount && (
        <div className="grid-1">
          <AddressInput
            label="Residence address"
            required
            value={addressText}
            error={errors.residenceAddress}
            onInput={(text) => {
              setAddressText(text);
              setResidence(null);
              setResidenceStatus(null);
              clear('residenceAddress');
            }}
            onSelect={({ text, validation }) => {
              setAddressText(text);
              setResidence(validation.place);
              setResidenceStatus(validation.status);
              clear('residenceAddress');
            }}
          />
          {needsStreetNumber(residenceStatus) && (
            <SlInput
              label={STREET_NUMBER_FIELD_LABEL}
              required
              value={manual}
              {...field('manualNameOrNumber')}
              onSlInput={(event) => {
                setManual((event.target as SlInputElement).value);
                clear('manualNameOrNumber');
              }}
            />
          )}
        </div>
      )}
      <SlSwitch checked={setAsDefault} onSlChange={(event) => setSetAsDefault((event.target as SlSwitchElement).checked)}>
        Set as default payment method
      </SlSwitch>
      <p className="card-safety">
        By saving, you confirm the employee consented to sharing their date of birth and residence address with the card issuer.
      </p>
      <div className="editor-actions">
        <SlButton variant="primary" loading={saving} disabled={saving} onClick={() => void submit()}>
          Save Virtual Card
        </SlButton>
      </div>
    </div>
  );
}
