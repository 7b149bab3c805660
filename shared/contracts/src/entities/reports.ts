import { z } from 'zod';
import { pageOf, pagingQuery, positiveId, queryBoolean, queryInt, queryList } from '../endpoint.ts';
import {
  CardBrandSchema, CostAllocationTypeSchema, DashboardNameSchema, ExportFormatSchema, IdentifierNumberTypeSchema,
  InvoiceStatusSchema, PaymentStatusSchema, ReportTypeSchema, ReservationStatusSchema, VehicleTypeSchema,
} from './enums.ts';

// spec 001 §7 Reports and receipts, Dashboard. Row shapes are not shown in the spec: designed.

/** The comma-joined per-allocation lists rides-report requests send (001 §7). */
export const REPORT_ALLOCATION_LIST_KEYS = [
  'costCenters', 'projectCodes', 'clientCodes', 'clientMatters', 'companies', 'organizations', 'departments',
  'businessUnits', 'locations', 'jobTitleCodes', 'employeeManagers',
] as const;

/**
 * The report filters, built once for two transports: query strings (text, coerced)
 * and JSON bodies (the CSV exports).
 */
function reportFilters<N extends z.ZodType, B extends z.ZodType, L extends z.ZodType, I extends z.ZodType>(
  num: N, bool: B, list: L, ids: I,
) {
  return z.object({
    offset: num.optional(),
    count: num.optional(),
    type: ReportTypeSchema.optional(),
    employeeIds: ids.optional(),
    passenger: z.string().optional(),
    voucher: z.string().optional(),
    carProvider: z.string().optional(),
    purposeOfJourney: num.optional(),
    invoiceNumber: z.string().optional(),
    firmInvoiceId: num.optional(),
    /** ISO dates, inclusive. */
    tripDateFrom: z.string().optional(),
    tripDateTo: z.string().optional(),
    processedDateFrom: z.string().optional(),
    processedDateTo: z.string().optional(),
    /** Country code; '0' or absent means every country. */
    country: z.string().optional(),
    billable: bool.optional(),
    premiumService: bool.optional(),
    rideStatistics: bool.optional(),
    ridesOver300: bool.optional(),
    bookedByAgency: bool.optional(),
    specificCarCompany: z.string().optional(),
    groupBy: CostAllocationTypeSchema.optional(),
    identifierNumber: z.string().optional(),
    identifierNumberType: IdentifierNumberTypeSchema.optional(),
    costCenters: list.optional(),
    projectCodes: list.optional(),
    clientCodes: list.optional(),
    clientMatters: list.optional(),
    companies: list.optional(),
    organizations: list.optional(),
    departments: list.optional(),
    businessUnits: list.optional(),
    locations: list.optional(),
    jobTitleCodes: list.optional(),
    employeeManagers: list.optional(),
  });
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
export const ReportUrlParamsSchema = z.object({
  type: z.string(),
  employees: z.string(),
  passenger: z.string(),
  voucher: z.string(),
  carProvider: z.string(),
  purposeOfJourney: z.string(),
  invoiceNumber: z.string(),
  firmInvoiceId: z.string(),
  tripDates: z.string(),
  tripDatesGroup: z.string(),
  processedDates: z.string(),
  processedDatesGroup: z.string(),
  costAllocations: z.string(),
  country: z.string(),
  billable: z.string(),
  premiumService: z.string(),
  rideStatistics: z.string(),
  ridesOver300: z.string(),
  bookedByAgency: z.string(),
  specificCarCompany: z.string(),
  groupBy: z.string(),
  identifierNumber: z.string(),
  identifierNumberType: z.string(),
}).partial();
export type ReportUrlParams = z.infer<typeof ReportUrlParamsSchema>;

/** A row of the rides report (GET /reports). */
export const ReportRideRowSchema = z.object({
  reservationId: z.number().int(),
  reservationNumber: z.string(),
  confirmationNumber: z.string().nullable(),
  voucherNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  pickupTime: z.string(),
  processedDate: z.string().nullable(),
  passengerName: z.string(),
  employeeId: z.string().nullable(),
  bookedBy: z.string().nullable(),
  carProvider: z.string().nullable(),
  vehicleType: VehicleTypeSchema.nullable(),
  pickupAddress: z.string().nullable(),
  dropoffAddress: z.string().nullable(),
  countryCode: z.string().nullable(),
  distanceInKm: z.number().nullable(),
  durationInMinutes: z.number().nullable(),
  totalCost: z.number().nullable(),
  currency: z.string().nullable(),
  reservationStatus: ReservationStatusSchema,
  purposeOfJourney: z.string().nullable(),
  /** Cost allocation values keyed by column key (costCenter, projectCode, ...). */
  costAllocations: z.record(z.string(), z.string()),
  co2Kg: z.number().nullable(),
  billable: z.boolean(),
});
export type ReportRideRow = z.infer<typeof ReportRideRowSchema>;

export const ReportRidesPageSchema = pageOf('data', ReportRideRowSchema);
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
  distanceInKm: z.number().nullable(),
  co2Kg: z.number().nullable(),
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
});
export type StarredReport = z.infer<typeof StarredReportSchema>;
export const NewStarredReportSchema = StarredReportSchema.pick({ name: true, type: true, query: true });

// ---- Dashboard ----

/** Dashboard filter params (GET /reports/dashboard/{name}). */
export const DashboardFilterParamsSchema = z.object({
  timeRangeFrom: z.string(),
  timeRangeTo: z.string(),
  country: z.string().optional(),
  purpose: z.coerce.number().int().optional(),
  employeeIds: queryList(positiveId).optional(),
  carProvider: z.string().optional(),
  costCenters: queryList(z.string()).optional(),
  departments: queryList(z.string()).optional(),
  /** 'HH:mm' bounds of the hourly distribution; the end may be earlier (next day). */
  fromTime: z.string().optional(),
  toTime: z.string().optional(),
});
export type DashboardFilterParams = z.output<typeof DashboardFilterParamsSchema>;

/** One point of a dashboard widget (a bar, a slice, a table row). */
export const DashboardPointSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  secondaryValue: z.number().nullable(),
  unit: z.string().nullable(),
});

/** GET /reports/dashboard/{name} answer: one widget's data in one shape for every name. */
export const DashboardWidgetSchema = z.object({
  name: DashboardNameSchema,
  points: z.array(DashboardPointSchema),
  totals: z.record(z.string(), z.number()),
});
export type DashboardWidget = z.infer<typeof DashboardWidgetSchema>;

// ---- Receipts ----

export const ReceiptQuerySchema = pagingQuery.extend({
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  passenger: z.string().optional(),
  employeeIds: queryList(positiveId).optional(),
  identifierNumber: z.string().optional(),
  identifierNumberType: IdentifierNumberTypeSchema.optional(),
  carProvider: z.string().optional(),
});

/** A receipt names its ride as the rides report does. */
export const ReceiptSchema = ReportRideRowSchema.pick({
  reservationId: true, reservationNumber: true, confirmationNumber: true, voucherNumber: true, passengerName: true,
  carProvider: true, pickupAddress: true, dropoffAddress: true,
}).extend({
  invoiceNumber: z.string(),
  rideDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  card: z.object({ brand: CardBrandSchema, last4: z.string() }).nullable(),
  /** Id of the stored receipt file (GET /receipts/download). */
  fileInstanceId: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ReceiptPageSchema = pageOf('data', ReceiptSchema);

// ---- Direct-bill invoices ----

export const FirmInvoiceQuerySchema = pagingQuery.extend({
  statuses: queryList(InvoiceStatusSchema).optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  invoiceNumber: z.string().optional(),
});

export const FirmInvoiceSchema = z.object({
  firmInvoiceId: z.number().int(),
  invoiceNumber: z.string(),
  status: InvoiceStatusSchema,
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  amount: z.number(),
  paidAmount: z.number(),
  currency: z.string(),
  rides: z.number().int().min(0),
});
export type FirmInvoice = z.infer<typeof FirmInvoiceSchema>;

export const FirmInvoicePageSchema = pageOf('data', FirmInvoiceSchema);

// ---- Outstanding charges ----

export const OutstandingChargeSchema = z.object({
  rideId: z.number().int(),
  reservationNumber: z.string(),
  passengerName: z.string(),
  passengerEmail: z.string().nullable(),
  rideDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  paymentStatus: PaymentStatusSchema,
  card: z.object({ creditCardId: z.number().int(), brand: CardBrandSchema, last4: z.string() }).nullable(),
  failureReason: z.string().nullable(),
  emailsSent: z.number().int().min(0),
});
export type OutstandingCharge = z.infer<typeof OutstandingChargeSchema>;

/** POST /rides/outstanding/emails payload (001 §7). */
export const OutstandingEmailSchema = z.object({
  rideId: z.number().int(),
  recipients: z.array(z.email()).min(1),
  ccs: z.array(z.email()),
  subject: z.string().min(1),
  emailContent: z.string().min(1),
});
export type OutstandingEmail = z.infer<typeof OutstandingEmailSchema>;

/** An email sent about a ride (GET /rides/{id}/emails). */
export const RideEmailSchema = OutstandingEmailSchema.extend({
  sentAt: z.string(),
  sentBy: z.string().nullable(),
});
export type RideEmail = z.infer<typeof RideEmailSchema>;
