import { cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/**
 * The rides report at /reports (spec 001 §7, §5, §9; issue 13): every filter of 001 §7, held in
 * the page's query string in the 001 §7 parameter format so a link reproduces the report; the
 * rides table with sortable columns, a column chooser, virtual rows, totals and 'Load more';
 * the summary by a cost allocation type; the most frequent routes; CSV, PDF and AP exports
 * with progress; starred reports with an optional schedule.
 */
export const reportsContract = {
  tag: 'curb-reports',
  version: '0.1.0',
  summary: 'Rides report: 001 §7 filters kept in the URL, rides table with totals, summary by cost allocation, routes, CSV/PDF/AP exports, starred reports.',
  attributes: {
    view: {
      prop: 'view',
      type: 'string',
      values: ['Rides', 'Summary', 'Routes'],
      description: "The view shown first; absent: the page's ?type= parameter, else 'Rides'.",
    },
    'no-url-state': {
      prop: 'noUrlState',
      type: 'boolean',
      default: false,
      description: "Keep the filters to the element: do not read or write the page's query string (a gallery, a page showing two reports).",
    },
  },
  events: {
    'curb-report-exported': {
      detail: z.object({ format: z.enum(['csv', 'pdf', 'ap']), view: z.enum(['Rides', 'Summary']), fileName: z.string() }),
      description: 'An export finished downloading (the file was handed to the browser).',
    },
    'curb-report-starred': {
      detail: z.object({ starredReportId: z.number().int(), name: z.string() }),
      description: 'The user saved the current filters as a starred report and the server accepted it.',
    },
  },
  cssParts: {
    filters: 'The filter form.',
    views: 'The Rides / Summary / Routes tab group.',
    table: 'The table of the view shown.',
    totals: 'The totals line under the rides table.',
    toolbar: 'The export and starred report buttons.',
  },
  cssProperties: cssPropertiesOf('reports', { 'max-height': '65vh', accent: 'var(--sl-color-primary-700)' }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-reports fires. */
export type ReportsEvents = EventDetails<typeof reportsContract>;
/** The props curb-reports' component receives. */
export type ReportsProps = ContractProps<typeof reportsContract>;
