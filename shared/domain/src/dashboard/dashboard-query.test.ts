import { DashboardQuerySchema } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardFiltersOf, dashboardQueryOf } from './dashboard-query.ts';

// 2026-03-18 at noon in New York (001 §9 week calculations use America/New_York).
const NOW = Date.parse('2026-03-18T16:00:00Z');

describe('the dashboard query of its URL (001 §7 Dashboard; 001 §2 /reports?type=Dashboard)', () => {
  it.each([
    {
      rule: 'no dates: last 30 days to today (001 §9)', search: '',
      query: { timeRangeFrom: '2026-02-16', timeRangeTo: '2026-03-18', country: '0' },
    },
    {
      rule: 'a quick range named without dates gets them', search: '?tripDatesGroup=lastMonth',
      query: { timeRangeFrom: '2026-02-01', timeRangeTo: '2026-02-28', country: '0' },
    },
    {
      rule: 'the redirect from /reports: type Rides, country, purpose, cost centers and employees',
      search: '?type=Rides&tripDates=2026-01-01,2026-01-31&country=gb&purposeOfJourney=4&costAllocations=Cost Center:CC-100|CC-200&employees=3:Ava Employee',
      query: {
        timeRangeFrom: '2026-01-01', timeRangeTo: '2026-01-31', country: 'GB', purpose: 4, costCenters: 'CC-100,CC-200', employeeIds: '3',
      },
    },
    {
      rule: 'the extra filters pass as the reports send them', search: '?tripDates=2026-03-01,2026-03-02&billable=false&ridesOver300=true&carProvider=Metro Black Car',
      query: { timeRangeFrom: '2026-03-01', timeRangeTo: '2026-03-02', country: '0', billable: false, ridesOver300: true, carProvider: 'Metro Black Car' },
    },
  ])('$rule', ({ search, query }) => {
    const built = dashboardQueryOf(dashboardFiltersOf(search, NOW));
    expect(built).toEqual(query);
    expect(DashboardQuerySchema.safeParse(built).success).toBe(true);
  });
});
