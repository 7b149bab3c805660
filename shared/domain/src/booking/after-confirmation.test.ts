import { describe, expect, it } from 'vitest';
import type { AddressStop, ReservationRequest } from '@curbside/contracts';
import { canReturnTrip, duplicate, followUp, returnTrip } from './after-confirmation.ts';
import { toReservationRequest } from './reservation-request.ts';
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

  // issue 12: the way back is another flight; the old terminal under an empty number was a defect.
  const noFlight = { isCommercial: false, flightCode: null, flightInfo: null, terminal: null, airportTerminals: [] };

  it("swaps pickup and dropoff, turning 'Commercial flight' off with its number, flight and terminal", () => {
    expect(trip.pickUpAddress).toMatchObject({ stopType: 'pickup', place: { googlePlaceId: 'gp-hotel' } });
    expect(trip.dropOffAddress).toMatchObject({ stopType: 'dropoff', place: { iataCode: 'JFK' } });
    expect(trip.dropOffAddress?.flight).toEqual(noFlight);
    expect(trip.pickUpTz).toBe('America/Chicago');
  });

  it('reverses the stops and clears their flights', () => {
    expect(trip.stops.map((s) => s.place?.googlePlaceId)).toEqual(['stop-b', 'stop-a']);
    expect(trip.stops[1]?.flight).toEqual(noFlight);
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

describe('followUp (spec 001 §4 Follow-up: loaded from the server, origin from confirmation or from nudge)', () => {
  const booked = () => makeBooking({
    reservationId: 301,
    reservationResponse: { reservationId: 301, reservationNumber: 'R-301', confirmationNumber: 'C-301', reservationStatus: 'Accepted' },
    pickUpAddress: makeAddress({ stopType: 'pickup', addressType: 'OFFICE' }, { googlePlaceId: 'gp-office' }),
    dropOffAddress: makeAirport('JFK', { stopType: 'dropoff' }),
    authorizingEmployee: { userId: 7, fullName: 'Ava Employee', isBlockedUser: false },
    costAllocations: [
      { costAllocationType: 'Cost Center', codeValue: 'CC-100', description: null, costAllocationCodeId: 1 },
      { costAllocationType: 'Project Code', codeValue: 'P-7', description: null, costAllocationCodeId: 2 },
    ],
    paymentOption: 'DB',
    reservationNotes: 'Ring twice',
  });
  // What the server answers: a ride from the airport where the booking ends, three hours later.
  const request = (overrides: Partial<ReservationRequest> = {}): ReservationRequest => ({
    ...toReservationRequest(booked()),
    origin: makeAirport('JFK', { stopType: 'pickup' }),
    destination: null,
    dateTime: '2030-05-09T18:30:00',
    isAsap: false,
    exactPickupPoint: null,
    chosenCarService: null,
    bookingAccountServiceId: null,
    reservationStops: [],
    costAllocationsIds: [1],
    notes: null,
    reservationId: null,
    ...overrides,
  });

  it('fills the follow-up trip as a new FOLLOW_UP_RESERVATION on step 1, the response cleared', () => {
    const next = followUp(booked(), request(), 'FROM_NUDGE');
    expect(next).toMatchObject({
      action: 'FOLLOW_UP_RESERVATION', actionOriginDetails: { action: 'FOLLOW_UP_RESERVATION', origin: 'FROM_NUDGE' },
      step: 1, reservationId: null, reservationResponse: null, date: '2030-05-09', time: '18:30', isAsap: false,
      dropOffAddress: null, reservationType: 'regular', reservationNotes: null,
    });
    expect(next.pickUpAddress).toMatchObject({ stopType: 'pickup', place: { iataCode: 'JFK' } });
    expect(followUp(booked(), request()).actionOriginDetails).toEqual({ action: 'FOLLOW_UP_RESERVATION', origin: 'FROM_CONFIRMATION' });
  });

  it("defaults the exact pickup point for the new pickup: 'Arrivals - Curbside' at an airport", () => {
    expect(followUp(booked(), request()).exactPickupPoint).toBe('Arrivals - Curbside');
    expect(followUp(booked(), request({ meetAndGreet: true })).exactPickupPoint).toBe('Baggage claim');
    expect(followUp(booked(), request({ exactPickupPoint: 'Door 6' })).exactPickupPoint).toBe('Door 6');
  });

  it('keeps the authorizer and the cost codes the request shares with the booking, by name', () => {
    const next = followUp(booked(), request());
    expect(next.authorizingEmployee).toEqual({ userId: 7, fullName: 'Ava Employee', isBlockedUser: false });
    expect(next.costAllocations.map((c) => c.codeValue)).toEqual(['CC-100']);
    expect(followUp(booked(), request({ authorizingUserId: 99 })).authorizingEmployee).toBeNull();
  });

  it('clears the payment option without a car service (001 §4 loading rule)', () => {
    expect(followUp(booked(), request()).paymentOption).toBeNull();
    expect(followUp(booked(), request({ chosenCarService: makeCarService() })).paymentOption).toBe('DB');
  });
});
