import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/query-core';
import { endpoints, type DashboardQuery, type WeekStart } from '@curbside/contracts';
import {
  buildReportUrl, dashboardQueryOf, isReportDateRangeKind, reportAllocationTypes, reportDateRange, type ReportUrlFilters,
} from '@curbside/domain';
import { useApi, useCall, useDebouncedValue, useEmit, useHistoryAllocationCodes, useSession, useSessionLoad } from '@curbside/ui';
import { DashboardFilters } from './DashboardFilters.tsx';
import { DASHBOARD_VIEWS, figureFormat, viewFigures, type DashboardViewName, type FigureFormat } from './dashboard-figures.ts';
import type { DashboardEvents, DashboardProps } from './dashboard.contract.ts';
import { initialDashboardFilters, replaceUrlFilters } from './dashboard-url.ts';
import { ViewCard } from './ViewCard.tsx';

/** The filters to open with: the URL's (or none), the `range` attribute when they name no dates. */
function openingFilters(useUrl: boolean, range: string | undefined, weekStart: WeekStart): ReportUrlFilters {
  const filters = initialDashboardFilters(useUrl, weekStart);
  const named = useUrl && typeof location !== 'undefined' && /[?&](tripDates|tripDatesGroup)=/.test(location.search);
  if (named || !isReportDateRangeKind(range)) return filters;
  return { ...filters, tripDatesGroup: range, tripDates: reportDateRange(range, Date.now(), weekStart) ?? filters.tripDates };
}

/** One view: its call (cached under the contract's key), its figures in the user's units. */
function DashboardViewSlot({ name, title, query, format, enabled }: {
  name: DashboardViewName; title: string; query: DashboardQuery; format: FigureFormat; enabled: boolean;
}) {
  const answer = useCall(endpoints.reports.dashboard, { params: { name }, query }, {
    enabled, placeholderData: keepPreviousData, retry: false, staleTime: 60_000,
  });
  const figures = useMemo(() => (answer.data ? viewFigures(answer.data, format) : null), [answer.data, format]);
  return <ViewCard name={name} title={title} figures={figures} loading={answer.isFetching} failed={answer.isError && !answer.data} />;
}

/**
 * <curb-dashboard>: the sustainability and usage dashboard (spec 001 §7 Dashboard; issue 14).
 * The filters are the page's query string in the report's parameters; every view asks the
 * server for its own aggregation and redraws when the filters settle; units and money follow
 * the session's preferences, so saving miles in the account dialog redraws the figures at once.
 */
export function Dashboard({ range, noUrlState }: DashboardProps) {
  const api = useApi();
  const emit = useEmit<DashboardEvents>();
  useSessionLoad(api);
  const settings = useSession((s) => s.userData?.settings ?? null);
  const signedIn = useSession((s) => s.userData !== null);
  const firm = useSession((s) => s.firm);
  const countries = useSession((s) => s.countries);
  const weekStart = settings?.startCalendarWeekOn ?? 'Sunday';

  const [filters, setFilters] = useState<ReportUrlFilters>(() => openingFilters(!noUrlState, range, weekStart));
  const applied = useDebouncedValue(filters, 300);
  useEffect(() => {
    if (!noUrlState) replaceUrlFilters(applied);
  }, [applied, noUrlState]);
  useEffect(() => {
    if (isReportDateRangeKind(range)) setFilters((f) => ({ ...f, tripDatesGroup: range, tripDates: reportDateRange(range, Date.now(), weekStart) ?? f.tripDates }));
  }, [range, weekStart]);

  const carProviders = useCall(endpoints.account.carProviders, {}, { enabled: signedIn, retry: false, staleTime: 5 * 60_000 });
  const format = useMemo(() => figureFormat(settings?.distanceUnits ?? 'Metric', countries), [settings?.distanceUnits, countries]);
  const query = useMemo(() => dashboardQueryOf(applied) as DashboardQuery, [applied]);
  const allocationTypes = useMemo(() => (firm ? reportAllocationTypes(firm) : []), [firm]);
  const loadCodes = useHistoryAllocationCodes(filters);

  const change = (next: ReportUrlFilters) => {
    setFilters(next);
    emit('curb-dashboard-filtered', {
      timeRangeFrom: next.tripDates?.from ?? '', timeRangeTo: next.tripDates?.to ?? '', query: buildReportUrl(next),
    });
  };

  return (
    <div className="dashboard">
      <h2 className="dashboard-title">Dashboard</h2>
      <DashboardFilters
        value={filters}
        onChange={change}
        countries={countries}
        purposes={firm?.purposeOfJourney ?? []}
        carProviders={carProviders.data ?? []}
        allocationTypes={allocationTypes}
        loadCodes={loadCodes}
        weekStart={weekStart}
      />
      <div className="views" part="views">
        {DASHBOARD_VIEWS.map((v) => (
          <DashboardViewSlot key={v.name} name={v.name} title={v.title} query={query} format={format} enabled={signedIn} />
        ))}
      </div>
    </div>
  );
}
