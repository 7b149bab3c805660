import { ReportUrlParamsSchema, type WeekStart } from '@curbside/contracts';
import { EMPTY_REPORT_FILTERS, buildReportUrl, parseReportUrl, withDefaultRange, type ReportUrlFilters, type ReportView } from '@curbside/domain';

/** The view an attribute names, when it names one. */
export function parseView(value: string | null | undefined): ReportView | null {
  return value === 'Rides' || value === 'Summary' || value === 'Routes' ? value : null;
}

/**
 * The filters the report opens with: the page's query string (001 §7 parameters, read by the
 * 001 §5 rules) unless the element keeps its state to itself, the `view` attribute over the
 * URL's type, and the default range when no dates are named (001 §9).
 */
export function initialFilters(useUrl: boolean, view: string | undefined, weekStart: WeekStart, now = Date.now()): ReportUrlFilters {
  const parsed = useUrl && typeof location !== 'undefined' ? parseReportUrl(location.search) : EMPTY_REPORT_FILTERS;
  return withDefaultRange({ ...parsed, type: parseView(view) ?? parsed.type }, now, weekStart);
}

/**
 * Writes the filters into the page's query string, keeping the path and hash and whatever
 * else the query holds. It calls History's own replaceState, past the router's patch: a
 * filter change is not a navigation (the portal's router would unmount and remount the
 * page for every keystroke), and the URL must still change so a reload or a link reproduces
 * the report.
 */
export function writeUrlFilters(filters: ReportUrlFilters): void {
  const params = new URLSearchParams(location.search);
  for (const key of Object.keys(ReportUrlParamsSchema.shape)) params.delete(key);
  for (const [key, value] of new URLSearchParams(buildReportUrl(filters))) params.set(key, value);
  const query = params.toString();
  const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  if (url !== `${location.pathname}${location.search}${location.hash}`) History.prototype.replaceState.call(history, history.state, '', url);
}
