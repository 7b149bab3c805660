import type { DistanceUnits } from '@curbside/contracts';
import { co2InUnits } from '../booking/co2.ts';
import { KM_PER_MILE, LB_PER_KG } from '../limits.ts';
import { distanceUnitLabel, kmToMiles, roundToUnitDecimals } from '../units.ts';

/**
 * The dashboard's figures in the user's units (000 §3 distanceUnits; 001 §9: 1 mile is 1.60934 km,
 * 1 kg is 2.20462 lb, results rounded to 1 decimal): English shows miles and lb, Metric km and kg.
 * The server answers km and kg; every chart, card and table converts through these.
 */
export interface DashboardUnits {
  distanceUnit: 'mi' | 'km';
  co2Unit: 'lb' | 'kg';
  /** A distance held in km, in the user's unit, 1 decimal. */
  distance(km: number): number;
  /** CO2 held in kg, in the user's unit, 1 decimal. */
  co2(kg: number): number;
  /** kg CO2e per km as CO2 per the user's distance unit (lb/mi or kg/km), 2 decimals: a rate reads too coarse at 1. */
  co2PerDistance(kgPerKm: number): number;
}

export function dashboardUnits(distanceUnits: DistanceUnits): DashboardUnits {
  const english = distanceUnits === 'English';
  return {
    distanceUnit: distanceUnitLabel(distanceUnits),
    co2Unit: english ? 'lb' : 'kg',
    distance: (km) => (english ? kmToMiles(km) : roundToUnitDecimals(km)),
    co2: (kg) => co2InUnits(kg, distanceUnits).value,
    co2PerDistance: (kgPerKm) => Math.round((english ? kgPerKm * LB_PER_KG * KM_PER_MILE : kgPerKm) * 100) / 100,
  };
}

/** '1,234.5 kg' / '2,721.6 lb': a figure with thousands separators and its unit. */
export function unitFigure(value: number, unit: string): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`;
}
