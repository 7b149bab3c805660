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

/** The next active option index for a key press in the list (wraps around); -1 for an empty list. */
export function moveActive(current: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End', count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
  }
}
