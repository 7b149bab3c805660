import type { VehicleType } from '@curbside/contracts';
import { VEHICLE_CAPACITIES } from './limits.ts';

// spec 001 §9 vehicle capacities: Sedan 3, SUV 6, MPV UK 8, Sprinter Van 13, Minibus 23 to 40,
// Motorcoach Bus 56. The one capacity rule: the stepper's car cards and event booking read it.

/** A class of vehicle the spec gives a capacity for ('MPV UK', 'Motorcoach Bus', ...). */
export type VehicleClass = keyof typeof VEHICLE_CAPACITIES;

/** The classes from the smallest to the largest. */
export const VEHICLE_CLASSES = Object.keys(VEHICLE_CAPACITIES) as VehicleClass[];

export interface VehicleCapacity { min: number; max: number }

/** Seats of a class: one number, or the sizes a class comes in (a minibus seats 23 to 40). */
export function classCapacity(vehicleClass: VehicleClass): VehicleCapacity {
  const capacity = VEHICLE_CAPACITIES[vehicleClass];
  return typeof capacity === 'number' ? { min: capacity, max: capacity } : { min: capacity.min, max: capacity.max };
}

/**
 * The bookable vehicle types by class. The types the spec does not list take the capacity of
 * the nearest listed class (designed): Executive, Luxury and Taxi as a sedan, LargeSUV as an
 * SUV, Minivan and ExecutiveMinivan as an MPV, LargeMinivan as a sprinter van. No vehicle type
 * of the stepper is a motorcoach: buses are asked for by quote request.
 */
const CAPACITY_CLASS: Readonly<Record<VehicleType, VehicleClass>> = {
  Sedan: 'Sedan',
  Executive: 'Sedan',
  Luxury: 'Sedan',
  Taxi: 'Sedan',
  SUV: 'SUV',
  LargeSUV: 'SUV',
  Minivan: 'MPV UK',
  ExecutiveMinivan: 'MPV UK',
  LargeMinivan: 'Sprinter Van',
  Minibus: 'Minibus',
};

/** Seats of a bookable vehicle type (the stepper's car cards). */
export function vehicleCapacity(vehicleType: VehicleType): VehicleCapacity {
  return classCapacity(CAPACITY_CLASS[vehicleType]);
}

/** One line of a vehicle mix: `count` vehicles of a class, each with `seats` (a minibus's size). */
export interface VehicleMixLine {
  vehicleClass: VehicleClass;
  seats: number;
  count: number;
}

/** Every vehicle size there is, largest first (each minibus size is one). */
const SIZES: ReadonlyArray<{ vehicleClass: VehicleClass; seats: number }> = VEHICLE_CLASSES
  .flatMap((vehicleClass) => {
    const { min, max } = classCapacity(vehicleClass);
    return Array.from({ length: max - min + 1 }, (_, i) => ({ vehicleClass, seats: min + i }));
  })
  .sort((a, b) => b.seats - a.seats);

const LARGEST = SIZES[0]?.seats ?? 1;

/** Total seats of a mix. */
export function mixSeats(mix: readonly VehicleMixLine[]): number {
  return mix.reduce((sum, line) => sum + line.seats * line.count, 0);
}

/** Vehicles in a mix. */
export function mixVehicleCount(mix: readonly VehicleMixLine[]): number {
  return mix.reduce((sum, line) => sum + line.count, 0);
}

/**
 * The vehicle mix proposed for a group: the fewest vehicles that seat everyone (as many as
 * motorcoaches would need), and among those the fewest empty seats; ties go to the larger
 * vehicles. Lines are largest first. No one to carry: no vehicles.
 */
export function proposeVehicleMix(people: number): VehicleMixLine[] {
  if (!Number.isFinite(people) || people <= 0) return [];
  const need = Math.ceil(people);
  const vehicles = Math.ceil(need / LARGEST);
  const top = vehicles * LARGEST;
  // reachable[k][total]: the largest size (its index) that can be the k-th vehicle of a way to seat
  // exactly `total` in k vehicles; -1 when there is none.
  const reachable: Int16Array[] = [new Int16Array(top + 1).fill(-1)];
  reachable[0]?.fill(SIZES.length, 0, 1);
  for (let k = 1; k <= vehicles; k++) {
    const previous = reachable[k - 1] ?? new Int16Array(0);
    const row = new Int16Array(top + 1).fill(-1);
    SIZES.forEach((size, s) => {
      for (let total = 0; total + size.seats <= top; total++) {
        if (previous[total] !== -1 && row[total + size.seats] === -1) row[total + size.seats] = s;
      }
    });
    reachable.push(row);
  }
  const last = reachable[vehicles];
  if (!last) return [];
  let total = need;
  while (total <= top && last[total] === -1) total++;
  const chosen: Array<{ vehicleClass: VehicleClass; seats: number }> = [];
  for (let k = vehicles; k > 0; k--) {
    const s = reachable[k]?.[total] ?? -1;
    const size = SIZES[s];
    if (!size) break;
    chosen.push(size);
    total -= size.seats;
  }
  return groupMix(chosen);
}

function groupMix(vehicles: ReadonlyArray<{ vehicleClass: VehicleClass; seats: number }>): VehicleMixLine[] {
  const lines: VehicleMixLine[] = [];
  for (const vehicle of [...vehicles].sort((a, b) => b.seats - a.seats)) {
    const line = lines.find((l) => l.vehicleClass === vehicle.vehicleClass && l.seats === vehicle.seats);
    if (line) line.count += 1;
    else lines.push({ ...vehicle, count: 1 });
  }
  return lines;
}

/** Seats missing from an edited mix ('Add vehicles for 4 more people'); 0 when everyone fits. */
export function mixShortfall(mix: readonly VehicleMixLine[], people: number): number {
  return Math.max(0, Math.ceil(people) - mixSeats(mix));
}

/**
 * Who rides in which vehicle: people in order fill the vehicles of the mix, largest first.
 * Index i of the answer lists the people of vehicle i; people beyond the seats are left out
 * (see mixShortfall).
 */
export function assignToVehicles<T>(people: readonly T[], mix: readonly VehicleMixLine[]): T[][] {
  const seats = mix.flatMap((line) => Array.from({ length: line.count }, () => line.seats));
  const vehicles: T[][] = seats.map(() => []);
  let next = 0;
  seats.forEach((count, i) => {
    vehicles[i] = people.slice(next, next + count);
    next += count;
  });
  return vehicles;
}
