/**
 * Spelled-out forms of numbered street names ('5th' -> 'fifth', '42nd' -> 'forty second'), so a
 * search for '350 Fifth' finds 350 5th Ave as a maps service would (issue 8: the gazetteer matches
 * a street number with a partial street name, whichever way the street is written).
 */
const UNITS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENTHS = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];

/** The words of a numeral ordinal token ('5th', '21st', '42nd'), lower case; none for anything else or past 99th. */
export function spelledOrdinal(token: string): string[] {
  const match = /^(\d{1,2})(st|nd|rd|th)$/.exec(token);
  if (!match) return [];
  const n = Number(match[1]);
  if (n === 0) return [];
  if (n < 10) return [UNITS[n] ?? ''];
  if (n < 20) return [TEENS[n - 10] ?? ''];
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  return unit === 0 ? [TENTHS[tens] ?? ''] : [TENS[tens] ?? '', UNITS[unit] ?? ''];
}
