import { z } from 'zod';
import { pageOf, pagingQuery, queryList } from '../endpoint.ts';
import { fields } from '../fields.ts';
import { boundedText } from '../text-limits.ts';
import { ExportFormatSchema, InvoiceStatusSchema } from './enums.ts';
import { ReportRideRowSchema } from './reports.ts';

// spec 001 §7 GET /reports/firm-invoices with filters, /reports/firm-invoices/{id}/invoiceFile?type;
// 001 §3 direct-bill invoice statuses and export formats (issue 15). Row shapes are designed.

/** GET /reports/firm-invoices: by billing period (an invoice whose period overlaps the dates), status and number. */
export const FirmInvoiceQuerySchema = pagingQuery.extend({
  statuses: queryList(InvoiceStatusSchema).optional(),
  /** ISO dates, inclusive: invoices whose billing period overlaps them. */
  ...fields(['dateFrom', 'dateTo'], z.string().optional()),
  /** Part of the invoice number, any case. */
  invoiceNumber: boundedText('code').optional(),
});
export type FirmInvoiceQuery = z.input<typeof FirmInvoiceQuerySchema>;

/** A direct-bill invoice: a calendar month of a firm's direct-bill rides, its amount their sum. */
export const FirmInvoiceSchema = z.object({
  firmInvoiceId: z.number().int(),
  invoiceNumber: z.string(),
  status: InvoiceStatusSchema,
  issueDate: z.string(),
  ...fields(['dueDate', 'periodFrom', 'periodTo'], z.string().nullable()),
  ...fields(['amount', 'paidAmount'], z.number()),
  currency: z.string(),
  rides: z.number().int().min(0),
});
export type FirmInvoice = z.infer<typeof FirmInvoiceSchema>;

export const FirmInvoicePageSchema = pageOf('data', FirmInvoiceSchema);
export type FirmInvoicePage = z.infer<typeof FirmInvoicePageSchema>;

/** A ride on an invoice (GET /reports/firm-invoices/{id}/rides): named as the rides report names it. */
export const InvoiceRideSchema = ReportRideRowSchema.pick({
  rideId: true, reservationNumber: true, confirmationNumber: true, pickupTime: true, passengerName: true, carProvider: true,
  pickupAddress: true, dropoffAddress: true, currency: true,
}).extend({
  amount: z.number(),
  costCenter: z.string().nullable(),
});
export type InvoiceRide = z.infer<typeof InvoiceRideSchema>;

export const InvoiceRidePageSchema = pageOf('data', InvoiceRideSchema);

/** GET /reports/firm-invoices/{id}/invoiceFile?type: the invoice as a PDF document, its rides as CSV, or the AP flat file. */
export const InvoiceFileQuerySchema = z.object({ type: ExportFormatSchema });
