import { describe, expect, it } from 'vitest';
import { checkFlightTime, minutesBetween } from './flight-time.ts';

describe('checkFlightTime (POST /chat/check-flight-time-compatibility, designed margins)', () => {
  const departure = '2030-05-06T12:00:00';
  it('refuses arriving after the departure', () => {
    expect(checkFlightTime({ departureDateTime: departure, etaToAirport: '2030-05-06T12:10:00', international: false })).toEqual({
      isCompatible: false, message: 'You would reach the airport after the flight leaves. Choose an earlier pickup.',
    });
  });

  it('wants an hour before a domestic flight and two before an international one', () => {
    expect(checkFlightTime({ departureDateTime: departure, etaToAirport: '2030-05-06T11:15:00', international: false })).toEqual({
      isCompatible: false, message: 'You would reach the airport 45 minutes before the flight leaves. Allow at least 60 minutes for a domestic flight.',
    });
    expect(checkFlightTime({ departureDateTime: departure, etaToAirport: '2030-05-06T10:30:00', international: false })).toEqual({
      isCompatible: true, message: 'You reach the airport about 1 h 30 min before the flight leaves.',
    });
    expect(checkFlightTime({ departureDateTime: departure, etaToAirport: '2030-05-06T10:30:00', international: true }).message)
      .toBe('You would reach the airport 90 minutes before the flight leaves. Allow at least 120 minutes for an international flight.');
    expect(checkFlightTime({ departureDateTime: departure, etaToAirport: '2030-05-06T09:00:00', international: true }).message)
      .toBe('You reach the airport about 3 h before the flight leaves.');
  });

  it('says nothing it cannot work out', () => {
    expect(checkFlightTime({ departureDateTime: 'soon', etaToAirport: '2030-05-06T09:00:00', international: true })).toEqual({ isCompatible: true, message: null });
    expect(minutesBetween('2030-05-06T23:30', '2030-05-07T00:15:00')).toBe(45);
  });
});
