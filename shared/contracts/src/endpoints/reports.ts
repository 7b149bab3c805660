import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { DashboardNameSchema, ExportFormatSchema } from '../entities/enums.ts';
import {
  DashboardFilterParamsSchema, DashboardWidgetSchema, FirmInvoicePageSchema, FirmInvoiceQuerySchema,
  NewStarredReportSchema, OutstandingChargeSchema, OutstandingEmailSchema, ReceiptPageSchema, ReceiptQuerySchema,
  ReportExportRequestSchema, ReportQuerySchema, ReportRidesPageSchema, ReportRouteRowSchema, ReportSummaryRowSchema,
  RideEmailSchema, StarredReportSchema,
} from '../entities/reports.ts';

/** Downloads (CSV, PDF) answer the file's text; the client saves it. */
const fileResponse = z.string();

// spec 001 §7 Reports and receipts, Dashboard
export const reportEndpoints = {
  rides: endpoint({
    method: 'GET', path: '/reports', summary: 'Rides report', query: ReportQuerySchema, response: ReportRidesPageSchema,
  }),
  ridesCsv: endpoint({
    method: 'POST', path: '/reports/csv', summary: 'Rides report export', body: ReportExportRequestSchema, response: fileResponse,
  }),
  summary: endpoint({
    method: 'GET', path: '/reports/summary', summary: 'Totals grouped by a cost allocation type',
    query: ReportQuerySchema, response: z.array(ReportSummaryRowSchema),
  }),
  summaryCsv: endpoint({
    method: 'POST', path: '/reports/summary/csv', summary: 'Summary report export', body: ReportExportRequestSchema, response: fileResponse,
  }),
  routes: endpoint({
    method: 'GET', path: '/reports/routes', summary: 'Most used routes', query: ReportQuerySchema, response: z.array(ReportRouteRowSchema),
  }),
  starredReports: endpoint({
    method: 'GET', path: '/reports/starred-reports', summary: 'Starred reports', response: z.array(StarredReportSchema),
  }),
  starReport: endpoint({
    method: 'POST', path: '/reports/starred-reports', summary: 'Star a report', body: NewStarredReportSchema, response: StarredReportSchema,
  }),
  unstarReport: endpoint({
    method: 'DELETE', path: '/reports/starred-reports/:id', summary: 'Remove a starred report',
  }),
  firmInvoices: endpoint({
    method: 'GET', path: '/reports/firm-invoices', summary: 'Direct-bill invoices', query: FirmInvoiceQuerySchema,
    response: FirmInvoicePageSchema,
  }),
  firmInvoiceFile: endpoint({
    method: 'GET', path: '/reports/firm-invoices/:id/invoiceFile', summary: 'Download an invoice',
    query: z.object({ type: ExportFormatSchema }), response: fileResponse,
  }),
  receipts: endpoint({
    method: 'GET', path: '/receipts', summary: 'Search receipts', query: ReceiptQuerySchema, response: ReceiptPageSchema,
  }),
  receiptDownload: endpoint({
    method: 'GET', path: '/receipts/download', summary: 'Download a stored receipt file',
    query: z.object({ fileInstanceId: z.string().min(1) }), response: fileResponse,
  }),
  receiptPdf: endpoint({
    method: 'GET', path: '/receipts/receiptPdf', summary: 'Receipt PDF by invoice number',
    query: z.object({ invoiceNumber: z.string().min(1) }), response: fileResponse,
  }),
  outstanding: endpoint({
    method: 'GET', path: '/rides/outstanding', summary: 'Outstanding charges', response: z.array(OutstandingChargeSchema),
  }),
  convertToDirectBill: endpoint({
    method: 'POST', path: '/rides/outstanding/:id/convertToDirectBill',
    summary: 'Bill an outstanding ride to the company',
  }),
  outstandingEmail: endpoint({
    method: 'POST', path: '/rides/outstanding/emails', summary: 'Email about an outstanding charge',
    body: OutstandingEmailSchema,
  }),
  rideEmails: endpoint({
    method: 'GET', path: '/rides/:id/emails', summary: 'Emails sent about a ride', response: z.array(RideEmailSchema),
  }),
  rideChangeCard: endpoint({
    method: 'POST', path: '/rides/:id/creditcards', summary: "Change a ride's card",
    body: z.object({
      newCreditCardId: z.number().int().positive(),
      oldCreditCardId: z.number().int().positive().nullable(),
      authorizingUserId: z.number().int().positive(),
    }),
  }),
  dashboard: endpoint({
    method: 'GET', path: '/reports/dashboard/:name', params: z.object({ name: DashboardNameSchema }),
    summary: 'One dashboard widget', query: DashboardFilterParamsSchema, response: DashboardWidgetSchema,
  }),
};
