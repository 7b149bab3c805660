import type {
  DashboardName, DashboardQuery, DashboardRow, DashboardView, DashboardViewOf, VehicleType,
} from '@curbside/contracts';
import { SUSTAINABLE_KG_PER_KM, vehicleTypeLabel } from '@curbside/domain';
import type { Executor } from '../db/connection.ts';
import type { RideGroupColumn } from '../db/ride-columns.ts';
import { rideFilterOf } from '../ride-history/report-filter.ts';
import { rideSumsBy, type RideFilter, type RideScope, type RideSums } from '../ride-history/ride-repository.ts';
import { dashboardTotals, stateGroups, switchableRoutes, weekdayHourCells } from './dashboard-repository.ts';

/**
 * The 13 views of GET /reports/dashboard/{name} (001 §7 Dashboard; issue 14), each from SQL
 * aggregations over the ride history (dashboard-repository.ts, ride-repository.ts), shaped for
 * its chart: full axes (24 hours, 7 weekdays, every month of the range) so a chart has no gaps,
 * the top lists cut to TOP_ROWS.
 */

/** Rows of the top lists (employees, airports). */
export const TOP_ROWS = 10;
/** How many of the firm's most frequent routes the switching figure covers. */
export const SWITCH_ROUTES = 10;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

interface ViewContext {
  db: Executor;
  scope: RideScope;
  filter: RideFilter;
  currency: string;
}

const round = (value: number, decimals: number): number => Math.round((value + Number.EPSILON) * 10 ** decimals) / 10 ** decimals;
const share = (part: number, whole: number): number => (whole > 0 ? round(part / whole, 4) : 0);

type Group = RideSums & { group: string | number | null };

const rowOf = (key: string, label: string, sums: Pick<RideSums, 'rides' | 'totalCost' | 'distanceKm' | 'co2Kg'> | undefined): DashboardRow => ({
  key, label, rides: sums?.rides ?? 0, totalCost: round(sums?.totalCost ?? 0, 2), distanceKm: round(sums?.distanceKm ?? 0, 1), co2Kg: round(sums?.co2Kg ?? 0, 3),
});

async function groups(ctx: ViewContext, column: RideGroupColumn): Promise<Group[]> {
  return rideSumsBy(ctx.db, ctx.scope, ctx.filter, column);
}

/** Every value of an axis in order, the groups' figures on it (zeros where no ride). */
function onAxis(found: readonly Group[], axis: ReadonlyArray<{ key: string; label: string }>): DashboardRow[] {
  const byKey = new Map(found.map((g) => [String(g.group), g]));
  return axis.map(({ key, label }) => rowOf(key, label, byKey.get(key)));
}

const HOURS = Array.from({ length: 24 }, (_, h) => ({ key: String(h), label: `${String(h).padStart(2, '0')}:00` }));
const WEEKDAYS = WEEKDAY_NAMES.map((label, d) => ({ key: String(d), label }));

/** Every month (YYYY-MM) from the range's first to its last, named 'Mar 2026'. */
export function monthsBetween(from: string, to: string): Array<{ key: string; label: string }> {
  const months: Array<{ key: string; label: string }> = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push({ key, label: `${MONTH_NAMES[month - 1]} ${year}` });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** Groups with a value, most of `by` first, cut to `limit`. */
function top(found: readonly Group[], by: 'rides' | 'co2Kg', label: (group: string) => string, limit = Infinity): DashboardRow[] {
  return found.filter((g) => g.group !== null && g.group !== '')
    .sort((a, b) => b[by] - a[by] || b.rides - a.rides || String(a.group).localeCompare(String(b.group)))
    .slice(0, limit)
    .map((g) => rowOf(String(g.group), label(String(g.group)), g));
}

const rows = <N extends DashboardName>(name: N, currency: string, list: DashboardRow[]) => ({ name, rows: list, currency }) as DashboardViewOf<N>;

const VIEWS: { [N in DashboardName]: (ctx: ViewContext) => Promise<DashboardViewOf<N>> } = {
  async summary(ctx) {
    const t = await dashboardTotals(ctx.db, ctx.scope, ctx.filter);
    return {
      name: 'summary', rides: t.rides, totalCost: round(t.totalCost, 2), averageCost: t.rides ? round(t.totalCost / t.rides, 2) : 0,
      distanceKm: round(t.distanceKm, 1), co2Kg: round(t.co2Kg, 3), passengers: t.passengers, currency: ctx.currency,
    };
  },
  async metrics(ctx) {
    const t = await dashboardTotals(ctx.db, ctx.scope, ctx.filter);
    return {
      name: 'metrics', completed: t.completed, canceled: t.canceled, declined: t.declined,
      averageDistanceKm: t.withDistance ? round(t.distanceKm / t.withDistance, 1) : 0,
      averageDurationMinutes: t.withDistance ? round(t.durationMinutes / t.withDistance, 1) : 0,
      averageCo2Kg: t.completed ? round(t.co2Kg / t.completed, 3) : 0,
      averageCost: t.rides ? round(t.totalCost / t.rides, 2) : 0,
      airportShare: share(t.airport, t.rides), billableShare: share(t.billable, t.rides), premiumShare: share(t.premium, t.rides),
      directBillShare: share(t.directBill, t.rides), bookedByAgencyShare: share(t.bookedByAgency, t.rides), currency: ctx.currency,
    };
  },
  async 'hourly-distribution'(ctx) {
    return rows('hourly-distribution', ctx.currency, onAxis(await groups(ctx, 'pickup_hour'), HOURS));
  },
  async 'top-employees'(ctx) {
    return rows('top-employees', ctx.currency, top(await groups(ctx, 'passenger_name'), 'rides', (name) => name, TOP_ROWS));
  },
  async 'rides-by-service'(ctx) {
    return rows('rides-by-service', ctx.currency, top(await groups(ctx, 'vehicle_type'), 'rides', (type) => vehicleTypeLabel(type as VehicleType) || type));
  },
  async 'top-airports'(ctx) {
    return rows('top-airports', ctx.currency, top(await groups(ctx, 'airport_code'), 'rides', (code) => code, TOP_ROWS));
  },
  async sustainability(ctx) {
    const [t, routes] = await Promise.all([
      dashboardTotals(ctx.db, ctx.scope, ctx.filter), switchableRoutes(ctx.db, ctx.scope, ctx.filter, SWITCH_ROUTES),
    ]);
    const switchRoutes = routes.map((r) => {
      const sustainableCo2Kg = round(r.distanceKm * SUSTAINABLE_KG_PER_KM, 3);
      return {
        from: r.from, to: r.to, rides: r.rides, distanceKm: round(r.distanceKm, 1), co2Kg: round(r.co2Kg, 3),
        sustainableCo2Kg, savedKg: round(Math.max(0, r.co2Kg - sustainableCo2Kg), 3),
      };
    });
    const switchSavedKg = round(switchRoutes.reduce((sum, r) => sum + r.savedKg, 0), 3);
    return {
      name: 'sustainability', rides: t.rides, totalCost: round(t.totalCost, 2), distanceKm: round(t.distanceKm, 1), co2Kg: round(t.co2Kg, 3),
      co2PerKm: t.distanceKm > 0 ? round(t.co2Kg / t.distanceKm, 4) : 0,
      sustainableRides: t.sustainable, sustainableShare: share(t.sustainable, t.rides),
      switchRoutes, switchSavedKg, switchSavedShare: Math.min(1, share(switchSavedKg, t.co2Kg)), currency: ctx.currency,
    };
  },
  async 'emissions-by-weekday'(ctx) {
    const [days, cells] = await Promise.all([groups(ctx, 'pickup_weekday'), weekdayHourCells(ctx.db, ctx.scope, ctx.filter)]);
    return {
      name: 'emissions-by-weekday', rows: onAxis(days, WEEKDAYS), currency: ctx.currency,
      cells: cells.sort((a, b) => a.weekday - b.weekday || a.hour - b.hour).map((c) => ({ ...c, co2Kg: round(c.co2Kg, 3) })),
    };
  },
  async 'emissions-by-hour'(ctx) {
    return rows('emissions-by-hour', ctx.currency, onAxis(await groups(ctx, 'pickup_hour'), HOURS));
  },
  async 'emissions-by-month'(ctx) {
    const months = monthsBetween(ctx.filter.tripDateFrom ?? ctx.filter.processedDateFrom ?? '', ctx.filter.tripDateTo ?? ctx.filter.processedDateTo ?? '');
    return rows('emissions-by-month', ctx.currency, onAxis(await groups(ctx, 'trip_month'), months));
  },
  async 'emissions-by-state'(ctx) {
    // A state is named with its country (NY of the US, ON of Canada): 'US-NY'.
    const states = await stateGroups(ctx.db, ctx.scope, ctx.filter);
    const found = states.filter((s) => s.stateCode !== '').map((s) => ({ ...s, group: `${s.countryCode}-${s.stateCode}`, durationMinutes: 0 }));
    return rows('emissions-by-state', ctx.currency, top(found, 'co2Kg', (key) => key));
  },
  async 'emissions-by-country'(ctx) {
    return rows('emissions-by-country', ctx.currency, top(await groups(ctx, 'country_code'), 'co2Kg', (code) => regionNames.of(code) ?? code));
  },
  async 'emissions-by-purpose-of-journey'(ctx) {
    const found = await groups(ctx, 'purpose_of_journey');
    const none = found.find((g) => g.group === null || g.group === '');
    const named = top(found, 'co2Kg', (purpose) => purpose);
    return rows('emissions-by-purpose-of-journey', ctx.currency, none ? [...named, rowOf('', 'No purpose given', none)] : named);
  },
};

/** One view's figures for a dashboard request; `today` (YYYY-MM-DD) anchors the default range. */
export async function dashboardView(
  db: Executor, scope: RideScope, name: DashboardName, query: DashboardQuery, currency: string, today: string,
): Promise<DashboardView> {
  const { timeRangeFrom, timeRangeTo, purpose, ...filters } = query;
  const filter = rideFilterOf({ ...filters, tripDateFrom: timeRangeFrom, tripDateTo: timeRangeTo, purposeOfJourney: purpose }, today);
  const build = VIEWS[name] as (ctx: ViewContext) => Promise<DashboardView>;
  return build({ db, scope, filter, currency });
}
