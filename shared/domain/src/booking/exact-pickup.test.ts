import { describe, expect, it } from 'vitest';
import { defaultExactPickupPoint, isAirportAddress } from './exact-pickup.ts';
import { makeAddress, makeAirport } from './test-fixtures.ts';

describe("defaultExactPickupPoint (spec 001 §4: 'Front door'; airport 'Arrivals - Curbside'; with meet-and-greet 'Baggage claim')", () => {
  it.each([
    { isAirport: false, isMeetAndGreet: false, expected: 'Front door' },
    { isAirport: false, isMeetAndGreet: true, expected: 'Front door' },
    { isAirport: true, isMeetAndGreet: false, expected: 'Arrivals - Curbside' },
    { isAirport: true, isMeetAndGreet: true, expected: 'Baggage claim' },
  ])('airport $isAirport, meet-and-greet $isMeetAndGreet -> $expected', ({ isAirport, isMeetAndGreet, expected }) => {
    expect(defaultExactPickupPoint({ isAirport, isMeetAndGreet })).toBe(expected);
  });
});

describe('isAirportAddress', () => {
  it('tells airports by address type or iata code', () => {
    expect(isAirportAddress(makeAirport('JFK'))).toBe(true);
    expect(isAirportAddress(makeAddress({}, { iataCode: 'LHR' }))).toBe(true);
    expect(isAirportAddress(makeAddress())).toBe(false);
    expect(isAirportAddress(null)).toBe(false);
  });
});
