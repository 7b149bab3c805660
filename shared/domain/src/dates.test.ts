import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { chatMessageTime, formatDate, formatTime, localDateTimeIn, quickDateRange, roundToFiveMinutes } from './dates.ts';
import { itAnswers } from './test-support/answer-table.ts';

// Local-time constructors keep these tests independent of the machine's zone.
const date = new Date(2024, 2, 7, 15, 4, 0); // 7 March 2024, 15:04

describe('formatDate (spec 000 §9: US MM/DD/YYYY, GB DD/MM/YYYY, otherwise YYYY-MM-DD)', () => {
  itAnswers('shows 7 March 2024 for date format %j as %s', (dateFormat: string | null) => formatDate(date, dateFormat), [
    ['US', '03/07/2024'], ['GB', '07/03/2024'], ['ISO', '2024-03-07'], ['anything else', '2024-03-07'], [null, '2024-03-07'],
  ]);

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date', 'US')).toBe('');
  });
});

describe('formatTime (spec 000 §9: the clock is 12-hour or 24-hour)', () => {
  it.each([
    { time: new Date(2024, 2, 7, 15, 4), timeFormat: '12Hours', expected: '3:04 PM' },
    { time: new Date(2024, 2, 7, 0, 30), timeFormat: '12Hours', expected: '12:30 AM' },
    { time: new Date(2024, 2, 7, 15, 4), timeFormat: '24Hours', expected: '15:04' },
    { time: new Date(2024, 2, 7, 7, 5), timeFormat: '24Hours', expected: '07:05' },
  ])('shows $expected for $timeFormat', ({ time, timeFormat, expected }) => {
    expect(formatTime(time, timeFormat)).toBe(expected);
  });
});

describe('roundToFiveMinutes (spec 000 §9: "Times are rounded to the nearest 5 minutes")', () => {
  it.each([
    { input: [10, 2, 0], expected: [10, 0] },
    { input: [10, 3, 0], expected: [10, 5] },
    { input: [10, 7, 29], expected: [10, 5] },
    { input: [10, 8, 0], expected: [10, 10] },
    { input: [10, 15, 0], expected: [10, 15] },
    { input: [10, 58, 0], expected: [11, 0] },
    { input: [23, 58, 0], expected: [0, 0] },
  ])('rounds $input to $expected', ({ input, expected }) => {
    const [h = 0, m = 0, s = 0] = input;
    const rounded = roundToFiveMinutes(new Date(2024, 2, 7, h, m, s));
    expect([rounded.getHours(), rounded.getMinutes(), rounded.getSeconds()]).toEqual([...expected, 0]);
  });
});

describe('quickDateRange (spec 000 §9: weeks in America/New_York)', () => {
  // Wednesday 6 March 2024, 12:00 in New York.
  const now = new TZDate(2024, 2, 6, 12, 0, 0, 'America/New_York');
  const ny = (d: Date) => new TZDate(d.getTime(), 'America/New_York').toString();
  const nyStart = (y: number, m: number, d: number) => new TZDate(y, m, d, 'America/New_York').toString();
  const nyEnd = (y: number, m: number, d: number) => new TZDate(y, m, d, 23, 59, 59, 999, 'America/New_York').toString();

  it.each([
    { kind: 'currentWeek', weekStart: 'Sunday', from: nyStart(2024, 2, 3), to: nyEnd(2024, 2, 9) },
    { kind: 'currentWeek', weekStart: 'Monday', from: nyStart(2024, 2, 4), to: nyEnd(2024, 2, 10) },
    { kind: 'currentWeek', weekStart: 'Saturday', from: nyStart(2024, 2, 2), to: nyEnd(2024, 2, 8) },
    { kind: 'lastWeek', weekStart: 'Sunday', from: nyStart(2024, 1, 25), to: nyEnd(2024, 2, 2) },
    { kind: 'lastWeek', weekStart: 'Monday', from: nyStart(2024, 1, 26), to: nyEnd(2024, 2, 3) },
    { kind: 'currentMonth', weekStart: 'Sunday', from: nyStart(2024, 2, 1), to: nyEnd(2024, 2, 31) },
    { kind: 'lastMonth', weekStart: 'Sunday', from: nyStart(2024, 1, 1), to: nyEnd(2024, 1, 29) },
    { kind: 'last30Days', weekStart: 'Sunday', from: nyStart(2024, 1, 5), to: nyEnd(2024, 2, 6) },
  ] as const)('$kind starting weeks on $weekStart runs $from to $to', ({ kind, weekStart, from, to }) => {
    const range = quickDateRange(kind, now, weekStart);
    expect(ny(range.from)).toBe(from);
    expect(ny(range.to)).toBe(to);
  });

  it('uses the New York day, not UTC, near midnight', () => {
    // Sunday 10 March 2024 02:30 UTC is still Saturday 9 March in New York.
    const range = quickDateRange('currentWeek', Date.UTC(2024, 2, 10, 2, 30), 'Sunday');
    expect(ny(range.from)).toBe(nyStart(2024, 2, 3));
  });
});

describe('chatMessageTime (spec 000 §9: today time only, yesterday prefixed, older the date)', () => {
  const now = new Date(2024, 2, 7, 18, 0);
  it.each([
    { sent: new Date(2024, 2, 7, 9, 15), settings: { dateFormat: 'US', timeFormat: '12Hours' }, expected: '9:15 AM' },
    { sent: new Date(2024, 2, 7, 9, 15), settings: { dateFormat: 'US', timeFormat: '24Hours' }, expected: '09:15' },
    { sent: new Date(2024, 2, 6, 21, 40), settings: { dateFormat: 'GB', timeFormat: '24Hours' }, expected: 'Yesterday 21:40' },
    { sent: new Date(2024, 2, 6, 0, 5), settings: { dateFormat: 'US', timeFormat: '12Hours' }, expected: 'Yesterday 12:05 AM' },
    { sent: new Date(2024, 2, 5, 23, 59), settings: { dateFormat: 'GB', timeFormat: '12Hours' }, expected: '05/03/2024' },
    { sent: new Date(2023, 11, 31, 8, 0), settings: { dateFormat: 'ISO', timeFormat: '12Hours' }, expected: '2023-12-31' },
  ] as const)('shows "$expected"', ({ sent, settings, expected }) => {
    expect(chatMessageTime(sent, now, settings)).toBe(expected);
  });
});

describe('localDateTimeIn (now on the pickup clock)', () => {
  it('reads the instant on the timezone clock', () => {
    expect(localDateTimeIn('Europe/London', new Date('2030-01-06T14:05:00Z'))).toBe('2030-01-06T14:05:00');
    expect(localDateTimeIn('America/New_York', new Date('2030-01-06T03:05:00Z'))).toBe('2030-01-05T22:05:00');
  });
});
