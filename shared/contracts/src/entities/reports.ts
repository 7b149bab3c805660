import { z } from 'zod';
import { pageOf, pagingQuery, positiveId, queryBoolean, queryInt, queryList } from '../endpoint.ts';
import { fields } from '../fields.ts';
import {
  CardBrandSchema, CostAllocationTypeSchema, ExportFormatSchema, IdentifierNumberTypeSchema,
  ReportTypeSchema, ScheduleFrequencySchema, VehicleTypeSchema,
} from './enums.ts';
import { ReservationResponseSchema } from './reservation.ts';

// spec 001 §7 Reports and receipts, Dashboard. Row shapes are not shown in the spec: designed.

/** The comma-joined per-allocation lists rides-report requests send (001 §7). */
export const REPORT_ALLOCATION_LIST_KEYS = [
  'costCenters', 'projectCodes', 'clientCodes', 'clientMatters', 'companies', 'organizations', 'departments',
  'businessUnits', 'locations', 'jobTitleCodes', 'employeeManagers',
] as const;

/**
 * The columns the rides report sorts by (designed; GET /reports `sortBy`): every column of the
 * rides table, named as the row names them (the cost allocations by their column key).
 */
export const REPORT_SORT_KEYS = [
  'pickupTime', 'processedDate', 'passengerName', 'carProvider', 'reservationNumber', 'totalCost', 'distanceInKm', 'co2Kg',
  'confirmationNumber', 'reservationStatus', 'employeeId', 'bookedBy', 'vehicleType', 'pickupAddress', 'dropoffAddress',
  'countryCode', 'purposeOfJourney', 'voucherNumber', 'invoiceNumber', 'durationInMinutes', 'billable',
  'costCenter', 'projectCode', 'clientCode', 'clientMatter', 'company', 'organization', 'department', 'businessUnit',
  'location', 'jobTitleCode', 'employeeManager',
] as const;
const ReportSortKeySchema = z.enum(REPORT_SORT_KEYS);

/**
 * The report filters, built once for two transports: query strings (text, coerced)
 * and JSON bodies (the CSV exports). Every filter may be left out.
 */
function reportFilters<N extends z.ZodType, B extends z.ZodType, L extends z.ZodType, I extends z.ZodType>(
  num: N, bool: B, list: L, ids: I,
) {
  return z.object({
    offset: num,
    count: num,
    type: ReportTypeSchema,
    employeeIds: ids,
    ...fields(['passenger', 'voucher', 'carProvider'], z.string()),
    purposeOfJourney: num,
    invoiceNumber: z.string(),
    firmInvoiceId: num,
    /** ISO dates, inclusive. */
    ...fields(['tripDateFrom', 'tripDateTo', 'processedDateFrom', 'processedDateTo'], z.string()),
    /** Country code; '0' or absent means every country. */
    country: z.string(),
    ...fields(['billable', 'premiumService', 'rideStatistics', 'ridesOver300', 'bookedByAgency'], bool),
    specificCarCompany: z.string(),
    groupBy: CostAllocationTypeSchema,
    identifierNumber: z.string(),
    identifierNumberType: IdentifierNumberTypeSchema,
    ...fields(REPORT_ALLOCATION_LIST_KEYS, list),
    /** Rides report order (designed): newest trip first by default. */
    sortBy: ReportSortKeySchema,
    sortDirection: z.enum(['asc', 'desc']),
  }).partial();
}

/** Report filters as a query string (GET /reports, /reports/summary, /reports/routes). */
export const ReportQuerySchema = reportFilters(
  queryInt.min(0), queryBoolean, queryList(z.string()), queryList(positiveId),
);
export type ReportQuery = z.output<typeof ReportQuerySchema>;

/** Report filters in a JSON body (POST /reports/csv, /reports/summary/csv). */
export const ReportFiltersSchema = reportFilters(
  z.number().int().min(0), z.boolean(), z.array(z.string()), z.array(z.number().int().positive()),
);
export type ReportFilters = z.infer<typeof ReportFiltersSchema>;

/** POST /reports/csv and /reports/summary/csv payload. */
export const ReportExportRequestSchema = z.object({
  filters: ReportFiltersSchema,
  format: ExportFormatSchema.default('csv'),
});

/**
 * The report filter parameters of the portal URL (001 §7), as text. `employees` holds
 * id:name pairs, `costAllocations` type:code|code pairs; date ranges hold two dates.
 */
const REPORT_URL_PARAM_KEYS = [
  'type', 'employees', 'passenger', 'voucher', 'carProvider', 'purposeOfJourney', 'invoiceNumber', 'firmInvoiceId',
  'tripDates', 'tripDatesGroup', 'processedDates', 'processedDatesGroup', 'costAllocations', 'country', 'billable',
  'premiumService', 'rideStatistics', 'ridesOver300', 'bookedByAgency', 'specificCarCompany', 'groupBy', 'identifierNumber',
  'identifierNumberType',
] as const;
export const ReportUrlParamsSchema = z.object(fields(REPORT_URL_PARAM_KEYS, z.string())).partial();
export type ReportUrlParams = z.infer<typeof ReportUrlParamsSchema>;

/** A row of the rides report (GET /reports): the reservation as its response names it, and the ride's facts. */
export const ReportRideRowSchema = ReservationResponseSchema.extend({
  /** The ride in the history; its reservation id is null for rides from before the product (the seeded year). */
  rideId: z.number().int(),
  reservationId: z.number().int().nullable(),
  pickupTime: z.string(),
  passengerName: z.string(),
  ...fields([
    'voucherNumber', 'invoiceNumber', 'processedDate', 'employeeId', 'bookedBy', 'carProvider', 'pickupAddress',
    'dropoffAddress', 'countryCode', 'currency', 'purposeOfJourney',
  ], z.string().nullable()),
  vehicleType: VehicleTypeSchema.nullable(),
  ...fields(['distanceInKm', 'durationInMinutes', 'totalCost', 'co2Kg'], z.number().nullable()),
  /** Cost allocation values keyed by column key (costCenter, projectCode, ...). */
  costAllocations: z.record(z.string(), z.string()),
  ...fields(['billable', 'premiumService', 'bookedByAgency'], z.boolean()),
});
export type ReportRideRow = z.infer<typeof ReportRideRowSchema>;

/** The totals of every ride the filters match (the rides table's totals row), not only the page's. */
export const ReportRideTotalsSchema = z.object({
  rides: z.number().int().min(0),
  ...fields(['totalCost', 'distanceInKm', 'durationInMinutes', 'co2Kg'], z.number()),
  currency: z.string(),
});
export const ReportRidesPageSchema = pageOf('data', ReportRideRowSchema).extend({ totals: ReportRideTotalsSchema });
export type ReportRidesPage = z.infer<typeof ReportRidesPageSchema>;

/** The totals of a group of rides (summary and routes rows). */
const rideTotals = {
  rides: z.number().int().min(0),
  totalCost: z.number(),
  averageCost: z.number(),
  currency: z.string(),
};

/** A row of GET /reports/summary?groupBy: totals per cost allocation code. */
export const ReportSummaryRowSchema = z.object({
  groupValue: z.string(),
  ...rideTotals,
  ...fields(['distanceInKm', 'co2Kg'], z.number().nullable()),
});
export type ReportSummaryRow = z.infer<typeof ReportSummaryRowSchema>;

/** A row of GET /reports/routes: rides per origin/destination pair. */
export const ReportRouteRowSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...rideTotals,
});
export type ReportRouteRow = z.infer<typeof ReportRouteRowSchema>;

/** A starred (saved) report: its name and the report URL query it reopens. */
export const StarredReportSchema = z.object({
  starredReportId: z.number().int(),
  name: z.string().min(1),
  type: ReportTypeSchema,
  /** The report's URL query string (ReportUrlParams), without the leading '?'. */
  query: z.string(),
  created: z.string().nullable(),
  /** Sent by email on this schedule, in this format (designed: issue 13); null: not scheduled. */
  schedule: ScheduleFrequencySchema.nullable(),
  format: ExportFormatSchema.nullable(),
});
export type StarredReport = z.infer<typeof StarredReportSchema>;
export const NewStarredReportSchema = StarredReportSchema.pick({ name: true, type: true, query: true }).extend({
  schedule: ScheduleFrequencySchema.nullable().default(null),
  format: ExportFormatSchema.nullable().default(null),
});

/** The ISO date range (inclusive) the receipt and invoice searches filter by. */
const dateRangeFilter = fields(['dateFrom', 'dateTo'], z.string().optional());

/** What a ride was charged and when. */
const rideCharge = {
  rideDate: z.string(),
  amount: z.number(),
  currency: z.string(),
};

// ---- Receipts ----

/** Receipts are searched by a date range and some of the rides report's own filters. */
export const ReceiptQuerySchema = pagingQuery.extend({
  ...dateRangeFilter,
  ...ReportQuerySchema.pick({
    passenger: true, employeeIds: true, identifierNumber: true, identifierNumberType: true, carProvider: true,
  }).shape,
});

/** A receipt names its ride as the rides report does. */
export const ReceiptSchema = ReportRideRowSchema.pick({
  rideId: true, reservationId: true, reservationNumber: true, confirmationNumber: true, reservationStatus: true, voucherNumber: true,
  passengerName: true, carProvider: true, pickupAddress: true, dropoffAddress: true,
  /** The ride's distance and its CO2 (kg CO2e, the history's emission factor per vehicle type), as on the receipt PDF. */
  distanceInKm: true, co2Kg: true,
}).extend({
  invoiceNumber: z.string(),
  ...rideCharge,
  card: z.object({ brand: CardBrandSchema, last4: z.string() }).nullable(),
  /** Id of the stored receipt file (GET /receipts/download). */
  fileInstanceId: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ReceiptPageSchema = pageOf('data', ReceiptSchema);

// ---- Direct-bill invoices: entities/invoices.ts ----
