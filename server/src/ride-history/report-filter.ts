import type { REPORT_SORT_KEYS} from '@curbside/contracts';
import {
  REPORT_ALLOCATION_LIST_KEYS, type IdentifierNumberType, type ReportFilters, type ReportQuery,
} from '@curbside/contracts';
import { ALLOCATION_COLUMNS, type AllocationColumn } from '../db/ride-columns.ts';
import { badRequest } from '../http/http-error.ts';
import type { IdentifierColumn, RideFilter, RideSort, RideSortColumn } from './ride-repository.ts';

/**
 * The report filters of 001 §7 (GET /reports and friends, the CSV bodies) checked and turned
 * into the repository's RideFilter: dates are real ISO dates with the start not after the end,
 * the country is a country code ('0' or absent: every country), rides over 300 compare the
 * total cost, ride statistics count completed rides only, a receipt number is an invoice
 * number (001 §7 identifierNumberType). Without any date range the report covers the last
 * 30 days to today (001 §9 default report range).
 */

export type ReportRequest = ReportQuery | ReportFilters;

/** 001 §9: the default report range, last 30 days to today. */
export const DEFAULT_RANGE_DAYS = 30;
/** The largest page GET /reports answers (10,000 rows load and scroll in the browser). */
export const MAX_PAGE = 10_000;
export const DEFAULT_PAGE = 100;
/** The rides-over-300 filter (001 §9), in the firm's currency. */
export const RIDES_OVER_AMOUNT = 300;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkedDate(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = ISO_DATE.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw badRequest(`${name} must be a date (YYYY-MM-DD)`, [{ path: name, message: 'Invalid date' }]);
  }
  return value;
}

export function checkedRange(names: [string, string], from: string | undefined, to: string | undefined): [string | undefined, string | undefined] {
  const start = checkedDate(names[0], from);
  const end = checkedDate(names[1], to);
  if (start && end && start > end) throw badRequest(`${names[0]} must not be after ${names[1]}`, [{ path: names[0], message: 'Range ends before it starts' }]);
  return [start, end];
}

const IDENTIFIER_COLUMN: Readonly<Record<IdentifierNumberType, IdentifierColumn>> = {
  reservationNumber: 'reservation_number',
  confirmationNumber: 'confirmation_number',
  voucherNumber: 'voucher_number',
  receiptNumber: 'invoice_number',
};

/** The comma-joined allocation lists (costCenters, ...) by their rides column, in the 001 §3 type order. */
export const ALLOCATION_LIST_COLUMNS: ReadonlyArray<[typeof REPORT_ALLOCATION_LIST_KEYS[number], AllocationColumn]> =
  REPORT_ALLOCATION_LIST_KEYS.map((key, i) => [key, ALLOCATION_COLUMNS[i]!.column]);

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The repository filter of a report request; `today` (YYYY-MM-DD) anchors the default range. */
export function rideFilterOf(q: ReportRequest, today: string): RideFilter {
  const [tripDateFrom, tripDateTo] = checkedRange(['tripDateFrom', 'tripDateTo'], q.tripDateFrom, q.tripDateTo);
  const [processedDateFrom, processedDateTo] = checkedRange(['processedDateFrom', 'processedDateTo'], q.processedDateFrom, q.processedDateTo);
  const anyRange = tripDateFrom || tripDateTo || processedDateFrom || processedDateTo;
  const country = q.country?.trim().toUpperCase();
  if (country && country !== '0' && !/^[A-Z]{2}$/.test(country)) throw badRequest('country must be a country code', [{ path: 'country', message: 'Invalid country' }]);

  const filter: RideFilter = {};
  if (anyRange) {
    Object.assign(filter, dropUndefined({ tripDateFrom, tripDateTo, processedDateFrom, processedDateTo }));
  } else {
    filter.tripDateFrom = isoDay(Date.parse(`${today}T00:00:00Z`) - DEFAULT_RANGE_DAYS * 86_400_000);
    filter.tripDateTo = today;
  }
  if (q.employeeIds?.length) filter.passengerUserIds = q.employeeIds;
  Object.assign(filter, dropUndefined({
    passenger: q.passenger, voucher: q.voucher, carProvider: q.carProvider, carCompanyText: q.specificCarCompany,
    purposeOfJourneyId: q.purposeOfJourney, invoiceNumber: q.invoiceNumber, firmInvoiceId: q.firmInvoiceId,
    billable: q.billable, premiumService: q.premiumService, bookedByAgency: q.bookedByAgency,
  }));
  if (country && country !== '0') filter.countryCode = country;
  if (q.ridesOver300) filter.totalCostAbove = RIDES_OVER_AMOUNT;
  if (q.rideStatistics) filter.statuses = ['Completed'];
  if (q.identifierNumber?.trim()) {
    filter.identifier = { value: q.identifierNumber, column: q.identifierNumberType ? IDENTIFIER_COLUMN[q.identifierNumberType] : null };
  }
  const allocations: Partial<Record<AllocationColumn, readonly string[]>> = {};
  for (const [key, column] of ALLOCATION_LIST_COLUMNS) {
    const values = q[key];
    if (values?.length) allocations[column] = values;
  }
  if (Object.keys(allocations).length) filter.allocations = allocations;
  return filter;
}

/** The column of every sort key: every column of the rides table sorts on the server. */
const SORT_COLUMN: Readonly<Record<typeof REPORT_SORT_KEYS[number], RideSortColumn>> = {
  pickupTime: 'pickup_at', processedDate: 'processed_date', passengerName: 'passenger_name', carProvider: 'car_provider',
  reservationNumber: 'reservation_number', totalCost: 'total_cost', distanceInKm: 'distance_km', co2Kg: 'co2_kg',
  confirmationNumber: 'confirmation_number', reservationStatus: 'status', employeeId: 'employee_id', bookedBy: 'booked_by',
  vehicleType: 'vehicle_type', pickupAddress: 'pickup_address', dropoffAddress: 'dropoff_address', countryCode: 'country_code',
  purposeOfJourney: 'purpose_of_journey', voucherNumber: 'voucher_number', invoiceNumber: 'invoice_number',
  durationInMinutes: 'duration_minutes', billable: 'billable',
  ...Object.fromEntries(ALLOCATION_COLUMNS.map(({ key, column }) => [key, column])) as Record<(typeof ALLOCATION_COLUMNS)[number]['key'], AllocationColumn>,
};

/** The rides report order: newest trip first unless asked otherwise. */
export function rideSortOf(q: ReportRequest): RideSort {
  return { column: SORT_COLUMN[q.sortBy ?? 'pickupTime'], direction: q.sortDirection ?? (q.sortBy ? 'asc' : 'desc') };
}

/** Offset and page size (at most MAX_PAGE). */
export function pagingOf(q: ReportRequest): { offset: number; count: number } {
  const count = q.count ?? DEFAULT_PAGE;
  if (count < 1 || count > MAX_PAGE) throw badRequest(`count must be between 1 and ${MAX_PAGE}`, [{ path: 'count', message: 'Out of range' }]);
  return { offset: q.offset ?? 0, count };
}

function dropUndefined<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
