import type { TimeRange } from '@curbside/contracts';
import { chartWindowOf } from './hourly-rides.ts';
import { minutesOf } from './time-of-day.ts';

// spec 001 §4 Other: the hourly rides chart runs between a start and an end time, rolling to the
// next day when the end is earlier. Which day's chart the marshal sees now: after midnight, while
// a shift that began yesterday still runs, yesterday's.

const previousDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The chart's window for the line's ranges at the line's local date and minute of the day
 * (lineClock): the date it starts on, its start and end; null without ranges.
 */
export function hourlyChartWindow(
  timeRanges: readonly TimeRange[], clock: { date: string; minutes: number },
): { date: string; startTime: string; endTime: string } | null {
  const window = chartWindowOf(timeRanges);
  if (!window) return null;
  const start = minutesOf(window.startTime) ?? 0;
  const end = minutesOf(window.endTime) ?? 0;
  const rollsOver = end <= start;
  return { date: rollsOver && clock.minutes < end ? previousDate(clock.date) : clock.date, ...window };
}
