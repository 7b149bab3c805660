import { describe, expect, it } from 'vitest';
import { REPORT_DATE_RANGES, REPORT_DATE_RANGE_LABELS, reportDateRange, type ReportDateRangeKind } from './report-date-ranges.ts';

describe('report date ranges (001 §9)', () => {
  // Tuesday 24 November 2026, 10:00 in New York.
  const now = new Date('2026-11-24T15:00:00Z');
  const rows: Array<[ReportDateRangeKind, string, string]> = [
    ['next24Hours', '2026-11-24', '2026-11-25'],
    ['currentWeek', '2026-11-22', '2026-11-28'],
    ['lastWeek', '2026-11-15', '2026-11-21'],
    ['currentMonth', '2026-11-01', '2026-11-30'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
    ['currentQuarter', '2026-10-01', '2026-12-31'],
    ['lastQuarter', '2026-07-01', '2026-09-30'],
    ['currentYear', '2026-01-01', '2026-12-31'],
    ['lastYear', '2025-01-01', '2025-12-31'],
    ['yearToDate', '2026-01-01', '2026-11-24'],
    ['last7Days', '2026-11-17', '2026-11-24'],
    ['last30Days', '2026-10-25', '2026-11-24'],
    ['nextWeek', '2026-11-29', '2026-12-05'],
    ['nextMonth', '2026-12-01', '2026-12-31'],
    ['nextYear', '2027-01-01', '2027-12-31'],
    ['next7Days', '2026-11-24', '2026-12-01'],
    ['next30Days', '2026-11-24', '2026-12-24'],
    ['dateToEndOfYear', '2026-11-24', '2026-12-31'],
  ];

  it.each(rows)('%s runs from %s to %s', (kind, from, to) => {
    expect(reportDateRange(kind, now)).toEqual({ from, to });
  });

  it('offers every range of the spec and custom, each with a label', () => {
    expect(REPORT_DATE_RANGES).toEqual([...rows.map(([kind]) => kind).slice(0, 12), ...rows.map(([kind]) => kind).slice(12), 'custom']);
    expect(REPORT_DATE_RANGES.every((kind) => REPORT_DATE_RANGE_LABELS[kind].length > 0)).toBe(true);
    expect(reportDateRange('custom', now)).toBeNull();
  });

  it("starts weeks on the user's startCalendarWeekOn, in New York's calendar", () => {
    expect(reportDateRange('currentWeek', now, 'Monday')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(reportDateRange('lastWeek', now, 'Saturday')).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    // 02:00 UTC on 1 December is still 30 November in New York.
    expect(reportDateRange('currentMonth', new Date('2026-12-01T02:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
