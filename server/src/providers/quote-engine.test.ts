import type { ReservationRequest } from '@curbside/contracts';
import { rideCo2Kg } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { addressStopAt } from '../reservations/address.ts';
import { CAR_PROVIDERS } from './catalog.ts';
import { measureTrip, priceQuote, quoteCo2Kg, timeOfDayFactor } from './quote-engine.ts';
import { ACCEPT_TIMEOUT_MS, RIDE_LEAD_MS, dueSteps, dueStepsAt, rideGoAt, rideOutcome, rideSteps } from './ride-simulator.ts';

const provider = (code: string) => {
  const p = CAR_PROVIDERS.find((x) => x.code === code);
  if (!p) throw new Error(code);
  return p;
};

function trip(overrides: Partial<ReservationRequest> = {}): ReservationRequest {
  return {
    origin: addressStopAt('curb:gz:acme-hq', 'pickup'), destination: addressStopAt('curb:airport:JFK', 'dropoff'),
    dateTime: '2031-03-12T13:00:00', meetAndGreet: false, isAsap: false, cost: null, preferedContactMethod: 'Email', exactPickupPoint: 'Front door',
    supplierRefQuoteId: null, bookieQuoteId: null, bookingAccountServiceId: null, purposeOfJourneyId: null, timeJobHours: null, creditCardId: null,
    reservationStops: [], authorizingUserId: null,
    reservationPassengers: [{ userId: 1, fullName: 'Ava Employee', email: 'a@b.c', mobilePhone: null, workPhone: null, countryCode: 'US', mainPassenger: true, isPackage: false, preferredContactMethod: 'Email' }],
    specialAccommodations: null, emailAddresses: [], reservationType: 'regular', durationInMinutes: null, costAllocationsIds: [], reservationId: null,
    chosenCarService: null, notes: null, flightInfo: null, billCompany: false, distanceInKm: null, pageViewGuid: null, actionOriginDetails: null,
    specialAccommodationsGuid: null, ...overrides,
  };
}

const quoteOf = (code: string, request: ReservationRequest, vehicleType: 'Sedan' | 'SUV' | 'Taxi' | 'Executive' = 'Sedan') =>
  priceQuote({ firmId: 1, bookingAccountServiceId: 7, providerCode: code, vehicleType, rateCard: provider(code).rateCard, request });

describe('quote engine', () => {
  it('measures Midtown to JFK by road (haversine x road factor) and the highway speed', () => {
    const measure = measureTrip(trip());
    expect(measure.distanceKm).toBeGreaterThan(22);
    expect(measure.distanceKm).toBeLessThan(30);
    expect(measure.durationMinutes).toBeGreaterThan(25);
    expect(measure.hourly).toBe(false);
    expect(measureTrip(trip({ reservationType: 'timeJob', timeJobHours: 3 })).durationMinutes).toBe(180);
  });

  it('gives all three quote types with formatted costs', () => {
    const guaranteed = quoteOf('MBC', trip());
    expect(guaranteed.quoteType).toBe('oneCostGuaranteed');
    expect(guaranteed.inclusiveness).toBe('FullyInclusive');
    expect(guaranteed.userCost?.formattedCost).toMatch(/^\$ \d+\.\d{2} \(USD\)$/);
    expect(guaranteed.paymentCost?.amount).toBe(guaranteed.userCost?.amount);
    expect(guaranteed.minUserCost).toBeNull();

    const one = quoteOf('GRE', trip());
    expect(one.quoteType).toBe('oneCost');
    expect(one.paymentCost!.amount).toBeCloseTo(one.userCost!.amount + 2.5, 2);

    const range = quoteOf('UCH', trip());
    expect(range.quoteType).toBe('range');
    expect(range.minUserCost!).toBeLessThan(range.userCost!.amount);
    expect(range.maxUserCost!).toBeGreaterThan(range.userCost!.amount);
    expect(range.paymentCost!.amount).toBeGreaterThan(range.userCost!.amount);
  });

  it('is deterministic for the same input and prices vehicle, time of day and distance', () => {
    expect(quoteOf('MBC', trip())).toEqual(quoteOf('MBC', trip()));
    const sedan = quoteOf('MBC', trip()).userCost!.amount;
    expect(quoteOf('MBC', trip(), 'SUV').userCost!.amount).toBeGreaterThan(sedan);
    expect(quoteOf('MBC', trip({ dateTime: '2031-03-12T23:30:00' })).userCost!.amount).toBeGreaterThan(sedan);
    expect(timeOfDayFactor('2031-03-12T08:15:00', false, provider('MBC').rateCard)).toBe(1.1);
    expect(timeOfDayFactor('2031-03-15T08:15:00', false, provider('MBC').rateCard)).toBe(1); // Saturday
    const short = quoteOf('MBC', trip({ destination: addressStopAt('curb:gz:carnegie-hall', 'dropoff') })).userCost!.amount;
    expect(short).toBeLessThan(sedan);
    expect(quoteOf('MBC', trip()).quoteId).not.toBe(quoteOf('MBC', trip({ dateTime: '2031-03-13T13:00:00' })).quoteId);
  });

  it('metered taxis sometimes give no quote (By the meter), never for hourly jobs, deterministically', () => {
    const results = Array.from({ length: 12 }, (_, i) => quoteOf('YCC', trip({ dateTime: `2031-03-${String(10 + i).padStart(2, '0')}T13:00:00` }), 'Taxi'));
    expect(results.some((q) => q.quoteId === null && q.userCost === null)).toBe(true);
    expect(results.some((q) => q.quoteId !== null && q.quoteType === 'range')).toBe(true);
    expect(quoteOf('YCC', trip({ reservationType: 'timeJob', timeJobHours: 2 }), 'Taxi').userCost).toBeNull();
  });
});

describe('CO2 of a quote (issue 12: distance x the vehicle type factor)', () => {
  it('uses the route distance of the places service when the request has it', () => {
    expect(quoteOf('MBC', trip({ distanceInKm: 10 })).co2Kg).toBe(1.71);
    expect(quoteOf('MBC', trip({ distanceInKm: 10 }), 'Executive').co2Kg).toBe(2.04);
    expect(quoteCo2Kg('Sedan', true, trip({ distanceInKm: 10 }))).toBe(0.47);
  });

  it('measures the trip otherwise, and has none for an hourly job without a drop-off', () => {
    const km = measureTrip(trip()).distanceKm;
    expect(quoteOf('MBC', trip()).co2Kg).toBe(rideCo2Kg('Sedan', km));
    expect(quoteCo2Kg('Sedan', false, trip({ reservationType: 'asDirected', destination: null }))).toBeNull();
  });

  it('gives a metered taxi without a price its CO2 all the same', () => {
    const results = Array.from({ length: 12 }, (_, i) => quoteOf('YCC', trip({ distanceInKm: 20, dateTime: `2031-03-${String(10 + i).padStart(2, '0')}T13:00:00` }), 'Taxi'));
    const unpriced = results.find((q) => q.userCost === null);
    expect(unpriced?.co2Kg).toBe(2.98);
  });
});

describe('ride simulator timeline', () => {
  it('fails 1 in 8 first attempts (declined, not accepted in time, Error), by reservation number', () => {
    const outcomes = Array.from({ length: 1200 }, (_, i) => rideOutcome(`CB-${100_000 + i}`));
    const count = (outcome: string) => outcomes.filter((o) => o === outcome).length;
    expect(outcomes.length - count('completed')).toBeGreaterThan(100);
    expect(outcomes.length - count('completed')).toBeLessThan(200);
    for (const outcome of ['declined', 'noAnswer', 'error']) expect(count(outcome)).toBeGreaterThan(25);
    expect(rideOutcome('CB-100001')).toBe(rideOutcome('CB-100001'));
  });

  it('draws each attempt after a decline anew', () => {
    const declined = Array.from({ length: 400 }, (_, i) => `CB-${100_000 + i}`).filter((n) => rideOutcome(n) === 'declined');
    expect(declined.length).toBeGreaterThan(5);
    expect(declined.some((n) => rideOutcome(n, 1) === 'completed')).toBe(true);
    expect(declined.every((n) => rideOutcome(n, 1) === rideOutcome(n, 1))).toBe(true);
  });

  it('declines at the accept step, or takes no answer as a decline after ACCEPT_TIMEOUT_MS', () => {
    expect(rideSteps('CB-1', 'declined')).toEqual([{ status: 'Declined', atMs: 5_000 }]);
    expect(rideSteps('CB-1', 'noAnswer')).toEqual([{ status: 'Declined', atMs: ACCEPT_TIMEOUT_MS }]);
    expect(dueSteps('CB-1', 'New', 10_000, 1, 'noAnswer')).toEqual([]);
    expect(dueSteps('CB-1', 'New', ACCEPT_TIMEOUT_MS, 1, 'noAnswer')).toEqual(['Declined']);
  });

  it('runs a whole ride in under 10 s at speed 30', () => {
    const number = Array.from({ length: 50 }, (_, i) => `CB-${100_000 + i}`).find((n) => rideOutcome(n) === 'completed')!;
    expect(rideSteps(number).map((s) => s.status)).toEqual(['Accepted', 'Searching', 'Assigned', 'Dispatched', 'OnScene', 'InProgress', 'Completed']);
    expect(dueSteps(number, 'New', 10_000, 30)).toHaveLength(7);
    expect(dueSteps(number, 'Searching', 2_600, 30)).toEqual(['Assigned', 'Dispatched']);
    expect(dueSteps(number, 'New', 4_000, 1)).toEqual([]);
  });
});

describe('ride simulator start time', () => {
  const number = Array.from({ length: 50 }, (_, i) => `CB-${100_000 + i}`).find((n) => rideOutcome(n) === 'completed')!;
  const started = Date.parse('2026-05-01T12:00:00Z');

  it('runs an ASAP ride at once', () => {
    expect(dueStepsAt(number, 'New', { startedMs: started, pickupAtMs: started + 86_400_000, isAsap: true }, started + 10_000, 30)).toHaveLength(7);
  });

  it('holds a ride for tomorrow at Accepted until an hour before pickup', () => {
    const ride = { startedMs: started, pickupAtMs: started + 86_400_000, isAsap: false };
    expect(dueStepsAt(number, 'New', ride, started + 60_000, 30)).toEqual(['Accepted']);
    expect(dueStepsAt(number, 'Accepted', ride, started + 3_600_000, 30)).toEqual([]);
    const goAt = ride.pickupAtMs - RIDE_LEAD_MS;
    expect(rideGoAt(ride.startedMs, ride.pickupAtMs, false)).toBe(goAt);
    expect(dueStepsAt(number, 'Accepted', ride, goAt + 10_000, 30)).toHaveLength(6);
  });

  it('runs a scheduled ride whose pickup is within the hour', () => {
    expect(dueStepsAt(number, 'New', { startedMs: started, pickupAtMs: started + 30 * 60_000, isAsap: false }, started + 10_000, 30)).toHaveLength(7);
  });
});
