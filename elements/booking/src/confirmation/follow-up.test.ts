import { describe, expect, it } from 'vitest';
import type { AddressStop } from '@curbside/contracts';
import { emptyPassenger } from '@curbside/domain';
import { showFollowUpQuery } from './follow-up.ts';

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
