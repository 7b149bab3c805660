import { describe, expect, it } from 'vitest';
import { loadReservationIntoStepper, splitPickupTime } from './load-reservation.ts';
import { makeAddress, makeCardEntry, makeReservationDetails } from './test-fixtures.ts';

describe('loadReservationIntoStepper (spec 001 §4 Loading an existing reservation)', () => {
  it('fills passengers, authorizing user, emails, pickup time, addresses, payment and notes', () => {
    const fields = loadReservationIntoStepper(makeReservationDetails());
    expect(fields).toMatchObject({
      reservationId: 301, date: '2030-05-06', time: '09:05', isAsap: false, reservationType: 'regular',
      authorizingEmployee: { userId: 7, fullName: 'Ann Lee', isBlockedUser: false },
      emailAddresses: ['boss@acme.example'], exactPickupPoint: 'Front door', reservationNotes: 'Gate code 1234',
      paymentOption: 'CC', creditCard: { userCreditCardId: 5 }, chosenCarService: { bookingAccountServiceId: 11 },
      duration: { valueInMinutes: 25 }, distance: { valueInKm: 12.5 }, reservationStatus: 'Accepted',
      bookingUser: { userId: 7, fullName: 'Ann Lee' }, pickUpTz: 'America/New_York',
    });
    expect(fields.passengers[0]?.mainPassenger).toBe(true);
  });

  it('reverts the type to regular when there is no dropoff', () => {
    expect(loadReservationIntoStepper(makeReservationDetails({ reservationType: 'timeJob', dropoff: null })).reservationType).toBe('regular');
    expect(loadReservationIntoStepper(makeReservationDetails({ reservationType: 'timeJob' })).reservationType).toBe('timeJob');
  });

  it('sets the address type to AIRPORT for an airport place', () => {
    const fields = loadReservationIntoStepper(makeReservationDetails({ pickup: makeAddress({ addressType: 'RECENTS' }, { iataCode: 'JFK' }) }));
    expect(fields.pickUpAddress?.addressType).toBe('AIRPORT');
  });

  it('marks a flight with a flight code as commercial', () => {
    const pickup = makeAddress({
      flight: { isCommercial: false, flightCode: 'BA117', flightInfo: null, terminal: null, airportTerminals: [] },
    }, { iataCode: 'JFK' });
    expect(loadReservationIntoStepper(makeReservationDetails({ pickup })).pickUpAddress?.flight?.isCommercial).toBe(true);
  });

  it('clears the chosen service and payment option without a car provider', () => {
    const fields = loadReservationIntoStepper(makeReservationDetails({ carProvider: null }));
    expect(fields.chosenCarService).toBeNull();
    expect(fields.paymentOption).toBeNull();
  });

  it('chooses pay by company for a bill-company reservation', () => {
    expect(loadReservationIntoStepper(makeReservationDetails({ billCompany: true })).paymentOption).toBe('DB');
  });

  it("uses the user's own card entry when known", () => {
    const own = makeCardEntry({ userCreditCardId: 5, isImported: true });
    expect(loadReservationIntoStepper(makeReservationDetails(), [own]).creditCard).toBe(own);
  });
});

describe('splitPickupTime', () => {
  it.each([
    ['2030-05-06T09:05:00', { date: '2030-05-06', time: '09:05' }],
    ['2030-05-06 21:40', { date: '2030-05-06', time: '21:40' }],
    ['soon', { date: null, time: null }],
  ])('%s', (text, expected) => {
    expect(splitPickupTime(text)).toEqual(expected);
  });
});
