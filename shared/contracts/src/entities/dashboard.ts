import { z } from 'zod';
import { fields } from '../fields.ts';
import { ReportQuerySchema } from './reports.ts';

// spec 001 §7 Dashboard: GET /reports/dashboard/{name} with timeRangeFrom, timeRangeTo, country,
// purpose and extra filters (issue 14). The answers' shapes are not shown in the spec: designed,
// one per name, told apart by `name`. Distances are km and CO2 kg on the wire; the portal shows
// them in the user's units (001 §9). Money is in the firm's currency, named by `currency`.

/**
 * The dashboard's filters: the time range, country, purpose, and the report filters of 001 §7
 * that narrow a set of rides (employees, car provider, cost allocations, billable, ...).
 */
export const DashboardQuerySchema = ReportQuerySchema.omit({
  offset: true, count: true, type: true, sortBy: true, sortDirection: true, groupBy: true, purposeOfJourney: true,
  tripDateFrom: true, tripDateTo: true,
}).extend({
  /** ISO dates, inclusive; without them the last 30 days to today (001 §9 default report range). */
  ...fields(['timeRangeFrom', 'timeRangeTo'], z.string().optional()),
  /** The firm's purpose of journey id. */
  purpose: z.coerce.number().int().min(0).optional(),
});
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;

const count = z.number().int().min(0);

/** What a set of rides adds up to. */
const rideFigures = {
  rides: count,
  totalCost: z.number(),
  distanceKm: z.number(),
  co2Kg: z.number(),
};

/** One bar, slice or table row of a view: a group of rides (a service, an hour, a country ...). */
export const DashboardRowSchema = z.object({
  /** What the group is (an hour '0'..'23', a month '2026-03', a country code, 'US-NY' ...). */
  key: z.string(),
  /** How the group is named to a reader. */
  label: z.string(),
  ...rideFigures,
});
export type DashboardRow = z.infer<typeof DashboardRowSchema>;

/** One cell of the weekday x hour heat map (weekday 0 Sunday .. 6 Saturday). */
export const DashboardCellSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  rides: count,
  co2Kg: z.number(),
});
export type DashboardCell = z.infer<typeof DashboardCellSchema>;

/** A frequent route and what a sustainable (electric) service would have saved on it. */
export const DashboardSwitchRouteSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Its rides not already with a sustainable service. */
  rides: count,
  distanceKm: z.number(),
  co2Kg: z.number(),
  /** What the same rides emit in a sustainable service, and the difference. */
  sustainableCo2Kg: z.number(),
  savedKg: z.number(),
});
export type DashboardSwitchRoute = z.infer<typeof DashboardSwitchRouteSchema>;

const view = <N extends string, S extends z.ZodRawShape>(name: N, shape: S) => z.object({ name: z.literal(name), ...shape });
const rowsView = <N extends string>(name: N) => view(name, { rows: z.array(DashboardRowSchema), currency: z.string() });

export const DashboardSummarySchema = view('summary', {
  ...rideFigures,
  averageCost: z.number(),
  /** Distinct passengers. */
  passengers: count,
  currency: z.string(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

export const DashboardMetricsSchema = view('metrics', {
  ...fields(['completed', 'canceled', 'declined'], count),
  ...fields(['averageDistanceKm', 'averageDurationMinutes', 'averageCo2Kg', 'averageCost'], z.number()),
  /** Shares of the rides (0..1). */
  ...fields(['airportShare', 'billableShare', 'premiumShare', 'directBillShare', 'bookedByAgencyShare'], z.number().min(0).max(1)),
  currency: z.string(),
});
export type DashboardMetrics = z.infer<typeof DashboardMetricsSchema>;

export const DashboardSustainabilitySchema = view('sustainability', {
  ...rideFigures,
  /** kg CO2e per km over the rides that have a distance. */
  co2PerKm: z.number(),
  /** Rides with a sustainable (electric) service, and their share (0..1). */
  sustainableRides: count,
  sustainableShare: z.number().min(0).max(1),
  /** The firm's most frequent routes (most rides first) and what switching them would have saved. */
  switchRoutes: z.array(DashboardSwitchRouteSchema),
  switchSavedKg: z.number(),
  /** switchSavedKg as a share of all the rides' CO2 (0..1). */
  switchSavedShare: z.number().min(0).max(1),
  currency: z.string(),
});
export type DashboardSustainability = z.infer<typeof DashboardSustainabilitySchema>;

export const DashboardWeekdaySchema = view('emissions-by-weekday', {
  /** Sunday (key '0') to Saturday. */
  rows: z.array(DashboardRowSchema),
  cells: z.array(DashboardCellSchema),
  currency: z.string(),
});
export type DashboardWeekday = z.infer<typeof DashboardWeekdaySchema>;

/** GET /reports/dashboard/{name}: the view's figures, its `name` telling the shape. */
export const DashboardViewSchema = z.discriminatedUnion('name', [
  DashboardSummarySchema,
  DashboardMetricsSchema,
  rowsView('hourly-distribution'),
  rowsView('top-employees'),
  rowsView('rides-by-service'),
  rowsView('top-airports'),
  DashboardSustainabilitySchema,
  DashboardWeekdaySchema,
  rowsView('emissions-by-hour'),
  rowsView('emissions-by-month'),
  rowsView('emissions-by-state'),
  rowsView('emissions-by-country'),
  rowsView('emissions-by-purpose-of-journey'),
]);
export type DashboardView = z.infer<typeof DashboardViewSchema>;
export type DashboardViewOf<N extends DashboardView['name']> = Extract<DashboardView, { name: N }>;
