import { describe, expect, it } from 'vitest';
import type { ReservationAction } from '@curbside/domain';
import { createStepperStore } from './stepper-store.ts';
import {
  makeAddress, makeAirport, makeBooking, makeReservationDetails,
} from '../../domain/src/booking/test-fixtures.ts';

describe('stepperStore: a new booking', () => {
  it('starts on step 1 as a NEW booking, contact by Email, with one empty main passenger', () => {
    const state = createStepperStore().getState();
    expect(state.step).toBe(1);
    expect(state.action).toBe('NEW');
    expect(state.preferredContactMethod).toBe('Email');
    expect(state.reservationType).toBe('regular');
    expect(state.passengers).toHaveLength(1);
    expect(state.passengers[0]).toMatchObject({ fullName: '', mainPassenger: true, isPackage: false });
    expect(state.validationErrors).toEqual({});
  });

  it('moves between steps', () => {
    const store = createStepperStore();
    store.getState().goToStep(3);
    expect(store.getState().step).toBe(3);
  });
});

describe('stepperStore: fields and validation errors', () => {
  it('drops the error of a field when the user changes it, keeping the others', () => {
    const store = createStepperStore({
      validationErrors: { exactPickupPoint: 'Exact pickup point is required', timeJobHours: 'x', 'passengers.0.email': 'y' },
    });
    store.getState().setField('exactPickupPoint', 'Lobby');
    expect(store.getState().exactPickupPoint).toBe('Lobby');
    expect(store.getState().validationErrors).toEqual({ timeJobHours: 'x', 'passengers.0.email': 'y' });
  });

  it('drops the error of a passenger field when that passenger changes', () => {
    const store = createStepperStore({ validationErrors: { 'passengers.0.email': 'bad', 'passengers.0.fullName': 'bad' } });
    store.getState().setPassenger(0, { email: 'ann@acme.example' });
    expect(store.getState().passengers[0]?.email).toBe('ann@acme.example');
    expect(store.getState().validationErrors).toEqual({ 'passengers.0.fullName': 'bad' });
  });

  it('patches several fields at once', () => {
    const store = createStepperStore();
    store.getState().setFields({ isAsap: true, reservationType: 'timeJob', timeJobHours: 3 });
    expect(store.getState()).toMatchObject({ isAsap: true, reservationType: 'timeJob', timeJobHours: 3 });
  });
});

describe('stepperStore: passengers', () => {
  it('adds a package passenger who is not the main one', () => {
    const store = createStepperStore();
    store.getState().addPassenger({ isPackage: true });
    expect(store.getState().passengers.map((p) => [p.mainPassenger, p.isPackage])).toEqual([[true, false], [false, true]]);
  });

  it('makes the next passenger main when the main passenger is removed', () => {
    const store = createStepperStore();
    store.getState().setPassenger(0, { fullName: 'Ann Lee' });
    store.getState().addPassenger();
    store.getState().setPassenger(1, { fullName: 'Bob Stone' });
    store.getState().removePassenger(0);
    expect(store.getState().passengers).toHaveLength(1);
    expect(store.getState().passengers[0]).toMatchObject({ fullName: 'Bob Stone', mainPassenger: true });
  });

  it('keeps one empty main passenger when the only one is removed', () => {
    const store = createStepperStore();
    store.getState().setPassenger(0, { fullName: 'Ann Lee' });
    store.getState().removePassenger(0);
    expect(store.getState().passengers).toEqual([expect.objectContaining({ fullName: '', mainPassenger: true })]);
  });
});

describe('stepperStore: stops and addresses', () => {
  it('adds, reorders and removes stops', () => {
    const store = createStepperStore();
    const { addStop, setAddress, moveStop, removeStop } = store.getState();
    addStop();
    addStop();
    setAddress(0, makeAddress({}, { googlePlaceId: 'a' }));
    setAddress(1, makeAddress({}, { googlePlaceId: 'b' }));
    moveStop(1, 0);
    expect(store.getState().stops.map((s) => s.place?.googlePlaceId)).toEqual(['b', 'a']);
    expect(store.getState().stops.every((s) => s.stopType === 'stop')).toBe(true);
    removeStop(0);
    expect(store.getState().stops.map((s) => s.place?.googlePlaceId)).toEqual(['a']);
  });

  it('sets the pickup with its stop type and timezone, and the drop-off with its stop type', () => {
    const store = createStepperStore();
    store.getState().setAddress('pickup', makeAddress({ stopType: 'stop' }, { timezone: 'Europe/London' }));
    store.getState().setAddress('dropoff', makeAddress({ stopType: 'pickup' }));
    expect(store.getState().pickUpAddress?.stopType).toBe('pickup');
    expect(store.getState().pickUpTz).toBe('Europe/London');
    expect(store.getState().dropOffAddress?.stopType).toBe('dropoff');
  });
});

describe('stepperStore.resetForNewBooking (spec 001 §2)', () => {
  const kept: ReservationAction[] = ['DUPLICATE', 'RETURN_TRIP', 'NEW_AFTER_CANCEL', 'FOLLOW_UP_RESERVATION', 'NEW_FROM_CHAT'];
  const reset: ReservationAction[] = ['NEW', 'EDIT', 'DETAILS', 'CANCEL', 'FAVORITES'];
  const driver = { name: 'Dan', phone: null, vehicle: null, licensePlate: null, photoUrl: null };

  it.each(kept)('keeps the booking but clears the driver details when the action is %s', (action) => {
    const store = createStepperStore({ ...makeBooking(), action, driverDetails: driver });
    store.getState().resetForNewBooking();
    expect(store.getState().driverDetails).toBeNull();
    expect(store.getState().pickUpAddress).not.toBeNull();
    expect(store.getState().action).toBe(action);
  });

  it.each(reset)('starts a fresh booking when the action is %s', (action) => {
    const store = createStepperStore({ ...makeBooking(), action, driverDetails: driver });
    store.getState().resetForNewBooking('pv-2');
    expect(store.getState()).toMatchObject({
      step: 1, action: 'NEW', pickUpAddress: null, driverDetails: null, chosenCarService: null, pageViewGuid: 'pv-2',
    });
  });
});

describe('stepperStore after a confirmation (spec 001 §4)', () => {
  it('holds the confirmation and its reservation id', () => {
    const store = createStepperStore(makeBooking());
    store.getState().setConfirmation({ reservationId: 9, reservationNumber: 'R-9', confirmationNumber: 'C-9', reservationStatus: 'New' });
    expect(store.getState().reservationResponse?.reservationNumber).toBe('R-9');
    expect(store.getState().reservationId).toBe(9);
  });

  it('turns the booking into its return trip, back on passenger info with the response cleared', () => {
    const store = createStepperStore(makeBooking({ dropOffAddress: makeAirport('JFK', { stopType: 'dropoff' }) }));
    store.getState().setConfirmation({ reservationId: 9, reservationNumber: 'R-9', confirmationNumber: null, reservationStatus: 'New' });
    store.getState().applyReturnTrip();
    const state = store.getState();
    expect(state).toMatchObject({ step: 1, action: 'RETURN_TRIP', reservationResponse: null, reservationId: null, date: null, time: null });
    expect(state.pickUpAddress?.place?.iataCode).toBe('JFK');
    expect(state.exactPickupPoint).toBe('Arrivals - Curbside');
    expect(typeof state.applyReturnTrip).toBe('function');
  });

  it('duplicates the booking as a new one recorded as a duplicate from confirmation', () => {
    const store = createStepperStore(makeBooking({ reservationId: 9 }));
    store.getState().applyDuplicate();
    expect(store.getState()).toMatchObject({
      step: 1, action: 'DUPLICATE', reservationId: null, date: '2030-05-06',
      actionOriginDetails: { action: 'DUPLICATE', origin: 'FROM_CONFIRMATION' },
    });
  });

  it('loads an existing reservation on step 1, keeping the action', () => {
    const store = createStepperStore({ action: 'EDIT', step: 3, validationErrors: { date: 'x' } });
    store.getState().loadReservation(makeReservationDetails());
    expect(store.getState()).toMatchObject({
      action: 'EDIT', step: 1, reservationId: 301, date: '2030-05-06', time: '09:05', reservationNotes: 'Gate code 1234',
      validationErrors: {},
    });
  });
});
