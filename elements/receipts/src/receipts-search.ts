import type { DistanceUnits, IdentifierNumberType, Receipt, ReservationStatus, WeekStart } from '@curbside/contracts';
import {
  QUICK_DATE_RANGES, REPORT_DATE_RANGE_LABELS, formatChargedAmount, formatCo2, formatDistance, reportDateRange, rideRowBasics,
  searchDatesQuery, shownOfTotalLine, type DateTimeSettings, type QuickDateRangeKind, type RideRowBasics, type SearchDates,
} from '@curbside/domain';

// The receipts search of /receipts (001 §7 GET /receipts with filters; 001 §9 quick ranges).

/** 001 §9 'Quick ranges elsewhere: current week, last week, current month, last month, last 30 days', then dates typed in. */
export const RECEIPT_RANGES = [...QUICK_DATE_RANGES, 'custom'] as const;
export type ReceiptRange = (typeof RECEIPT_RANGES)[number];
/** The range select's options: the ranges in their 001 §9 words. */
export const RECEIPT_RANGE_CHOICES: ReadonlyArray<{ value: ReceiptRange; label: string }> =
  RECEIPT_RANGES.map((range) => ({ value: range, label: REPORT_DATE_RANGE_LABELS[range] }));
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

/** The dates are filled from the range, typed in for 'custom'. */
export interface ReceiptSearch extends SearchDates {
  range: ReceiptRange;
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

/** The GET /receipts query of a search; an unfinished date or a blank text is left out. */
export function receiptQuery(search: ReceiptSearch, offset: number, count: number) {
  const number = search.number.trim();
  const passenger = search.passenger.trim();
  return {
    offset,
    count,
    ...searchDatesQuery(search),
    ...(passenger ? { passenger } : {}),
    ...(number ? { identifierNumber: number, ...(search.numberType === 'any' ? {} : { identifierNumberType: search.numberType }) } : {}),
  };
}

/** A receipt as the list shows it, in the user's date, time and money formats. */
export interface ReceiptRowView extends RideRowBasics {
  key: string;
  invoiceNumber: string;
  reservationNumber: string;
  confirmationNumber: string;
  provider: string;
  /** The ride's distance and CO2 in the user's units ('17.6 mi', '10.7 lb CO2'); empty for a ride not driven. */
  distance: string;
  co2: string;
  sortCo2: number;
  fare: string;
  status: ReservationStatus;
  sortDate: string;
  amount: number;
}

export function receiptRowView(receipt: Receipt, settings: DateTimeSettings & { distanceUnits: DistanceUnits }): ReceiptRowView {
  const driven = receipt.distanceInKm !== null && receipt.distanceInKm > 0;
  return {
    ...rideRowBasics({ ...receipt, at: receipt.rideDate }, settings),
    key: String(receipt.rideId),
    invoiceNumber: receipt.invoiceNumber,
    reservationNumber: receipt.reservationNumber,
    confirmationNumber: receipt.confirmationNumber ?? '',
    provider: receipt.carProvider ?? '',
    distance: driven && receipt.distanceInKm !== null ? formatDistance(receipt.distanceInKm, settings.distanceUnits) : '',
    co2: driven && receipt.co2Kg !== null ? formatCo2(receipt.co2Kg, settings.distanceUnits) : '',
    sortCo2: receipt.co2Kg ?? 0,
    // A receipt shows its amount even when it is zero (a canceled ride's fee waived).
    fare: formatChargedAmount(receipt.amount, receipt.currency),
    status: receipt.reservationStatus,
    sortDate: receipt.rideDate,
    amount: receipt.amount,
  };
}

/** 'Showing 50 of 312 receipts'. */
export function receiptsLine(shown: number, total: number): string {
  return shownOfTotalLine(shown, total, 'receipt');
}
