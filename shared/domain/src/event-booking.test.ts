import { TEXT_LIMITS } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import {
  assignmentProblems, isAttendeeHeader, mixVehicles, readAttendees, serviceForVehicle, vehicleLabel, vehicleNotes, vehiclePassengers,
  type Attendee, type Organizer,
} from './event-booking.ts';

describe('readAttendees: a pasted list or a CSV file, cell by cell', () => {
  it.each([
    {
      case: 'a header names the columns, in any order',
      rows: [['Email', 'Full name', 'Mobile'], ['ann.lee@example.com', 'Ann Lee', '+1 212 555 0100']],
      attendees: [{ line: 2, fullName: 'Ann Lee', email: 'ann.lee@example.com', phone: '+1 212 555 0100' }],
    },
    {
      case: 'first and last name columns make the full name',
      rows: [['First name', 'Last name', 'Phone'], ['Ann', 'Lee', '+44 20 7946 0000']],
      attendees: [{ line: 2, fullName: 'Ann Lee', email: null, phone: '+44 20 7946 0000' }],
    },
    {
      case: 'without a header each cell is read by its look',
      rows: [['Ann Lee', 'ann.lee@example.com'], ['+1 212 555 0101', 'Bo Chen']],
      attendees: [
        { line: 1, fullName: 'Ann Lee', email: 'ann.lee@example.com', phone: null },
        { line: 2, fullName: 'Bo Chen', email: null, phone: '+1 212 555 0101' },
      ],
    },
    {
      case: 'blank lines are skipped but count in the line numbers',
      rows: [['Name', 'Email'], [''], ['Ann Lee', 'ann.lee@example.com']],
      attendees: [{ line: 3, fullName: 'Ann Lee', email: 'ann.lee@example.com', phone: null }],
    },
  ])('$case', ({ rows, attendees }) => {
    expect(readAttendees(rows)).toEqual({ attendees, problems: [] });
  });

  it.each([
    { row: ['Ann', 'ann@example.com'], message: 'Please enter a first and last name, without ~ \\ * $ # @' },
    { row: ['', 'ann@example.com'], message: 'Full name is required' },
    { row: ['Ann Lee', ''], message: 'Add a phone or an email' },
    { row: ['Ann Lee', 'ann@'], message: 'Email is not valid' },
    { row: ['Ann Lee', '12ab'], message: 'Email is not valid' },
  ])('reports line 2 "$row" with "$message", keeping its text', ({ row, message }) => {
    const { attendees, problems } = readAttendees([['Name', 'Contact email'], row]);
    expect(attendees).toEqual([]);
    expect(problems).toEqual([{ line: 2, text: row.join(', '), message }]);
  });

  it.each([
    { row: ['Name', 'Email', 'Phone'], header: true },
    { row: ['First name', 'Last name'], header: true },
    { row: ['Ann Lee', 'ann@example.com'], header: false },
    { row: ['Name', '+1 212 555 0100'], header: false },
  ])('takes $row for a header: $header', ({ row, header }) => {
    expect(isAttendeeHeader(row)).toBe(header);
  });

  it('reports a phone that is too short to be one', () => {
    expect(readAttendees([['Name', 'Phone'], ['Ann Lee', '12345']]).problems[0]?.message).toBe('Phone is not valid');
  });
});

describe('vehicles of a mix and who rides in them', () => {
  const mix = [{ vehicleClass: 'Minibus' as const, seats: 23, count: 1 }, { vehicleClass: 'Sedan' as const, seats: 3, count: 2 }];
  const vehicles = mixVehicles(mix);

  it('lists each vehicle, largest first, with its label', () => {
    expect(vehicles.map(vehicleLabel)).toEqual(['Vehicle 1 · Minibus, 23 seats', 'Vehicle 2 · Sedan, 3 seats', 'Vehicle 3 · Sedan, 3 seats']);
  });

  it.each([
    { choices: [0, 1, 1, 1], problems: [] },
    { choices: [1, 1, 1, 1], problems: ['Vehicle 2 has 4 people for 3 seats'] },
    { choices: [0, 5], problems: ['1 attendee has no vehicle'] },
    { choices: [2, 2, 2, 2, -1, -1], problems: ['Vehicle 3 has 4 people for 3 seats', '2 attendees have no vehicle'] },
  ])('choices $choices: $problems', ({ choices, problems }) => {
    expect(assignmentProblems(choices, vehicles)).toEqual(problems);
  });
});

describe("a vehicle's reservation", () => {
  const organizer: Organizer = { userId: 3, fullName: 'Ada Admin', email: 'ada.admin@acme.example', mobilePhone: '1-2125550103', workPhone: null };
  const ann: Attendee = { line: 2, fullName: 'Ann Lee', email: null, phone: '+1 212 555 0100' };
  const bo: Attendee = { line: 3, fullName: 'Bo Chen', email: 'bo@example.com', phone: '212 555 0101' };

  it('makes the first attendee with an email the main passenger (001 §5 needs their email)', () => {
    const passengers = vehiclePassengers([ann, bo], organizer);
    expect(passengers.map((p) => [p.fullName, p.mainPassenger, p.mobilePhone])).toEqual([
      ['Bo Chen', true, null], ['Ann Lee', false, '+1 212 555 0100'],
    ]);
  });

  it('makes the organizer the contact when no attendee of the vehicle has an email', () => {
    const passengers = vehiclePassengers([ann], organizer);
    expect(passengers.map((p) => [p.fullName, p.userId, p.mainPassenger])).toEqual([['Ada Admin', 3, true], ['Ann Lee', null, false]]);
  });

  it('lists the event, the vehicle, the luggage and the attendees with their phones in the notes', () => {
    const vehicle = { index: 0, vehicleClass: 'Minibus' as const, seats: 30 };
    expect(vehicleNotes({ eventName: 'Gala', vehicle, vehicleCount: 2, luggage: 1, attendees: [ann, bo] }))
      .toBe('Gala: vehicle 1 of 2 (Minibus, 30 seats), 1 bag for the group. Attendees (2): Ann Lee +1 212 555 0100; Bo Chen 212 555 0101');
  });

  it('keeps the notes within their limit, counting who does not fit', () => {
    const many = Array.from({ length: 56 }, (_, i) => ({ ...ann, fullName: `Attendee Number${i + 1}` }));
    const notes = vehicleNotes({ eventName: 'Gala', vehicle: { index: 0, vehicleClass: 'Motorcoach Bus', seats: 56 }, vehicleCount: 1, luggage: 0, attendees: many });
    expect(notes.length).toBeLessThanOrEqual(TEXT_LIMITS.note);
    expect(notes).toMatch(/; and \d+ more$/);
  });
});

describe('serviceForVehicle', () => {
  const service = (vehicleType: 'Sedan' | 'SUV' | 'Minibus' | 'LargeMinivan', extra: { isFilteredOut?: boolean; isPreferred?: boolean } = {}) => ({
    vehicleType, isFilteredOut: extra.isFilteredOut ?? false, isPreferred: extra.isPreferred ?? false, name: `${vehicleType}${extra.isPreferred ? ' preferred' : ''}`,
  });
  const services = [service('Minibus'), service('Sedan'), service('SUV'), service('SUV', { isPreferred: true }), service('LargeMinivan', { isFilteredOut: true })];

  it.each([
    { seats: 3, name: 'Sedan' },
    { seats: 5, name: 'SUV preferred' },
    { seats: 13, name: 'Minibus' },
    { seats: 40, name: 'Minibus' },
    { seats: 56, name: null },
  ])('a vehicle of $seats seats goes to $name', ({ seats, name }) => {
    expect(serviceForVehicle({ seats }, services)?.name ?? null).toBe(name);
  });
});
