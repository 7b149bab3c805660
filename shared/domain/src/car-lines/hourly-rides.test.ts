import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '@curbside/contracts';
import { chartWindowOf, hourlyRides } from './hourly-rides.ts';

const ride = (pickupTime: string, reservationStatus: ReservationStatus) => ({ pickupTime, reservationStatus });

describe('hourlyRides (spec 001 §4: between start and end, rolling to the next day; on hold and accepted/dispatched/on scene)', () => {
  it('has one bar per hour between the start and the end', () => {
    const bars = hourlyRides([], { date: '2026-11-24', startTime: '17:00', endTime: '20:00' });
    expect(bars.map((b) => b.hour)).toEqual(['17:00', '18:00', '19:00']);
  });

  it('includes the hour of a start or end that is not whole', () => {
    const bars = hourlyRides([], { date: '2026-11-24', startTime: '17:30', endTime: '19:15' });
    expect(bars.map((b) => b.hour)).toEqual(['17:00', '18:00', '19:00']);
  });

  it('rolls to the next day when the end is earlier than the start', () => {
    const bars = hourlyRides([], { date: '2026-11-27', startTime: '22:00', endTime: '02:00' });
    expect(bars.map((b) => `${b.date} ${b.hour}`)).toEqual(['2026-11-27 22:00', '2026-11-27 23:00', '2026-11-28 00:00', '2026-11-28 01:00']);
  });

  it.each([
    { status: 'OnHold', onHold: 1, active: 0 },
    { status: 'Accepted', onHold: 0, active: 1 },
    { status: 'Dispatched', onHold: 0, active: 1 },
    { status: 'OnScene', onHold: 0, active: 1 },
    { status: 'New', onHold: 0, active: 0 },
    { status: 'InProgress', onHold: 0, active: 0 },
    { status: 'Completed', onHold: 0, active: 0 },
    { status: 'Canceled', onHold: 0, active: 0 },
  ] as const)('counts $status as on hold $onHold, active $active', ({ status, onHold, active }) => {
    const [bar] = hourlyRides([ride('2026-11-24T17:20', status)], { date: '2026-11-24', startTime: '17:00', endTime: '18:00' });
    expect(bar).toMatchObject({ onHold, active });
  });

  it('counts each reservation in its hour, after midnight on the next day, and none outside the window', () => {
    const bars = hourlyRides([
      ride('2026-11-27T22:05:00', 'Accepted'), ride('2026-11-27T22:55:00', 'OnHold'), ride('2026-11-28T00:10:00', 'Dispatched'),
      ride('2026-11-27T00:10:00', 'Dispatched'), ride('2026-11-28T03:00:00', 'Accepted'),
    ], { date: '2026-11-27', startTime: '22:00', endTime: '02:00' });
    expect(bars.map((b) => [b.hour, b.onHold, b.active])).toEqual([['22:00', 1, 1], ['23:00', 0, 0], ['00:00', 0, 1], ['01:00', 0, 0]]);
  });
});

describe("chartWindowOf (the chart's start and end from the line's ranges)", () => {
  const range = (fromTime: string, toTime: string) => ({ fromTime, toTime });
  it.each([
    { rule: 'spans a day\'s ranges', ranges: [range('07:00', '10:00'), range('16:00', '23:30')], window: { startTime: '07:00', endTime: '23:30' } },
    { rule: 'ends the next day for a range across midnight', ranges: [range('18:00', '01:00')], window: { startTime: '18:00', endTime: '01:00' } },
    { rule: 'ends at the latest end, across midnight or not', ranges: [range('06:00', '09:00'), range('20:00', '02:00')], window: { startTime: '06:00', endTime: '02:00' } },
    { rule: 'has none without ranges', ranges: [], window: null },
  ])('$rule', ({ ranges, window }) => {
    expect(chartWindowOf(ranges)).toEqual(window);
  });

  it('feeds the chart a window that rolls over midnight', () => {
    const window = chartWindowOf([range('18:00', '01:00')]);
    expect(window && hourlyRides([], { date: '2026-11-27', ...window }).map((b) => b.hour)).toEqual(['18:00', '19:00', '20:00', '21:00', '22:00', '23:00', '00:00']);
  });
});
