import { describe, expect, it } from 'vitest';
import { csvStream, streamText, type CsvField } from './csv-stream.ts';

describe('CSV exports through csv-stringify (RFC 4180, no formulas)', () => {
  const recordOf = async (field: CsvField) => (await streamText(csvStream(['h'], [[field]]))).split('\r\n')[1];

  it.each<[CsvField, string]>([
    ['plain', 'plain'], ['a,b', '"a,b"'], ['say "hi"', '"say ""hi"""'], ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'], ['padded ', '"padded "'], ['=SUM(A1)', "'=SUM(A1)"], ['-3', "'-3"], ['@cmd', "'@cmd"],
    [-3, '-3'], [12.5, '12.5'], [null, ''], [undefined, ''], [true, 'true'], [false, 'false'], [Number.NaN, ''],
  ])('writes %j as %j', async (input, expected) => {
    expect(await recordOf(input)).toBe(expected);
  });

  it('writes the header, then a CRLF-ended record per row, from an async source', async () => {
    async function* rows() {
      yield ['a', 1, null];
      yield ['b,c', 2, 'x'];
    }
    expect(await streamText(csvStream(['Name', 'Rides', 'Note'], rows()))).toBe('Name,Rides,Note\r\na,1,\r\n"b,c",2,x\r\n');
  });

  it('ends the stream with the error of a failing source', async () => {
    async function* failing() {
      yield ['a'];
      throw new Error('database went away');
    }
    await expect(streamText(csvStream(['h'], failing()))).rejects.toThrow('database went away');
  });
});
