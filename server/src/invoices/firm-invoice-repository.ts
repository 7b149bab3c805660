import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { FirmInvoiceTable } from '../db/schema-invoices.ts';

/**
 * The direct-bill invoices' SQL (issue 15): the invoices, and the rides each one bills (their
 * rides.firm_invoice_id). Every read is scoped by firm; the same queries run on SQLite and PostgreSQL.
 */

export type FirmInvoiceRow = Selectable<FirmInvoiceTable>;

/** What the invoices list filters by: statuses, a date range the billing period overlaps, part of the number. */
export interface InvoiceFilter {
  statuses?: readonly string[];
  dateFrom?: string;
  dateTo?: string;
  invoiceNumber?: string;
}

/** Run `work` in a transaction, or in the caller's when there is one (the seed's). */
function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Every firm, for the monthly run (a handful of rows). */
export async function firmsForInvoicing(db: Executor) {
  return db.selectFrom('firms').select(['firm_id', 'firm_code', 'preferences']).orderBy('firm_id').execute();
}

/** The first trip date of the firm's direct-bill rides, or null when it has none. */
export async function firstDirectBillTripDate(db: Executor, firmId: number): Promise<string | null> {
  const row = await db.selectFrom('rides').where('firm_id', '=', firmId).where('bill_company', '=', 1)
    .select((eb) => eb.fn.min<string>('trip_date').as('first')).executeTakeFirst();
  return row?.first ?? null;
}

export async function findInvoiceByNumber(db: Executor, invoiceNumber: string): Promise<FirmInvoiceRow | undefined> {
  return db.selectFrom('firm_invoices').selectAll().where('invoice_number', '=', invoiceNumber).executeTakeFirst();
}

export async function findFirmInvoice(db: Executor, firmId: number, firmInvoiceId: number): Promise<FirmInvoiceRow | undefined> {
  return db.selectFrom('firm_invoices').selectAll().where('firm_id', '=', firmId).where('firm_invoice_id', '=', firmInvoiceId).executeTakeFirst();
}

export type NewFirmInvoice = Omit<Insertable<FirmInvoiceTable>, 'firm_invoice_id' | 'amount' | 'ride_count'>;

/**
 * Issue the invoice of a period: it takes every charged direct-bill ride of the firm with a trip
 * date in the period that billing has processed and no invoice holds yet (bill_company, a total
 * above zero, a processed date), and its amount and ride count are their sum and count, in SQL.
 * Nothing is written when there is no such ride. Answers the invoice, or undefined.
 */
export async function issueInvoice(db: Executor, invoice: NewFirmInvoice): Promise<FirmInvoiceRow | undefined> {
  return inTransaction(db, async (trx) => {
    const billable = trx.selectFrom('rides').where('firm_id', '=', invoice.firm_id).where('bill_company', '=', 1)
      .where('total_cost', '>', 0).where('processed_date', 'is not', null).where('firm_invoice_id', 'is', null)
      .where('trip_date', '>=', invoice.period_from).where('trip_date', '<=', invoice.period_to);
    const waiting = await billable.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    if (Number(waiting?.n ?? 0) === 0) return undefined;
    const { firm_invoice_id: id } = await trx.insertInto('firm_invoices').values({ ...invoice, amount: 0, ride_count: 0 })
      .returning('firm_invoice_id').executeTakeFirstOrThrow();
    await trx.updateTable('rides').set({ firm_invoice_id: id })
      .where('firm_id', '=', invoice.firm_id).where('bill_company', '=', 1).where('total_cost', '>', 0)
      .where('processed_date', 'is not', null).where('firm_invoice_id', 'is', null)
      .where('trip_date', '>=', invoice.period_from).where('trip_date', '<=', invoice.period_to)
      .execute();
    const sums = await trx.selectFrom('rides').where('firm_invoice_id', '=', id)
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>('total_cost').as('amount')])
      .executeTakeFirst();
    const amount = Math.round(Number(sums?.amount ?? 0) * 100) / 100;
    await trx.updateTable('firm_invoices').set({ amount, ride_count: Number(sums?.n ?? 0) }).where('firm_invoice_id', '=', id).execute();
    return trx.selectFrom('firm_invoices').selectAll().where('firm_invoice_id', '=', id).executeTakeFirstOrThrow();
  });
}

/** An invoice that bills no ride (a test invoice). */
export async function insertEmptyInvoice(db: Executor, invoice: NewFirmInvoice): Promise<void> {
  await db.insertInto('firm_invoices').values({ ...invoice, amount: 0, ride_count: 0 }).execute();
}

function filtered(db: Executor, firmId: number, f: InvoiceFilter) {
  let query = db.selectFrom('firm_invoices').where('firm_id', '=', firmId);
  if (f.statuses?.length) query = query.where('status', 'in', [...f.statuses]);
  // The billing period overlaps the dates asked for.
  if (f.dateFrom) query = query.where('period_to', '>=', f.dateFrom);
  if (f.dateTo) query = query.where('period_from', '<=', f.dateTo);
  const number = f.invoiceNumber?.trim().toUpperCase().replace(/[%_\\]/g, '');
  if (number) query = query.where((eb) => eb(eb.fn('upper', ['invoice_number']), 'like', `%${number}%`));
  return query;
}

/** A page of the firm's invoices, the latest period first, and how many match. */
export async function invoicePage(
  db: Executor, firmId: number, filter: InvoiceFilter, offset: number, count: number,
): Promise<{ rows: FirmInvoiceRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    filtered(db, firmId, filter).selectAll().orderBy('period_from', 'desc').orderBy('firm_invoice_id', 'desc').limit(count).offset(offset).execute(),
    filtered(db, firmId, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Invoices the payment feed may still move (not paid, not a test). */
export async function invoicesAwaitingPayment(db: Executor): Promise<FirmInvoiceRow[]> {
  return db.selectFrom('firm_invoices').selectAll().where('status', 'not in', ['fully_paid', 'test']).orderBy('firm_invoice_id').execute();
}

export async function updateFirmInvoice(db: Executor, firmInvoiceId: number, changes: Updateable<FirmInvoiceTable>): Promise<void> {
  await db.updateTable('firm_invoices').set(changes).where('firm_invoice_id', '=', firmInvoiceId).execute();
}
