import { describe, expect, it } from 'vitest';
import type { CarLinePayload, CarProvider, CarlineReservation, ReservationStatus } from '@curbside/contracts';
import { reservationStatusLabel } from '@curbside/domain';
import {
  CONSOLE_TEXT, boardRow, bookingSummary, lineBoard, lineCodes, parseLineStatusEvent, placeLabel, placeName, rollerLabel, rollerOrderProblems,
  rollerProviders, scheduleLabel, waitingRollers, withLineStatus,
} from './console-view.ts';

const LINE: CarLinePayload = {
  bookingAccountId: 10,
  regionShape: [],
  exceptionDates: [],
  carlineDetails: {
    carlineDetailsId: 1, carlineName: 'Acme HQ lobby', firmPlaceId: null,
    pickupPlace: { displayName: 'Acme HQ', displayNameSecondary: '350 5th Ave, New York' }, rollerPlace: null, rollerDropoffPlace: null,
    isOnHoldMode: false, fallbackBookingAccountId: 11, confirmationMessage: 'Wait by the doors', projectCode: 'PRJ-ROCKET', departmentCode: 'LOBBY',
  },
  simplifiedWeeklySchedule: { weekdays: ['Monday', 'Tuesday'], timeRanges: [{ fromTime: '16:00', toTime: '01:00' }] },
};

let nextId = 100;
function reservation(status: ReservationStatus, overrides: Partial<CarlineReservation> = {}): CarlineReservation {
  nextId += 1;
  return {
    reservationId: nextId, reservationNumber: `CB-${nextId}`, reservationStatus: status,
    reservationStatusObject: { status, created: '2026-11-24T18:00:00Z' }, pickupTime: '2026-11-24T18:00:00',
    rollers: 0, carlineDetailsId: 1, bookingAccountId: 10, passenger: null, dropoff: null, carProviderCode: 'MBC', isGuest: false,
    ...overrides,
  };
}
const rider = (fullName: string) => ({ userId: 7, fullName, email: null, mobilePhone: null, workPhone: null, countryCode: null, mainPassenger: true, isPackage: false, preferredContactMethod: 'Email' as const });

describe('the line as the console shows it', () => {
  it.each([
    [{ displayName: 'Acme HQ', displayNameSecondary: '350 5th Ave' }, 'Acme HQ, 350 5th Ave'],
    [{ name: 'Empire State Building' }, 'Empire State Building'],
    [{ address: '1 Main St' }, '1 Main St'],
    [null, 'Not set'],
    [{}, 'Not set'],
  ])('names the place %j as %s', (place, label) => {
    expect(placeLabel(place)).toBe(label);
  });

  it('names a place by its name alone in the header', () => {
    expect(placeName({ displayName: 'Acme HQ', displayNameSecondary: '350 5th Ave' })).toBe('Acme HQ');
    expect(placeName({ address: '1 Main St' })).toBe('1 Main St');
    expect(placeName(null)).toBe('Not set');
  });

  it('reads the schedule and the codes the server applies', () => {
    expect(scheduleLabel(LINE)).toBe('Mon, Tue · 16:00–01:00 (across midnight)');
    expect(lineCodes(LINE)).toEqual(['Project PRJ-ROCKET', 'Department LOBBY']);
    expect(lineCodes({ ...LINE, carlineDetails: { ...LINE.carlineDetails, projectCode: null, departmentCode: null } })).toEqual([]);
  });
});

describe('rollers and the board', () => {
  it('offers the rollers still waiting for a rider, earliest pickup first', () => {
    const later = reservation('Accepted', { rollers: 1, pickupTime: '2026-11-24T19:00:00' });
    const onScene = reservation('OnScene', { rollers: 1, pickupTime: '2026-11-24T18:30:00' });
    const taken = reservation('OnScene', { rollers: 1, passenger: rider('Ann Lee') });
    const done = reservation('Completed', { rollers: 1 });
    const rideOnly = reservation('Accepted');
    expect(waitingRollers([later, onScene, taken, done, rideOnly]).map((r) => r.reservationId)).toEqual([onScene.reservationId, later.reservationId]);
    expect(rollerLabel(onScene, reservationStatusLabel)).toBe(`${onScene.reservationNumber} · On scene · MBC`);
  });

  it.each<[string, Partial<CarlineReservation>, ReservationStatus, Partial<ReturnType<typeof boardRow>>]>([
    ['an employee on a roller', { rollers: 1, passenger: rider('Ann Lee') }, 'Dispatched', { who: 'Ann Lee', kind: 'Employee', car: 'On a roller', onFallback: false }],
    ['a guest on a new car', { isGuest: true, passenger: rider('Gus Guest') }, 'Accepted', { who: 'Gus Guest', kind: 'Guest', car: 'New car' }],
    ['a rider on hold', { passenger: rider('Hal Hold') }, 'OnHold', { car: 'On hold' }],
    ['a roller still waiting', { rollers: 1 }, 'OnScene', { who: 'No rider yet', kind: 'Roller', car: 'Waiting for a rider' }],
    ['a roller no rider took', { rollers: 1 }, 'Completed', { who: 'No rider yet', kind: 'Roller', car: 'Not taken' }],
    ['a ride the fallback account took', { passenger: rider('Fay Fall'), bookingAccountId: 11 }, 'Accepted', { onFallback: true }],
  ])('shows %s', (_case, overrides, status, expected) => {
    expect(boardRow(reservation(status, overrides), LINE, '24Hours')).toMatchObject({ ...expected, pickup: '18:00' });
  });

  it("keeps the line's reservations in the 001 §4 status order", () => {
    const list = [reservation('Completed'), reservation('Accepted'), reservation('InProgress'), reservation('OnHold'), reservation('Dispatched', { carlineDetailsId: 2 })];
    expect(lineBoard(list, 1).map((r) => r.reservationStatus)).toEqual(['InProgress', 'Accepted', 'Completed', 'OnHold']);
  });
});

describe('live statuses on the board (001 §4 Event stream)', () => {
  it('reads the server event and refuses anything else', () => {
    expect(parseLineStatusEvent({ reservationId: 5, reservationStatus: 'OnScene', updated: '2026-11-24T18:05:00Z' }))
      .toEqual({ reservationId: 5, reservationStatus: 'OnScene', updated: '2026-11-24T18:05:00Z' });
    expect(parseLineStatusEvent({ reservationId: 5, reservationStatus: 'Flying' })).toBeNull();
    expect(parseLineStatusEvent('text')).toBeNull();
  });

  it('moves a held reservation to its new status and place, without a refetch', () => {
    const accepted = reservation('Accepted');
    const dispatched = reservation('Dispatched');
    const { list, refetch } = withLineStatus([dispatched, accepted], { reservationId: accepted.reservationId, reservationStatus: 'OnScene', updated: '2026-11-24T18:10:00Z' });
    expect(list?.map((r) => [r.reservationId, r.reservationStatus])).toEqual([[accepted.reservationId, 'OnScene'], [dispatched.reservationId, 'Dispatched']]);
    expect(list?.[0]?.reservationStatusObject?.created).toBe('2026-11-24T18:10:00Z');
    expect(refetch).toBe(false);
  });

  it.each<[string, ReservationStatus, ReservationStatus, boolean]>([
    ['a decline (the fallback account takes over when the board is read)', 'Accepted', 'Declined', true],
    ['the same status again (the reservation changed otherwise)', 'Accepted', 'Accepted', true],
    ['a plain step', 'Accepted', 'Searching', false],
  ])('refetches after %s', (_case, from, to, refetch) => {
    const held = reservation(from);
    expect(withLineStatus([held], { reservationId: held.reservationId, reservationStatus: to, updated: null }).refetch).toBe(refetch);
  });

  it('refetches a reservation the board does not hold yet', () => {
    expect(withLineStatus([reservation('Accepted')], { reservationId: 1, reservationStatus: 'New', updated: null }).refetch).toBe(true);
  });
});

describe('dispatch and rollers', () => {
  const booking = { reservationId: 1, reservationNumber: 'CB-1', confirmationNumber: null, reservationStatus: 'New' as const, confirmationMessage: null, onFallbackAccount: false };
  it.each([
    ['on a roller', booking, true, 'Ann Lee is booked on a waiting roller: CB-1'],
    ['on a new car', booking, false, 'Ann Lee is booked on a new car: CB-1'],
    ['on hold', { ...booking, reservationStatus: 'OnHold' as const }, false, 'Ann Lee is booked on hold: CB-1'],
    ['on the fallback account', { ...booking, onFallbackAccount: true }, false, 'Ann Lee is booked on a new car: CB-1 (fallback booking account)'],
  ])('says what happened %s', (_case, answer, onRoller, text) => {
    expect(bookingSummary(answer, 'Ann Lee', onRoller)).toBe(text);
  });

  it("offers the line's provider first, then its fallback, then the firm's others", () => {
    const provider = (code: string, name: string) => ({ code, name }) as CarProvider;
    const today = [reservation('Accepted', { bookingAccountId: 11, carProviderCode: 'HBL' }), reservation('Accepted', { carProviderCode: 'MBC' })];
    expect(rollerProviders([provider('AAA', 'Alpha Cars'), provider('HBL', 'Harbor Limo'), provider('MBC', 'Metro Black Car')], today, LINE).map((p) => p.label))
      .toEqual(['Metro Black Car (MBC) · this line', 'Harbor Limo (HBL) · fallback', 'Alpha Cars (AAA)']);
  });

  it.each([
    [{ howMany: 2, isAsap: true, dateTime: '', cpCode: 'MBC' }, {}],
    [{ howMany: 0, isAsap: true, dateTime: '', cpCode: 'MBC' }, { howMany: CONSOLE_TEXT.howMany }],
    [{ howMany: 21, isAsap: true, dateTime: '', cpCode: 'MBC' }, { howMany: 'Order 1 to 20 cars' }],
    [{ howMany: 2, isAsap: false, dateTime: '', cpCode: 'MBC' }, { dateTime: CONSOLE_TEXT.rollerTime }],
    [{ howMany: 2, isAsap: false, dateTime: '2026-11-24T19:30', cpCode: ' ' }, { cpCode: CONSOLE_TEXT.rollerProvider }],
  ])('checks the roller order %j', (order, problems) => {
    expect(rollerOrderProblems(order)).toEqual(problems);
  });
});
