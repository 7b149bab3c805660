import { describe, expect, it } from 'vitest';
import type { AddressStop } from '@curbside/contracts';
import { canReturnTrip, duplicate, returnTrip } from './return-trip.ts';
import { makeAddress, makeAirport, makeBooking, makeCarService } from './test-fixtures.ts';

const flight = (flightCode: string): NonNullable<AddressStop['flight']> => ({
  isCommercial: true, flightCode, terminal: '4', airportTerminals: [],
  flightInfo: { arrivalAirportCode: 'JFK', departureAirportCode: 'LHR' },
});

function confirmedBooking() {
  return makeBooking({
    reservationId: 301,
    reservationResponse: { reservationId: 301, reservationNumber: 'R-301', confirmationNumber: 'C-301', reservationStatus: 'Accepted' },
    pickUpAddress: makeAirport('JFK', { stopType: 'pickup', flight: flight('BA117') }),
    dropOffAddress: makeAddress({ stopType: 'dropoff' }, { googlePlaceId: 'gp-hotel', timezone: 'America/Chicago' }),
    stops: [
      makeAddress({ stopType: 'stop', flight: flight('AA1') }, { googlePlaceId: 'stop-a' }),
      makeAddress({ stopType: 'stop' }, { googlePlaceId: 'stop-b' }),
    ],
    exactPickupPoint: 'Baggage claim',
    isMeetAndGreet: true,
    reservationNotes: 'Ring twice',
    paymentOption: 'CC',
    chosenCarService: makeCarService({ bookieQuoteId: 'bq-9' }),
    driverDetails: { name: 'Dan', phone: null, vehicle: null, licensePlate: null, photoUrl: null },
  });
}

describe('returnTrip (spec 001 §4 After a confirmation: Return trip)', () => {
  const trip = returnTrip(confirmedBooking());

  it('clears date, time, notes, meet-and-greet and the payment option', () => {
    expect(trip).toMatchObject({ date: null, time: null, reservationNotes: null, isMeetAndGreet: false, paymentOption: null });
  });

  it('swaps pickup and dropoff, clearing their flight codes', () => {
    expect(trip.pickUpAddress).toMatchObject({ stopType: 'pickup', place: { googlePlaceId: 'gp-hotel' } });
    expect(trip.dropOffAddress).toMatchObject({ stopType: 'dropoff', place: { iataCode: 'JFK' } });
    expect(trip.dropOffAddress?.flight).toMatchObject({ flightCode: null, flightInfo: null });
    expect(trip.pickUpTz).toBe('America/Chicago');
  });

  it('reverses the stops and clears their flight codes', () => {
    expect(trip.stops.map((s) => s.place?.googlePlaceId)).toEqual(['stop-b', 'stop-a']);
    expect(trip.stops[1]?.flight?.flightCode).toBeNull();
  });

  it('drops the bookie quote id but keeps the car service', () => {
    expect(trip.chosenCarService).toMatchObject({ bookieQuoteId: null, bookingAccountServiceId: 11 });
  });

  it('clears the driver details, goes back to passenger info and clears the response', () => {
    expect(trip).toMatchObject({ driverDetails: null, step: 1, reservationResponse: null, reservationId: null, action: 'RETURN_TRIP' });
  });

  it("defaults the exact pickup to 'Front door' when the new pickup is not an airport", () => {
    expect(trip.exactPickupPoint).toBe('Front door');
  });

  it("defaults the exact pickup to 'Arrivals - Curbside' when the new pickup is an airport", () => {
    const toAirport = makeBooking({ dropOffAddress: makeAirport('LGA', { stopType: 'dropoff' }), exactPickupPoint: 'Lobby' });
    expect(returnTrip(toAirport).exactPickupPoint).toBe('Arrivals - Curbside');
  });

  it('leaves a non-regular reservation unchanged', () => {
    const hourly = makeBooking({ reservationType: 'timeJob', timeJobHours: 3 });
    expect(returnTrip(hourly)).toBe(hourly);
  });
});

describe('canReturnTrip (spec 001 §4: regular reservations only)', () => {
  it.each([
    ['regular', true], ['asDirected', false], ['timeJob', false],
  ] as const)('%s -> %s', (reservationType, expected) => {
    expect(canReturnTrip(makeBooking({ reservationType }))).toBe(expected);
  });

  it('needs a drop-off to return from', () => {
    expect(canReturnTrip(makeBooking({ dropOffAddress: null }))).toBe(false);
  });
});

describe('duplicate (spec 001 §4: records the origin as a duplicate from confirmation)', () => {
  it('keeps the booking as a new one on step 1 with the response cleared', () => {
    const copy = duplicate(confirmedBooking());
    expect(copy).toMatchObject({
      action: 'DUPLICATE', step: 1, reservationId: null, reservationResponse: null, driverDetails: null,
      actionOriginDetails: { action: 'DUPLICATE', origin: 'FROM_CONFIRMATION' }, reservationNotes: 'Ring twice',
    });
    expect(copy.pickUpAddress?.place?.iataCode).toBe('JFK');
  });
});
