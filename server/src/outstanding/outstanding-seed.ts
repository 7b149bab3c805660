import { activeCardsOfUser, cardsOfUser } from '../cards/card-repository.ts';
import type { Executor } from '../db/connection.ts';
import {
  allOutstandingRides, latestPaidCardRides, setRidePayment, usersWithSavedCards, type RidePaymentChanges,
} from './outstanding-repository.ts';

/**
 * The demo's outstanding charges (issue 15), deterministic from the seeded history: the history's
 * rides whose payment failed or had no card (every firm's) get the saved card they were charged to
 * and the provider's reason; and each user with saved cards (Acme's ben.booker) gets a few recent
 * outstanding charges, so a super admin can move one to another of the passenger's cards: the
 * failed ones are on the user's last card (Ben's expired Mastercard), the others on the default.
 */
export async function seedOutstandingCharges(db: Executor, now: Date): Promise<void> {
  for (const ride of await allOutstandingRides(db)) {
    const cards = ride.passenger_user_id === null ? [] : await cardsOfUser(db, ride.passenger_user_id);
    const card = cards.find((c) => c.brand === ride.card_brand && c.last4 === ride.card_last4);
    await setRidePayment(db, ride.ride_id, {
      credit_card_id: card?.credit_card_id ?? null, payment_failure_reason: failureReason(ride.payment_status, ride.ride_id),
    });
  }
  const from = new Date(now.getTime() - 45 * 86_400_000).toISOString().slice(0, 10);
  for (const userId of await usersWithSavedCards(db)) {
    // A failed charge is on the user's other card (Ben's expired Mastercard), so it can move to the default one.
    const cards = await cardsOfUser(db, userId);
    const [usable] = await activeCardsOfUser(db, userId);
    const failing = cards.at(-1);
    if (!usable || !failing) continue;
    const rides = await latestPaidCardRides(db, userId, from, SEEDED_STATUSES.length);
    for (const [i, rideId] of rides.entries()) {
      const status = SEEDED_STATUSES[i] ?? 'Failed';
      const card = status === 'Failed' ? failing : usable;
      const onCard: RidePaymentChanges = status === 'No card'
        ? { credit_card_id: null, card_brand: null, card_last4: null }
        : { credit_card_id: card.credit_card_id, card_brand: card.brand, card_last4: card.last4 };
      await setRidePayment(db, rideId, { ...onCard, payment_status: status, payment_failure_reason: failureReason(status, rideId) });
    }
  }
}

/** The statuses of a user's seeded charges, latest ride first. */
const SEEDED_STATUSES = ['Failed', 'Awaiting retry', 'Failed', 'No card', 'Failed'] as const;

const DECLINES = ['Card declined', 'Insufficient funds', 'Card expired'] as const;

/** What the payment provider said, by status (a decline picked by the ride, so it is stable). */
function failureReason(status: string | null, rideId: number): string | null {
  if (status === 'Failed') return DECLINES[rideId % DECLINES.length] ?? DECLINES[0];
  if (status === 'Awaiting retry') return 'Payment processor unavailable; retry scheduled';
  if (status === 'No card') return 'No card on file';
  return null;
}
