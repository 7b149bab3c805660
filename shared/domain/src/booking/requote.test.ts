import type { VehicleType } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { bookingHistoryText } from './booking-history.ts';
import { REQUOTE_GIVE_UP_TEXTS, SERVICE_CLASS, nextQuote, type RequoteCandidate, type RequoteInput } from './requote.ts';

const quote = (id: number, vehicleType: VehicleType, price: number | null, isFilteredOut = false): RequoteCandidate =>
  ({ bookingAccountServiceId: id, vehicleType, price, isFilteredOut });

// The booked Sedan (service 1) at 50.00 declined.
const candidates = [
  quote(1, 'Sedan', 50), quote(2, 'Sedan', 55), quote(3, 'Sedan', 52), quote(4, 'Sedan', 40), quote(5, 'SUV', 51),
  quote(6, 'Sedan', 58), quote(7, 'Sedan', 45, true), quote(8, 'Taxi', null), quote(9, 'Taxi', 30), quote(10, 'Taxi', 36),
];
const input = (overrides: Partial<RequoteInput> = {}): RequoteInput => ({
  bookedVehicleType: 'Sedan', bookedPrice: 50, triedServiceIds: [1], candidates, marginPercent: 15, ...overrides,
});

describe('nextQuote (issue 12: re-quote on decline)', () => {
  it.each([
    { rule: 'offers the cheapest quote of the same class (never a taxi for a sedan)', input: input(), answer: 4 },
    { rule: 'skips the services already tried', input: input({ triedServiceIds: [1, 4] }), answer: 3 },
    { rule: 'then the next cheapest', input: input({ triedServiceIds: [1, 4, 3] }), answer: 2 },
    { rule: 'keeps to the margin of the price booked first (58 > 50 + 15%)', input: input({ triedServiceIds: [1, 4, 3, 2] }), answer: 'overMargin' },
    { rule: 'a wider margin takes it', input: input({ triedServiceIds: [1, 4, 3, 2], marginPercent: 20 }), answer: 6 },
    { rule: 'exactly at the margin is within it', input: input({ triedServiceIds: [1, 4, 3], marginPercent: 10 }), answer: 2 },
    { rule: 'a zero margin takes only the same price or less', input: input({ marginPercent: 0, triedServiceIds: [1, 4] }), answer: 'overMargin' },
    { rule: 'never another class (the SUV at 51)', input: input({ bookedVehicleType: 'SUV', bookedPrice: 51, triedServiceIds: [5] }), answer: 'noOtherService' },
    { rule: 'never a service that cannot take the trip', input: input({ candidates: [quote(1, 'Sedan', 50), quote(7, 'Sedan', 45, true)] }), answer: 'noOtherService' },
    { rule: 'a priced booking needs a priced replacement', input: input({ bookedVehicleType: 'Taxi', bookedPrice: 30, triedServiceIds: [9], marginPercent: 10 }), answer: 'overMargin' },
    { rule: 'a metered booking takes a metered or priced one, priced first', input: input({ bookedVehicleType: 'Taxi', bookedPrice: null, triedServiceIds: [8] }), answer: 9 },
    { rule: 'a metered one last', input: input({ bookedVehicleType: 'Taxi', bookedPrice: null, triedServiceIds: [9, 10] }), answer: 8 },
    { rule: 'on equal prices the lower service id', input: input({ candidates: [quote(9, 'Sedan', 52), quote(3, 'Sedan', 52)] }), answer: 3 },
  ])('$rule', ({ input: given, answer }) => {
    const decision = nextQuote(given);
    expect(decision.kind === 'offer' ? decision.candidate.bookingAccountServiceId : decision.reason).toBe(answer);
  });

  it('groups every vehicle type into a class', () => {
    expect(new Set(Object.values(SERVICE_CLASS))).toEqual(new Set(['taxi', 'car', 'suv', 'premium', 'van', 'bus']));
    expect(SERVICE_CLASS.Executive).toBe(SERVICE_CLASS.Luxury);
  });

  it('gives the reason in words', () => {
    expect(REQUOTE_GIVE_UP_TEXTS.overMargin(15)).toBe('no other car provider of the same class quotes within 15% of the booked price');
    expect(REQUOTE_GIVE_UP_TEXTS.noOtherService(15)).toBe('no other car provider of the same class serves this trip');
  });
});

describe('the re-quote in the booking history (001 §4 wording, issue 12)', () => {
  it('reads what happened after the action', () => {
    expect(bookingHistoryText({ action: 'REQUOTED', description: 'Metro Black Car declined the booking; offered to GreenRide EV (Sedan) at $ 40.00 (USD)' }))
      .toBe('re-booked with another car provider: Metro Black Car declined the booking; offered to GreenRide EV (Sedan) at $ 40.00 (USD)');
    expect(bookingHistoryText({ action: 'REQUOTE_FAILED', description: 'Metro Black Car declined the booking; no other car provider of the same class serves this trip' }))
      .toBe('no other car provider could take the booking: Metro Black Car declined the booking; no other car provider of the same class serves this trip');
  });
});
