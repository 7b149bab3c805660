import { useEffect, useMemo, useState } from 'react';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { downloadFile } from '@curbside/api';
import { endpointKey, endpoints, queryKey, type ExportFormat, type QueryOf, type StarredReport } from '@curbside/contracts';
import {
  buildReportUrl, errorText, parseReportUrl, reportAllocationTypes, reportQueryOf, reportRequestOf, summaryGroupBy, withDefaultRange,
  type ReportUrlFilters, type ReportView,
} from '@curbside/domain';
import { connectSessionToApi, loadSession } from '@curbside/state';
import {
  confirm, queryClient, sessionStore, showToast, useApi, useCall, useDebouncedValue, useEmit, useFailureToast, useHistoryAllocationCodes, useSession,
  type SortState,
} from '@curbside/ui';
import { ExportMenu } from './ExportMenu.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { saveFile, type ExportProgress } from './report-export.ts';
import { reportFormat } from './report-format.ts';
import { initialFilters, parseView, writeUrlFilters } from './report-url-state.ts';
import type { ReportsEvents, ReportsProps } from './reports.contract.ts';
import { RidesTable, rideSortQuery } from './RidesTable.tsx';
import { StarDialog, type StarRequest } from './StarDialog.tsx';
import { StarredReports } from './StarredReports.tsx';
import { RoutesTable, SummaryView } from './SummaryView.tsx';

/** Rides per page; 'Load more' adds a page (the server answers up to 10,000 at once). */
const RIDES_PAGE = 500;
const RIDES_MAX = 10_000;
/** The server's own order, shown on the table: newest trip first. */
const NEWEST_FIRST: SortState = { columnId: 'pickup', direction: 'descending' };
const VIEWS: ReadonlyArray<{ id: ReportView; label: string }> = [
  { id: 'Rides', label: 'Rides' }, { id: 'Summary', label: 'Summary' }, { id: 'Routes', label: 'Routes' },
];
const STARRED_KEY = queryKey(endpoints.reports.starredReports);
const REPORT_KEYS = [endpoints.reports.rides, endpoints.reports.summary, endpoints.reports.routes, endpoints.reports.starredReports].map((e) => endpointKey(e));
type ReportQueryInput = QueryOf<typeof endpoints.reports.rides>;

/**
 * <curb-reports>: the rides report at /reports (spec 001 §7; issue 13). The filters are the
 * page's query string (001 §7 format, 001 §5 parsing): every change is written back, so a
 * reload or a link shows the same report. Views: Rides (GET /reports), Summary by a cost
 * allocation type (GET /reports/summary) and Routes (GET /reports/routes); exports with
 * progress; starred reports.
 */
export function Reports({ view, noUrlState }: ReportsProps) {
  const api = useApi();
  const emit = useEmit<ReportsEvents>();
  const settings = useSession((s) => s.userData?.settings ?? null);
  const firm = useSession((s) => s.firm);
  const countries = useSession((s) => s.countries);
  const signedIn = useSession((s) => s.userData !== null);
  const weekStart = settings?.startCalendarWeekOn ?? 'Sunday';

  const [filters, setFilters] = useState<ReportUrlFilters>(() => initialFilters(!noUrlState, view, weekStart));
  const applied = useDebouncedValue(filters, 300);
  const [limit, setLimit] = useState(RIDES_PAGE);
  const [sort, setSort] = useState<SortState | null>(NEWEST_FIRST);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [starring, setStarring] = useState(false);

  // Leaving the page drops the cached reports (their observers are gone by the next tick): the
  // next visit starts from the server, with the ride history as it is then.
  useEffect(() => () => {
    setTimeout(() => REPORT_KEYS.forEach((key) => queryClient.removeQueries({ queryKey: key, type: 'inactive' })), 0);
  }, []);

  useEffect(() => {
    connectSessionToApi(api);
    if (!sessionStore.getState().userData) void loadSession(api);
  }, [api]);

  useEffect(() => {
    const chosen = parseView(view);
    if (chosen) setFilters((f) => ({ ...f, type: chosen }));
  }, [view]);

  // The URL is the state (001 §7): written once the typing settles.
  useEffect(() => {
    if (!noUrlState) writeUrlFilters(applied);
  }, [applied, noUrlState]);
  useEffect(() => setLimit(RIDES_PAGE), [applied]);

  const allocationTypes = useMemo(() => (firm ? reportAllocationTypes(firm) : []), [firm]);
  const groupBy = summaryGroupBy(applied.groupBy, allocationTypes);
  const format = useMemo(() => reportFormat(settings, countries), [settings, countries]);
  const query = reportQueryOf(applied) as ReportQueryInput;

  const rides = useCall(
    endpoints.reports.rides,
    { query: { ...query, ...rideSortQuery(sort), offset: 0, count: limit } },
    { enabled: signedIn && applied.type === 'Rides', placeholderData: keepPreviousData, retry: false, staleTime: 30_000 },
  );
  useFailureToast(rides);
  const summary = useCall(
    endpoints.reports.summary,
    { query: { ...query, groupBy: groupBy ?? undefined } },
    { enabled: signedIn && applied.type === 'Summary' && groupBy !== null, placeholderData: keepPreviousData, retry: false, staleTime: 30_000 },
  );
  useFailureToast(summary);
  const routes = useCall(endpoints.reports.routes, { query }, {
    enabled: signedIn && applied.type === 'Routes', placeholderData: keepPreviousData, retry: false, staleTime: 30_000,
  });
  useFailureToast(routes);
  const starred = useCall(endpoints.reports.starredReports, {}, { enabled: signedIn, retry: false });
  useFailureToast(starred);
  const carProviders = useCall(endpoints.account.carProviders, {}, { enabled: signedIn, retry: false, staleTime: 5 * 60_000 });

  const set = (next: ReportUrlFilters) => setFilters(next);

  /** The codes of a type the history holds over the shown dates, for the cost allocation filter. */
  const loadCodes = useHistoryAllocationCodes(filters);

  const runExport = async (exportFormat: ExportFormat) => {
    const exportView = applied.type === 'Summary' ? 'Summary' : 'Rides';
    setProgress({ format: exportFormat, received: 0, total: null });
    try {
      const body = { filters: reportRequestOf({ ...applied, groupBy }), format: exportFormat };
      const endpoint = exportView === 'Summary' ? endpoints.reports.summaryCsv : endpoints.reports.ridesCsv;
      const file = await downloadFile(api, endpoint, { body }, {
        onProgress: (received, total) => setProgress({ format: exportFormat, received, total }),
        fallbackName: `${exportView.toLowerCase()}-report.${exportFormat === 'ap' ? 'txt' : exportFormat}`,
      });
      saveFile(file.blob, file.fileName);
      emit('curb-report-exported', { format: exportFormat, view: exportView, fileName: file.fileName });
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setProgress(null);
    }
  };

  const star = async (request: StarRequest): Promise<boolean> => {
    try {
      const saved = await api.call(endpoints.reports.starReport, {
        body: { name: request.name, type: applied.type, query: buildReportUrl(applied), schedule: request.schedule, format: request.format },
      });
      queryClient.setQueryData<StarredReport[]>(STARRED_KEY, (list) => [...(list ?? []), saved]);
      showToast('Report starred', 'success');
      emit('curb-report-starred', { starredReportId: saved.starredReportId, name: saved.name });
      return true;
    } catch (error) {
      showToast(errorText(error), 'danger');
      return false;
    }
  };

  const apply = (report: StarredReport) => {
    const next = withDefaultRange({ ...parseReportUrl(report.query), type: parseView(report.type) ?? 'Rides' }, Date.now(), weekStart);
    setFilters(next);
    showToast(`Showing ${report.name}`, 'success');
  };

  const remove = async (report: StarredReport) => {
    if (!(await confirm(`Delete the starred report ${report.name}?`, { confirmLabel: 'Delete', danger: true }))) return;
    try {
      await api.call(endpoints.reports.unstarReport, { params: { id: report.starredReportId } });
      queryClient.setQueryData<StarredReport[]>(STARRED_KEY, (list) => list?.filter((r) => r.starredReportId !== report.starredReportId));
      showToast('Starred report deleted', 'success');
    } catch (error) {
      showToast(errorText(error), 'danger');
    }
  };

  const loading = (q: { isPending: boolean; isError: boolean }) => !signedIn || (q.isPending && !q.isError);

  return (
    <div className="reports">
      <div className="reports-toolbar" part="toolbar">
        <h2 className="reports-title">Reports</h2>
        <StarredReports reports={starred.data ?? []} onApply={apply} onDelete={(r) => void remove(r)} onStar={() => setStarring(true)} />
        <ExportMenu formats={applied.type === 'Summary' ? ['csv'] : applied.type === 'Rides' ? ['csv', 'pdf', 'ap'] : []} progress={progress} onExport={(f) => void runExport(f)} />
      </div>
      <ReportFilters
        value={filters}
        onChange={set}
        allocationTypes={allocationTypes}
        carProviders={carProviders.data ?? []}
        purposes={firm?.purposeOfJourney ?? []}
        countries={countries}
        loadCodes={loadCodes}
        weekStart={weekStart}
      />
      <SlTabGroup
        className="views"
        part="views"
        onSlTabShow={(event) => {
          const next = parseView(event.detail.name);
          if (next) setFilters((f) => ({ ...f, type: next }));
        }}
      >
        {VIEWS.map((v) => <SlTab key={v.id} slot="nav" panel={v.id} active={filters.type === v.id}>{v.label}</SlTab>)}
        {VIEWS.map((v) => (
          <SlTabPanel key={v.id} name={v.id} active={filters.type === v.id}>
            {applied.type !== v.id ? null : v.id === 'Rides' ? (
              <RidesTable
                page={rides.data}
                loading={loading(rides)}
                loadingMore={rides.isFetching && rides.isPlaceholderData}
                format={format}
                allocationTypes={allocationTypes}
                sort={sort}
                onSort={(next) => {
                  setSort(next);
                  setLimit(RIDES_PAGE);
                }}
                onMore={() => setLimit((n) => Math.min(RIDES_MAX, n + RIDES_PAGE))}
              />
            ) : v.id === 'Summary' ? (
              <SummaryView
                rows={summary.data}
                loading={loading(summary)}
                format={format}
                allocationTypes={allocationTypes}
                groupBy={groupBy}
                onGroupBy={(type) => setFilters((f) => ({ ...f, groupBy: type }))}
              />
            ) : (
              <RoutesTable rows={routes.data} loading={loading(routes)} format={format} />
            )}
          </SlTabPanel>
        ))}
      </SlTabGroup>
      <StarDialog open={starring} onClose={() => setStarring(false)} onSave={star} />
    </div>
  );
}
