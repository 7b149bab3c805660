import { describe, expect, it } from 'vitest';
import { emptyAddressStop } from '@curbside/domain';
import {
  addressText, estimateRoute, etaAtDropOff, flightSearchQuery, formatDuration,
  haversineKm, nextExactPickupPoint, roundClock, routeFields, routePoints,
} from './location-logic.ts';

const JFK = { lat: 40.6413, lng: -73.7781 };
const TIMES_SQUARE = { lat: 40.758, lng: -73.9855 };

describe('route estimate', () => {
  it('measures the great-circle distance', () => {
    expect(haversineKm(JFK, TIMES_SQUARE)).toBeCloseTo(21.5, 0);
    expect(haversineKm(JFK, JFK)).toBe(0);
  });

  it('adds the legs, applies the road factor and estimates the duration', () => {
    const route = estimateRoute([JFK, TIMES_SQUARE]);
    expect(route?.km).toBeCloseTo(27.9, 0);
    expect(route?.minutes).toBe(Math.round((route!.km / 40) * 60));
    expect(estimateRoute([JFK])).toBeNull();
  });

  it('shows the distance in the user units (1 mile is 1.60934 km, 1 decimal)', () => {
    expect(routeFields({ km: 16.0934, minutes: 24 }, 'English')).toEqual({
      distance: { text: '10 mi', valueInKm: 16.0934 },
      duration: { text: '24 min', valueInMinutes: 24 },
    });
    expect(routeFields({ km: 12.34, minutes: 75 }, 'Metric').distance?.text).toBe('12.3 km');
    expect(routeFields(null, 'Metric')).toEqual({ distance: null, duration: null });
  });

  it('formats durations in hours and minutes', () => {
    expect(formatDuration(25)).toBe('25 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(65)).toBe('1 h 5 min');
  });

  it('takes the points with coordinates in trip order', () => {
    const at = (location: { lat: number; lng: number } | null) => ({ place: location ? { geometry: { location } } : null, placeValidationStatus: null, addressType: 'SPECIFIC_ADDRESS' as const, flight: null, specialAccommodations: null, stopType: 'stop' as const });
    expect(routePoints([at(JFK), at(null), null, at(TIMES_SQUARE)])).toEqual([JFK, TIMES_SQUARE]);
  });
});

describe('exact pickup point (001 §4)', () => {
  it("defaults to 'Front door', 'Arrivals - Curbside' at an airport and 'Baggage claim' with meet and greet", () => {
    expect(nextExactPickupPoint(null, { isAirport: false, isMeetAndGreet: false })).toBe('Front door');
    expect(nextExactPickupPoint('Front door', { isAirport: true, isMeetAndGreet: false })).toBe('Arrivals - Curbside');
    expect(nextExactPickupPoint('Arrivals - Curbside', { isAirport: true, isMeetAndGreet: true })).toBe('Baggage claim');
    expect(nextExactPickupPoint('Baggage claim', { isAirport: false, isMeetAndGreet: false })).toBe('Front door');
  });

  it('keeps what the user typed', () => {
    expect(nextExactPickupPoint('Gate 4, north entrance', { isAirport: true, isMeetAndGreet: true })).toBe('Gate 4, north entrance');
  });
});

describe('addressText', () => {
  it('shows the display name, else the address, else nothing', () => {
    expect(addressText({ ...emptyAddressStop('pickup'), place: { displayName: 'Acme HQ', address: '350 5th Ave' } })).toBe('Acme HQ');
    expect(addressText({ ...emptyAddressStop('pickup'), place: { address: 'Elm Road, Springfield' } })).toBe('Elm Road, Springfield');
    expect(addressText(null)).toBe('');
  });
});

describe('flights', () => {
  it('searches arriving flights at a pickup airport and departing ones at a drop-off airport', () => {
    expect(flightSearchQuery('pickup', 'JFK', 'ba 117', '2030-01-02T09:00:00')).toEqual({ flightCode: 'BA117', pickupDatetime: '2030-01-02T09:00:00', flightDirection: 'arrival', airportToIataCode: 'JFK' });
    expect(flightSearchQuery('dropoff', 'LHR', 'BA117', 'x')).toMatchObject({ flightDirection: 'departure', airportFromIataCode: 'LHR' });
  });

});

describe('roundClock (to the nearest 5 minutes, 001 §9; never into the next day)', () => {
  it.each([['09:02', '09:00'], ['09:03', '09:05'], ['9:58', '10:00'], ['23:58', '23:55'], ['', '']])('%j -> %j', (typed, shown) => {
    expect(roundClock(typed)).toBe(shown);
  });
});

describe('etaAtDropOff (when the ride reaches a drop-off airport, on the pickup clock)', () => {
  const base = { date: '2030-05-06', time: '23:30', isAsap: false, pickUpTz: 'America/New_York', duration: { valueInMinutes: 50 } };
  it('adds the trip duration to the pickup time, across midnight', () => {
    expect(etaAtDropOff(base)).toBe('2030-05-07T00:20:00');
  });
  it('starts an ASAP ride now, on the pickup clock', () => {
    expect(etaAtDropOff({ ...base, isAsap: true }, new Date('2030-05-06T14:00:00Z'))).toBe('2030-05-06T10:50:00');
  });
  it('waits for the time and the duration', () => {
    expect(etaAtDropOff({ ...base, time: null })).toBeNull();
    expect(etaAtDropOff({ ...base, duration: null })).toBeNull();
  });
});
