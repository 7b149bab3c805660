import type { DashboardQuery, WeekStart } from '@curbside/contracts';
import type { ReportDateRangeKind } from '../reports/report-date-ranges.ts';
import { parseReportUrl, reportQueryOf, withDefaultRange, type ReportUrlFilters, type ReportUrlWarn } from '../reports/report-url.ts';

/**
 * The dashboard's filters are the report's (001 §7 'Report filter URL parameters'), so
 * /reports?type=Dashboard lands on /dashboard with them (001 §2) and a dashboard link carries
 * them the same way: the trip dates are its time range, purposeOfJourney its purpose.
 */

/** 001 §9 'Quick ranges elsewhere': the dashboard's quick ranges, then 'custom' (dates typed in). */
export const DASHBOARD_QUICK_RANGES = ['currentWeek', 'lastWeek', 'currentMonth', 'lastMonth', 'last30Days', 'custom'] as const satisfies readonly ReportDateRangeKind[];

/** The filters of a dashboard URL ('?tripDates=...'), the default range (last 30 days to today) when none is named. */
export function dashboardFiltersOf(search: string, now: Date | number, weekStart: WeekStart = 'Sunday', warn?: ReportUrlWarn): ReportUrlFilters {
  return withDefaultRange(parseReportUrl(search, warn), now, weekStart);
}

type DashboardQueryText = { [K in keyof DashboardQuery]?: string | number | boolean };

/**
 * GET /reports/dashboard/{name}'s query for the filters (001 §7: timeRangeFrom, timeRangeTo,
 * country, purpose and the extra filters, lists comma-joined). The view, grouping and the
 * processed dates of the report do not narrow the dashboard.
 */
export function dashboardQueryOf(filters: ReportUrlFilters): DashboardQueryText {
  const { type: _type, groupBy: _groupBy, tripDateFrom, tripDateTo, purposeOfJourney, processedDateFrom: _from, processedDateTo: _to, ...rest } = reportQueryOf(filters);
  const query: DashboardQueryText = { ...rest };
  if (tripDateFrom !== undefined) query.timeRangeFrom = String(tripDateFrom);
  if (tripDateTo !== undefined) query.timeRangeTo = String(tripDateTo);
  if (purposeOfJourney !== undefined) query.purpose = Number(purposeOfJourney);
  return query;
}
