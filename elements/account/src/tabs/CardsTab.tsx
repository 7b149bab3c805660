import { useEffect, useState } from 'react';
import SlBadge from '@shoelace-style/shoelace/dist/react/badge/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDetails from '@shoelace-style/shoelace/dist/react/details/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { endpoints } from '@curbside/contracts';
import type { CreditCardEntry } from '@curbside/contracts';
import {
  CARD_TOASTS, CONFIRMATIONS, VIRTUAL_CARD_PANEL_TITLE, canEditVirtualCardLimits, canSetDefaultCard, canShowVirtualCardPanel,
  cardExpiredOnLabel, errorText, isCardExpired, sortCards, validateCardForm, withServerError,
} from '@curbside/domain';
import { confirm, queryClient, showToast, useApi, useQuery } from '@curbside/ui';
import { useAccount } from '../account-context.ts';
import { accountKeys, cardExpiryLabel } from '../account-logic.ts';
import { AddCardPanel } from '../cards/AddCardPanel.tsx';
import { CardBrandLogo, brandLabel } from '../cards/CardBrandLogo.tsx';
import { VirtualCardPanel } from '../cards/VirtualCardPanel.tsx';

/**
 * CREDIT CARDS (spec 000 §2 Credit cards tab, §4 Credit card, §8 Cards): the saved cards
 * (expired ones say 'Expired on MM/YY'), set default, edit the description, delete with
 * confirmation; 'Add credit card' through the payment provider; the Amex virtual card panel
 * for eligible HQ users.
 */
export function CardsTab() {
  const api = useApi();
  const { userId, viewer, firm, isSelf } = useAccount();
  const key = accountKeys.cards(userId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(endpoints.creditCards.list, { params: { id: userId }, signal }),
  });
  useEffect(() => {
    if (list.isError) showToast(CARD_TOASTS.loadFailed, 'danger');
  }, [list.isError]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  if (list.isPending) {
    return (
      <div className="account-state" role="status">
        <SlSpinner aria-hidden="true" />
        <span>Loading cards…</span>
      </div>
    );
  }

  const entries = list.data ? sortCards(list.data.creditCards) : [];
  const showVirtual = canShowVirtualCardPanel({ user: viewer, firm });
  const hasCardAccount = Boolean(isSelf ? viewer.amexUserId : null) || entries.some((entry) => entry.card.brand === 'AMEXVIRTUAL');
  const item = (itemKey: string) => ({
    open: openKey === itemKey,
    onSlShow: (event: Event) => {
      if (event.target === event.currentTarget) setOpenKey(itemKey);
    },
    onSlHide: (event: Event) => {
      if (event.target === event.currentTarget) setOpenKey((current) => (current === itemKey ? null : current));
    },
  });

  return (
    <section className="tab" aria-label="Credit cards">
      {list.isError && (
        <div className="account-state" role="alert">
          <span>{CARD_TOASTS.loadFailed}</span>
          <SlButton size="small" onClick={() => void list.refetch()}>
            Try again
          </SlButton>
        </div>
      )}
      {list.data && entries.length === 0 && <p className="tab-note">No saved cards yet. Add one below.</p>}
      {list.data?.hasPendingVirtualCard && (
        <p className="tab-note">
          <SlIcon name="hourglass-split" aria-hidden="true" /> A virtual card is being issued.
        </p>
      )}
      <div className="accordion">
        {entries.map((entry) => (
          <SlDetails key={entry.userCreditCardId} className="accordion-item" {...item(`card-${entry.userCreditCardId}`)}>
            <CardSummary entry={entry} />
            {openKey === `card-${entry.userCreditCardId}` && <SavedCard entry={entry} onChanged={refresh} />}
          </SlDetails>
        ))}
        <SlDetails className="accordion-item is-new" {...item('add')}>
          <div slot="summary" className="summary">
            <SlIcon className="summary-icon" name="plus-circle" aria-hidden="true" />
            <span className="summary-text">
              <span className="summary-title">Add credit card</span>
            </span>
          </div>
          {openKey === 'add' && <AddCardPanel existingCount={entries.length} onAdded={refresh} />}
        </SlDetails>
        {showVirtual && (
          <SlDetails className="accordion-item is-new" {...item('virtual')}>
            <div slot="summary" className="summary">
              <SlIcon className="summary-icon" name="credit-card-2-front" aria-hidden="true" />
              <span className="summary-text">
                <span className="summary-title">{VIRTUAL_CARD_PANEL_TITLE}</span>
              </span>
            </div>
            {openKey === 'virtual' && (
              <VirtualCardPanel existingCount={entries.length} hasExistingCardAccount={hasCardAccount} onDone={refresh} />
            )}
          </SlDetails>
        )}
      </div>
    </section>
  );
}

function CardSummary({ entry }: { entry: CreditCardEntry }) {
  const expired = isCardExpired(entry.card.expDate, new Date());
  return (
    <div slot="summary" className={`summary card-summary${expired ? ' is-expired' : ''}`}>
      <CardBrandLogo brand={entry.card.brand} />
      <span className="summary-text">
        <span className="summary-title">
          <span className="card-brand">{brandLabel(entry.card.brand)}</span> <span className="card-digits">•••• {entry.card.last4}</span>
        </span>
        <span className={`summary-sub${expired ? ' is-danger' : ''}`}>
          {expired ? cardExpiredOnLabel(entry.card.expDate) : `Expires ${cardExpiryLabel(entry.card.expDate)}`}
          {entry.card.description ? ` · ${entry.card.description}` : ''}
        </span>
      </span>
      {entry.isDefault && (
        <SlBadge variant="primary" pill>
          Default
        </SlBadge>
      )}
    </div>
  );
}

function SavedCard({ entry, onChanged }: { entry: CreditCardEntry; onChanged: () => Promise<void> }) {
  const api = useApi();
  const { userId, viewer, firm, saved } = useAccount();
  const virtual = entry.card.brand === 'AMEXVIRTUAL';
  const canEditLimits = virtual && canEditVirtualCardLimits(viewer);
  const [description, setDescription] = useState(entry.card.description ?? '');
  const [validTo, setValidTo] = useState(entry.card.amexCardValidToDate?.slice(0, 10) ?? '');
  const [balance, setBalance] = useState(entry.card.amexCardBalance === null ? '' : String(entry.card.amexCardBalance));
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'default' | 'delete' | null>(null);
  const defaultRule = canSetDefaultCard(entry, new Date());

  const save = async () => {
    const errors = validateCardForm(
      { description },
      { billingSystem: firm.firmBillingProfile.billingSystem, isFirmCard: false, isImported: entry.isImported, isAmexVirtual: virtual, now: new Date() },
    );
    setDescriptionError(errors.description ?? null);
    if (errors.description) return;
    setBusy('save');
    try {
      await api.call(endpoints.creditCards.update, {
        params: { id: userId, cardId: entry.card.creditCardId },
        body: {
          setAsDefault: entry.isDefault,
          originalId: entry.card.creditCardId,
          description: description.trim(),
          ...(canEditLimits
            ? { amexCardValidToDate: validTo || null, amexCardBalance: balance === '' ? null : Number(balance) }
            : {}),
        },
      });
      saved('cards');
      await onChanged();
    } catch (error) {
      showToast(withServerError(CARD_TOASTS.updateFailed, errorText(error)), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const makeDefault = async () => {
    setBusy('default');
    try {
      await api.call(endpoints.creditCards.setDefault, { params: { id: userId, cardId: entry.card.creditCardId } });
      showToast(CARD_TOASTS.savedAsDefault, 'success');
      saved('cards');
      await onChanged();
    } catch (error) {
      showToast(withServerError(CARD_TOASTS.updateFailed, errorText(error)), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    const question = virtual ? CONFIRMATIONS.deleteVirtualCard : CONFIRMATIONS.deleteCreditCard;
    if (!(await confirm(question, { confirmLabel: 'Delete' }))) return;
    setBusy('delete');
    try {
      await api.call(endpoints.creditCards.remove, { params: { id: userId, cardId: entry.card.creditCardId } });
      showToast(CARD_TOASTS.deleted, 'success');
      saved('cards');
      await onChanged();
    } catch (error) {
      showToast(withServerError(CARD_TOASTS.deleteFailed, errorText(error)), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="card-editor">
      <div className="grid-2">
        <SlInput
          label="Description"
          required
          value={description}
          helpText={descriptionError ?? ''}
          className={descriptionError ? 'curb-field-error' : undefined}
          onSlInput={(event) => {
            setDescription((event.target as SlInputElement).value);
            setDescriptionError(null);
          }}
        />
        {entry.card.billingName && <SlInput label="Name on card" value={entry.card.billingName} readonly />}
        {virtual && (
          <SlInput
            label="Active until"
            type="date"
            value={validTo}
            disabled={!canEditLimits}
            onSlInput={(event) => setValidTo((event.target as SlInputElement).value)}
          />
        )}
        {virtual && (
          <SlInput
            label="Balance"
            inputmode="numeric"
            value={balance}
            disabled={!canEditLimits}
            onSlInput={(event) => setBalance((event.target as SlInputElement).value.replace(/[^\d.]/g, ''))}
          />
        )}
      </div>
      <div className="editor-actions">
        <SlButton outline className="danger-button" disabled={busy !== null} loading={busy === 'delete'} onClick={() => void remove()}>
          <SlIcon slot="prefix" name="trash" />
          {virtual ? 'Delete Virtual Card' : 'Delete credit card'}
        </SlButton>
        <span className="spacer" />
        {!entry.isDefault && (
          <SlButton
            disabled={!defaultRule.ok || busy !== null}
            loading={busy === 'default'}
            title={!defaultRule.ok && defaultRule.reason === 'expired' ? 'An expired card cannot be the default' : undefined}
            onClick={() => void makeDefault()}
          >
            Set as default
          </SlButton>
        )}
        <SlButton variant="primary" disabled={busy !== null} loading={busy === 'save'} onClick={() => void save()}>
          {virtual ? 'Save Virtual Card' : 'Save credit card'}
        </SlButton>
      </div>
    </div>
  );
}
