import { TZDate } from '@date-fns/tz';
import {
  addDays, addMonths, addWeeks, addYears, endOfMonth, endOfQuarter, endOfWeek, endOfYear, format, startOfMonth,
  startOfQuarter, startOfWeek, startOfYear, subDays, subMonths, subQuarters, subWeeks, subYears,
} from 'date-fns';
import type { WeekStart } from '@curbside/contracts';
import { LAST_DAYS_RANGE, WEEK_REFERENCE_TIMEZONE } from '../limits.ts';

// spec 001 §9 'Report date ranges': the quick ranges of the report's trip and processed dates.

/** The quick ranges in the order the report offers them, then 'custom' (dates typed in). */
export const REPORT_DATE_RANGES = [
  'next24Hours', 'currentWeek', 'lastWeek', 'currentMonth', 'lastMonth', 'currentQuarter', 'lastQuarter', 'currentYear',
  'lastYear', 'yearToDate', 'last7Days', 'last30Days', 'nextWeek', 'nextMonth', 'nextYear', 'next7Days', 'next30Days',
  'dateToEndOfYear', 'custom',
] as const;
export type ReportDateRangeKind = (typeof REPORT_DATE_RANGES)[number];

export const REPORT_DATE_RANGE_LABELS: Readonly<Record<ReportDateRangeKind, string>> = {
  next24Hours: 'Next 24 hours',
  currentWeek: 'Current week',
  lastWeek: 'Last week',
  currentMonth: 'Current month',
  lastMonth: 'Last month',
  currentQuarter: 'Current quarter',
  lastQuarter: 'Last quarter',
  currentYear: 'Current year',
  lastYear: 'Last year',
  yearToDate: 'Year to date',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  nextWeek: 'Next week',
  nextMonth: 'Next month',
  nextYear: 'Next year',
  next7Days: 'Next 7 days',
  next30Days: 'Next 30 days',
  dateToEndOfYear: 'Date to end of year',
  custom: 'Custom',
};

/** An inclusive range of ISO dates (YYYY-MM-DD). */
export interface IsoDateRange {
  from: string;
  to: string;
}

/** 001 §9: 'Default report range: last 30 days to today.' */
export const DEFAULT_REPORT_RANGE: ReportDateRangeKind = 'last30Days';

const WEEK_STARTS_ON = { Sunday: 0, Monday: 1, Saturday: 6 } as const satisfies Record<WeekStart, 0 | 1 | 6>;
const iso = (date: Date): string => format(date, 'yyyy-MM-dd');

export function isReportDateRangeKind(value: string | null | undefined): value is ReportDateRangeKind {
  return (REPORT_DATE_RANGES as readonly string[]).includes(value ?? '');
}

/**
 * The dates of a quick range around `now`, in America/New_York (001 §9: week calculations use
 * it; days and months use the same zone so ranges line up), weeks starting on the user's
 * startCalendarWeekOn. 'Last N days' and 'next N days' include today; 'next 24 hours' is today
 * and tomorrow (a date range cannot hold hours). null for 'custom'.
 */
export function reportDateRange(kind: ReportDateRangeKind, now: Date | number, weekStart: WeekStart = 'Sunday'): IsoDateRange | null {
  const today = new TZDate(typeof now === 'number' ? now : now.getTime(), WEEK_REFERENCE_TIMEZONE);
  const week = { weekStartsOn: WEEK_STARTS_ON[weekStart] };
  const range = (from: Date, to: Date): IsoDateRange => ({ from: iso(from), to: iso(to) });
  switch (kind) {
    case 'next24Hours': return range(today, addDays(today, 1));
    case 'currentWeek': return range(startOfWeek(today, week), endOfWeek(today, week));
    case 'lastWeek': return range(startOfWeek(subWeeks(today, 1), week), endOfWeek(subWeeks(today, 1), week));
    case 'currentMonth': return range(startOfMonth(today), endOfMonth(today));
    case 'lastMonth': return range(startOfMonth(subMonths(today, 1)), endOfMonth(subMonths(today, 1)));
    case 'currentQuarter': return range(startOfQuarter(today), endOfQuarter(today));
    case 'lastQuarter': return range(startOfQuarter(subQuarters(today, 1)), endOfQuarter(subQuarters(today, 1)));
    case 'currentYear': return range(startOfYear(today), endOfYear(today));
    case 'lastYear': return range(startOfYear(subYears(today, 1)), endOfYear(subYears(today, 1)));
    case 'yearToDate': return range(startOfYear(today), today);
    case 'last7Days': return range(subDays(today, 7), today);
    case 'last30Days': return range(subDays(today, LAST_DAYS_RANGE), today);
    case 'nextWeek': return range(startOfWeek(addWeeks(today, 1), week), endOfWeek(addWeeks(today, 1), week));
    case 'nextMonth': return range(startOfMonth(addMonths(today, 1)), endOfMonth(addMonths(today, 1)));
    case 'nextYear': return range(startOfYear(addYears(today, 1)), endOfYear(addYears(today, 1)));
    case 'next7Days': return range(today, addDays(today, 7));
    case 'next30Days': return range(today, addDays(today, 30));
    case 'dateToEndOfYear': return range(today, endOfYear(today));
    case 'custom': return null;
  }
}
