import {
  CardBrandSchema, type OutstandingCharge, type OutstandingEmail, type OutstandingPage, type OutstandingQuery, type PaymentStatus,
  type RideCardChange, type RideEmail,
} from '@curbside/contracts';
import { PAYMENT_STATUS_MESSAGES, isOutstanding, nextPaymentState, type PaymentEvent, type PaymentState } from '@curbside/domain';
import type { Selectable } from 'kysely';
import { mayBillCompany } from '../access/index.ts';
import type { Caller } from '../auth/session.ts';
import type { Executor } from '../db/connection.ts';
import { fromJson, toJson } from '../db/json-column.ts';
import type { RideTable } from '../db/schema-ride-history.ts';
import { HISTORY_FIRMS } from '../ride-history/history-firms.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { sendMail } from '../outbox/outbox-repository.ts';
import { checkedRange, pagingOf } from '../ride-history/report-filter.ts';
import { usableCard } from '../reservations/booking-plan.ts';
import {
  OUTSTANDING_PAYMENT_STATUSES, emailsOfRide, findFirmRide, insertRideEmail, outstandingRides, outstandingSums, updateRidePayment,
  type OutstandingFilter, type OutstandingRideRow, type RideEmailRow, type RidePaymentChanges,
} from './outstanding-repository.ts';

// spec 001 §7 outstanding charges (issue 15): the list and its totals, conversion to direct bill,
// a card change among the passenger's cards, and emails to the passenger through the outbox.
// Every move of a charge follows the domain's nextPaymentState (001 §3 payment statuses).

export const OUTSTANDING_ERRORS = {
  rideNotFound: 'Ride not found',
  notPassengerCard: "Choose one of the passenger's cards",
  sameCard: 'The charge is already on this card',
  changedMeanwhile: 'The charge changed meanwhile: reload the list',
} as const;

type RideRow = Selectable<RideTable>;

const PAGE_SIZE = 100;

function cardOf(row: RideRow): OutstandingCharge['card'] {
  if (!row.card_brand || !row.card_last4) return null;
  const brand = CardBrandSchema.safeParse(row.card_brand);
  return { creditCardId: row.credit_card_id, brand: brand.success ? brand.data : 'None', last4: row.card_last4 };
}

function toCharge(row: OutstandingRideRow): OutstandingCharge {
  return {
    rideId: row.ride_id, reservationNumber: row.reservation_number, passengerUserId: row.passenger_user_id,
    passengerName: row.passenger_name, passengerEmail: row.passenger_email, carProvider: row.car_provider,
    pickupAddress: row.pickup_address, dropoffAddress: row.dropoff_address, rideDate: row.pickup_time,
    amount: row.total_cost, currency: row.currency, paymentStatus: row.payment_status as PaymentStatus,
    card: cardOf(row), failureReason: row.payment_failure_reason, emailsSent: Number(row.emails_sent),
  };
}

function toRideEmail(row: RideEmailRow): RideEmail {
  return {
    rideEmailId: row.ride_email_id, rideId: row.ride_id, recipients: fromJson<string[]>(row.recipients, []),
    ccs: fromJson<string[]>(row.ccs, []), subject: row.subject, emailContent: row.content, sentAt: row.created_at, sentBy: row.sent_by,
  };
}

/** GET /rides/outstanding: a page of the firm's outstanding charges, and the totals of all the filters match. */
export async function outstandingPage(db: Executor, caller: Caller, firmId: number, query: OutstandingQuery): Promise<OutstandingPage> {
  const [dateFrom, dateTo] = checkedRange(['dateFrom', 'dateTo'], query.dateFrom, query.dateTo);
  const filter: OutstandingFilter = {};
  if (query.paymentStatuses?.length) filter.paymentStatuses = query.paymentStatuses;
  if (query.passenger?.trim()) filter.passenger = query.passenger;
  if (dateFrom) filter.dateFrom = dateFrom;
  if (dateTo) filter.dateTo = dateTo;
  const { offset, count } = pagingOf({ offset: query.offset, count: query.count ?? PAGE_SIZE });
  const [rows, sums] = await Promise.all([outstandingRides(db, firmId, filter, offset, count), outstandingSums(db, firmId, filter)]);
  const charges = sums.reduce((n, s) => n + s.charges, 0);
  const byStatus = OUTSTANDING_PAYMENT_STATUSES.flatMap((paymentStatus) => {
    const sum = sums.find((s) => s.paymentStatus === paymentStatus);
    return sum ? [{ paymentStatus, charges: sum.charges, amount: sum.amount }] : [];
  });
  return {
    data: rows.map(toCharge),
    total: charges,
    hasMore: offset + rows.length < charges,
    totals: {
      charges,
      amount: Math.round(sums.reduce((n, s) => n + s.amount, 0) * 100) / 100,
      currency: sums.find((s) => s.currency)?.currency ?? HISTORY_FIRMS[caller.firm.firm_code]?.currency ?? 'USD',
      byStatus,
    },
    directBillAllowed: mayBillCompany(caller.firm),
  };
}

async function firmRide(db: Executor, firmId: number, rideId: number): Promise<RideRow> {
  const ride = await findFirmRide(db, firmId, rideId);
  if (!ride) throw notFound(OUTSTANDING_ERRORS.rideNotFound);
  return ride;
}

/** How a state is stored: an outstanding payment status, else none (paid, or billed to the company). */
const storedStatus = (state: PaymentState): PaymentStatus | null => (isOutstanding(state) ? state : null);

/** The move of a ride's charge the domain allows, or the refusal: 409 when nothing is outstanding any more. */
function allowedMove(ride: RideRow, event: PaymentEvent): PaymentState {
  const move = nextPaymentState((ride.payment_status as PaymentState | null) ?? 'Paid', event);
  if (move.ok) return move.status;
  throw move.message === PAYMENT_STATUS_MESSAGES.notOutstanding ? conflict(move.message) : badRequest(move.message);
}

async function applyMove(db: Executor, ride: RideRow, changes: RidePaymentChanges): Promise<void> {
  if (!(await updateRidePayment(db, ride, changes))) throw conflict(OUTSTANDING_ERRORS.changedMeanwhile);
}

/** POST /rides/outstanding/{id}/convertToDirectBill: the firm pays the ride; it leaves the outstanding charges. */
export async function convertToDirectBill(db: Executor, caller: Caller, firmId: number, rideId: number): Promise<void> {
  const ride = await firmRide(db, firmId, rideId);
  const status = allowedMove(ride, { kind: 'convertToDirectBill', directBillAllowed: mayBillCompany(caller.firm) });
  await applyMove(db, ride, { bill_company: 1, payment_status: storedStatus(status), payment_failure_reason: null });
}

/** POST /rides/{id}/creditcards: the charge moves to another active card of the passenger and waits for the next retry. */
export async function changeRideCard(db: Executor, firmId: number, rideId: number, change: RideCardChange, now = new Date()): Promise<void> {
  const ride = await firmRide(db, firmId, rideId);
  const status = allowedMove(ride, { kind: 'cardChange' });
  if (ride.passenger_user_id === null || change.authorizingUserId !== ride.passenger_user_id) throw badRequest(OUTSTANDING_ERRORS.notPassengerCard);
  if (change.oldCreditCardId !== ride.credit_card_id) throw conflict(OUTSTANDING_ERRORS.changedMeanwhile);
  if (change.newCreditCardId === ride.credit_card_id) throw badRequest(OUTSTANDING_ERRORS.sameCard);
  const card = await usableCard(db, ride.passenger_user_id, change.newCreditCardId, now);
  await applyMove(db, ride, {
    credit_card_id: card.credit_card_id, card_brand: card.brand, card_last4: card.last4,
    payment_status: storedStatus(status), payment_failure_reason: null,
  });
}

const addresses = (list: readonly string[]): string[] => [...new Set(list.map((a) => a.trim().toLowerCase()))];

/** POST /rides/outstanding/emails: the email goes to every recipient and cc through the outbox, and joins the ride's history. */
export async function sendOutstandingEmail(db: Executor, caller: Caller, firmId: number, email: OutstandingEmail, now = new Date()): Promise<RideEmail> {
  const ride = await firmRide(db, firmId, email.rideId);
  if (!isOutstanding(ride.payment_status as PaymentState | null)) throw conflict(PAYMENT_STATUS_MESSAGES.notOutstanding);
  const at = now.toISOString();
  const recipients = addresses(email.recipients);
  const ccs = addresses(email.ccs).filter((a) => !recipients.includes(a));
  return db.transaction().execute(async (trx) => {
    for (const to of [...recipients, ...ccs]) await sendMail(trx, { email: to, subject: email.subject, body: email.emailContent, at });
    const row = await insertRideEmail(trx, {
      firm_id: firmId, ride_id: ride.ride_id, recipients: toJson(recipients), ccs: toJson(ccs), subject: email.subject,
      content: email.emailContent, sent_by_user_id: caller.user.user_id, sent_by: `${caller.user.first_name} ${caller.user.last_name}`,
      created_at: at,
    });
    return toRideEmail(row);
  });
}

/** GET /rides/{id}/emails: what was sent about a ride of the firm, the latest first. */
export async function rideEmails(db: Executor, firmId: number, rideId: number): Promise<RideEmail[]> {
  const ride = await firmRide(db, firmId, rideId);
  return (await emailsOfRide(db, firmId, ride.ride_id)).map(toRideEmail);
}
