import { describe, expect, it } from 'vitest';
import { notesCanSave, pickupDateTime, toReservationRequest } from './reservation-request.ts';
import { makeAddress, makeBooking, makePassenger } from './test-fixtures.ts';

describe('toReservationRequest (spec 001 §3 Reservation request)', () => {
  it('builds the request from the stepper with the spec field names', () => {
    const request = toReservationRequest(makeBooking({
      preferredContactMethod: 'SMS',
      duration: { text: '25 min', valueInMinutes: 25 },
      distance: { text: '12.5 km', valueInKm: 12.5 },
      costAllocations: [{ codeValue: 'CC-1', description: null, costAllocationCodeId: 44, costAllocationType: 'Cost Center' }],
      stops: [makeAddress({ stopType: 'stop' }, { googlePlaceId: 'stop-a' })],
      emailAddresses: [' boss@acme.example ', ''],
      reservationNotes: 'Gate 4',
    }));
    expect(request).toMatchObject({
      preferedContactMethod: 'SMS', durationInMinutes: 25, distanceInKm: 12.5, costAllocationsIds: [44],
      dateTime: '2030-05-06T09:05:00', creditCardId: 5, bookingAccountServiceId: 11, bookieQuoteId: 'bq-1',
      supplierRefQuoteId: 'sup-1', authorizingUserId: 7, emailAddresses: ['boss@acme.example'], notes: 'Gate 4',
      cost: 42, reservationType: 'regular', reservationId: null, pageViewGuid: 'pv-1',
    });
    expect(request.reservationStops.map((s) => s.place?.googlePlaceId)).toEqual(['stop-a']);
    expect(request.origin.place?.googlePlaceId).toBe('gp-office');
  });

  it('sends no card when paying by company', () => {
    expect(toReservationRequest(makeBooking({ paymentOption: 'DB' })).creditCardId).toBeNull();
  });

  it('sends the hours only for a time job', () => {
    expect(toReservationRequest(makeBooking({ timeJobHours: 3 })).timeJobHours).toBeNull();
    expect(toReservationRequest(makeBooking({ reservationType: 'timeJob', timeJobHours: 3 })).timeJobHours).toBe(3);
  });

  it('marks the first passenger as the main one', () => {
    const request = toReservationRequest(makeBooking({ passengers: [makePassenger({ mainPassenger: false }), makePassenger({ mainPassenger: true, fullName: 'Bob Stone' })] }));
    expect(request.reservationPassengers.map((p) => p.mainPassenger)).toEqual([true, false]);
  });
});

describe('pickupDateTime', () => {
  it.each([
    ['2030-05-06', '09:05', '2030-05-06T09:05:00'],
    ['2030-05-06', null, null],
    ['Invalid date', '09:05', null],
  ])('%s %s -> %s', (date, time, expected) => {
    expect(pickupDateTime(date, time)).toBe(expected);
  });
});

describe('notesCanSave (spec 001 §5: Save only when longer than 3 characters)', () => {
  it.each([['abc', false], ['abcd', true], ['  ab  ', false], [null, false]])('%j -> %s', (text, expected) => {
    expect(notesCanSave(text)).toBe(expected);
  });
});
