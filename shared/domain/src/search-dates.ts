// The dates a list is searched by (receipts, invoices: 001 §7 dateFrom / dateTo, 001 §9 quick
// ranges), as the user types them: each may be unfinished while typing.

/** ISO dates (YYYY-MM-DD), inclusive; from a quick range or typed in, empty for no bound. */
export interface SearchDates {
  dateFrom: string;
  dateTo: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with typed dates, or null: the server refuses a range ending before it starts. */
export function searchDatesError(dates: SearchDates): string | null {
  const both = ISO_DATE.test(dates.dateFrom) && ISO_DATE.test(dates.dateTo);
  return both && dates.dateTo < dates.dateFrom ? 'The end date is before the start date' : null;
}

/** The dates a search asks the server for: an unfinished date, or both of a backwards range, left out. */
export function searchDatesQuery(dates: SearchDates): Partial<SearchDates> {
  if (searchDatesError(dates) !== null) return {};
  return {
    ...(ISO_DATE.test(dates.dateFrom) ? { dateFrom: dates.dateFrom } : {}),
    ...(ISO_DATE.test(dates.dateTo) ? { dateTo: dates.dateTo } : {}),
  };
}

/** A list's count line: 'Showing 50 of 312 receipts', 'Showing 1 of 1 ride'. */
export function shownOfTotalLine(shown: number, total: number, noun: string, nouns = `${noun}s`): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? noun : nouns}`;
}
