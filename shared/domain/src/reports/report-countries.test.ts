import { describe, expect, it } from 'vitest';
import { reportCountryGroups } from './report-countries.ts';

describe('report country order (001 §9)', () => {
  const names = (list: Array<{ name: string }>) => list.map((c) => c.name);

  it('puts United States, United Kingdom, Canada and Australia first, then the rest in their order', () => {
    const countries = ['Germany', 'Australia', 'France', 'United Kingdom', 'Canada', 'Japan', 'United States'].map((name) => ({ name }));
    const { first, rest } = reportCountryGroups(countries);
    expect(names(first)).toEqual(['United States', 'United Kingdom', 'Canada', 'Australia']);
    expect(names(rest)).toEqual(['Germany', 'France', 'Japan']);
  });

  it('leaves out a priority country the list does not have', () => {
    const { first, rest } = reportCountryGroups([{ name: 'Canada' }, { name: 'Spain' }]);
    expect(names(first)).toEqual(['Canada']);
    expect(names(rest)).toEqual(['Spain']);
  });
});
