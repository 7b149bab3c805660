import { TZDate } from '@date-fns/tz';
import {
  endOfDay, endOfMonth, endOfWeek, format, isSameDay, isValid, roundToNearestMinutes, startOfDay,
  startOfMonth, startOfWeek, subDays, subMonths, subWeeks,
} from 'date-fns';
import type { DateFormat, TimeFormat, UserSettings, WeekStart } from '@curbside/contracts';
import { LAST_DAYS_RANGE, TIME_ROUNDING_MINUTES, WEEK_REFERENCE_TIMEZONE } from './limits.ts';

type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** spec 000 §9, 001 §9: US MM/DD/YYYY, GB DD/MM/YYYY, otherwise YYYY-MM-DD (date-fns pattern). */
export function dateFormatPattern(dateFormat: DateFormat | string | null | undefined): string {
  switch (dateFormat) {
    case 'US': return 'MM/dd/yyyy';
    case 'GB': return 'dd/MM/yyyy';
    default: return 'yyyy-MM-dd';
  }
}

/** spec 000 §9: the clock is 12-hour ('h:mm a') or 24-hour ('HH:mm'). */
export function timeFormatPattern(timeFormat: TimeFormat | string | null | undefined): string {
  return timeFormat === '12Hours' ? 'h:mm a' : 'HH:mm';
}

/** The date in the user's date format; '' for an invalid date. */
export function formatDate(date: DateInput, dateFormat: DateFormat | string | null | undefined): string {
  const value = toDate(date);
  return isValid(value) ? format(value, dateFormatPattern(dateFormat)) : '';
}

/** The time in the user's clock; '' for an invalid date. */
export function formatTime(date: DateInput, timeFormat: TimeFormat | string | null | undefined): string {
  const value = toDate(date);
  return isValid(value) ? format(value, timeFormatPattern(timeFormat)) : '';
}

/** spec 000 §9, 001 §5/§9: times are rounded to the nearest 5 minutes (seconds dropped). */
/**
 * The local date-time 'yyyy-MM-ddTHH:mm:00' at `now` in a timezone (the pickup's: an ASAP ride
 * leaves now on the pickup's clock); the runtime's own clock without a usable timezone.
 */
export function localDateTimeIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const zoned = timeZone ? new TZDate(now, timeZone) : now;
  return format(isValid(zoned) ? zoned : now, "yyyy-MM-dd'T'HH:mm:00");
}

export function roundToFiveMinutes<D extends Date>(date: D): D {
  return roundToNearestMinutes(date, { nearestTo: TIME_ROUNDING_MINUTES }) as D;
}

/** spec 000 §9, 001 §9: the quick ranges offered outside the reports page. */
export const QUICK_DATE_RANGES = ['currentWeek', 'lastWeek', 'currentMonth', 'lastMonth', 'last30Days'] as const;
export type QuickDateRangeKind = (typeof QUICK_DATE_RANGES)[number];
export interface DateRange { from: Date; to: Date }

const WEEK_STARTS_ON = { Sunday: 0, Monday: 1, Saturday: 6 } as const satisfies Record<WeekStart, 0 | 1 | 6>;

/**
 * A quick date range around `now`, computed in America/New_York (spec 000 §9: "The
 * reference timezone for week calculations is America/New_York"); months and days use
 * the same zone so that ranges line up. Weeks start on the user's startCalendarWeekOn.
 * Ranges run from the start of the first day to the end of the last day; last 30 days
 * runs from 30 days ago to today.
 */
export function quickDateRange(kind: QuickDateRangeKind, now: DateInput, weekStart: WeekStart = 'Sunday'): DateRange {
  const zoned = new TZDate(toDate(now).getTime(), WEEK_REFERENCE_TIMEZONE);
  const weekStartsOn = WEEK_STARTS_ON[weekStart];
  switch (kind) {
    case 'currentWeek':
      return { from: startOfWeek(zoned, { weekStartsOn }), to: endOfWeek(zoned, { weekStartsOn }) };
    case 'lastWeek': {
      const lastWeek = subWeeks(zoned, 1);
      return { from: startOfWeek(lastWeek, { weekStartsOn }), to: endOfWeek(lastWeek, { weekStartsOn }) };
    }
    case 'currentMonth':
      return { from: startOfMonth(zoned), to: endOfMonth(zoned) };
    case 'lastMonth': {
      const lastMonth = subMonths(zoned, 1);
      return { from: startOfMonth(lastMonth), to: endOfMonth(lastMonth) };
    }
    case 'last30Days':
      return { from: startOfDay(subDays(zoned, LAST_DAYS_RANGE)), to: endOfDay(zoned) };
  }
}

/**
 * spec 000 §9, 001 §2: chat message time. Today shows the time only, yesterday is
 * prefixed ('Yesterday ' + time), older messages show the date in the user's format.
 * Days are compared in the zone of the given dates (the browser's, or a TZDate's).
 */
export function chatMessageTime(
  date: DateInput,
  now: DateInput,
  settings: Pick<UserSettings, 'dateFormat' | 'timeFormat'>,
): string {
  const value = toDate(date);
  const today = toDate(now);
  if (!isValid(value)) return '';
  if (isSameDay(value, today)) return formatTime(value, settings.timeFormat);
  if (isSameDay(value, subDays(today, 1))) return `Yesterday ${formatTime(value, settings.timeFormat)}`;
  return formatDate(value, settings.dateFormat);
}
