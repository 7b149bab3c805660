import { describe, expect, it } from 'vitest';
import { CAR_LINE_MESSAGES } from './car-line-messages.ts';
import { crossesMidnight, exceptionDateProblems, scheduleProblems, timeRangeLabel } from './schedule.ts';

const range = (fromTime: string, toTime: string) => ({ fromTime, toTime });

describe('scheduleProblems (weekly schedule: ranges that do not overlap, across midnight said so)', () => {
  it.each([
    { rule: 'accepts separate ranges on weekdays', weekdays: ['Monday', 'Friday'], ranges: [range('07:00', '10:00'), range('16:00', '20:00')], problems: [] },
    { rule: 'accepts ranges that touch', weekdays: ['Monday'], ranges: [range('07:00', '10:00'), range('10:00', '12:00')], problems: [] },
    { rule: 'accepts a range across midnight', weekdays: ['Friday'], ranges: [range('18:00', '02:00')], problems: [] },
    { rule: 'accepts a night range beside an early range on a day it does not reach', weekdays: ['Monday'], ranges: [range('22:00', '02:00'), range('01:00', '03:00')], problems: [] },
    {
      rule: 'refuses a night range running into the next weekday\'s early range', weekdays: ['Monday', 'Tuesday'],
      ranges: [range('22:00', '02:00'), range('01:00', '03:00')],
      problems: [CAR_LINE_MESSAGES.overlappingRanges('22:00–02:00 (across midnight)', '01:00–03:00')],
    },
    {
      rule: 'refuses a Saturday night range running into Sunday', weekdays: ['Saturday', 'Sunday'],
      ranges: [range('23:00', '01:30'), range('01:00', '04:00')],
      problems: [CAR_LINE_MESSAGES.overlappingRanges('23:00–01:30 (across midnight)', '01:00–04:00')],
    },
    {
      rule: 'refuses overlapping ranges', weekdays: ['Monday'], ranges: [range('09:00', '12:00'), range('11:00', '14:00')],
      problems: [CAR_LINE_MESSAGES.overlappingRanges('09:00–12:00', '11:00–14:00')],
    },
    { rule: 'refuses an empty range', weekdays: ['Monday'], ranges: [range('09:00', '09:00')], problems: [CAR_LINE_MESSAGES.emptyRange] },
    { rule: 'refuses a time that is none', weekdays: ['Monday'], ranges: [range('24:00', '09:00')], problems: [CAR_LINE_MESSAGES.badTime] },
    { rule: 'needs a weekday', weekdays: [], ranges: [range('09:00', '10:00')], problems: [CAR_LINE_MESSAGES.noWeekdays] },
    { rule: 'needs a range', weekdays: ['Monday'], ranges: [], problems: [CAR_LINE_MESSAGES.noTimeRanges] },
  ] as const)('$rule', ({ weekdays, ranges, problems }) => {
    expect(scheduleProblems({ weekdays, timeRanges: ranges })).toEqual(problems);
  });
});

describe('a range across midnight', () => {
  it('is said so', () => {
    expect(crossesMidnight(range('22:00', '02:00'))).toBe(true);
    expect(timeRangeLabel(range('22:00', '02:00'))).toBe('22:00–02:00 (across midnight)');
    expect(timeRangeLabel(range('08:00', '17:30'))).toBe('08:00–17:30');
  });
});

describe('exceptionDateProblems', () => {
  it.each([
    ['2026-12-25', []],
    ['2026-02-30', [CAR_LINE_MESSAGES.badExceptionDate('2026-02-30')]],
    ['25/12/2026', [CAR_LINE_MESSAGES.badExceptionDate('25/12/2026')]],
  ] as const)('%s', (date, problems) => {
    expect(exceptionDateProblems([date])).toEqual(problems);
  });
});
