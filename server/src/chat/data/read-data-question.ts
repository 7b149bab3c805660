import { COST_ALLOCATION_TYPES, type CostAllocationType, type WeekStart } from '@curbside/contracts';
import { reportDateRange, type IsoDateRange, type ReportDateRangeKind } from '@curbside/domain';
import { allocationColumnOf, type RideGroupColumn } from '../../db/ride-columns.ts';

// Issue 18: a data chat question ('rides last month by department', 'CO2 by country this year',
// 'top 5 travellers in Q3', 'how much did we spend on airport rides in October') read into what
// to add up, how to group it and over which dates. Rules, no model; unparsed words are ignored.

export type DataMetric = 'rides' | 'spend' | 'co2' | 'distance';

export interface DataQuestion {
  metric: DataMetric;
  /** The dimension to group by; null: one figure. */
  groupBy: RideGroupColumn | null;
  /** The cost allocation type when grouping by one (the report's groupBy). */
  allocationType: CostAllocationType | null;
  /** 'top 5': the first N groups; grouped answers list 10 at most anyway. */
  top: number | null;
  /** Trip dates, inclusive; with the quick range's name when the question named one. */
  range: IsoDateRange;
  rangeKind: ReportDateRangeKind | null;
  /** The dates as a sentence says them ('last month', 'in Q3 2026', 'in October 2026'). */
  rangeLabel: string;
  airportOnly: boolean;
  countryCode: string | null;
}

const METRICS: Array<[RegExp, DataMetric]> = [
  [/\b(co2|co₂|carbon|emissions?|emitted|footprint)\b/i, 'co2'],
  [/\b(spend|spent|spending|cost|costs|costing|expenses?|money|how much|dollars|pounds|paid|pay)\b/i, 'spend'],
  [/\b(distance|miles|kilometers|kilometres|km|mi|far)\b/i, 'distance'],
];

const GROUPS: Array<[RegExp, RideGroupColumn]> = [
  [/\b(travell?ers?|employees?|passengers?|people|riders?|who)\b/i, 'passenger_name'],
  [/\bby (country|countries)\b|\bper country\b|\bwhich countr/i, 'country_code'],
  [/\bby (state|states|region)\b|\bper state\b/i, 'state_code'],
  [/\bby month\b|\bper month\b|\bmonthly\b|\beach month\b|\bmonth by month\b/i, 'trip_month'],
  [/\bby (day of (the )?week|weekday)\b|\bper weekday\b/i, 'pickup_weekday'],
  [/\bby hour\b|\bper hour\b|\bhour of (the )?day\b/i, 'pickup_hour'],
  [/\b(providers?|suppliers?|car compan(y|ies)|vendors?)\b/i, 'car_provider'],
  [/\b(vehicle|car) types?\b|\bby vehicle\b/i, 'vehicle_type'],
  [/\bpurposes?\b/i, 'purpose_of_journey'],
  [/\bairports\b|\bby airport\b|\bper airport\b/i, 'airport_code'],
];

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_SHORT = /\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/i;

const NAMED_RANGES: Array<[RegExp, ReportDateRangeKind, string]> = [
  [/\blast (calendar )?month\b|\bprevious month\b/i, 'lastMonth', 'last month'],
  [/\b(this|current) month\b/i, 'currentMonth', 'this month'],
  [/\blast (calendar )?year\b|\bprevious year\b/i, 'lastYear', 'last year'],
  [/\byear to date\b|\bytd\b|\bso far this year\b/i, 'yearToDate', 'this year so far'],
  [/\b(this|current) year\b/i, 'currentYear', 'this year'],
  [/\blast quarter\b|\bprevious quarter\b/i, 'lastQuarter', 'last quarter'],
  [/\b(this|current) quarter\b/i, 'currentQuarter', 'this quarter'],
  [/\blast week\b|\bprevious week\b/i, 'lastWeek', 'last week'],
  [/\b(this|current) week\b/i, 'currentWeek', 'this week'],
  [/\blast 7 days\b|\blast seven days\b|\bpast week\b/i, 'last7Days', 'in the last 7 days'],
  [/\blast 30 days\b|\blast thirty days\b|\bpast month\b/i, 'last30Days', 'in the last 30 days'],
];

const COUNTRIES: Array<[RegExp, string]> = [
  [/\b(in|from|for) (the )?(us|usa|united states|america)\b/i, 'US'],
  [/\b(in|from|for) (the )?(uk|united kingdom|britain|england|gb)\b/i, 'GB'],
  [/\b(in|from|for) canada\b/i, 'CA'],
  [/\b(in|from|for) australia\b/i, 'AU'],
];

const WORD_NUMBERS: Record<string, number> = { three: 3, five: 5, ten: 10, twenty: 20 };

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The allocation type a question groups by ('by department', 'per cost center'). */
function allocationNamed(text: string): CostAllocationType | null {
  const lower = text.toLowerCase();
  return COST_ALLOCATION_TYPES.find((type) => {
    const name = type.toLowerCase();
    return lower.includes(`by ${name}`) || lower.includes(`per ${name}`) || lower.includes(`each ${name}`) || lower.includes(`${name}s`);
  }) ?? null;
}

/** Dates named as a quarter, a month or a year ('Q3', 'Q1 2026', 'in October', 'March 2026', 'in 2025'). */
function calendarRange(text: string, today: { year: number; month: number }): { range: IsoDateRange; label: string } | null {
  const quarter = /\bq([1-4])(?:\s*(\d{4}))?\b/i.exec(text) ?? /\b(first|second|third|fourth) quarter(?: of (\d{4}))?\b/i.exec(text);
  if (quarter) {
    const q = /^\d$/.test(quarter[1]!) ? Number(quarter[1]) : ['first', 'second', 'third', 'fourth'].indexOf(quarter[1]!.toLowerCase()) + 1;
    let year = quarter[2] ? Number(quarter[2]) : today.year;
    if (!quarter[2] && (q - 1) * 3 + 1 > today.month) year -= 1;
    const first = (q - 1) * 3 + 1;
    return { range: { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(first + 2)}-${lastDay(year, first + 2)}` }, label: `in Q${q} ${year}` };
  }
  const long = new RegExp(`\\b(${MONTHS.join('|')})\\b(?:\\s+(\\d{4}))?`, 'i').exec(text);
  const short = long ? null : MONTH_SHORT.exec(text);
  const monthWord = long?.[1] ?? short?.[1];
  if (monthWord) {
    const month = MONTHS.findIndex((m) => m.startsWith(monthWord.toLowerCase().slice(0, 3))) + 1;
    const yearText = long?.[2] ?? /\b(\d{4})\b/.exec(text)?.[1];
    let year = yearText ? Number(yearText) : today.year;
    if (!yearText && month > today.month) year -= 1;
    return { range: { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${lastDay(year, month)}` }, label: `in ${MONTHS[month - 1]![0]!.toUpperCase()}${MONTHS[month - 1]!.slice(1)} ${year}` };
  }
  const year = /\b(?:in|for|during)\s+(\d{4})\b/i.exec(text);
  if (year) return { range: { from: `${year[1]}-01-01`, to: `${year[1]}-12-31` }, label: `in ${year[1]}` };
  return null;
}

/** Reads a question asked at `now` (ranges in the reports' zone, weeks from the user's start day). */
export function readDataQuestion(question: string, now: Date, weekStart: WeekStart = 'Sunday'): DataQuestion {
  const text = question.replace(/\s+/g, ' ').trim();
  const metric = METRICS.find(([pattern]) => pattern.test(text))?.[1] ?? 'rides';
  const allocationType = allocationNamed(text);
  const groupBy = allocationType ? allocationColumnOf(allocationType) : GROUPS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const topMatch = /\btop\s+(\d{1,2}|three|five|ten|twenty)\b/i.exec(text);
  const top = topMatch ? (WORD_NUMBERS[topMatch[1]!.toLowerCase()] ?? Number(topMatch[1])) : null;

  const todayIso = reportDateRange('yearToDate', now)!.to;
  const today = { year: Number(todayIso.slice(0, 4)), month: Number(todayIso.slice(5, 7)) };
  const named = NAMED_RANGES.find(([pattern]) => pattern.test(text));
  const calendar = named ? null : calendarRange(text, today);
  const rangeKind: ReportDateRangeKind | null = named ? named[1] : calendar ? null : 'last30Days';
  const range = rangeKind ? reportDateRange(rangeKind, now, weekStart)! : calendar!.range;
  const rangeLabel = named ? named[2] : calendar ? calendar.label : 'in the last 30 days';

  return {
    metric,
    groupBy,
    allocationType,
    top,
    range,
    rangeKind,
    rangeLabel,
    airportOnly: /\bairports?\b/i.test(text) && groupBy !== 'airport_code',
    countryCode: COUNTRIES.find(([pattern]) => pattern.test(text))?.[1] ?? null,
  };
}
