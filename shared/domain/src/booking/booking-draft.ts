import { PaymentOptionCodeSchema, ReservationStepperStateSchema, z } from '@curbside/contracts';
import { RESERVATION_ACTIONS } from '../routes.ts';
import type { BookingStepperFields } from './stepper-fields.ts';

// issue 12 'Drafts survive': what the booking stepper keeps of a booking being typed, so a reload,
// a sign-in in the middle or a tab closed by mistake does not lose it. For the same user only, for
// 24 hours; never card data; nothing of a confirmed booking or of a reservation being edited.

/** How long a draft is offered after its last change. */
export const BOOKING_DRAFT_TTL_MS = 24 * 60 * 60_000;

/** The draft's shape; a draft written by another version is dropped, never half read. */
const BOOKING_DRAFT_VERSION = 1;

/**
 * The stepper fields a draft holds: what the user typed and chose, and the step they were on.
 * Left out: the card (card data is never stored), the confirmation and what a loaded
 * reservation brings (an edit is not a draft), the validation messages and the page view id.
 */
const DraftFieldsSchema = ReservationStepperStateSchema.omit({
  creditCard: true, driverDetails: true, activities: true, pageViewGuid: true, reservationId: true, step: true,
}).extend({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  action: z.enum(RESERVATION_ACTIONS),
  paymentOption: PaymentOptionCodeSchema.nullable(),
  specialAccommodations: z.string().nullable(),
  adminNotes: z.string().nullable(),
});
export type BookingDraftFields = z.infer<typeof DraftFieldsSchema>;

const BookingDraftSchema = z.object({
  version: z.literal(BOOKING_DRAFT_VERSION),
  userId: z.number().int(),
  savedAt: z.string(),
  fields: DraftFieldsSchema,
});
export type BookingDraft = z.infer<typeof BookingDraftSchema>;

/** Where a user's draft is stored (one per user, so a shared browser never shows it to another). */
export function bookingDraftKey(userId: number): string {
  return `curbside.booking-draft.${userId}`;
}

/**
 * Whether the stepper holds something the user would miss: a later step, a choice or an address.
 * The passenger and authorizer the stepper fills in by itself for the signed-in user do not count.
 */
export function hasBookingInput(fields: BookingStepperFields): boolean {
  return fields.step > 1
    || fields.action !== 'NEW'
    || fields.purposeOfJourneyId !== null
    || fields.costAllocations.length > 0
    || fields.passengers.length > 1
    || fields.emailAddresses.length > 0
    || fields.pickUpAddress !== null
    || fields.dropOffAddress !== null
    || fields.stops.length > 0
    || Boolean(fields.date || fields.time)
    || fields.isAsap
    || fields.reservationType !== 'regular'
    || Boolean(fields.reservationNotes || fields.specialAccommodations || fields.adminNotes)
    || fields.chosenCarService !== null;
}

/** Why the stepper's state is no draft: a confirmed booking (drop it), an edit (leave it alone), nothing typed. */
export type DraftDecision = { keep: BookingDraft } | { drop: true } | { leave: true };

/** What to do with the stored draft when the stepper changes (issue 12: cleared on confirmation). */
export function draftDecision(fields: BookingStepperFields, userId: number, now: Date): DraftDecision {
  if (fields.reservationResponse !== null) return { drop: true };
  if (fields.reservationId !== null || fields.action === 'EDIT' || !hasBookingInput(fields)) return { leave: true };
  const {
    creditCard: _card, driverDetails: _driver, activities: _activities, pageViewGuid: _guid, reservationId: _id,
    reservationResponse: _response, reservationStatus: _status, reservationState: _state, receiptsData: _receipts,
    bookingUser: _bookingUser, updatedByUser: _updatedBy, passengerPreferenceNotes: _notes, validationErrors: _errors,
    ...kept
  } = fields;
  return { keep: { version: BOOKING_DRAFT_VERSION, userId, savedAt: now.toISOString(), fields: kept } };
}

/**
 * The stored draft (JSON text) when it may be offered to this user now: same user, younger than
 * BOOKING_DRAFT_TTL_MS, of this version and shape. Null otherwise (the caller then drops it).
 */
export function usableDraft(raw: string | null, userId: number, now: Date): BookingDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = BookingDraftSchema.safeParse(data);
  if (!parsed.success || parsed.data.userId !== userId) return null;
  const age = now.getTime() - Date.parse(parsed.data.savedAt);
  return age >= 0 && age < BOOKING_DRAFT_TTL_MS ? parsed.data : null;
}

/** The stepper fields a draft gives back ('Continue your booking'); the messages start empty. */
export function stepperFieldsOfDraft(draft: BookingDraft): Partial<BookingStepperFields> {
  return { ...draft.fields, creditCard: null, reservationId: null, reservationResponse: null, validationErrors: {} };
}
