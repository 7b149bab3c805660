import { describe, expect, it } from 'vitest';
import type { AddressStop, ReservationRequest } from '@curbside/contracts';
import { emptyPassenger, loadReservationIntoStepper } from '@curbside/domain';
import { followUpAsReservation, showFollowUpQuery } from './follow-up.ts';

const jfk: AddressStop = {
  place: { googlePlaceId: 'gp-jfk', iataCode: 'JFK', displayName: 'JFK' }, placeValidationStatus: 'ValidPlace', addressType: 'AIRPORT',
  flight: null, specialAccommodations: null, stopType: 'dropoff',
};
const office: AddressStop = { ...jfk, place: { googlePlaceId: 'gp-office', displayName: 'Office' }, addressType: 'OFFICE', stopType: 'pickup' };
const ava = { ...emptyPassenger({ main: true }), userId: 7, fullName: 'Ava Employee' };

describe('showFollowUpQuery', () => {
  it("asks about the booking's airport, pickup time and main passenger", () => {
    const state = { date: '2030-05-06', time: '09:05', isAsap: false, pickUpAddress: office, dropOffAddress: jfk, passengers: [ava] };
    expect(showFollowUpQuery(state)).toEqual({ datetime: '2030-05-06T09:05:00', iataCode: 'JFK', mainPassengerUserId: 7 });
  });

  it('asks about now for an ASAP booking, and leaves out what it does not know', () => {
    const state = { date: null, time: null, isAsap: true, pickUpAddress: office, dropOffAddress: null, passengers: [emptyPassenger({ main: true })] };
    expect(showFollowUpQuery(state, new Date(2030, 4, 6, 8, 7))).toEqual({ datetime: '2030-05-06T08:07:00' });
  });

  it('asks nothing without a pickup time', () => {
    expect(showFollowUpQuery({ date: null, time: null, isAsap: false, pickUpAddress: office, dropOffAddress: jfk, passengers: [ava] })).toBeNull();
  });
});

describe('followUpAsReservation', () => {
  const request = {
    origin: { ...jfk, stopType: 'pickup' }, destination: null, dateTime: '2030-05-09T18:30:00', meetAndGreet: false, isAsap: false,
    cost: null, preferedContactMethod: 'Email', exactPickupPoint: null, supplierRefQuoteId: null, bookieQuoteId: null,
    bookingAccountServiceId: null, purposeOfJourneyId: 4, timeJobHours: null, creditCardId: null, reservationStops: [],
    authorizingUserId: 7, reservationPassengers: [ava], specialAccommodations: null, emailAddresses: ['boss@acme.example'],
    reservationType: 'regular', durationInMinutes: null, costAllocationsIds: [1], reservationId: null, chosenCarService: null,
    notes: null, flightInfo: null, billCompany: false, distanceInKm: null, pageViewGuid: null,
    actionOriginDetails: { action: 'FOLLOW_UP_RESERVATION', origin: 'FROM_CONFIRMATION' }, specialAccommodationsGuid: null,
  } satisfies ReservationRequest;
  const current = {
    authorizingEmployee: { userId: 7, fullName: 'Ava Employee', isBlockedUser: false },
    costAllocations: [
      { costAllocationType: 'Cost Center' as const, codeValue: 'CC-100', description: null, costAllocationCodeId: 1 },
      { costAllocationType: 'Project Code' as const, codeValue: 'P-7', description: null, costAllocationCodeId: 2 },
    ],
  };

  it('fills the stepper with the follow-up trip: pickup at the airport, time, passengers, purpose, codes', () => {
    const loaded = loadReservationIntoStepper(followUpAsReservation(request, current));
    expect(loaded.pickUpAddress?.place?.iataCode).toBe('JFK');
    expect(loaded.pickUpAddress?.addressType).toBe('AIRPORT');
    expect(loaded.dropOffAddress).toBeNull();
    expect([loaded.date, loaded.time]).toEqual(['2030-05-09', '18:30']);
    expect(loaded.passengers.map((p) => p.fullName)).toEqual(['Ava Employee']);
    expect(loaded.authorizingEmployee).toEqual(current.authorizingEmployee);
    expect(loaded.purposeOfJourneyId).toBe(4);
    expect(loaded.costAllocations.map((c) => c.codeValue)).toEqual(['CC-100']);
    expect(loaded.emailAddresses).toEqual(['boss@acme.example']);
  });

  it('carries no car service or payment: they are chosen again for the new trip', () => {
    const loaded = loadReservationIntoStepper(followUpAsReservation(request, current));
    expect(loaded.chosenCarService).toBeNull();
    expect(loaded.paymentOption).toBeNull();
    expect(loaded.creditCard).toBeNull();
  });
});
