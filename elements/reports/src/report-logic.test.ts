import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT_FILTERS } from '@curbside/domain';
import { progressText } from './report-export.ts';
import { activeFilterCount, clearedFilters } from './report-filters.ts';
import { co2Text, distanceText, durationText, money, pickupText, reportFormat } from './report-format.ts';

const countries = [{ name: 'United States', iso2: 'US', currency: { code: 'USD', name: 'US Dollar', symbol: 36 } }];

describe('report formats (000 §3, 001 §9)', () => {
  const us = reportFormat({ dateFormat: 'US', timeFormat: '12Hours', distanceUnits: 'English' }, countries);
  const metric = reportFormat({ dateFormat: 'GB', timeFormat: '24Hours', distanceUnits: 'Metric' }, countries);

  it.each([
    ['pickup, US 12-hour', pickupText(us, '2026-03-02T21:05:00'), '03/02/2026 9:05 PM'],
    ['pickup, GB 24-hour', pickupText(metric, '2026-03-02T21:05:00'), '02/03/2026 21:05'],
    ['distance in miles', distanceText(us, 16.0934), '10 mi'],
    ['distance in km', distanceText(metric, 16.04), '16 km'],
    ['CO2 in lb', co2Text(us, 2.5), '5.5 lb'],
    ['CO2 in kg', co2Text(metric, 2.54), '2.5 kg'],
    ['money with its symbol', money(us, 42.5, 'USD'), '$ 42.50 (USD)'],
    ['money without a known symbol', money(us, 42.5, 'EUR'), '42.50 (EUR)'],
    ['zero money shows empty', money(us, 0, 'USD'), ''],
    ['duration over an hour', durationText(95), '1 h 35 min'],
  ])('%s', (_name, shown, expected) => expect(shown).toBe(expected));
});

describe('report filters in the form', () => {
  it('counts the filters that narrow the report, not the view, grouping or dates', () => {
    expect(activeFilterCount({ ...EMPTY_REPORT_FILTERS, type: 'Summary', groupBy: 'Department', tripDatesGroup: 'lastMonth' })).toBe(0);
    expect(activeFilterCount({
      ...EMPTY_REPORT_FILTERS, passenger: 'Ava', country: 'GB', billable: false, ridesOver300: true, costAllocations: { 'Cost Center': ['CC-1'] },
    })).toBe(5);
  });

  it('clears every filter but keeps the view, grouping and dates', () => {
    const dates = { tripDates: { from: '2026-01-01', to: '2026-01-31' }, tripDatesGroup: 'custom' as const };
    expect(clearedFilters({ ...EMPTY_REPORT_FILTERS, ...dates, type: 'Routes', passenger: 'Ava', country: 'GB' }))
      .toEqual({ ...EMPTY_REPORT_FILTERS, ...dates, type: 'Routes' });
  });

  it('says how far an export has come', () => {
    expect(progressText({ format: 'csv', received: 0, total: null })).toBe('Preparing the CSV export…');
    expect(progressText({ format: 'pdf', received: 1_572_864, total: null })).toBe('Downloading the PDF export: 1.5 MB');
    expect(progressText({ format: 'ap', received: 512, total: 2048 })).toBe('Downloading the AP file export: 25% of 2 KB');
  });
});
