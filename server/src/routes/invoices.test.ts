import type { FirmInvoice, InvoiceRide } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPaymentFeed, issueDueInvoices } from '../invoices/invoice-billing.ts';
import { PARTNER_USER } from '../invoices/invoice-seed.ts';
import { pdfText } from '../ride-history/pdf-text.test-support.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';

type Headers = Record<string, string>;
interface Page<T> { data: T[]; total: number; hasMore: boolean }

describe('direct-bill invoices (001 §7 GET /reports/firm-invoices, invoiceFile; 000 §2; issue 15)', () => {
  let app: FastifyInstance;
  const who: Record<'rita' | 'sam' | 'ada' | 'ava' | 'hal' | 'paula', Headers> = { rita: {}, sam: {}, ada: {}, ava: {}, hal: {}, paula: {} };
  const get = (headers: Headers, path: string) => api(app, 'GET', path, { headers });
  async function ok<T>(headers: Headers, path: string): Promise<T> {
    const response = await get(headers, path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const invoices = (headers: Headers, query = '') => ok<Page<FirmInvoice>>(headers, `/reports/firm-invoices?count=100&${query}`);
  async function ridesOf(headers: Headers, id: number): Promise<InvoiceRide[]> {
    const all: InvoiceRide[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await ok<Page<InvoiceRide>>(headers, `/reports/firm-invoices/${id}/rides?offset=${offset}&count=500`);
      all.push(...page.data);
      if (!page.hasMore) return all;
    }
  }
  const cents = (amount: number) => Math.round(amount * 100);

  beforeAll(async () => {
    app = await createTestApp({}, undefined, { rideHistory: true });
    [who.rita, who.sam, who.ada, who.ava, who.hal, who.paula] = await Promise.all([
      signIn(app, 'rita.reporter@acme.example'), signIn(app, 'sam.super@acme.example'), signIn(app, 'ada.admin@acme.example'),
      signIn(app, 'ava.employee@acme.example'), signIn(app, 'hal.dev@hq.example'), signIn(app, PARTNER_USER.email),
    ]);
  }, 120_000);
  afterAll(async () => { await app.close(); });

  it("invoices each month of Acme's direct-bill rides, the amount the sum of its rides", async () => {
    const { data, total } = await invoices(who.rita);
    const monthly = data.filter((i) => i.status !== 'test');
    expect(monthly.length).toBeGreaterThanOrEqual(12);
    expect(total).toBe(data.length);
    for (const invoice of monthly.slice(0, 3)) {
      const rides = await ridesOf(who.rita, invoice.firmInvoiceId);
      expect(rides).toHaveLength(invoice.rides);
      expect(invoice.rides).toBeGreaterThan(100);
      expect(cents(invoice.amount)).toBe(rides.reduce((sum, r) => sum + cents(r.amount), 0));
      expect(rides.every((r) => r.pickupTime.slice(0, 10) >= (invoice.periodFrom ?? '') && r.pickupTime.slice(0, 10) <= (invoice.periodTo ?? ''))).toBe(true);
      expect(invoice.invoiceNumber).toBe(`INV-ACME-${invoice.periodFrom?.slice(0, 7).replace('-', '')}`);
    }
    // Every charged direct-bill ride of an invoiced month is on exactly one invoice.
    const billed = await app.db.kysely.selectFrom('rides').innerJoin('firms', 'firms.firm_id', 'rides.firm_id')
      .where('firms.firm_code', '=', 'acme').where('bill_company', '=', 1).where('total_cost', '>', 0).where('processed_date', 'is not', null)
      .where('trip_date', '<=', monthly[0]?.periodTo ?? '').select(['firm_invoice_id']).execute();
    expect(billed.length).toBe(monthly.reduce((sum, i) => sum + i.rides, 0));
    expect(billed.every((r) => r.firm_invoice_id !== null)).toBe(true);
  });

  it('sets the statuses from the seed and the payment feed: paid when long due, a test invoice, the latest still open', async () => {
    const { data } = await invoices(who.rita);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.filter((i) => i.status === 'test').map((i) => [i.rides, i.amount])).toEqual([[0, 0]]);
    // Every schedule ends paid at most five weeks after the due date (invoiceFeedSchedule).
    const longDue = data.filter((i) => i.status !== 'test' && (i.dueDate ?? today) < new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10));
    expect(longDue.length).toBeGreaterThan(5);
    expect(longDue.every((i) => i.status === 'fully_paid' && cents(i.paidAmount) === cents(i.amount))).toBe(true);
    const latest = data.find((i) => i.status !== 'test');
    expect(['new', 'pending_payment']).toContain(latest?.status);
  });

  it('moves invoices along the payment feed and issues the next month once it is due', async () => {
    const { data } = await invoices(who.sam, 'statuses=new,pending_payment,partially_paid,declined');
    expect(data.length).toBeGreaterThan(0);
    const later = new Date(Date.now() + 75 * 86_400_000);
    expect(await applyPaymentFeed(app.db.kysely, later)).toBeGreaterThan(0);
    for (const invoice of data) {
      const after = await ok<FirmInvoice>(who.sam, `/reports/firm-invoices/${invoice.firmInvoiceId}`);
      expect(after.status).toBe('fully_paid');
      expect(cents(after.paidAmount)).toBe(cents(invoice.amount));
    }
    const before = (await invoices(who.sam)).total;
    expect(await issueDueInvoices(app.db.kysely, new Date(Date.now() + 45 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await issueDueInvoices(app.db.kysely, new Date(Date.now() + 45 * 86_400_000))).toBe(0);
    expect((await invoices(who.sam)).total).toBeGreaterThan(before);
  });

  it('filters by status, by the dates its period overlaps and by invoice number', async () => {
    const all = (await invoices(who.rita)).data;
    const paid = await invoices(who.rita, 'statuses=fully_paid');
    expect(paid.data.length).toBeGreaterThan(0);
    expect(paid.data.every((i) => i.status === 'fully_paid')).toBe(true);
    const target = all.find((i) => i.status !== 'test');
    if (!target?.periodFrom) throw new Error('no invoice');
    const overlapping = await invoices(who.rita, `dateFrom=${target.periodFrom.slice(0, 8)}10&dateTo=${target.periodFrom.slice(0, 8)}12`);
    expect(overlapping.data.map((i) => i.invoiceNumber)).toContain(target.invoiceNumber);
    expect(overlapping.data.every((i) => (i.periodFrom ?? '') <= `${target.periodFrom?.slice(0, 8)}12`)).toBe(true);
    const byNumber = await invoices(who.rita, `invoiceNumber=${target.invoiceNumber.slice(2).toLowerCase()}`);
    expect(byNumber.data.map((i) => i.invoiceNumber)).toEqual([target.invoiceNumber]);
    expect((await get(who.rita, '/reports/firm-invoices?dateFrom=2026-02-30')).statusCode).toBe(400);
  });

  it('answers the invoice as a PDF listing its rides, as CSV with the same rows, and as the AP flat file', async () => {
    const invoice = (await invoices(who.rita, 'statuses=fully_paid')).data[0];
    if (!invoice) throw new Error('no invoice');
    const rides = await ridesOf(who.rita, invoice.firmInvoiceId);
    const file = (type: string) => get(who.rita, `/reports/firm-invoices/${invoice.firmInvoiceId}/invoiceFile?type=${type}`);

    const pdf = await file('pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Invoice', invoice.invoiceNumber, 'BILL TO', 'Fully paid', `Total (${rides.length.toLocaleString('en-US')} rides)`]));
    // The amount, what is paid (all of it) and the rides' total: the same money three times.
    expect(text.filter((t) => t === `$ ${invoice.amount.toFixed(2)} (USD)`)).toHaveLength(3);
    expect(text).toEqual(expect.arrayContaining(rides.slice(0, 5).map((r) => r.reservationNumber)));

    const csv = await file('csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNumber}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(rides.length + 1);
    expect(rides.every((r, i) => lines[i + 1]?.includes(r.reservationNumber))).toBe(true);

    const ap = (await file('ap')).body.trim().split('\r\n');
    expect(ap[0]).toMatch(/^H\|ACME\|Acme\|\d{8}\|1$/);
    expect(ap.filter((l) => l.startsWith('D|'))).toHaveLength(rides.length);
    expect(ap.at(-1)).toBe(`T|${rides.length}|${cents(invoice.amount)}`);
    expect((await get(who.rita, `/reports/firm-invoices/${invoice.firmInvoiceId}/invoiceFile?type=xls`)).statusCode).toBe(400);
  });

  it('is for super admins, HQ dev and support, and reporters of a firm that allows direct bill (000 §2)', async () => {
    expect((await invoices(who.sam)).total).toBeGreaterThan(0);
    expect((await invoices(who.paula)).total).toBeGreaterThan(0);
    for (const headers of [who.ada, who.ava, who.hal]) {
      const refused = await get(headers, '/reports/firm-invoices');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Direct-bill invoices are available to super admins, HQ dev and support, and reporters of firms that allow direct bill' });
    }
    expect((await get({}, '/reports/firm-invoices')).statusCode).toBe(401);
  });

  it('never shows a reporter of Acme the invoices of Globex', async () => {
    const db = app.db.kysely;
    const globex = await db.selectFrom('firms').selectAll().where('firm_code', '=', 'globex').executeTakeFirstOrThrow();
    await db.updateTable('firms').set({ preferences: JSON.stringify({ ...JSON.parse(globex.preferences), allowDirectBill: true }) }).where('firm_id', '=', globex.firm_id).execute();
    await db.updateTable('rides').set({ bill_company: 1 }).where('firm_id', '=', globex.firm_id).where('total_cost', '>', 0).execute();
    expect(await issueDueInvoices(db, new Date())).toBeGreaterThan(5);
    const theirs = await db.selectFrom('firm_invoices').selectAll().where('firm_id', '=', globex.firm_id).execute();
    expect(theirs.length).toBeGreaterThan(5);

    const mine = (await invoices(who.rita)).data;
    expect(mine.some((i) => i.invoiceNumber.startsWith('INV-GLOBEX'))).toBe(false);
    expect((await invoices(who.rita, 'invoiceNumber=GLOBEX')).total).toBe(0);
    const id = theirs[0]?.firm_invoice_id;
    for (const path of [`/reports/firm-invoices/${id}`, `/reports/firm-invoices/${id}/rides`, `/reports/firm-invoices/${id}/invoiceFile?type=pdf`]) {
      const response = await get(who.rita, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: 'Invoice not found' });
    }
  });

  it("gives the partner user a Billing link to the partner's billing page, whose origin Acme allows", async () => {
    const user = await ok<{ user: { partnersLink: string | null } }>(who.paula, '/users/userData');
    expect(user.user.partnersLink).toBe('http://127.0.0.1:8081/partner-billing.html');
    const listed = await app.db.kysely.selectFrom('firm_embed_origins').innerJoin('firms', 'firms.firm_id', 'firm_embed_origins.firm_id')
      .where('firms.firm_code', '=', 'acme').select('origin').execute();
    expect(listed.map((r) => r.origin)).toContain('http://127.0.0.1:8081');
  });
});
