import { describe, expect, it } from 'vitest';
import type { ReservationRequest } from '@curbside/contracts';
import { fromChat } from './from-chat.ts';
import { emptyAddressStop, emptyPassenger, initialBookingStepperFields, toReservationRequest } from '../index.ts';

describe('fromChat (001 §2: the booking chat fills the stepper and moves to the car and payment step)', () => {
  const ava = { ...emptyPassenger({ main: true }), userId: 1, fullName: 'Ava Employee', email: 'ava@acme.example' };
  const jfk = { ...emptyAddressStop('pickup'), addressType: 'AIRPORT' as const, place: { displayName: 'JFK', iataCode: 'JFK', timezone: 'America/New_York' } };
  const office = { ...emptyAddressStop('dropoff'), addressType: 'OFFICE' as const, place: { displayName: '200 Park Ave', streetNumber: '200' } };
  const request: ReservationRequest = {
    ...toReservationRequest({ ...initialBookingStepperFields(), passengers: [ava], pickUpAddress: jfk, dropOffAddress: office, date: '2026-11-25', time: '09:00' }),
    actionOriginDetails: { action: 'NEW_FROM_CHAT', origin: 'CHAT' },
    notes: 'Two bags',
  };

  it('starts a new NEW_FROM_CHAT booking on step 3 with the trip, time, passenger and notes, the main passenger authorizing', () => {
    const before = { ...initialBookingStepperFields('pv-1'), reservationId: 9, reservationNotes: 'old', step: 4 as const };
    const state = fromChat(before, request);
    expect(state).toMatchObject({
      step: 3, action: 'NEW_FROM_CHAT', reservationId: null, pageViewGuid: 'pv-1', date: '2026-11-25', time: '09:00', isAsap: false,
      pickUpTz: 'America/New_York', reservationNotes: 'Two bags', exactPickupPoint: 'Arrivals - Curbside',
      authorizingEmployee: { userId: 1, fullName: 'Ava Employee', isBlockedUser: false },
      actionOriginDetails: { action: 'NEW_FROM_CHAT', origin: 'CHAT' },
    });
    expect(state.pickUpAddress?.place?.iataCode).toBe('JFK');
    expect(state.dropOffAddress?.stopType).toBe('dropoff');
    expect(state.passengers).toEqual([{ ...ava, mainPassenger: true }]);
  });

  it('leaves the time to the stepper for an ASAP ride, and no authorizer for a guest passenger', () => {
    const guest = { ...ava, userId: null, fullName: 'Guest' };
    const state = fromChat(initialBookingStepperFields(), { ...request, isAsap: true, reservationPassengers: [guest] });
    expect(state).toMatchObject({ isAsap: true, date: null, time: null, authorizingEmployee: null });
  });
});
