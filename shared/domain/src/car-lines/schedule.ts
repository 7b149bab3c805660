import type { TimeRange, Weekday } from '@curbside/contracts';
import { WEEKDAYS } from '@curbside/contracts';
import { CAR_LINE_MESSAGES } from './car-line-messages.ts';
import { MINUTES_PER_DAY, minutesOf } from './time-of-day.ts';

// spec 001 §3 simplifiedWeeklySchedule: weekdays, and time ranges (fromTime, toTime) each of
// them runs. A range whose end is not after its start runs across midnight into the next day.

export interface WeeklySchedule {
  weekdays: readonly Weekday[];
  timeRanges: readonly TimeRange[];
}

/** A range ends the next day: its end is earlier than its start ('22:00' to '02:00'). */
export function crossesMidnight(range: TimeRange): boolean {
  const from = minutesOf(range.fromTime);
  const to = minutesOf(range.toTime);
  return from !== null && to !== null && to < from;
}

/** '09:00–17:00', or '22:00–02:00 (across midnight)': how a range is read out. */
export function timeRangeLabel(range: TimeRange): string {
  return `${range.fromTime}–${range.toTime}${crossesMidnight(range) ? ' (across midnight)' : ''}`;
}

/** Minutes of a range from its start: the end is on the next day when it crosses midnight. */
export function rangeSpan(range: TimeRange): { from: number; to: number } | null {
  const from = minutesOf(range.fromTime);
  const to = minutesOf(range.toTime);
  if (from === null || to === null || from === to) return null;
  return { from, to: to < from ? to + MINUTES_PER_DAY : to };
}

/**
 * What is wrong with a weekly schedule, first problem first; [] when it is sound. Ranges must be
 * real times, not empty, and must not overlap on any day, counting a range that runs across
 * midnight into the next listed weekday.
 */
export function scheduleProblems(schedule: WeeklySchedule): string[] {
  const problems: string[] = [];
  if (schedule.weekdays.length === 0) problems.push(CAR_LINE_MESSAGES.noWeekdays);
  if (schedule.timeRanges.length === 0) problems.push(CAR_LINE_MESSAGES.noTimeRanges);
  const spans: Array<{ range: TimeRange; from: number; to: number }> = [];
  for (const range of schedule.timeRanges) {
    if (minutesOf(range.fromTime) === null || minutesOf(range.toTime) === null) {
      problems.push(CAR_LINE_MESSAGES.badTime);
      continue;
    }
    const span = rangeSpan(range);
    if (!span) problems.push(CAR_LINE_MESSAGES.emptyRange);
    else spans.push({ range, ...span });
  }
  // On the week's timeline: each range on each listed weekday (the week wraps, Saturday into Sunday).
  const week = 7 * MINUTES_PER_DAY;
  const days = [...new Set(schedule.weekdays)].map((day) => WEEKDAYS.indexOf(day));
  const placed = spans.flatMap((span) => days.map((day) => ({
    range: span.range, from: day * MINUTES_PER_DAY + span.from, to: day * MINUTES_PER_DAY + span.to,
  })));
  const reported = new Set<string>();
  placed.forEach((a, i) => {
    placed.slice(i + 1).forEach((b) => {
      if (a.range === b.range) return;
      const overlaps = [-week, 0, week].some((shift) => a.from < b.to + shift && b.from + shift < a.to);
      const key = [timeRangeLabel(a.range), timeRangeLabel(b.range)].sort().join('|');
      if (overlaps && !reported.has(key)) {
        reported.add(key);
        problems.push(CAR_LINE_MESSAGES.overlappingRanges(timeRangeLabel(a.range), timeRangeLabel(b.range)));
      }
    });
  });
  return problems;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Exception dates that are no real 'YYYY-MM-DD' date, as messages. */
export function exceptionDateProblems(dates: readonly string[]): string[] {
  return dates.flatMap((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return ISO_DATE.test(date) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)
      ? [] : [CAR_LINE_MESSAGES.badExceptionDate(date)];
  });
}
