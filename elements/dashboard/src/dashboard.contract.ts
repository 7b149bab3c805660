import { cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/** 001 §9 'Quick ranges elsewhere' (shared/domain DASHBOARD_QUICK_RANGES), without 'custom'. */
const RANGES = ['currentWeek', 'lastWeek', 'currentMonth', 'lastMonth', 'last30Days'] as const;

/**
 * The sustainability and usage dashboard at /dashboard (spec 001 §7 Dashboard, §9; 000 §2; issue
 * 14): the 13 views of GET /reports/dashboard/{name} as KPI cards, bars, lines and a weekday x
 * hour heat map, each with a table of its numbers for screen readers, and what switching the
 * firm's most frequent routes to an electric service would have saved. Filters (time range,
 * country, purpose and the report's extra filters) live in the page's query string like the
 * reports', so /reports?type=Dashboard lands here with them. Distances and CO2 follow the
 * user's units live; charts follow light and dark mode and resize with their box.
 */
export const dashboardContract = {
  tag: 'curb-dashboard',
  version: '0.1.0',
  summary: 'Sustainability and usage dashboard: the 13 views of 001 §7 in charts with tables, filters in the URL, units per the user.',
  attributes: {
    range: {
      prop: 'range',
      type: 'string',
      values: RANGES,
      description: "The quick range shown when the page's query string names no dates; absent: the last 30 days (001 §9).",
    },
    'no-url-state': {
      prop: 'noUrlState',
      type: 'boolean',
      default: false,
      description: "Keep the filters to the element: do not read or write the page's query string.",
    },
  },
  events: {
    'curb-dashboard-filtered': {
      detail: z.object({ timeRangeFrom: z.string(), timeRangeTo: z.string(), query: z.string() }),
      description: "The user changed a filter: the new time range and the filters as the report URL's query string (without '?').",
    },
  },
  cssParts: {
    filters: 'The filter form.',
    views: 'The grid of views.',
    view: 'One view (its title, figures, chart and table).',
    chart: "A view's chart.",
  },
  cssProperties: cssPropertiesOf('dashboard', {
    accent: { default: 'var(--sl-color-primary-600)', description: 'The colour of bars and lines.' },
  }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-dashboard fires. */
export type DashboardEvents = EventDetails<typeof dashboardContract>;
/** The props curb-dashboard's component receives. */
export type DashboardProps = ContractProps<typeof dashboardContract>;
