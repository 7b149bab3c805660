import { describe, expect, it } from 'vitest';
import { dashboardUnits, unitFigure } from './dashboard-units.ts';

describe('dashboard units (001 §9: 1 mile is 1.60934 km; 1 kg is 2.20462 lb; 1 decimal)', () => {
  it.each([
    { units: 'Metric', km: 160.934, kg: 100, distance: 160.9, co2: 100, distanceUnit: 'km', co2Unit: 'kg' },
    { units: 'English', km: 160.934, kg: 100, distance: 100, co2: 220.5, distanceUnit: 'mi', co2Unit: 'lb' },
    { units: 'English', km: 10, kg: 1, distance: 6.2, co2: 2.2, distanceUnit: 'mi', co2Unit: 'lb' },
    { units: 'Metric', km: 12.345, kg: 4.86, distance: 12.3, co2: 4.9, distanceUnit: 'km', co2Unit: 'kg' },
    { units: 'English', km: 0, kg: 0, distance: 0, co2: 0, distanceUnit: 'mi', co2Unit: 'lb' },
  ] as const)('$units: $km km is $distance $distanceUnit, $kg kg is $co2 $co2Unit', ({ units, km, kg, distance, co2, distanceUnit, co2Unit }) => {
    const u = dashboardUnits(units);
    expect([u.distance(km), u.distanceUnit, u.co2(kg), u.co2Unit]).toEqual([distance, distanceUnit, co2, co2Unit]);
  });

  it.each([
    { units: 'Metric', kgPerKm: 0.171, expected: 0.17 },
    // 0.171 kg/km x 2.20462 lb/kg x 1.60934 km/mi = 0.6067 lb/mi
    { units: 'English', kgPerKm: 0.171, expected: 0.61 },
  ] as const)('$units: $kgPerKm kg/km reads $expected per distance unit', ({ units, kgPerKm, expected }) => {
    expect(dashboardUnits(units).co2PerDistance(kgPerKm)).toBe(expected);
  });

  it('writes a figure with thousands separators and its unit', () => {
    expect(unitFigure(12345.6, 'kg')).toBe('12,345.6 kg');
    expect(unitFigure(0, 'mi')).toBe('0 mi');
  });
});
