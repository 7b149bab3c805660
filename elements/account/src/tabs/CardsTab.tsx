import { useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import SlBadge from '@shoelace-style/shoelace/dist/react/badge/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDetails from '@shoelace-style/shoelace/dist/react/details/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { endpoints } from '@curbside/contracts';
import type { CreditCardEntry } from '@curbside/contracts';
import {
  CARD_TOASTS, CONFIRMATIONS, VIRTUAL_CARD_PANEL_TITLE, canEditVirtualCardLimits, canSetDefaultCard, canShowVirtualCardPanel,
  cardExpiredOnLabel, cardLabel, errorText, isCardExpired, isSuperAdmin, sortCards, validateCardForm, withServerError,
} from '@curbside/domain';
import { confirm, queryClient, showToast, useApi, useQuery } from '@curbside/ui';
import { LoadFailed, LoadingState } from '../AccountDialog.tsx';
import { useAccount } from '../account-context.ts';
import { cardExpiryLabel } from '../account-logic.ts';
import { AddCardPanel } from '../cards/AddCardPanel.tsx';
import { firmCardSource, userCardSource, type CardSource } from '../cards/card-source.ts';
import { CardBrandLogo } from '../cards/CardBrandLogo.tsx';
import { VirtualCardPanel } from '../cards/VirtualCardPanel.tsx';
import { TextField } from '../form-fields.tsx';

/**
 * CREDIT CARDS (spec 000 §2 Credit cards tab, §4 Credit card, §6, §8 Cards): the saved cards
 * (expired ones say 'Expired on MM/YY'), set default, edit the description, delete with
 * confirmation; 'Add credit card' through the payment provider; the Amex virtual card panel
 * for eligible HQ users. A super admin also sees the firm's cards (GET /superadmin/creditCards/firm)
 * with 'Add firm credit card' and delete: the same list and panel over the firm card source.
 */
export function CardsTab() {
  const api = useApi();
  const { userId, viewer, firm, isSelf } = useAccount();
  const userSource = useMemo(() => userCardSource(api, userId), [api, userId]);
  const firmSource = useMemo(() => firmCardSource(api), [api]);
  const showFirmCards = isSuperAdmin(viewer);
  // One panel open at a time across both lists.
  const [openKey, setOpenKey] = useState<string | null>(null);
  const showVirtual = canShowVirtualCardPanel({ user: viewer, firm });

  const userCards = (
    <CardList
      source={userSource}
      openKey={openKey}
      setOpenKey={setOpenKey}
      addLabel="Add credit card"
      emptyText="No saved cards yet. Add one below."
      extra={(entries, refresh, item) =>
        showVirtual && (
          <SlDetails className="accordion-item is-new" {...item('virtual')}>
            <PanelSummary icon="credit-card-2-front" title={VIRTUAL_CARD_PANEL_TITLE} />
            {openKey === 'user-virtual' && (
              <VirtualCardPanel
                existingCount={entries.length}
                hasExistingCardAccount={Boolean(isSelf ? viewer.amexUserId : null) || entries.some((entry) => entry.card.brand === 'AMEXVIRTUAL')}
                onDone={refresh}
              />
            )}
          </SlDetails>
        )
      }
    />
  );

  if (!showFirmCards) {
    return (
      <section className="curb-stack" aria-label="Credit cards">
        {userCards}
      </section>
    );
  }
  return (
    <section className="tab cards-sections" aria-label="Credit cards">
      <section className="cards-section" aria-labelledby="user-cards-title">
        <h3 className="curb-form-legend" id="user-cards-title">
          {isSelf ? 'Your credit cards' : 'Employee credit cards'}
        </h3>
        {userCards}
      </section>
      <section className="cards-section" aria-labelledby="firm-cards-title">
        <h3 className="curb-form-legend" id="firm-cards-title">
          Firm credit cards
        </h3>
        <p className="section-note">Cards the whole firm can be charged to. A firm card is never the default payment method.</p>
        <CardList
          source={firmSource}
          openKey={openKey}
          setOpenKey={setOpenKey}
          addLabel="Add firm credit card"
          emptyText="No firm credit cards yet."
        />
      </section>
    </section>
  );
}

type ItemProps = (itemKey: string) => {
  open: boolean;
  onSlShow: (event: Event) => void;
  onSlHide: (event: Event) => void;
};

interface CardListProps {
  source: CardSource;
  openKey: string | null;
  setOpenKey: Dispatch<SetStateAction<string | null>>;
  addLabel: string;
  emptyText: string;
  /** More accordion entries after 'Add' (the virtual card panel), given the listed cards. */
  extra?: (entries: CreditCardEntry[], refresh: () => Promise<void>, item: ItemProps) => ReactNode;
}

/** One list of saved cards (an accordion) with its 'Add' panel, over a card source (user or firm). */
function CardList({ source, openKey, setOpenKey, addLabel, emptyText, extra }: CardListProps) {
  const list = useQuery({ queryKey: source.queryKey, queryFn: ({ signal }) => source.list(signal) });
  useEffect(() => {
    if (list.isError) showToast(CARD_TOASTS.loadFailed, 'danger');
  }, [list.isError]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: source.queryKey });

  if (list.isPending) return <LoadingState text="Loading cards…" />;

  const entries = list.data ? sortCards(list.data.creditCards) : [];
  const item: ItemProps = (name) => {
    const itemKey = `${source.kind}-${name}`;
    return {
      open: openKey === itemKey,
      onSlShow: (event: Event) => {
        if (event.target === event.currentTarget) setOpenKey(itemKey);
      },
      onSlHide: (event: Event) => {
        if (event.target === event.currentTarget) setOpenKey((current) => (current === itemKey ? null : current));
      },
    };
  };
  const isOpen = (name: string) => openKey === `${source.kind}-${name}`;

  return (
    <>
      {list.isError && <LoadFailed text={CARD_TOASTS.loadFailed} onRetry={() => void list.refetch()} />}
      {list.data && entries.length === 0 && <p className="curb-inline tab-note">{emptyText}</p>}
      {list.data?.hasPendingVirtualCard && (
        <p className="curb-inline tab-note">
          <SlIcon name="hourglass-split" aria-hidden="true" /> A virtual card is being issued.
        </p>
      )}
      <div className="accordion">
        {entries.map((entry) => (
          <SlDetails key={entry.userCreditCardId} className="accordion-item" {...item(`card-${entry.userCreditCardId}`)}>
            <CardSummary entry={entry} />
            {isOpen(`card-${entry.userCreditCardId}`) && <SavedCard source={source} entry={entry} onChanged={refresh} />}
          </SlDetails>
        ))}
        <SlDetails className="accordion-item is-new" {...item('add')}>
          <PanelSummary icon="plus-circle" title={addLabel} />
          {isOpen('add') && <AddCardPanel source={source} existingCount={entries.length} onAdded={refresh} />}
        </SlDetails>
        {extra?.(entries, refresh, item)}
      </div>
    </>
  );
}

/** The summary line of a panel that adds something: its icon and title. */
function PanelSummary({ icon, title }: { icon: string; title: string }) {
  return (
    <div slot="summary" className="summary">
      <SlIcon className="summary-icon" name={icon} aria-hidden="true" />
      <span className="summary-text">
        <span className="summary-title">{title}</span>
      </span>
    </div>
  );
}

function CardSummary({ entry }: { entry: CreditCardEntry }) {
  const expired = isCardExpired(entry.card.expDate, new Date());
  return (
    <div slot="summary" className={`summary card-summary${expired ? ' is-expired' : ''}`}>
      <CardBrandLogo brand={entry.card.brand} />
      <span className="summary-text">
        <span className="summary-title card-digits">{cardLabel(entry.card)}</span>
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

function SavedCard({ source, entry, onChanged }: { source: CardSource; entry: CreditCardEntry; onChanged: () => Promise<void> }) {
  const api = useApi();
  const { userId, viewer, firm, saved } = useAccount();
  // A firm card is only listed and deleted (000 §7: no update or default route for it).
  const firmCard = source.kind === 'firm';
  const virtual = entry.card.brand === 'AMEXVIRTUAL';
  const canEditLimits = virtual && canEditVirtualCardLimits(viewer);
  const [description, setDescription] = useState(entry.card.description ?? '');
  const [validTo, setValidTo] = useState(entry.card.amexCardValidToDate?.slice(0, 10) ?? '');
  const [balance, setBalance] = useState(entry.card.amexCardBalance === null ? '' : String(entry.card.amexCardBalance));
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'default' | 'delete' | null>(null);
  const defaultRule = canSetDefaultCard(entry, new Date());

  /** One change of the card: busy while it runs; then the list reloads, or the failure toasts with the server's reason. */
  const change = async (kind: NonNullable<typeof busy>, failureToast: string, task: () => Promise<unknown>, successToast?: string) => {
    setBusy(kind);
    try {
      await task();
      if (successToast) showToast(successToast, 'success');
      saved('cards');
      await onChanged();
    } catch (error) {
      showToast(withServerError(failureToast, errorText(error)), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const errors = validateCardForm(
      { description },
      { billingSystem: firm.firmBillingProfile.billingSystem, isFirmCard: false, isImported: entry.isImported, isAmexVirtual: virtual, now: new Date() },
    );
    setDescriptionError(errors.description ?? null);
    if (errors.description) return;
    await change('save', CARD_TOASTS.updateFailed, () => api.call(endpoints.creditCards.update, {
        params: { id: userId, cardId: entry.card.creditCardId },
        body: {
          setAsDefault: entry.isDefault,
          originalId: entry.card.creditCardId,
          description: description.trim(),
          ...(canEditLimits
            ? { amexCardValidToDate: validTo || null, amexCardBalance: balance === '' ? null : Number(balance) }
            : {}),
        },
      }));
  };

  const makeDefault = () =>
    change(
      'default', CARD_TOASTS.updateFailed,
      () => api.call(endpoints.creditCards.setDefault, { params: { id: userId, cardId: entry.card.creditCardId } }),
      CARD_TOASTS.savedAsDefault,
    );

  const remove = async () => {
    const question = virtual ? CONFIRMATIONS.deleteVirtualCard : CONFIRMATIONS.deleteCreditCard;
    if (!(await confirm(question, { confirmLabel: 'Delete', danger: true }))) return;
    await change('delete', CARD_TOASTS.deleteFailed, () => source.remove(entry), CARD_TOASTS.deleted);
  };

  const deleteButton = (
    <SlButton outline className="danger-button" disabled={busy !== null} loading={busy === 'delete'} onClick={() => void remove()}>
      <SlIcon slot="prefix" name="trash" />
      {virtual ? 'Delete Virtual Card' : 'Delete credit card'}
    </SlButton>
  );

  if (firmCard) {
    return (
      <div className="card-editor">
        {(entry.card.billingName || entry.card.description) && (
          <dl className="card-facts">
            {entry.card.billingName && (
              <div>
                <dt>Name on card</dt>
                <dd>{entry.card.billingName}</dd>
              </div>
            )}
            {entry.card.description && (
              <div>
                <dt>Description</dt>
                <dd>{entry.card.description}</dd>
              </div>
            )}
          </dl>
        )}
        <div className="editor-actions">
          {deleteButton}
          <span className="spacer" />
        </div>
      </div>
    );
  }

  return (
    <div className="card-editor">
      <div className="grid-2">
        <TextField
          label="Description"
          required
          error={descriptionError}
          value={description}
          onChange={(value) => {
            setDescription(value);
            setDescriptionError(null);
          }}
        />
        {entry.card.billingName && <SlInput label="Name on card" value={entry.card.billingName} readonly />}
        {virtual && (
          <>
            <TextField label="Active until" type="date" value={validTo} disabled={!canEditLimits} onChange={setValidTo} />
            <TextField
              label="Balance"
              inputmode="numeric"
              value={balance}
              disabled={!canEditLimits}
              onChange={(value) => setBalance(value.replace(/[^\d.]/g, ''))}
            />
          </>
        )}
      </div>
      <div className="editor-actions">
        {deleteButton}
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
