import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { invoiceScope } from '../access/index.ts';
import type { Caller } from '../auth/session.ts';
import { notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { findFirmInvoice, invoicePage } from '../invoices/firm-invoice-repository.ts';
import { invoicePdf } from '../invoices/invoice-pdf.ts';
import { toFirmInvoice, toInvoiceRide } from '../invoices/invoice-view.ts';
import { rideApStream, rideBatches, rideCsvStream } from '../ride-history/report-export.ts';
import { checkedRange, pagingOf } from '../ride-history/report-filter.ts';
import { ridePage, rideSums, type RideSort } from '../ride-history/ride-repository.ts';

export const INVOICE_NOT_FOUND = 'Invoice not found';

/** An invoice's rides in the order it lists them: by pickup time. */
const BY_PICKUP: RideSort = { column: 'pickup_at', direction: 'asc' };

// spec 001 §7 GET /reports/firm-invoices with filters, /reports/firm-invoices/{id}/invoiceFile?type (issue 15),
// and the designed GET /reports/firm-invoices/{id} and /rides that list an opened invoice's rides.
export function registerInvoiceRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  /** The caller's invoice by id: another firm's answers as a missing one. */
  const invoiceOf = async (caller: Caller, id: number) => {
    const { firmId } = invoiceScope(caller);
    const invoice = await findFirmInvoice(db, firmId, id);
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    return { invoice, scope: { firmId, viewerUserId: null } };
  };

  registerEndpoint(app, endpoints.reports.firmInvoices, async ({ caller, query }) => {
    const { firmId } = invoiceScope(caller);
    const [dateFrom, dateTo] = checkedRange(['dateFrom', 'dateTo'], query.dateFrom, query.dateTo);
    const { offset, count } = pagingOf({ offset: query.offset, count: query.count ?? 50 });
    const { rows, total } = await invoicePage(db, firmId, {
      ...(query.statuses?.length ? { statuses: query.statuses } : {}),
      ...(dateFrom ? { dateFrom } : {}), ...(dateTo ? { dateTo } : {}),
      ...(query.invoiceNumber?.trim() ? { invoiceNumber: query.invoiceNumber } : {}),
    }, offset, count);
    return { data: rows.map(toFirmInvoice), total, hasMore: offset + rows.length < total };
  });

  registerEndpoint(app, endpoints.reports.firmInvoice, async ({ caller, params }) => toFirmInvoice((await invoiceOf(caller, params.id)).invoice));

  registerEndpoint(app, endpoints.reports.firmInvoiceRides, async ({ caller, params, query }) => {
    const { invoice, scope } = await invoiceOf(caller, params.id);
    const filter = { firmInvoiceId: invoice.firm_invoice_id };
    const { offset, count } = pagingOf({ offset: query.offset, count: query.count ?? 100 });
    const [rows, sums] = await Promise.all([ridePage(db, scope, filter, BY_PICKUP, offset, count), rideSums(db, scope, filter)]);
    return { data: rows.map(toInvoiceRide), total: sums.rides, hasMore: offset + rows.length < sums.rides };
  });

  // The invoice as a PDF document; its rides as the rides report's CSV or AP flat file (001 §3 export formats).
  registerEndpoint(app, endpoints.reports.firmInvoiceFile, async ({ caller, params, query, reply }) => {
    const { invoice, scope } = await invoiceOf(caller, params.id);
    const rides = rideBatches(db, scope, { firmInvoiceId: invoice.firm_invoice_id }, BY_PICKUP);
    const send = (type: string, ext: string, disposition: 'inline' | 'attachment') =>
      reply.type(type).header('content-disposition', `${disposition}; filename="${invoice.invoice_number}.${ext}"`);
    if (query.type === 'pdf') return send('application/pdf', 'pdf', 'inline').send(await invoicePdf(invoice, caller.firm, rides));
    if (query.type === 'ap') return send('text/plain; charset=utf-8', 'ap.txt', 'attachment').send(rideApStream(rides, caller.firm, invoice.issue_date));
    return send('text/csv; charset=utf-8', 'csv', 'attachment').send(rideCsvStream(rides, caller.firm));
  });
}
