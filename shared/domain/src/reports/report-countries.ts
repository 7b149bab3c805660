import type { Country } from '@curbside/contracts';
import { REPORT_COUNTRY_PRIORITY } from '../limits.ts';

/**
 * 001 §9: 'Country filter list puts United States, United Kingdom, Canada and Australia first,
 * then a divider, then the rest.' The two groups, the first in the spec's order, the rest in
 * the order given; the caller draws the divider between them.
 */
export function reportCountryGroups<C extends Pick<Country, 'name'>>(countries: readonly C[]): { first: C[]; rest: C[] } {
  const priority = REPORT_COUNTRY_PRIORITY as readonly string[];
  const first = REPORT_COUNTRY_PRIORITY.map((name) => countries.find((c) => c.name === name)).filter((c): c is C => c !== undefined);
  return { first, rest: countries.filter((c) => !priority.includes(c.name)) };
}

/** 001 §7: 'Country-filter ids default to 0': 0 is every country. */
export const ALL_COUNTRIES = '0';
