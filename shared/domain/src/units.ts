import type { DistanceUnits } from '@curbside/contracts';
import { KG_PER_LB, KM_PER_MILE, LB_PER_KG, UNIT_DECIMALS } from './limits.ts';

/** spec 000 §9, 001 §9: "results rounded to 1 decimal". */
export function roundToUnitDecimals(value: number): number {
  const factor = 10 ** UNIT_DECIMALS;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** spec 000 §9: 1 mile = 1.60934 km. */
export function kmToMiles(km: number): number {
  return roundToUnitDecimals(km / KM_PER_MILE);
}

/** spec 000 §9: 1 mile = 1.60934 km. */
export function milesToKm(miles: number): number {
  return roundToUnitDecimals(miles * KM_PER_MILE);
}

/** spec 000 §9: 1 kg = 2.20462 lb. */
export function kgToLb(kg: number): number {
  return roundToUnitDecimals(kg * LB_PER_KG);
}

/** spec 000 §9: 0.45359237 kg per lb. */
export function lbToKg(lb: number): number {
  return roundToUnitDecimals(lb * KG_PER_LB);
}

/** spec 000 §3: distanceUnits English = miles, Metric = kilometers. */
export function distanceUnitLabel(distanceUnits: DistanceUnits): 'mi' | 'km' {
  return distanceUnits === 'English' ? 'mi' : 'km';
}

/** A distance held in km, shown in the user's units: '6.2 mi' (English) or '10 km' (Metric). */
export function formatDistance(km: number, distanceUnits: DistanceUnits): string {
  const value = distanceUnits === 'English' ? kmToMiles(km) : roundToUnitDecimals(km);
  return `${value} ${distanceUnitLabel(distanceUnits)}`;
}
