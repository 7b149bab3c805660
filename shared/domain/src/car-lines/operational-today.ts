import { WEEKDAYS, type Weekday } from '@curbside/contracts';
import { TZDate } from '@date-fns/tz';
import { MINUTES_PER_DAY } from './time-of-day.ts';
import { rangeSpan, type WeeklySchedule } from './schedule.ts';

// spec 001 §3 Marshal car-line state: isOperationalToday, from the line's weekly schedule and
// exception dates, on the line's own clock (its timezone), not the marshal's device.

export interface CarLineCalendar {
  schedule: WeeklySchedule;
  /** 'YYYY-MM-DD' dates the line does not run. */
  exceptionDates: readonly string[];
  /** IANA timezone of the line's pickup place; UTC when unknown (001 §9 default timezone). */
  timezone: string | null;
}

/** The line's local date, weekday and minute of the day at an instant. */
export function lineClock(timezone: string | null, now: Date): { date: string; weekday: Weekday; minutes: number } {
  let zoned: Date;
  try {
    zoned = new TZDate(now, timezone ?? 'UTC');
    if (Number.isNaN(zoned.getTime())) zoned = new TZDate(now, 'UTC');
  } catch {
    zoned = new TZDate(now, 'UTC');
  }
  const date = `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`;
  return { date, weekday: WEEKDAYS[zoned.getDay()] ?? 'Sunday', minutes: zoned.getHours() * 60 + zoned.getMinutes() };
}

const previousDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const previousWeekday = (weekday: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7] ?? 'Saturday';

/** Whether the line runs on a local date: one of its weekdays, with ranges, and no exception. */
function runsOn(line: CarLineCalendar, date: string, weekday: Weekday): boolean {
  return line.schedule.weekdays.includes(weekday) && line.schedule.timeRanges.length > 0 && !line.exceptionDates.includes(date);
}

/** Operational today: today, on the line's clock, is one of its weekdays and no exception date. */
export function isOperationalToday(line: CarLineCalendar, now: Date): boolean {
  const { date, weekday } = lineClock(line.timezone, now);
  return runsOn(line, date, weekday);
}

/**
 * Open at this instant: inside one of today's ranges, or in the after-midnight part of a range
 * that began yesterday (yesterday a running day: an exception date stops the whole shift).
 */
export function isOpenAt(line: CarLineCalendar, now: Date): boolean {
  const { date, weekday, minutes } = lineClock(line.timezone, now);
  const spans = line.schedule.timeRanges.flatMap((range) => rangeSpan(range) ?? []);
  if (runsOn(line, date, weekday) && spans.some((span) => minutes >= span.from && minutes < span.to)) return true;
  return runsOn(line, previousDate(date), previousWeekday(weekday))
    && spans.some((span) => span.to > MINUTES_PER_DAY && minutes + MINUTES_PER_DAY < span.to);
}
