import { z } from 'zod';
import { endpointGroup, route } from '../endpoint.ts';
import { DashboardNameSchema } from '../entities/enums.ts';
import { DashboardQuerySchema, DashboardViewSchema } from '../entities/dashboard.ts';
import {
  NewStarredReportSchema, ReceiptPageSchema, ReceiptQuerySchema,
  ReportExportRequestSchema, ReportQuerySchema, ReportRidesPageSchema, ReportRouteRowSchema, ReportSummaryRowSchema,
  StarredReportSchema,
} from '../entities/reports.ts';
import { invoiceEndpoints } from './invoices.ts';
import { outstandingEndpoints } from './outstanding.ts';

/** Downloads (CSV, PDF) answer the file's text; the client saves it. */
const fileResponse = z.string();

// spec 001 §7 Reports and receipts, Dashboard
export const reportEndpoints = endpointGroup('reports', {
  rides: route('GET /reports', { summary: 'Rides report', query: ReportQuerySchema, response: ReportRidesPageSchema }),
  ridesCsv: route('POST /reports/csv', {
    summary: 'Rides report export', body: ReportExportRequestSchema, response: fileResponse,
  }),
  summary: route('GET /reports/summary', {
    summary: 'Totals grouped by a cost allocation type', query: ReportQuerySchema, response: z.array(ReportSummaryRowSchema),
  }),
  summaryCsv: route('POST /reports/summary/csv', {
    summary: 'Summary report export', body: ReportExportRequestSchema, response: fileResponse,
  }),
  routes: route('GET /reports/routes', {
    summary: 'Most used routes', query: ReportQuerySchema, response: z.array(ReportRouteRowSchema),
  }),
  starredReports: route('GET /reports/starred-reports', { summary: 'Starred reports', response: z.array(StarredReportSchema) }),
  starReport: route('POST /reports/starred-reports', {
    summary: 'Star a report', body: NewStarredReportSchema, response: StarredReportSchema,
  }),
  unstarReport: route('DELETE /reports/starred-reports/:id', { summary: 'Remove a starred report' }),
  ...invoiceEndpoints,
  receipts: route('GET /receipts', { summary: 'Search receipts', query: ReceiptQuerySchema, response: ReceiptPageSchema }),
  receiptDownload: route('GET /receipts/download', {
    summary: 'Download a stored receipt file', query: z.object({ fileInstanceId: z.string().min(1) }), response: fileResponse,
  }),
  receiptPdf: route('GET /receipts/receiptPdf', {
    summary: 'Receipt PDF by invoice number', query: z.object({ invoiceNumber: z.string().min(1) }), response: fileResponse,
  }),
  ...outstandingEndpoints,
  dashboard: route('GET /reports/dashboard/:name', {
    params: z.object({ name: DashboardNameSchema }),
    summary: 'One dashboard view', query: DashboardQuerySchema, response: DashboardViewSchema,
  }),
});
