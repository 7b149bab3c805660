import type { IdentifierNumberType, Receipt, ReservationStatus, WeekStart } from '@curbside/contracts';
import {
  QUICK_DATE_RANGES, REPORT_DATE_RANGE_LABELS, formatDate, formatMoney, formatTime, reportDateRange, type QuickDateRangeKind,
} from '@curbside/domain';

// The receipts search of /receipts (001 §7 GET /receipts with filters; 001 §9 quick ranges).

/** 001 §9 'Quick ranges elsewhere: current week, last week, current month, last month, last 30 days', then dates typed in. */
export const RECEIPT_RANGES = [...QUICK_DATE_RANGES, 'custom'] as const;
export type ReceiptRange = (typeof RECEIPT_RANGES)[number];
export const RECEIPT_RANGE_LABELS: Readonly<Record<ReceiptRange, string>> = Object.fromEntries(
  RECEIPT_RANGES.map((range) => [range, REPORT_DATE_RANGE_LABELS[range]]),
) as Record<ReceiptRange, string>;
export const DEFAULT_RECEIPT_RANGE: QuickDateRangeKind = 'last30Days';

/** The numbers a receipt is found by (001 §7 identifierNumberType); 'any' looks in every one. */
export const RECEIPT_NUMBER_TYPES: ReadonlyArray<{ value: IdentifierNumberType | 'any'; label: string }> = [
  { value: 'any', label: 'Any number' },
  { value: 'confirmationNumber', label: 'Confirmation number' },
  { value: 'receiptNumber', label: 'Receipt number' },
  { value: 'reservationNumber', label: 'Reservation number' },
  { value: 'voucherNumber', label: 'Voucher number' },
];

/** Receipts asked for at a time ('Load more' asks for the next ones). */
export const RECEIPTS_PAGE_SIZE = 50;

export interface ReceiptSearch {
  range: ReceiptRange;
  /** ISO dates (YYYY-MM-DD), inclusive; filled from the range, typed in for 'custom'. */
  dateFrom: string;
  dateTo: string;
  passenger: string;
  numberType: IdentifierNumberType | 'any';
  number: string;
}

export function isReceiptRange(value: string | null | undefined): value is ReceiptRange {
  return (RECEIPT_RANGES as readonly string[]).includes(value ?? '');
}

/** The search with a quick range chosen: its dates, computed now in the user's week. */
export function withRange(search: ReceiptSearch, range: ReceiptRange, now: Date, weekStart: WeekStart): ReceiptSearch {
  const dates = range === 'custom' ? null : reportDateRange(range, now, weekStart);
  return dates ? { ...search, range, dateFrom: dates.from, dateTo: dates.to } : { ...search, range };
}

export function initialSearch(range: ReceiptRange, now: Date, weekStart: WeekStart): ReceiptSearch {
  const empty: ReceiptSearch = { range: 'custom', dateFrom: '', dateTo: '', passenger: '', numberType: 'any', number: '' };
  return withRange(empty, range === 'custom' ? DEFAULT_RECEIPT_RANGE : range, now, weekStart);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with typed dates, or null: the server refuses a range ending before it starts. */
export function dateRangeError(search: ReceiptSearch): string | null {
  if (search.dateFrom && search.dateTo && ISO_DATE.test(search.dateFrom) && ISO_DATE.test(search.dateTo) && search.dateTo < search.dateFrom) {
    return 'The end date is before the start date';
  }
  return null;
}

/** The GET /receipts query of a search; an unfinished date or a blank text is left out. */
export function receiptQuery(search: ReceiptSearch, offset: number, count: number) {
  const number = search.number.trim();
  const passenger = search.passenger.trim();
  const valid = dateRangeError(search) === null;
  return {
    offset,
    count,
    ...(valid && ISO_DATE.test(search.dateFrom) ? { dateFrom: search.dateFrom } : {}),
    ...(valid && ISO_DATE.test(search.dateTo) ? { dateTo: search.dateTo } : {}),
    ...(passenger ? { passenger } : {}),
    ...(number ? { identifierNumber: number, ...(search.numberType === 'any' ? {} : { identifierNumberType: search.numberType }) } : {}),
  };
}

/** A receipt as the list shows it, in the user's date, time and money formats. */
export interface ReceiptRowView {
  key: string;
  invoiceNumber: string;
  reservationNumber: string;
  confirmationNumber: string;
  date: string;
  time: string;
  passenger: string;
  from: string;
  to: string;
  provider: string;
  fare: string;
  status: ReservationStatus;
  sortDate: string;
  amount: number;
}

export function receiptRowView(
  receipt: Receipt, settings: { dateFormat: string | null; timeFormat: string | null },
): ReceiptRowView {
  return {
    key: String(receipt.rideId),
    invoiceNumber: receipt.invoiceNumber,
    reservationNumber: receipt.reservationNumber,
    confirmationNumber: receipt.confirmationNumber ?? '',
    date: formatDate(receipt.rideDate, settings.dateFormat),
    time: formatTime(receipt.rideDate, settings.timeFormat),
    passenger: receipt.passengerName,
    from: receipt.pickupAddress ?? '',
    to: receipt.dropoffAddress ?? '',
    provider: receipt.carProvider ?? '',
    // A receipt shows its amount even when it is zero (a canceled ride's fee waived).
    fare: formatMoney(receipt.amount, receipt.currency, currencySymbolOf(receipt.currency)) || `${currencySymbolOf(receipt.currency)} 0.00 (${receipt.currency})`,
    status: receipt.reservationStatus,
    sortDate: receipt.rideDate,
    amount: receipt.amount,
  };
}

/** The currency's symbol as en-US writes it ('$', '£', 'CA$'). */
function currencySymbolOf(currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? '';
  } catch {
    return '';
  }
}

/** 'Showing 50 of 312 receipts'. */
export function receiptsLine(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'receipt' : 'receipts'}`;
}
