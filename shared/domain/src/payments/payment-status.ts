import type { PaymentStatus } from '@curbside/contracts';

// spec 001 §3 payment statuses (Failed, No card, Awaiting retry) and §7 outstanding charges
// (issue 15): how a ride's charge moves when the payment is retried, its card is changed or it is
// converted to direct bill. The spec names the statuses, not the moves: designed here, once.

/** A ride's charge: outstanding (a payment status of 001 §3), paid by card, or billed to the firm. */
export type PaymentState = PaymentStatus | 'Paid' | 'Billed to company';

/** What happens to an outstanding charge. */
export type PaymentEvent =
  /** The payment provider retried the charge on the ride's card. */
  | { kind: 'retry'; outcome: 'charged' | 'declined' }
  /** The charge moved to another of the passenger's cards (POST /rides/{id}/creditcards). */
  | { kind: 'cardChange' }
  /** The charge is billed to the company (POST /rides/outstanding/{id}/convertToDirectBill). */
  | { kind: 'convertToDirectBill'; directBillAllowed: boolean };

export const PAYMENT_STATUS_MESSAGES = {
  notOutstanding: 'This ride has no outstanding charge',
  noCardToCharge: 'The ride has no card to charge',
  directBillNotAllowed: 'Your firm does not allow direct bill',
} as const;

export type PaymentTransition = { ok: true; status: PaymentState } | { ok: false; message: string };

const OUTSTANDING: readonly PaymentState[] = ['Failed', 'No card', 'Awaiting retry'];

/** Whether a charge is still outstanding (one of the 001 §3 payment statuses). */
export function isOutstanding(state: PaymentState | null): state is PaymentStatus {
  return state !== null && OUTSTANDING.includes(state);
}

const to = (status: PaymentState): PaymentTransition => ({ ok: true, status });
const refused = (message: string): PaymentTransition => ({ ok: false, message });

/**
 * The state a charge moves to, or why it may not move. A retry charges the card (Paid) or is
 * declined again (Failed), and needs a card; a card change waits for the next retry (Awaiting
 * retry); a conversion bills the firm where it allows direct bill. A charge no longer outstanding
 * does not move.
 */
export function nextPaymentState(current: PaymentState, event: PaymentEvent): PaymentTransition {
  if (!isOutstanding(current)) return refused(PAYMENT_STATUS_MESSAGES.notOutstanding);
  switch (event.kind) {
    case 'retry':
      if (current === 'No card') return refused(PAYMENT_STATUS_MESSAGES.noCardToCharge);
      return to(event.outcome === 'charged' ? 'Paid' : 'Failed');
    case 'cardChange':
      return to('Awaiting retry');
    case 'convertToDirectBill':
      return event.directBillAllowed ? to('Billed to company') : refused(PAYMENT_STATUS_MESSAGES.directBillNotAllowed);
  }
}
