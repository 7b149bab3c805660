import { describe, expect, it } from 'vitest';
import { searchDatesError, searchDatesQuery, shownOfTotalLine } from './search-dates.ts';

describe('the dates a list is searched by (001 §7 dateFrom / dateTo)', () => {
  it.each([
    ['both dates', { dateFrom: '2026-11-01', dateTo: '2026-11-24' }, { dateFrom: '2026-11-01', dateTo: '2026-11-24' }, null],
    ['one day', { dateFrom: '2026-11-24', dateTo: '2026-11-24' }, { dateFrom: '2026-11-24', dateTo: '2026-11-24' }, null],
    ['only a start', { dateFrom: '2026-11-01', dateTo: '' }, { dateFrom: '2026-11-01' }, null],
    ['an unfinished start', { dateFrom: '2026-11', dateTo: '2026-11-24' }, { dateTo: '2026-11-24' }, null],
    ['no dates', { dateFrom: '', dateTo: '' }, {}, null],
    ['an end before the start', { dateFrom: '2026-11-24', dateTo: '2026-11-01' }, {}, 'The end date is before the start date'],
  ])('%s: asks for %o and says %s', (_case, dates, query, error) => {
    expect(searchDatesQuery(dates)).toEqual(query);
    expect(searchDatesError(dates)).toBe(error);
  });
});

describe("a list's count line", () => {
  it.each([
    [50, 312, 'receipt', undefined, 'Showing 50 of 312 receipts'],
    [1, 1, 'receipt', undefined, 'Showing 1 of 1 receipt'],
    [1000, 12345, 'ride', undefined, 'Showing 1,000 of 12,345 rides'],
    [2, 2, 'person', 'people', 'Showing 2 of 2 people'],
  ])('%i of %i %s reads "%s"', (shown, total, noun, nouns, line) => {
    expect(shownOfTotalLine(shown, total, noun, nouns)).toBe(line);
  });
});
