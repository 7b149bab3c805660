import { describe, expect, it } from 'vitest';
import {
  VEHICLE_CLASSES, assignToVehicles, classCapacity, mixSeats, mixShortfall, mixVehicleCount, proposeVehicleMix, vehicleCapacity,
} from './vehicle-mix.ts';

describe('classCapacity (spec 001 §9: Sedan 3, SUV 6, MPV UK 8, Sprinter Van 13, Minibus 23 to 40, Motorcoach Bus 56)', () => {
  it('gives every class its seats, a minibus its range of sizes', () => {
    expect(Object.fromEntries(VEHICLE_CLASSES.map((c) => [c, classCapacity(c)]))).toEqual({
      Sedan: { min: 3, max: 3 }, SUV: { min: 6, max: 6 }, 'MPV UK': { min: 8, max: 8 }, 'Sprinter Van': { min: 13, max: 13 },
      Minibus: { min: 23, max: 40 }, 'Motorcoach Bus': { min: 56, max: 56 },
    });
  });

  it('seats a stepper vehicle type like its class (the car cards read the same rule)', () => {
    expect(vehicleCapacity('LargeSUV')).toEqual(classCapacity('SUV'));
    expect(vehicleCapacity('ExecutiveMinivan')).toEqual(classCapacity('MPV UK'));
  });
});

describe('proposeVehicleMix: the fewest vehicles, then the fewest empty seats', () => {
  it.each([
    { people: 0, mix: [] },
    { people: 1, mix: [{ vehicleClass: 'Sedan', seats: 3, count: 1 }] },
    { people: 3, mix: [{ vehicleClass: 'Sedan', seats: 3, count: 1 }] },
    { people: 4, mix: [{ vehicleClass: 'SUV', seats: 6, count: 1 }] },
    { people: 7, mix: [{ vehicleClass: 'MPV UK', seats: 8, count: 1 }] },
    { people: 9, mix: [{ vehicleClass: 'Sprinter Van', seats: 13, count: 1 }] },
    { people: 14, mix: [{ vehicleClass: 'Minibus', seats: 23, count: 1 }] },
    { people: 30, mix: [{ vehicleClass: 'Minibus', seats: 30, count: 1 }] },
    { people: 40, mix: [{ vehicleClass: 'Minibus', seats: 40, count: 1 }] },
    { people: 41, mix: [{ vehicleClass: 'Motorcoach Bus', seats: 56, count: 1 }] },
    { people: 56, mix: [{ vehicleClass: 'Motorcoach Bus', seats: 56, count: 1 }] },
    { people: 59, mix: [{ vehicleClass: 'Motorcoach Bus', seats: 56, count: 1 }, { vehicleClass: 'Sedan', seats: 3, count: 1 }] },
    { people: 60, mix: [{ vehicleClass: 'Minibus', seats: 37, count: 1 }, { vehicleClass: 'Minibus', seats: 23, count: 1 }] },
    { people: 112, mix: [{ vehicleClass: 'Motorcoach Bus', seats: 56, count: 2 }] },
    { people: 113, mix: [{ vehicleClass: 'Motorcoach Bus', seats: 56, count: 1 }, { vehicleClass: 'Minibus', seats: 34, count: 1 }, { vehicleClass: 'Minibus', seats: 23, count: 1 }] },
  ])('$people people ride in the proposed mix', ({ people, mix }) => {
    expect(proposeVehicleMix(people)).toEqual(mix);
  });

  it('seats everyone in as many vehicles as motorcoaches alone would need', () => {
    for (let people = 1; people <= 300; people++) {
      const mix = proposeVehicleMix(people);
      expect(mixSeats(mix)).toBeGreaterThanOrEqual(people);
      expect(mixVehicleCount(mix)).toBe(Math.ceil(people / 56));
    }
  });
});

describe('an edited mix', () => {
  const mix = [{ vehicleClass: 'Minibus' as const, seats: 23, count: 1 }, { vehicleClass: 'Sedan' as const, seats: 3, count: 2 }];

  it('counts the people it leaves without a seat', () => {
    expect(mixShortfall(mix, 30)).toBe(1);
    expect(mixShortfall(mix, 29)).toBe(0);
  });

  it('fills the vehicles in order, largest first', () => {
    const people = Array.from({ length: 27 }, (_, i) => i + 1);
    const vehicles = assignToVehicles(people, mix);
    expect(vehicles.map((v) => v.length)).toEqual([23, 3, 1]);
    expect(vehicles[2]).toEqual([27]);
  });
});
