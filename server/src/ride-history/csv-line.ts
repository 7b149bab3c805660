/**
 * One CSV record (RFC 4180): fields joined by commas, a field quoted when it holds a comma,
 * a quote, a line break or leading/trailing space, quotes doubled; CRLF ends the record.
 * A field starting with =, +, - or @ is prefixed with an apostrophe so a spreadsheet does
 * not run it as a formula (OWASP CSV injection). Numbers keep JavaScript's own text.
 */
export type CsvField = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvField): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: readonly CsvField[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
