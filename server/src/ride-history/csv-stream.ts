import { Readable, pipeline } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';

/**
 * The CSV exports (POST /reports/csv, /reports/summary/csv, scheduled reports) are written by
 * csv-stringify, record by record from an async source: RFC 4180 quoting (a field with a
 * comma, a quote or any line break is quoted, quotes doubled; a field with leading or
 * trailing space is quoted too), CRLF records. A text field starting with =, +, -, @, a tab or a CR gets
 * an apostrophe in front so a spreadsheet does not run it as a formula (OWASP CSV injection);
 * numbers keep their sign.
 */
export type CsvField = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  // csv-stringify quotes a field holding the record delimiter (CRLF); a lone LF or CR, or edge space, needs asking.
  quoted_match: /^\s|\s$|[\r\n]/,
  cast: {
    string: (value) => (FORMULA_START.test(value) ? `'${value}` : value),
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
    boolean: (value) => (value ? 'true' : 'false'),
  },
};

/** The header, then each record of the source, one at a time. */
async function* withHeader(header: readonly string[], records: AsyncIterable<readonly CsvField[]> | Iterable<readonly CsvField[]>) {
  yield [...header];
  yield* records;
}

/**
 * A CSV file as a stream: the header and then the records as the consumer reads them. The source
 * is pulled one record at a time with backpressure, so a slow reader holds a few records in
 * memory, never the whole file; an error in the source ends the stream with that error.
 */
export function csvStream(
  header: readonly string[], records: AsyncIterable<readonly CsvField[]> | Iterable<readonly CsvField[]>, options: Options = CSV_OPTIONS,
): Readable {
  return pipeline(Readable.from(withHeader(header, records)), stringify(options), () => {
    // Errors travel down the pipeline: the stream returned ends with them.
  });
}

/** A whole (small) CSV stream as text: an email attachment, a test. */
export async function streamText(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}
