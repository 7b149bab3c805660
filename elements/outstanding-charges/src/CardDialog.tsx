import { useEffect, useMemo, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import SlSkeleton from '@shoelace-style/shoelace/dist/react/skeleton/index.js';
import { intentionKey } from '@curbside/api';
import { endpoints, type OutstandingCharge } from '@curbside/contracts';
import { FormActions, showToast, useApi, useCall, useFailureToast, useFocusReturn, useToastedTask } from '@curbside/ui';
import { OUTSTANDING_TEXT, cardChoices, firstChoosableCard, type ChargeRowView } from './outstanding-view.ts';

export interface CardDialogProps {
  /** The charge whose card changes; null: closed. */
  row: ChargeRowView | null;
  onClose(): void;
  onChanged(charge: OutstandingCharge, creditCardId: number): void;
}

const SUFFIX = { expired: ' (expired)', current: ' (current)', isDefault: ' (default)' } as const;

/** 'Change card': the passenger's saved cards (000 §7 GET /users/{id}/creditCards); the charge moves to the chosen one. */
export function CardDialog({ row, onClose, onChanged }: CardDialogProps) {
  const api = useApi();
  const open = row !== null;
  const returnFocus = useFocusReturn(open);
  const charge = row?.charge ?? null;
  const owner = charge?.passengerUserId ?? null;
  const cards = useCall(endpoints.creditCards.list, { params: { id: owner ?? 0 } }, { enabled: owner !== null, retry: false, staleTime: 30_000 });
  useFailureToast(cards);
  const choices = useMemo(
    () => (charge && cards.data ? cardChoices(cards.data.creditCards, charge, new Date()) : []),
    [cards.data, charge],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [intention] = useState(() => intentionKey());
  const task = useToastedTask();
  useEffect(() => setChosen(firstChoosableCard(choices)), [choices]);
  // sl-radio sets aria-disabled when it connects, before React gives it `disabled`, and only watches
  // later changes: a card that cannot be chosen would be read out as enabled. Set from the choices.
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    group.current?.querySelectorAll<HTMLElement & { value: string }>('sl-radio').forEach((radio) => {
      const choice = choices.find((c) => String(c.creditCardId) === radio.value);
      radio.setAttribute('aria-disabled', String(choice ? choice.expired || choice.current : false));
    });
  }, [choices]);

  const save = () => task.run(async () => {
    if (!charge || owner === null || chosen === null) return;
    const body = { newCreditCardId: chosen, oldCreditCardId: charge.card?.creditCardId ?? null, authorizingUserId: owner };
    await api.call(endpoints.reports.rideChangeCard, { params: { id: charge.rideId }, body, idempotencyKey: intention.for({ id: charge.rideId, ...body }) });
    intention.done();
    showToast(OUTSTANDING_TEXT.cardChanged, 'success');
    onChanged(charge, chosen);
    onClose();
  });

  return (
    <SlDialog className="charge-dialog card-dialog" part="dialog" label="Change card" open={open}
      onSlRequestClose={(event) => { if (event.target === event.currentTarget) onClose(); }}
      onSlAfterHide={(event) => { if (event.target === event.currentTarget) returnFocus(event); }}>
      {row ? (
        <p className="charge-facts">{row.charge.passengerName} · {row.charge.reservationNumber} · {row.amount} · now on {row.card}</p>
      ) : null}
      {cards.isPending && owner !== null ? <SlSkeleton effect="pulse" /> : null}
      {cards.data && choices.length === 0 ? <p>{OUTSTANDING_TEXT.noCards}</p> : null}
      {choices.length > 0 ? (
        <div ref={group}>
          <SlRadioGroup className="card-choices" label="Charge the passenger's card" name="card" value={chosen === null ? '' : String(chosen)}
            onSlChange={(event) => setChosen(Number((event.target as HTMLInputElement).value))}>
            {choices.map((c) => (
              <SlRadio key={c.creditCardId} value={String(c.creditCardId)} disabled={c.expired || c.current}>
                {c.label}{c.expired ? SUFFIX.expired : c.current ? SUFFIX.current : c.isDefault ? SUFFIX.isDefault : ''}
              </SlRadio>
            ))}
          </SlRadioGroup>
        </div>
      ) : null}
      <FormActions errors={[]} attempted={false}>
        <SlButton onClick={onClose}>Cancel</SlButton>
        <SlButton variant="primary" className="change-card" disabled={chosen === null} loading={task.busy} onClick={() => void save()}>
          Change card
        </SlButton>
      </FormActions>
    </SlDialog>
  );
}
