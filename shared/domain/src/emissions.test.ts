import { VEHICLE_TYPES, type VehicleType } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { EMISSION_FACTORS_KG_PER_KM, SUSTAINABLE_KG_PER_KM, co2SavedBySustainable, rideCo2Kg } from './emissions.ts';
import { itAnswers } from './test-support/answer-table.ts';

describe('emission factors (kg CO2e per km, DESNZ 2023)', () => {
  it('has a positive factor for every vehicle type of 001 §3, above the electric one', () => {
    for (const type of VEHICLE_TYPES) {
      expect(EMISSION_FACTORS_KG_PER_KM[type]).toBeGreaterThan(SUSTAINABLE_KG_PER_KM);
    }
  });

  it('orders the segments as fleets do: taxi < sedan < executive < luxury < minibus', () => {
    const f = EMISSION_FACTORS_KG_PER_KM;
    expect([f.Taxi, f.Sedan, f.Executive, f.Luxury, f.Minibus]).toEqual([...[f.Taxi, f.Sedan, f.Executive, f.Luxury, f.Minibus]].sort((a, b) => a - b));
  });
});

describe('rideCo2Kg', () => {
  itAnswers<[VehicleType, number, boolean?], number>('rideCo2Kg(%j) is %s kg', (args) => rideCo2Kg(...args), [
    [['Sedan', 10], 1.71],
    [['Taxi', 12.5], 1.863],
    [['Minibus', 100], 45.2],
    [['Luxury', 0], 0],
    [['SUV', -3], 0],
    [['SUV', 10, true], 0.47],
  ]);

  it('saves the difference to the electric factor', () => {
    expect(co2SavedBySustainable('Executive', 20)).toBe(3.14);
  });
});
