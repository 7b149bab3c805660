import { ALL_COUNTRIES, EMPTY_REPORT_FILTERS, buildReportUrl, kgToLb, kmToMiles, roundToUnitDecimals } from '@curbside/domain';
import type { DistanceUnits } from '@curbside/contracts';
import type { Executor } from '../../db/connection.ts';
import type { RideGroupColumn } from '../../db/ride-columns.ts';
import { rideSums, rideSumsBy, type RideFilter, type RideScope, type RideSums } from '../../ride-history/ride-repository.ts';
import type { DataMetric, DataQuestion } from './read-data-question.ts';

// Issue 18: the data chat's answer to a read question: a sentence, a small table and the link to
// the same figures on /reports (or /dashboard where the report cannot show them), computed by the
// ride history's SQL aggregations over the asker's firm only.

export interface DataAnswer {
  message: string;
  table: { columns: string[]; rows: string[][] } | null;
  link: { label: string; path: string };
}

export interface DataAnswerContext {
  scope: RideScope;
  distanceUnits: DistanceUnits;
  /** The firm's currency (its rides'). */
  currency: string;
}

/** Grouped answers list this many rows unless the question asked for a top N. */
const MAX_ROWS = 10;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Dimensions read in their own order (time), not largest first. */
const CHRONOLOGICAL: ReadonlySet<RideGroupColumn> = new Set(['trip_month', 'pickup_weekday', 'pickup_hour', 'trip_date']);

const DIMENSION_NAMES: Partial<Record<RideGroupColumn, string>> = {
  passenger_name: 'traveller', country_code: 'country', state_code: 'state', trip_month: 'month', pickup_weekday: 'weekday',
  pickup_hour: 'hour', car_provider: 'car provider', vehicle_type: 'vehicle type', purpose_of_journey: 'purpose of journey',
  airport_code: 'airport',
};

const METRIC_NOUNS: Record<DataMetric, string> = { rides: 'Rides', spend: 'Spend', co2: 'CO2', distance: 'Distance' };

const METRIC_HEADINGS: Record<DataMetric, (units: DistanceUnits) => string> = {
  rides: () => 'Rides',
  spend: () => 'Spend',
  co2: (units) => (units === 'English' ? 'CO2 (lb)' : 'CO2 (kg)'),
  distance: (units) => (units === 'English' ? 'Distance (mi)' : 'Distance (km)'),
};

function value(sums: RideSums, metric: DataMetric, units: DistanceUnits): number {
  switch (metric) {
    case 'rides': return sums.rides;
    case 'spend': return Math.round(sums.totalCost * 100) / 100;
    case 'co2': return roundToUnitDecimals(units === 'English' ? kgToLb(sums.co2Kg) : sums.co2Kg);
    case 'distance': return roundToUnitDecimals(units === 'English' ? kmToMiles(sums.distanceKm) : sums.distanceKm);
  }
}

function shown(amount: number, metric: DataMetric, ctx: DataAnswerContext): string {
  if (metric === 'spend') return new Intl.NumberFormat('en-US', { style: 'currency', currency: ctx.currency }).format(amount);
  const number = amount.toLocaleString('en-US', { maximumFractionDigits: metric === 'rides' ? 0 : 1, minimumFractionDigits: metric === 'rides' ? 0 : 1 });
  if (metric === 'co2') return `${number} ${ctx.distanceUnits === 'English' ? 'lb' : 'kg'} CO2`;
  if (metric === 'distance') return `${number} ${ctx.distanceUnits === 'English' ? 'mi' : 'km'}`;
  return `${number} ride${amount === 1 ? '' : 's'}`;
}

function groupLabel(column: RideGroupColumn, group: string | number | null): string {
  if (group === null || group === '') return '(none)';
  if (column === 'trip_month') {
    const [year, month] = String(group).split('-');
    return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
  }
  if (column === 'pickup_weekday') return WEEKDAYS[Number(group)] ?? String(group);
  if (column === 'pickup_hour') return `${String(group).padStart(2, '0')}:00`;
  if (column === 'country_code') return new Intl.DisplayNames(['en'], { type: 'region' }).of(String(group)) ?? String(group);
  return String(group);
}

/** The link to the same figures: the report (summary by the allocation type) or the dashboard. */
function linkOf(question: DataQuestion): DataAnswer['link'] {
  const filters = {
    ...EMPTY_REPORT_FILTERS,
    tripDates: question.range,
    tripDatesGroup: question.rangeKind,
    country: question.countryCode ?? ALL_COUNTRIES,
  };
  const onReport = !question.airportOnly && question.metric !== 'co2' && (question.groupBy === null || question.allocationType !== null);
  if (onReport) {
    const query = buildReportUrl(question.allocationType ? { ...filters, type: 'Summary', groupBy: question.allocationType } : filters);
    return { label: 'Open in Reports', path: `/reports?${query}` };
  }
  return { label: 'Open the Dashboard', path: `/dashboard?${buildReportUrl(filters)}` };
}

function filterOf(question: DataQuestion): RideFilter {
  const filter: RideFilter = { tripDateFrom: question.range.from, tripDateTo: question.range.to };
  if (question.airportOnly) filter.airportOnly = true;
  if (question.countryCode) filter.countryCode = question.countryCode;
  return filter;
}

/** What the rides are, in the sentence: 'airport rides in the UK'. */
function ridesNoun(question: DataQuestion): string {
  const country = question.countryCode ? ` in ${groupLabel('country_code', question.countryCode)}` : '';
  return `${question.airportOnly ? 'airport rides' : 'rides'}${country}`;
}

export async function answerDataQuestion(db: Executor, question: DataQuestion, ctx: DataAnswerContext): Promise<DataAnswer> {
  const filter = filterOf(question);
  const link = linkOf(question);
  const total = await rideSums(db, ctx.scope, filter);
  const totalValue = value(total, question.metric, ctx.distanceUnits);
  const heading = METRIC_HEADINGS[question.metric](ctx.distanceUnits);
  const what = ridesNoun(question);

  const What = `${what[0]!.toUpperCase()}${what.slice(1)}`;
  if (!question.groupBy) {
    const rides = shown(total.rides, 'rides', ctx);
    const sentence = {
      rides: `There ${total.rides === 1 ? 'was' : 'were'} ${rides}${what === 'rides' ? '' : ` (${what})`} ${question.rangeLabel}.`,
      spend: `Spend on ${what} ${question.rangeLabel}: ${shown(totalValue, 'spend', ctx)} over ${rides}.`,
      co2: `${What} ${question.rangeLabel} emitted ${shown(totalValue, 'co2', ctx)} over ${rides}.`,
      distance: `${What} ${question.rangeLabel} covered ${shown(totalValue, 'distance', ctx)} over ${rides}.`,
    }[question.metric];
    return { message: sentence, table: null, link };
  }

  const column = question.groupBy;
  const groups = (await rideSumsBy(db, ctx.scope, filter, column))
    .map((row) => ({ label: groupLabel(column, row.group), key: row.group, amount: value(row, question.metric, ctx.distanceUnits) }));
  if (CHRONOLOGICAL.has(column)) groups.sort((a, b) => Number(a.key ?? -1) - Number(b.key ?? -1) || String(a.key).localeCompare(String(b.key)));
  else groups.sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
  const listed = CHRONOLOGICAL.has(column) && !question.top ? groups : groups.slice(0, question.top ?? MAX_ROWS);
  const dimension = question.allocationType ?? DIMENSION_NAMES[column] ?? column;
  const leader = [...groups].sort((a, b) => b.amount - a.amount)[0];
  const message = groups.length === 0
    ? `There were no ${what} ${question.rangeLabel}.`
    : `${question.metric === 'rides' ? What : `${METRIC_NOUNS[question.metric]} of ${what}`} by ${dimension.toLowerCase()} ${question.rangeLabel}: `
      + `${leader!.label} leads with ${shown(leader!.amount, question.metric, ctx)} of ${shown(totalValue, question.metric, ctx)} in all.`;
  return {
    message,
    table: { columns: [dimension[0]!.toUpperCase() + dimension.slice(1), heading], rows: listed.map((g) => [g.label, shown(g.amount, question.metric, ctx)]) },
    link,
  };
}
