import { ReportUrlParamsSchema, type WeekStart } from '@curbside/contracts';
import {
  EMPTY_REPORT_FILTERS, buildReportUrl, dashboardFiltersOf, withDefaultRange, type ReportUrlFilters,
} from '@curbside/domain';

/** The dashboard's filters from the page's query string (001 §7 report parameters), or the default range alone. */
export function initialDashboardFilters(useUrl: boolean, weekStart: WeekStart, now = Date.now()): ReportUrlFilters {
  if (useUrl && typeof location !== 'undefined') return dashboardFiltersOf(location.search, now, weekStart);
  return withDefaultRange(EMPTY_REPORT_FILTERS, now, weekStart);
}

/**
 * The page's query string with the dashboard's filters in the report's parameters (so a link
 * to it, or back to /reports, carries them), the rest of the query kept. History's own
 * replaceState, past the portal router's patch: a filter change is not a navigation.
 */
export function replaceUrlFilters(filters: ReportUrlFilters): void {
  const reportKeys = new Set(Object.keys(ReportUrlParamsSchema.shape));
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => !reportKeys.has(key));
  const query = new URLSearchParams([...kept, ...new URLSearchParams(buildReportUrl({ ...filters, type: 'Rides' }))]).toString();
  const next = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  if (next !== `${location.pathname}${location.search}${location.hash}`) History.prototype.replaceState.call(history, history.state, '', next);
}

/** The report filters a link brought beyond what the dashboard's own controls set (passenger, voucher, numbers, ...), by label. */
export function otherFilterLabels(f: ReportUrlFilters): string[] {
  const labels: Array<[boolean, string]> = [
    [f.passenger.trim() !== '', `Passenger: ${f.passenger}`],
    [f.voucher.trim() !== '', `Voucher: ${f.voucher}`],
    [f.invoiceNumber.trim() !== '', `Invoice number: ${f.invoiceNumber}`],
    [f.specificCarCompany.trim() !== '', `Car company: ${f.specificCarCompany}`],
    [f.identifierNumber.trim() !== '', `Number: ${f.identifierNumber}`],
    [f.rideStatistics, 'Completed rides only'],
    [f.firmInvoiceId !== null, `Firm invoice ${f.firmInvoiceId ?? ''}`],
  ];
  return labels.filter(([on]) => on).map(([, label]) => label);
}

/** The filters without those other report filters (the dashboard's own controls and range stay). */
export function withoutOtherFilters(f: ReportUrlFilters): ReportUrlFilters {
  return {
    ...f, passenger: '', voucher: '', invoiceNumber: '', specificCarCompany: '', identifierNumber: '',
    identifierNumberType: null, rideStatistics: false, firmInvoiceId: null,
  };
}
