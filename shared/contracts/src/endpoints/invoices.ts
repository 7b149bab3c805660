import { z } from 'zod';
import { pagingQuery, route } from '../endpoint.ts';
import {
  FirmInvoicePageSchema, FirmInvoiceQuerySchema, FirmInvoiceSchema, InvoiceFileQuerySchema, InvoiceRidePageSchema,
} from '../entities/invoices.ts';

// spec 001 §7 Reports and receipts: the direct-bill invoices' calls (issue 15), rows of the reports group.
// GET /reports/firm-invoices/{id} and /rides are designed: opening an invoice lists its rides.
export const invoiceEndpoints = {
  firmInvoices: route('GET /reports/firm-invoices', {
    summary: 'Direct-bill invoices', query: FirmInvoiceQuerySchema, response: FirmInvoicePageSchema,
  }),
  firmInvoice: route('GET /reports/firm-invoices/:id', { summary: 'One direct-bill invoice', response: FirmInvoiceSchema }),
  firmInvoiceRides: route('GET /reports/firm-invoices/:id/rides', {
    summary: 'The rides on a direct-bill invoice', query: pagingQuery, response: InvoiceRidePageSchema,
  }),
  firmInvoiceFile: route('GET /reports/firm-invoices/:id/invoiceFile', {
    summary: 'Download an invoice: PDF, CSV or the AP flat file', query: InvoiceFileQuerySchema, response: z.string(),
  }),
};
