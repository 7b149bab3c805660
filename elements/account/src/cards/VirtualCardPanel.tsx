import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSwitchElement from '@shoelace-style/shoelace/dist/components/switch/switch.component.js';
import { endpoints } from '@curbside/contracts';
import type { AddressPlace } from '@curbside/contracts';
import {
  CARD_TOASTS, STREET_NUMBER_FIELD_LABEL, creditLimitText, errorText, needsStreetNumber, parseCreditLimit, validateVirtualCard,
  virtualCardDefaultSwitch, withServerError, type VirtualCardField,
} from '@curbside/domain';
import { AddressInput, showToast, useApi } from '@curbside/ui';
import { useAccount } from '../account-context.ts';
import { TextField } from '../form-fields.tsx';
import { useAddressDraft } from '../use-address-draft.ts';

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
  const [manual, setManual] = useState('');
  const [setAsDefault, setSetAsDefault] = useState(() => virtualCardDefaultSwitch(existingCount));
  const [errors, setErrors] = useState<Partial<Record<VirtualCardField, string>>>({});
  const [saving, setSaving] = useState(false);
  const clear = (field: VirtualCardField) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  const { place: residence, status: residenceStatus, input: residenceInput } = useAddressDraft<AddressPlace>(
    { text: '', place: null, status: null },
    (selection) => selection.validation.place,
    () => clear('residenceAddress'),
  );

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
  /** A text box of the panel: typing in it clears its message. */
  const textBox = (name: VirtualCardField, label: string, value: string, setValue: (value: string) => void, type?: 'date') => (
    <TextField
      label={label}
      type={type}
      required={name !== 'validToDate' || !hasExistingCardAccount}
      value={value}
      error={errors[name]}
      onChange={(typed) => {
        setValue(typed);
        clear(name);
      }}
    />
  );

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
        {textBox('validToDate', 'Valid to', validToDate, setValidToDate, 'date')}
        {textBox('description', 'Card description', description, setDescription)}
        {!hasExistingCardAccount && textBox('dateOfBirth', 'Date of birth', dateOfBirth, setDateOfBirth, 'date')}
      </div>
      {!hasExistingCardAccount && (
        <div className="grid-1">
          <AddressInput label="Residence address" required error={errors.residenceAddress} {...residenceInput} />
          {needsStreetNumber(residenceStatus) && textBox('manualNameOrNumber', STREET_NUMBER_FIELD_LABEL, manual, setManual)}
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
