import type { VehicleType } from '@curbside/contracts';

/**
 * CO2 of a ride (issue 13; the dashboard's emissions views, 001 §7). Designed: the spec
 * names the sustainability dashboard but no factors.
 *
 * Source: UK Department for Energy Security and Net Zero (DESNZ, formerly BEIS/Defra),
 * "Greenhouse gas reporting: conversion factors 2023", tables "Passenger vehicles" (cars by
 * market segment, unknown fuel) and "Business travel - land" (taxis, vans, buses), in kg CO2e
 * per vehicle km, rounded to 3 decimals. Each vehicle type of 001 §3 takes the segment a
 * provider fleet of that type belongs to (named beside each factor). The figures are the
 * published order of magnitude for each segment; re-check them against the yearly table
 * before a customer relies on them.
 */
export const EMISSION_FACTORS_KG_PER_KM: Readonly<Record<VehicleType, number>> = {
  /** Regular taxi. */
  Taxi: 0.149,
  /** Upper medium car. */
  Sedan: 0.171,
  /** Executive car. */
  Executive: 0.204,
  /** Dual purpose 4x4. */
  SUV: 0.216,
  /** Large dual purpose 4x4 (between 4x4 and luxury). */
  LargeSUV: 0.276,
  /** Luxury car. */
  Luxury: 0.282,
  /** MPV. */
  Minivan: 0.186,
  /** Van class II (1.305 to 1.74 t). */
  LargeMinivan: 0.231,
  /** Van class II, executive fit-out. */
  ExecutiveMinivan: 0.231,
  /** Minibus: a local bus per vehicle km, scaled to a 16-seat minibus. */
  Minibus: 0.452,
};

/** A battery-electric car on the grid (DESNZ 2023, average BEV incl. generation): what a sustainable service emits per km. */
export const SUSTAINABLE_KG_PER_KM = 0.047;

/** CO2 figures keep 3 decimals (grams). */
const CO2_DECIMALS = 3;

function roundCo2(kg: number): number {
  const factor = 10 ** CO2_DECIMALS;
  return Math.round((kg + Number.EPSILON) * factor) / factor;
}

/** kg CO2e of a ride of `distanceKm` in a vehicle type; a sustainable (electric) service uses the BEV factor. */
export function rideCo2Kg(vehicleType: VehicleType, distanceKm: number, sustainable = false): number {
  if (!(distanceKm > 0)) return 0;
  const factor = sustainable ? SUSTAINABLE_KG_PER_KM : EMISSION_FACTORS_KG_PER_KM[vehicleType];
  return roundCo2(distanceKm * factor);
}

/** What the same ride would have saved in a sustainable service (the dashboard's switching figure). */
export function co2SavedBySustainable(vehicleType: VehicleType, distanceKm: number): number {
  return roundCo2(rideCo2Kg(vehicleType, distanceKm) - rideCo2Kg(vehicleType, distanceKm, true));
}
