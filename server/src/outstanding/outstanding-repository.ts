import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import type { RideTable } from '../db/schema-ride-history.ts';
import type { RideEmailTable } from '../db/schema-outstanding.ts';

/**
 * The SQL of outstanding charges (issue 15, 001 §7): the rides of the history whose payment
 * failed or had no card (rides.payment_status set), their totals, the moves of their charge, and
 * the emails sent to passengers about them. Every query is scoped to one firm.
 */

export const OUTSTANDING_PAYMENT_STATUSES = ['Failed', 'No card', 'Awaiting retry'] as const;

export type OutstandingRideRow = Selectable<RideTable> & { emails_sent: number | string };
export type RideEmailRow = Selectable<RideEmailTable>;

export interface OutstandingFilter {
  paymentStatuses?: readonly string[];
  /** Part of the passenger's name, any case. */
  passenger?: string;
  /** ISO dates, inclusive, of the ride. */
  dateFrom?: string;
  dateTo?: string;
}

type Eb = ExpressionBuilder<Database, 'rides'>;

function outstandingOf(firmId: number, f: OutstandingFilter) {
  return (eb: Eb) => {
    const statuses = f.paymentStatuses?.length ? f.paymentStatuses : OUTSTANDING_PAYMENT_STATUSES;
    const all = [eb('rides.firm_id', '=', firmId), eb('rides.payment_status', 'in', [...statuses])];
    const passenger = f.passenger?.trim().toLowerCase().replace(/[%_\\]/g, '');
    if (passenger) all.push(eb(eb.fn('lower', ['rides.passenger_name']), 'like', `%${passenger}%`));
    if (f.dateFrom) all.push(eb('rides.trip_date', '>=', f.dateFrom));
    if (f.dateTo) all.push(eb('rides.trip_date', '<=', f.dateTo));
    return eb.and(all);
  };
}

/** A page of the firm's outstanding charges, the latest ride first, with the number of emails sent about each. */
export async function outstandingRides(
  db: Executor, firmId: number, filter: OutstandingFilter, offset: number, count: number,
): Promise<OutstandingRideRow[]> {
  return db.selectFrom('rides').selectAll('rides')
    .select((eb) => eb.selectFrom('ride_emails').whereRef('ride_emails.ride_id', '=', 'rides.ride_id')
      .select((inner) => inner.fn.countAll<number | string>().as('n')).as('emails_sent'))
    .where(outstandingOf(firmId, filter))
    .orderBy('rides.pickup_at', 'desc').orderBy('rides.ride_id', 'desc')
    .limit(count).offset(offset)
    .execute() as Promise<OutstandingRideRow[]>;
}

/** Count and amount of the charges the filter matches, per payment status. */
export async function outstandingSums(
  db: Executor, firmId: number, filter: OutstandingFilter,
): Promise<Array<{ paymentStatus: string; charges: number; amount: number; currency: string | null }>> {
  const rows = await db.selectFrom('rides').where(outstandingOf(firmId, filter))
    .select((eb) => [
      'rides.payment_status as status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('rides.total_cost').as('amount'),
      eb.fn.max('rides.currency').as('currency'),
    ])
    .groupBy('rides.payment_status').execute();
  return rows.map((row) => ({
    paymentStatus: row.status ?? '', charges: Number(row.n), amount: Math.round(Number(row.amount ?? 0) * 100) / 100, currency: row.currency,
  }));
}

/** One ride of the firm, whatever its payment. */
export async function findFirmRide(db: Executor, firmId: number, rideId: number): Promise<Selectable<RideTable> | undefined> {
  return db.selectFrom('rides').selectAll().where('firm_id', '=', firmId).where('ride_id', '=', rideId).executeTakeFirst();
}

/** What a move of the charge changes on the ride. */
export type RidePaymentChanges = Pick<
  Updateable<RideTable>,
  'payment_status' | 'payment_failure_reason' | 'bill_company' | 'credit_card_id' | 'card_brand' | 'card_last4'
>;

/**
 * Apply a move to a ride still in the state it was read in (its payment status and card), so two
 * super admins moving the same charge at once do not both win: false when the ride changed meanwhile.
 */
export async function updateRidePayment(
  db: Executor, ride: Pick<Selectable<RideTable>, 'ride_id' | 'payment_status' | 'credit_card_id'>, changes: RidePaymentChanges,
): Promise<boolean> {
  const result = await db.updateTable('rides').set(changes)
    .where('ride_id', '=', ride.ride_id)
    .where('payment_status', ride.payment_status === null ? 'is' : '=', ride.payment_status)
    .where('credit_card_id', ride.credit_card_id === null ? 'is' : '=', ride.credit_card_id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertRideEmail(db: Executor, email: Omit<RideEmailRow, 'ride_email_id'>): Promise<RideEmailRow> {
  return db.insertInto('ride_emails').values(email).returningAll().executeTakeFirstOrThrow();
}

/** The emails sent about a ride, the latest first. */
export async function emailsOfRide(db: Executor, firmId: number, rideId: number): Promise<RideEmailRow[]> {
  return db.selectFrom('ride_emails').selectAll().where('firm_id', '=', firmId).where('ride_id', '=', rideId)
    .orderBy('created_at', 'desc').orderBy('ride_email_id', 'desc').execute();
}

// ---- The demo's outstanding charges (seed) ----

/** Every outstanding ride of the history, in ride order (the seed gives each its card and reason). */
export async function allOutstandingRides(db: Executor): Promise<Array<Pick<Selectable<RideTable>, 'ride_id' | 'payment_status' | 'passenger_user_id' | 'card_brand' | 'card_last4'>>> {
  return db.selectFrom('rides').select(['ride_id', 'payment_status', 'passenger_user_id', 'card_brand', 'card_last4'])
    .where('payment_status', 'in', [...OUTSTANDING_PAYMENT_STATUSES]).orderBy('ride_id').execute();
}

/** A passenger's latest completed rides paid by card and settled, from a day on (the seed makes some outstanding). */
export async function latestPaidCardRides(db: Executor, passengerUserId: number, fromDate: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('rides').select('ride_id')
    .where('passenger_user_id', '=', passengerUserId).where('status', '=', 'Completed').where('bill_company', '=', 0)
    .where('payment_status', 'is', null).where('reservation_id', 'is', null).where('trip_date', '>=', fromDate)
    .orderBy('pickup_at', 'desc').orderBy('ride_id', 'desc').limit(limit).execute();
  return rows.map((row) => row.ride_id);
}

/** Set a ride's payment columns (the seed). */
export async function setRidePayment(db: Executor, rideId: number, changes: RidePaymentChanges): Promise<void> {
  await db.updateTable('rides').set(changes).where('ride_id', '=', rideId).execute();
}

/** The users with an active saved card (the seed gives each a few outstanding charges to move between cards). */
export async function usersWithSavedCards(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('credit_cards').select('user_id').distinct()
    .where('user_id', 'is not', null).where('status', '=', 'active').orderBy('user_id').execute();
  return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
}
