import { describe, expect, it } from 'vitest';
import { formatDistance, kgToLb, kmToMiles, lbToKg, milesToKm } from './units.ts';

describe('unit conversions (spec 000 §9: 1 mile = 1.60934 km; 1 kg = 2.20462 lb; rounded to 1 decimal)', () => {
  it.each([
    { convert: kmToMiles, input: 1.60934, expected: 1 },
    { convert: kmToMiles, input: 10, expected: 6.2 },
    { convert: kmToMiles, input: 0, expected: 0 },
    { convert: milesToKm, input: 1, expected: 1.6 },
    { convert: milesToKm, input: 26.2, expected: 42.2 },
    { convert: kgToLb, input: 1, expected: 2.2 },
    { convert: kgToLb, input: 100, expected: 220.5 },
    { convert: lbToKg, input: 1, expected: 0.5 },
    { convert: lbToKg, input: 220.462, expected: 100 },
  ])('$convert.name($input) is $expected', ({ convert, input, expected }) => {
    expect(convert(input)).toBe(expected);
  });
});

describe('formatDistance (spec 000 §3: English = miles, Metric = kilometers)', () => {
  it.each([
    { km: 10, units: 'English', expected: '6.2 mi' },
    { km: 10, units: 'Metric', expected: '10 km' },
    { km: 12.345, units: 'Metric', expected: '12.3 km' },
    { km: 160.934, units: 'English', expected: '100 mi' },
  ] as const)('shows $km km as "$expected" for $units', ({ km, units, expected }) => {
    expect(formatDistance(km, units)).toBe(expected);
  });
});
