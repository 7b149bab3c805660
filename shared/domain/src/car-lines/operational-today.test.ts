import { describe, expect, it } from 'vitest';
import { isOpenAt, isOperationalToday, lineClock, type CarLineCalendar } from './operational-today.ts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const line = (over: Partial<CarLineCalendar> = {}): CarLineCalendar => ({
  schedule: { weekdays: [...weekdays], timeRanges: [{ fromTime: '17:00', toTime: '23:00' }] },
  exceptionDates: [],
  timezone: 'America/New_York',
  ...over,
});

describe('isOperationalToday (weekly schedule and exception dates, on the line\'s clock)', () => {
  it.each([
    { rule: 'runs on a listed weekday', at: '2026-11-24T15:00:00Z', over: {}, operational: true },
    { rule: 'does not run on a weekday not listed', at: '2026-11-28T15:00:00Z', over: {}, operational: false },
    { rule: 'does not run on an exception date', at: '2026-11-26T15:00:00Z', over: { exceptionDates: ['2026-11-26'] }, operational: false },
    // 02:00 UTC on Saturday is still Friday evening in New York.
    { rule: 'reads the day in the line\'s timezone, not UTC', at: '2026-11-28T02:00:00Z', over: {}, operational: true },
    { rule: 'the same instant in London is Saturday', at: '2026-11-28T02:00:00Z', over: { timezone: 'Europe/London' }, operational: false },
    // 23:30 UTC on Sunday is Monday morning in Tokyo.
    { rule: 'a timezone ahead of UTC is already on the next day', at: '2026-11-29T23:30:00Z', over: { timezone: 'Asia/Tokyo' }, operational: true },
    { rule: 'an unknown timezone falls back to UTC', at: '2026-11-28T02:00:00Z', over: { timezone: 'Mars/Olympus' }, operational: false },
    { rule: 'a schedule without ranges never runs', at: '2026-11-24T15:00:00Z', over: { schedule: { weekdays: [...weekdays], timeRanges: [] } }, operational: false },
  ])('$rule', ({ at, over, operational }) => {
    expect(isOperationalToday(line(over), new Date(at))).toBe(operational);
  });
});

describe('isOpenAt (inside a range; across midnight into the next day)', () => {
  const night = line({ schedule: { weekdays: ['Friday'], timeRanges: [{ fromTime: '20:00', toTime: '02:00' }] } });
  it.each([
    { rule: 'open inside a range', calendar: line(), at: '2026-11-24T23:00:00Z', open: true }, // Tue 18:00 NY
    { rule: 'closed before a range', calendar: line(), at: '2026-11-24T20:00:00Z', open: false }, // Tue 15:00 NY
    { rule: 'closed at the end of a range', calendar: line(), at: '2026-11-25T04:00:00Z', open: false }, // Tue 23:00 NY
    { rule: 'open on Friday night', calendar: night, at: '2026-11-28T02:00:00Z', open: true }, // Fri 21:00 NY
    { rule: 'still open after midnight, on Saturday', calendar: night, at: '2026-11-28T06:30:00Z', open: true }, // Sat 01:30 NY
    { rule: 'closed once the night range ends', calendar: night, at: '2026-11-28T07:00:00Z', open: false }, // Sat 02:00 NY
    { rule: 'a Friday exception stops the whole night shift', calendar: line({ ...night, exceptionDates: ['2026-11-27'] }), at: '2026-11-28T06:30:00Z', open: false },
  ])('$rule', ({ calendar, at, open }) => {
    expect(isOpenAt(calendar, new Date(at))).toBe(open);
  });
});

describe('lineClock', () => {
  it('gives the local date, weekday and minute', () => {
    expect(lineClock('America/New_York', new Date('2026-11-28T02:05:00Z'))).toEqual({ date: '2026-11-27', weekday: 'Friday', minutes: 21 * 60 + 5 });
  });
});
