import { describe, expect, it } from 'vitest';
import { BOOKING_DRAFT_TTL_MS, bookingDraftKey, initialBookingStepperFields, type BookingStepperFields } from '@curbside/domain';
import { makeBooking } from '../../domain/src/booking/test-fixtures.ts';
import { clearDraftOnLogout, createBookingDrafts, type DraftStorage } from './booking-drafts.ts';
import { createSessionStore } from './session-store.ts';
import { userDataFixture } from './test-fixtures.ts';

function memoryStorage(): DraftStorage & { keys(): string[] } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

const ANN = userDataFixture.user.userId;
const BEN = 8;
const typed = (patch: Partial<BookingStepperFields> = {}) => makeBooking({ step: 3, purposeOfJourneyId: 3, ...patch });

describe('bookingDrafts (issue 12: drafts survive a reload, for the same user, for 24 hours)', () => {
  it("keeps a user's draft under their own key and gives it back to them only", () => {
    const storage = memoryStorage();
    const drafts = createBookingDrafts(storage);
    drafts.save(ANN, typed());
    expect(storage.keys()).toEqual([bookingDraftKey(ANN)]);
    expect(drafts.load(ANN)?.fields).toMatchObject({ step: 3, purposeOfJourneyId: 3 });
    expect(drafts.load(BEN)).toBeNull();
  });

  it('forgets a draft after 24 hours, and removes it from storage', () => {
    const storage = memoryStorage();
    let now = new Date('2030-05-01T10:00:00Z');
    const drafts = createBookingDrafts(storage, () => now);
    drafts.save(ANN, typed());
    now = new Date(now.getTime() + BOOKING_DRAFT_TTL_MS - 1000);
    expect(drafts.load(ANN)).not.toBeNull();
    now = new Date(now.getTime() + 2000);
    expect(drafts.load(ANN)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('clears the draft when the booking is confirmed', () => {
    const storage = memoryStorage();
    const drafts = createBookingDrafts(storage);
    drafts.save(ANN, typed());
    drafts.save(ANN, typed({
      reservationId: 41,
      reservationResponse: { reservationId: 41, reservationNumber: 'CB-1', confirmationNumber: null, reservationStatus: 'New' } as BookingStepperFields['reservationResponse'],
    }));
    expect(drafts.load(ANN)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('keeps the draft when the stepper starts empty again or edits a reservation', () => {
    const drafts = createBookingDrafts(memoryStorage());
    drafts.save(ANN, typed());
    drafts.save(ANN, initialBookingStepperFields(null));
    drafts.save(ANN, typed({ reservationId: 40, action: 'EDIT', step: 1, purposeOfJourneyId: 9 }));
    expect(drafts.load(ANN)?.fields.purposeOfJourneyId).toBe(3);
  });

  it('clears the draft of the user who logs out, and only theirs', () => {
    const storage = memoryStorage();
    const drafts = createBookingDrafts(storage);
    const session = createSessionStore();
    const stop = clearDraftOnLogout(drafts, session);
    drafts.save(BEN, typed());
    session.getState().setUserData(userDataFixture);
    drafts.save(ANN, typed());
    // A 401 only clears the flag: the draft survives a sign-in in the middle.
    session.getState().setAuthenticated(false);
    expect(drafts.load(ANN)).not.toBeNull();
    session.getState().clearSession();
    expect(drafts.load(ANN)).toBeNull();
    expect(drafts.load(BEN)).not.toBeNull();
    stop();
  });

  it('never stores card data', () => {
    const storage = memoryStorage();
    createBookingDrafts(storage).save(ANN, typed());
    expect(storage.getItem(bookingDraftKey(ANN))).not.toContain('4242');
  });

  it('still works when storage refuses to write', () => {
    const refusing: DraftStorage = {
      getItem: () => null,
      setItem: () => { throw new Error('QuotaExceededError'); },
      removeItem: () => undefined,
    };
    const drafts = createBookingDrafts(refusing);
    expect(() => drafts.save(ANN, typed())).not.toThrow();
    expect(drafts.load(ANN)).toBeNull();
  });
});
