import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '@curbside/contracts';
import {
  isCancelableStatus, isEditableStatus, isUpcoming, reservationStatusLabel, sortReservationsByStatus, statusTone,
} from './reservation-status.ts';

describe('reservationStatusLabel (spec 001 §4)', () => {
  it.each([
    ['OnScene', 'On scene'], ['InProgress', 'In progress'], ['OnHold', 'On hold'], ['Accepted', 'Accepted'], ['Error', 'Error'],
  ] as const)('%s is shown %j', (status, label) => {
    expect(reservationStatusLabel(status)).toBe(label);
  });
});

describe('statusTone', () => {
  it('styles Error like Declined', () => {
    expect(statusTone('Error')).toBe(statusTone('Declined'));
    expect(statusTone('Error')).not.toBe(statusTone('Completed'));
  });
});

describe('sortReservationsByStatus (spec 001 §4 sort order)', () => {
  const row = (id: string, reservationStatus: ReservationStatus, created = '2030-01-01T10:00:00Z', pickupTime = '2030-01-02T10:00:00') =>
    ({ id, reservationStatus, reservationStatusObject: { created }, pickupTime });

  it('orders in progress, on scene, dispatched, searching, accepted, completed, then the others', () => {
    const list = [
      row('done', 'Completed'), row('new', 'New'), row('acc', 'Accepted'), row('srch', 'Searching'),
      row('disp', 'Dispatched'), row('scene', 'OnScene'), row('prog', 'InProgress'),
    ];
    expect(sortReservationsByStatus(list).map((r) => r.id)).toEqual(['prog', 'scene', 'disp', 'srch', 'acc', 'done', 'new']);
  });

  it('breaks ties among on scene and in progress by status creation time', () => {
    const list = [row('late', 'OnScene', '2030-01-01T10:30:00Z'), row('early', 'OnScene', '2030-01-01T10:05:00Z'),
      row('p2', 'InProgress', '2030-01-01T09:00:00Z'), row('p1', 'InProgress', '2030-01-01T08:00:00Z')];
    expect(sortReservationsByStatus(list).map((r) => r.id)).toEqual(['p1', 'p2', 'early', 'late']);
  });

  it('breaks ties among accepted by pickup time', () => {
    const list = [row('b', 'Accepted', undefined, '2030-01-03T08:00:00'), row('a', 'Accepted', undefined, '2030-01-02T08:00:00')];
    expect(sortReservationsByStatus(list).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('keeps the given order among the other statuses and does not change the input', () => {
    const list = [row('x', 'Canceled'), row('y', 'New'), row('z', 'Declined')];
    expect(sortReservationsByStatus(list).map((r) => r.id)).toEqual(['x', 'y', 'z']);
    const input = [row('c', 'Completed'), row('p', 'InProgress')];
    sortReservationsByStatus(input);
    expect(input.map((r) => r.id)).toEqual(['c', 'p']);
  });
});

describe('isUpcoming', () => {
  it.each([
    ['Accepted', true], ['InProgress', true], ['OnHold', true], ['Completed', false], ['Canceled', false], ['Error', false],
  ] as const)('%s -> %s', (reservationStatus, expected) => {
    expect(isUpcoming({ reservationStatus })).toBe(expected);
  });
});

describe('isEditableStatus and isCancelableStatus (designed; the server and the bookings list share them)', () => {
  it.each([
    ['New', true, true], ['Accepted', true, true], ['OnHold', true, true], ['Searching', true, true], ['Assigned', true, true],
    ['Dispatched', false, true], ['OnScene', false, true], ['InProgress', false, false], ['Completed', false, false],
    ['Canceled', false, false], ['Declined', false, false], ['Error', false, false],
  ] as const)('%s: editable %s, cancelable %s', (status, editable, cancelable) => {
    expect(isEditableStatus(status)).toBe(editable);
    expect(isCancelableStatus(status)).toBe(cancelable);
  });
});
