import { describe, expect, it } from 'vitest';
import { csvField, csvLine, type CsvField } from './csv-line.ts';

describe('CSV fields (RFC 4180, no formulas)', () => {
  it.each<[CsvField, string]>([
    ['plain', 'plain'], ['a,b', '"a,b"'], ['say "hi"', '"say ""hi"""'], ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'], ['=SUM(A1)', "'=SUM(A1)"], ['-3', "'-3"], [-3, '-3'], [12.5, '12.5'],
    [null, ''], [undefined, ''], [true, 'true'], [Number.NaN, ''],
  ])('csvField(%j) is %j', (input, answer) => {
    expect(csvField(input)).toBe(answer);
  });

  it('joins a record with commas and ends it with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
