import { describe, expect, it } from 'vitest';
import { filterCountries } from './phone-input-logic.ts';

const countries = [
  { iso2: 'US', name: 'United States', dialCode: '1' },
  { iso2: 'GB', name: 'United Kingdom', dialCode: '44' },
  { iso2: 'DE', name: 'Germany', dialCode: '49' },
  { iso2: 'IN', name: 'India', dialCode: '91' },
  { iso2: 'CA', name: 'Canada', dialCode: '1' },
];

describe('filterCountries', () => {
  it('keeps every country, in order, for an empty search', () => {
    expect(filterCountries(countries, '  ').map((c) => c.iso2)).toEqual(['US', 'GB', 'DE', 'IN', 'CA']);
  });
  it('matches the start of the name or of any word, ignoring case', () => {
    expect(filterCountries(countries, 'ger').map((c) => c.iso2)).toEqual(['DE']);
    expect(filterCountries(countries, 'kingdom').map((c) => c.iso2)).toEqual(['GB']);
    expect(filterCountries(countries, 'UNITED').map((c) => c.iso2)).toEqual(['US', 'GB']);
  });
  it('matches the ISO code exactly', () => {
    expect(filterCountries(countries, 'de').map((c) => c.iso2)).toEqual(['DE']);
  });
  it('matches calling codes with or without +', () => {
    expect(filterCountries(countries, '+1').map((c) => c.iso2)).toEqual(['US', 'CA']);
    expect(filterCountries(countries, '4').map((c) => c.iso2)).toEqual(['GB', 'DE']);
  });
});
