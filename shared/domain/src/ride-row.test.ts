import { describe, expect, it } from 'vitest';
import { rideRowBasics } from './ride-row.ts';

describe("a ride in a list row (000 §3: the user's date and time formats)", () => {
  const ride = { at: '2026-03-02T21:05:00', passengerName: 'Ava Employee', pickupAddress: 'Acme HQ', dropoffAddress: null };
  it.each([
    [{ dateFormat: 'US', timeFormat: '12Hours' }, { date: '03/02/2026', time: '9:05 PM' }],
    [{ dateFormat: 'GB', timeFormat: '24Hours' }, { date: '02/03/2026', time: '21:05' }],
  ])('shows the ride with %o as %o, a missing address as empty', (settings, expected) => {
    expect(rideRowBasics(ride, settings)).toEqual({ ...expected, passenger: 'Ava Employee', from: 'Acme HQ', to: '' });
  });
});
