/** Pure parts of the phone input: the country search. */

export interface SearchableCountry {
  iso2: string;
  name: string;
  dialCode: string;
}

/**
 * Countries matching a search (spec 000 §5 'country dropdown with ... search'): by name (any
 * word start), ISO code, or calling code ('+44', '44'). The list order is kept (US and GB first).
 */
export function filterCountries<T extends SearchableCountry>(countries: readonly T[], query: string): T[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...countries];
  const digits = text.replace(/^\+/, '');
  const isDial = /^\d+$/.test(digits);
  return countries.filter((country) => {
    if (isDial) return country.dialCode.startsWith(digits);
    const name = country.name.toLowerCase();
    return (
      name.startsWith(text) ||
      name.split(/[\s,()-]+/).some((word) => word.startsWith(text)) ||
      country.iso2.toLowerCase() === text
    );
  });
}
