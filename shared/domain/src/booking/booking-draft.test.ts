import { describe, expect, it } from 'vitest';
import {
  BOOKING_DRAFT_TTL_MS, bookingDraftKey, draftDecision, hasBookingInput, stepperFieldsOfDraft, usableDraft, type BookingDraft,
} from './booking-draft.ts';
import { initialBookingStepperFields, type BookingStepperFields } from './stepper-fields.ts';
import { makeAddress, makeBooking, makePassenger } from './test-fixtures.ts';

const NOW = new Date('2030-05-01T10:00:00Z');
const ANN = 7;

function kept(fields: BookingStepperFields): BookingDraft {
  const decision = draftDecision(fields, ANN, NOW);
  if (!('keep' in decision)) throw new Error(`expected a draft, got ${JSON.stringify(decision)}`);
  return decision.keep;
}

describe('hasBookingInput (issue 12: what is worth keeping)', () => {
  const fresh = initialBookingStepperFields('pv');
  const rows: { rule: string; patch: Partial<BookingStepperFields>; expected: boolean }[] = [
    { rule: 'a fresh stepper holds nothing', patch: {}, expected: false },
    { rule: 'the authorizer and main passenger the stepper fills in by itself do not count', patch: { authorizingEmployee: { userId: 7, fullName: 'Ann Lee', isBlockedUser: false }, passengers: [makePassenger()] }, expected: false },
    { rule: 'a purpose of journey', patch: { purposeOfJourneyId: 3 }, expected: true },
    { rule: 'a cost allocation', patch: { costAllocations: [{ costAllocationCodeId: 1, costAllocationType: 'Cost Center', codeValue: 'CC-100', description: null }] }, expected: true },
    { rule: 'a second passenger', patch: { passengers: [makePassenger(), makePassenger({ mainPassenger: false })] }, expected: true },
    { rule: 'a pickup address', patch: { pickUpAddress: makeAddress() }, expected: true },
    { rule: 'ASAP', patch: { isAsap: true }, expected: true },
    { rule: 'a later step', patch: { step: 2 }, expected: true },
    { rule: 'a duplicate of another booking', patch: { action: 'DUPLICATE' }, expected: true },
  ];
  it.each(rows)('$rule: $expected', ({ patch, expected }) => {
    expect(hasBookingInput({ ...fresh, ...patch })).toBe(expected);
  });
});

describe('draftDecision (issue 12: kept per user, cleared on confirmation, never card data)', () => {
  it('keeps every step the user filled in, for this user, stamped now', () => {
    const draft = kept(makeBooking({ step: 3, purposeOfJourneyId: 3 }));
    expect(draft).toMatchObject({ userId: ANN, savedAt: NOW.toISOString(), fields: { step: 3, purposeOfJourneyId: 3, date: '2030-05-06', time: '09:05' } });
    expect(draft.fields.pickUpAddress?.place?.googlePlaceId).toBe(makeAddress().place?.googlePlaceId);
  });

  it('never holds the card, the confirmation, the messages or the page view id', () => {
    const text = JSON.stringify(kept(makeBooking({ validationErrors: { time: 'Please select a pickup time' } })));
    expect(text).not.toContain('4242');
    expect(text).not.toContain('creditCard');
    expect(text).not.toContain('Please select a pickup time');
    expect(text).not.toContain('pv-1');
    expect(text).not.toContain('reservationResponse');
  });

  it('drops the draft once the booking is confirmed', () => {
    const confirmed = makeBooking({
      reservationId: 41, reservationResponse: { reservationId: 41, reservationNumber: 'CB-1', confirmationNumber: null, reservationStatus: 'New' } as BookingStepperFields['reservationResponse'],
    });
    expect(draftDecision(confirmed, ANN, NOW)).toEqual({ drop: true });
  });

  it('leaves the draft alone while a reservation is edited or nothing is typed', () => {
    expect(draftDecision(makeBooking({ reservationId: 41, action: 'EDIT' }), ANN, NOW)).toEqual({ leave: true });
    expect(draftDecision(initialBookingStepperFields(null), ANN, NOW)).toEqual({ leave: true });
  });
});

describe('usableDraft (issue 12: the same user only, for 24 hours)', () => {
  const stored = JSON.stringify(kept(makeBooking({ step: 3 })));
  const later = (ms: number) => new Date(NOW.getTime() + ms);
  const rows: { rule: string; raw: string | null; userId: number; at: Date; usable: boolean }[] = [
    { rule: 'offers it to its user within the day', raw: stored, userId: ANN, at: later(BOOKING_DRAFT_TTL_MS - 60_000), usable: true },
    { rule: 'never to another user', raw: stored, userId: 8, at: NOW, usable: false },
    { rule: 'not after 24 hours', raw: stored, userId: ANN, at: later(BOOKING_DRAFT_TTL_MS), usable: false },
    { rule: 'not when nothing is stored', raw: null, userId: ANN, at: NOW, usable: false },
    { rule: 'not when the text is broken', raw: '{"version":1', userId: ANN, at: NOW, usable: false },
    { rule: 'not when another version wrote it', raw: stored.replace('"version":1', '"version":0'), userId: ANN, at: NOW, usable: false },
  ];
  it.each(rows)('$rule', ({ raw, userId, at, usable }) => {
    expect(usableDraft(raw, userId, at) !== null).toBe(usable);
  });

  it('gives back the steps with no card, no confirmation and no messages', () => {
    const draft = usableDraft(stored, ANN, NOW);
    expect(draft).not.toBeNull();
    if (!draft) return;
    expect(stepperFieldsOfDraft(draft)).toMatchObject({
      step: 3, date: '2030-05-06', creditCard: null, reservationId: null, reservationResponse: null, validationErrors: {},
    });
  });

  it('keys drafts per user', () => {
    expect(bookingDraftKey(7)).not.toBe(bookingDraftKey(8));
  });
});
