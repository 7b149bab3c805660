import type { DashboardView } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { figureFormat, viewFigures } from './dashboard-figures.ts';

const countries = [{ currency: { code: 'USD', name: 'US dollar', symbol: 36 } }];
const summary: DashboardView = { name: 'summary', rides: 1234, totalCost: 425, averageCost: 106.25, distanceKm: 160.934, co2Kg: 100, passengers: 3, currency: 'USD' };
const month: DashboardView = {
  name: 'emissions-by-month', currency: 'USD',
  rows: [{ key: '2026-03', label: 'Mar 2026', rides: 3, totalCost: 310, distanceKm: 40, co2Kg: 6.5 }, { key: '2026-04', label: 'Apr 2026', rides: 0, totalCost: 0, distanceKm: 0, co2Kg: 0 }],
};

describe('dashboard figures in the user\'s units (001 §9: 1 mile is 1.60934 km, 1 kg is 2.20462 lb, 1 decimal)', () => {
  it.each([
    { units: 'Metric', distance: '160.9 km', co2: '100 kg' },
    { units: 'English', distance: '100 mi', co2: '220.5 lb' },
  ] as const)('summary cards in $units: $distance, $co2, money as symbol amount (CURRENCY)', ({ units, distance, co2 }) => {
    const { kpis, empty } = viewFigures(summary, figureFormat(units, countries));
    expect(kpis).toEqual([
      { label: 'Rides', value: '1,234' }, { label: 'Total spend', value: '$ 425.00 (USD)' }, { label: 'Average per ride', value: '$ 106.25 (USD)' },
      { label: 'Distance', value: distance }, { label: 'CO2', value: co2 }, { label: 'Passengers', value: '3' },
    ]);
    expect(empty).toBe(false);
  });

  it.each([
    { units: 'Metric', series: 'CO2 (kg)', values: [6.5, 0], row: ['Mar 2026', '3', '40', '6.5', '$ 310.00 (USD)'] },
    { units: 'English', series: 'CO2 (lb)', values: [14.3, 0], row: ['Mar 2026', '3', '24.9', '14.3', '$ 310.00 (USD)'] },
  ] as const)('a chart and its table in $units', ({ units, series, values, row }) => {
    const { chart, table } = viewFigures(month, figureFormat(units, countries));
    expect(chart).toMatchObject({ kind: 'bar', categories: ['Mar 2026', 'Apr 2026'], series: [{ name: series, values }] });
    expect(table.rows[0]).toEqual(row);
  });

  it.each([
    { keys: ['US-NY', 'US-CA'], map: ['NY', 'CA'], headline: null },
    {
      keys: ['US-NY', 'GB-ENG', 'DE-BE'], map: ['NY'],
      headline: 'The map draws US states only (its packaged geometry has no others); \'Show table\' lists all 3 states and regions.',
    },
    { keys: ['GB-ENG'], map: null, headline: null },
  ])('emissions by state: US states $map on the map, every state in the table ($keys)', ({ keys, map, headline }) => {
    const byState: DashboardView = {
      name: 'emissions-by-state', currency: 'USD',
      rows: keys.map((key) => ({ key, label: key, rides: 1, totalCost: 10, distanceKm: 5, co2Kg: 1 })),
    };
    const figures = viewFigures(byState, figureFormat('Metric', countries));
    expect(figures.table.rows.map((r) => r[0])).toEqual(keys);
    expect(figures.headline ?? null).toBe(headline);
    if (map) expect(figures.chart).toMatchObject({ kind: 'map', region: 'us-states', areas: map.map((code) => ({ code })) });
    else expect(figures.chart).toMatchObject({ kind: 'hbar' });
  });

  it('calls a view without rides empty, so it says so instead of drawing an empty chart', () => {
    const none: DashboardView = { ...month, rows: month.rows.map((r) => ({ ...r, rides: 0 })) } as DashboardView;
    expect(viewFigures(none, figureFormat('Metric', countries)).empty).toBe(true);
  });
});
