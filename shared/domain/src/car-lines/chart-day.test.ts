import { describe, expect, it } from 'vitest';
import type { TimeRange } from '@curbside/contracts';
import { hourlyChartWindow } from './chart-day.ts';

const day: TimeRange[] = [{ fromTime: '07:00', toTime: '10:00' }, { fromTime: '16:00', toTime: '23:30' }];
const night: TimeRange[] = [{ fromTime: '18:00', toTime: '01:00' }];
const at = (date: string, time: string) => ({ date, minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) });

describe("the hourly chart's day (001 §4: rolling to the next day if the end is earlier)", () => {
  it.each<[string, TimeRange[], { date: string; minutes: number }, { date: string; startTime: string; endTime: string } | null]>([
    ['a day line, in the morning', day, at('2026-11-24', '08:15'), { date: '2026-11-24', startTime: '07:00', endTime: '23:30' }],
    ['a day line, before it opens', day, at('2026-11-24', '05:00'), { date: '2026-11-24', startTime: '07:00', endTime: '23:30' }],
    ['a night line, in the evening', night, at('2026-11-24', '19:00'), { date: '2026-11-24', startTime: '18:00', endTime: '01:00' }],
    ["a night line after midnight: yesterday's shift", night, at('2026-11-25', '00:30'), { date: '2026-11-24', startTime: '18:00', endTime: '01:00' }],
    ["a night line after midnight, across a month's end", night, at('2026-12-01', '00:10'), { date: '2026-11-30', startTime: '18:00', endTime: '01:00' }],
    ['a night line, after its shift ended', night, at('2026-11-25', '02:00'), { date: '2026-11-25', startTime: '18:00', endTime: '01:00' }],
    ['a line without ranges', [], at('2026-11-24', '12:00'), null],
  ])('%s', (_case, ranges, clock, expected) => {
    expect(hourlyChartWindow(ranges, clock)).toEqual(expected);
  });
});
