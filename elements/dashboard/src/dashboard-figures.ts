import type { DashboardRow, DashboardView, DashboardViewOf, Country, DistanceUnits } from '@curbside/contracts';
import { dashboardUnits, formatMoney, unitFigure, type DashboardUnits } from '@curbside/domain';

/**
 * What each of the 13 views of 001 §7 Dashboard shows: its KPI cards, its chart (as data: the
 * chart component turns it into echarts options in the current theme) and the table of the same
 * numbers for screen readers, every distance and CO2 figure in the user's units (001 §9) and
 * money as 'symbol amount (CURRENCY)'. Pure, so the figures are tested without a browser.
 */

export interface FigureFormat {
  units: DashboardUnits;
  money(amount: number, currency: string): string;
}

/** The user's units and the currency symbols of the countries list. */
export function figureFormat(distanceUnits: DistanceUnits, countries: readonly Pick<Country, 'currency'>[]): FigureFormat {
  const symbols = new Map(countries.map((c) => [c.currency.code, c.currency.symbol]));
  return {
    units: dashboardUnits(distanceUnits),
    // 001 §9 shows zero money empty; a KPI of no spend reads better as 0.00.
    money: (amount, currency) => formatMoney(amount, currency, symbols.get(currency) ?? null) || `0.00 (${currency})`,
  };
}

export interface Kpi {
  label: string;
  value: string;
}

export type ChartSpec =
  | { kind: 'bar' | 'line' | 'hbar'; categories: string[]; series: Array<{ name: string; values: number[] }>; unit: string }
  | { kind: 'heatmap'; columns: string[]; rows: string[]; cells: Array<[number, number, number]>; unit: string }
  /** A choropleth of the shared map geometry: countries by ISO alpha-2, US states by USPS code. */
  | { kind: 'map'; region: MapRegion; areas: Array<{ code: string; label: string; value: number }>; unit: string };

export type MapRegion = 'world' | 'us-states';

export interface TableSpec {
  columns: string[];
  rows: string[][];
}

export interface ViewFigures {
  kpis: Kpi[];
  /** A sentence above the chart (the sustainability view's switching figure). */
  headline: string | null;
  chart: ChartSpec | null;
  table: TableSpec;
  /** No ride in the range: the view says so instead of drawing an empty chart. */
  empty: boolean;
}

export type DashboardViewName = DashboardView['name'];

/** The views in the order the dashboard lays them out, with their titles. */
export const DASHBOARD_VIEWS: ReadonlyArray<{ name: DashboardViewName; title: string }> = [
  { name: 'summary', title: 'Summary' },
  { name: 'metrics', title: 'Metrics' },
  { name: 'sustainability', title: 'Sustainability' },
  { name: 'emissions-by-weekday', title: 'Emissions by weekday and hour' },
  { name: 'emissions-by-month', title: 'Emissions by month' },
  { name: 'emissions-by-hour', title: 'Emissions by hour' },
  { name: 'hourly-distribution', title: 'Rides by hour' },
  { name: 'rides-by-service', title: 'Rides by service' },
  { name: 'top-employees', title: 'Top employees' },
  { name: 'top-airports', title: 'Top airports' },
  { name: 'emissions-by-country', title: 'Emissions by country' },
  { name: 'emissions-by-state', title: 'Emissions by state' },
  { name: 'emissions-by-purpose-of-journey', title: 'Emissions by purpose of journey' },
];

const count = (n: number): string => n.toLocaleString('en-US');
const percent = (share: number): string => `${(Math.round(share * 1000) / 10).toLocaleString('en-US')}%`;
const co2Text = (f: FigureFormat, kg: number): string => unitFigure(f.units.co2(kg), f.units.co2Unit);
const distanceText = (f: FigureFormat, km: number): string => unitFigure(f.units.distance(km), f.units.distanceUnit);

/** A view of rows as a bar or line chart of one measure, and the table of every measure. */
function rowsFigures(
  rows: readonly DashboardRow[], currency: string, f: FigureFormat, kind: 'bar' | 'line' | 'hbar', measure: 'rides' | 'co2Kg', firstColumn: string,
): ViewFigures {
  const co2Name = `CO2 (${f.units.co2Unit})`;
  const values = rows.map((r) => (measure === 'rides' ? r.rides : f.units.co2(r.co2Kg)));
  return {
    kpis: [],
    headline: null,
    chart: { kind, categories: rows.map((r) => r.label), series: [{ name: measure === 'rides' ? 'Rides' : co2Name, values }], unit: measure === 'rides' ? 'rides' : f.units.co2Unit },
    table: {
      columns: [firstColumn, 'Rides', `Distance (${f.units.distanceUnit})`, co2Name, 'Spend'],
      rows: rows.map((r) => [r.label, count(r.rides), count(f.units.distance(r.distanceKm)), count(f.units.co2(r.co2Kg)), f.money(r.totalCost, currency)]),
    },
    empty: rows.every((r) => r.rides === 0),
  };
}

const kpiFigures = (kpis: Kpi[], rides: number): ViewFigures => ({
  kpis, headline: null, chart: null, table: { columns: ['Figure', 'Value'], rows: kpis.map((k) => [k.label, k.value]) }, empty: rides === 0,
});

type Builders = { [N in DashboardViewName]: (view: DashboardViewOf<N>, f: FigureFormat) => ViewFigures };

const BUILDERS: Builders = {
  summary: (v, f) => kpiFigures([
    { label: 'Rides', value: count(v.rides) },
    { label: 'Total spend', value: f.money(v.totalCost, v.currency) },
    { label: 'Average per ride', value: f.money(v.averageCost, v.currency) },
    { label: 'Distance', value: distanceText(f, v.distanceKm) },
    { label: 'CO2', value: co2Text(f, v.co2Kg) },
    { label: 'Passengers', value: count(v.passengers) },
  ], v.rides),
  metrics: (v, f) => kpiFigures([
    { label: 'Completed', value: count(v.completed) },
    { label: 'Canceled', value: count(v.canceled) },
    { label: 'Declined', value: count(v.declined) },
    { label: 'Average distance', value: distanceText(f, v.averageDistanceKm) },
    { label: 'Average duration', value: `${count(Math.round(v.averageDurationMinutes))} min` },
    { label: 'Average CO2 per ride', value: co2Text(f, v.averageCo2Kg) },
    { label: 'Airport rides', value: percent(v.airportShare) },
    { label: 'Billable', value: percent(v.billableShare) },
    { label: 'Premium service', value: percent(v.premiumShare) },
    { label: 'Direct bill', value: percent(v.directBillShare) },
    { label: 'Booked by agency', value: percent(v.bookedByAgencyShare) },
  ], v.completed + v.canceled + v.declined),
  sustainability: (v, f) => {
    const co2Name = `CO2 saved (${f.units.co2Unit})`;
    const routes = v.switchRoutes.filter((r) => r.rides > 0);
    return {
      kpis: [
        { label: 'CO2', value: co2Text(f, v.co2Kg) },
        { label: `CO2 per ${f.units.distanceUnit}`, value: `${f.units.co2PerDistance(v.co2PerKm)} ${f.units.co2Unit}` },
        { label: 'Electric rides', value: `${count(v.sustainableRides)} (${percent(v.sustainableShare)})` },
        { label: 'Could have saved', value: co2Text(f, v.switchSavedKg) },
      ],
      headline: routes.length === 0 ? null
        : `Switching your ${routes.length === 1 ? 'most frequent route' : `${routes.length} most frequent routes`} to an electric service would have saved ${co2Text(f, v.switchSavedKg)} of CO2, ${percent(v.switchSavedShare)} of the period's emissions.`,
      chart: routes.length === 0 ? null : {
        kind: 'hbar', categories: routes.map((r) => `${shortPlace(r.from)} → ${shortPlace(r.to)}`),
        series: [{ name: co2Name, values: routes.map((r) => f.units.co2(r.savedKg)) }], unit: f.units.co2Unit,
      },
      table: {
        columns: ['Route', 'Rides', `Distance (${f.units.distanceUnit})`, `CO2 (${f.units.co2Unit})`, `Electric CO2 (${f.units.co2Unit})`, co2Name],
        rows: routes.map((r) => [
          `${r.from} to ${r.to}`, count(r.rides), count(f.units.distance(r.distanceKm)), count(f.units.co2(r.co2Kg)),
          count(f.units.co2(r.sustainableCo2Kg)), count(f.units.co2(r.savedKg)),
        ]),
      },
      empty: v.rides === 0,
    };
  },
  'hourly-distribution': (v, f) => rowsFigures(v.rows, v.currency, f, 'bar', 'rides', 'Hour'),
  'top-employees': (v, f) => rowsFigures(v.rows, v.currency, f, 'hbar', 'rides', 'Employee'),
  'rides-by-service': (v, f) => rowsFigures(v.rows, v.currency, f, 'bar', 'rides', 'Service'),
  'top-airports': (v, f) => rowsFigures(v.rows, v.currency, f, 'hbar', 'rides', 'Airport'),
  'emissions-by-weekday': (v, f) => {
    const base = rowsFigures(v.rows, v.currency, f, 'bar', 'co2Kg', 'Weekday');
    return {
      ...base,
      chart: {
        kind: 'heatmap', columns: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
        rows: v.rows.map((r) => r.label), cells: v.cells.map((c) => [c.hour, c.weekday, f.units.co2(c.co2Kg)]), unit: f.units.co2Unit,
      },
    };
  },
  'emissions-by-hour': (v, f) => rowsFigures(v.rows, v.currency, f, 'line', 'co2Kg', 'Hour'),
  'emissions-by-month': (v, f) => rowsFigures(v.rows, v.currency, f, 'bar', 'co2Kg', 'Month'),
  'emissions-by-state': (v, f) => {
    const us = v.rows.filter((r) => r.key.startsWith('US-'));
    const bars = rowsFigures(v.rows, v.currency, f, 'hbar', 'co2Kg', 'State');
    if (us.length === 0) return bars;
    return {
      ...bars,
      headline: us.length < v.rows.length ? `The map draws US states only (its packaged geometry has no others); 'Show table' lists all ${v.rows.length} states and regions.` : null,
      chart: { kind: 'map', region: 'us-states', areas: us.map((r) => ({ code: r.key.slice(3), label: r.label, value: f.units.co2(r.co2Kg) })), unit: f.units.co2Unit },
    };
  },
  'emissions-by-country': (v, f) => ({
    ...rowsFigures(v.rows, v.currency, f, 'hbar', 'co2Kg', 'Country'),
    chart: { kind: 'map', region: 'world', areas: v.rows.map((r) => ({ code: r.key, label: r.label, value: f.units.co2(r.co2Kg) })), unit: f.units.co2Unit },
  }),
  'emissions-by-purpose-of-journey': (v, f) => rowsFigures(v.rows, v.currency, f, 'hbar', 'co2Kg', 'Purpose of journey'),
};

/** The figures of one view's answer. */
export function viewFigures(view: DashboardView, f: FigureFormat): ViewFigures {
  const build = BUILDERS[view.name] as (v: DashboardView, format: FigureFormat) => ViewFigures;
  return build(view, f);
}

/** The first part of an address ('Acme HQ, 350 5th Ave, New York' -> 'Acme HQ'), for a chart's axis. */
function shortPlace(address: string): string {
  return address.split(',')[0]?.trim() || address;
}
