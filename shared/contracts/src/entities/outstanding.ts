import { z } from 'zod';
import { pageOf, pagingQuery, queryList } from '../endpoint.ts';
import { fields } from '../fields.ts';
import { boundedText } from '../text-limits.ts';
import { CardBrandSchema, PaymentStatusSchema } from './enums.ts';

// spec 001 §7 Reports and receipts: GET /rides/outstanding, POST /rides/outstanding/{id}/convertToDirectBill,
// POST /rides/outstanding/emails, GET /rides/{id}/emails, POST /rides/{id}/creditcards (issue 15).
// 001 §3: payment statuses Failed, No card, Awaiting retry. Row shapes are not shown in the spec: designed.

/** The outstanding charges are filtered by payment status, passenger and the ride's date range (ISO dates, inclusive). */
export const OutstandingQuerySchema = pagingQuery.extend({
  paymentStatuses: queryList(PaymentStatusSchema).optional(),
  passenger: boundedText('name').optional(),
  ...fields(['dateFrom', 'dateTo'], z.string().optional()),
});
export type OutstandingQuery = z.output<typeof OutstandingQuerySchema>;

/** The card a ride is charged to: one of the passenger's saved cards (creditCardId), or a card no longer saved (null). */
const RideCardSchema = z.object({ creditCardId: z.number().int().nullable(), brand: CardBrandSchema, last4: z.string() });

/** A ride whose payment failed or had no card. */
export const OutstandingChargeSchema = z.object({
  rideId: z.number().int(),
  reservationNumber: z.string(),
  /** The passenger's user (whose saved cards the charge may move to); null for an employee who never signed in. */
  passengerUserId: z.number().int().nullable(),
  passengerName: z.string(),
  passengerEmail: z.string().nullable(),
  carProvider: z.string(),
  ...fields(['pickupAddress', 'dropoffAddress'], z.string()),
  rideDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  paymentStatus: PaymentStatusSchema,
  card: RideCardSchema.nullable(),
  failureReason: z.string().nullable(),
  emailsSent: z.number().int().min(0),
});
export type OutstandingCharge = z.infer<typeof OutstandingChargeSchema>;

/** Count and amount of the charges the filters match, in all and per payment status. */
const chargeSums = { charges: z.number().int().min(0), amount: z.number() };
export const OutstandingTotalsSchema = z.object({
  ...chargeSums,
  currency: z.string(),
  byStatus: z.array(z.object({ paymentStatus: PaymentStatusSchema, ...chargeSums })),
});
export type OutstandingTotals = z.infer<typeof OutstandingTotalsSchema>;

export const OutstandingPageSchema = pageOf('data', OutstandingChargeSchema).extend({
  totals: OutstandingTotalsSchema,
  /** The firm allows direct bill (001 §3 allowDirectBill): outstanding charges may be converted. */
  directBillAllowed: z.boolean(),
});
export type OutstandingPage = z.infer<typeof OutstandingPageSchema>;

/** An id in a JSON body: a number, never text. */
const bodyId = z.number().int().positive();

/** POST /rides/outstanding/emails payload (001 §7). */
export const OutstandingEmailSchema = z.object({
  rideId: bodyId,
  recipients: z.array(z.email().max(254)).min(1, 'Add at least one recipient').max(10),
  ccs: z.array(z.email().max(254)).max(10),
  subject: boundedText('name').trim().min(1, 'Subject is required'),
  emailContent: boundedText('message').trim().min(1, 'Content is required'),
});
export type OutstandingEmail = z.infer<typeof OutstandingEmailSchema>;

/** An email sent about a ride (GET /rides/{id}/emails), newest first. */
export const RideEmailSchema = OutstandingEmailSchema.extend({
  rideEmailId: z.number().int(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
});
export type RideEmail = z.infer<typeof RideEmailSchema>;

/** POST /rides/{id}/creditcards payload (001 §7): the passenger's card the charge moves to, from the card it was on. */
export const RideCardChangeSchema = z.object({
  newCreditCardId: bodyId,
  oldCreditCardId: bodyId.nullable(),
  authorizingUserId: bodyId,
});
export type RideCardChange = z.infer<typeof RideCardChangeSchema>;
