import {
  applyInvoiceFeedEvent, invoiceFeedSchedule, invoiceMonthsDue, invoiceNumberOf, invoicePeriodOf, type InvoiceBalance,
} from '@curbside/domain';
import type { InvoiceStatus } from '@curbside/contracts';
import type { Executor } from '../db/connection.ts';
import { HISTORY_FIRMS } from '../ride-history/history-firms.ts';
import { fromJson } from '../db/json-column.ts';
import {
  findInvoiceByNumber, firmsForInvoicing, firstDirectBillTripDate, invoicesAwaitingPayment, issueInvoice, updateFirmInvoice,
} from './firm-invoice-repository.ts';

/**
 * The monthly billing run (issue 15): each firm that allows direct bill gets an invoice per
 * calendar month of its direct-bill rides, issued on the 5th after the month (invoicePeriodOf),
 * its amount the sum of those rides. Then the simulated payment feed moves each unpaid invoice
 * along its schedule (invoiceFeedSchedule: sent, paid, part-paid, declined). Both are idempotent:
 * a month already invoiced and a feed event already applied are skipped, so the seed, the server's
 * hourly job and a restart all converge on the same invoices.
 */

const isoDate = (at: Date): string => at.toISOString().slice(0, 10);

/** Issue every invoice due by `now`; answers how many were issued. */
export async function issueDueInvoices(db: Executor, now: Date): Promise<number> {
  const today = isoDate(now);
  let issued = 0;
  for (const firm of await firmsForInvoicing(db)) {
    if (!fromJson<{ allowDirectBill?: boolean }>(firm.preferences, {}).allowDirectBill) continue;
    const first = await firstDirectBillTripDate(db, firm.firm_id);
    if (!first) continue;
    for (const month of invoiceMonthsDue(first, today)) {
      const invoiceNumber = invoiceNumberOf(firm.firm_code, month);
      if (await findInvoiceByNumber(db, invoiceNumber)) continue;
      const period = invoicePeriodOf(month);
      const invoice = await issueInvoice(db, {
        firm_id: firm.firm_id, invoice_number: invoiceNumber, status: 'new',
        period_from: period.periodFrom, period_to: period.periodTo, issue_date: period.issueDate, due_date: period.dueDate,
        currency: HISTORY_FIRMS[firm.firm_code]?.currency ?? 'USD', paid_amount: 0, feed_events_applied: 0,
        status_updated_at: period.issueDate, created_at: now.toISOString(),
      });
      if (invoice) issued += 1;
    }
  }
  return issued;
}

/** Apply the payment feed's events due by `now` to every unpaid invoice; answers how many invoices changed. */
export async function applyPaymentFeed(db: Executor, now: Date): Promise<number> {
  const today = isoDate(now);
  let changed = 0;
  for (const row of await invoicesAwaitingPayment(db)) {
    const schedule = invoiceFeedSchedule({
      firmInvoiceId: row.firm_invoice_id, issueDate: row.issue_date, dueDate: row.due_date, amount: row.amount, status: row.status as InvoiceStatus,
    });
    let state: InvoiceBalance = { status: row.status as InvoiceStatus, amount: row.amount, paidAmount: row.paid_amount };
    let applied = row.feed_events_applied;
    let on = row.status_updated_at;
    for (let next = schedule[applied]; next && next.on <= today; next = schedule[applied]) {
      state = applyInvoiceFeedEvent(state, next.event);
      on = next.on;
      applied += 1;
    }
    if (applied === row.feed_events_applied) continue;
    await updateFirmInvoice(db, row.firm_invoice_id, { status: state.status, paid_amount: state.paidAmount, feed_events_applied: applied, status_updated_at: on });
    changed += 1;
  }
  return changed;
}

/** Issues due invoices and runs the payment feed every so often while the server runs (one process: db/leader.ts). */
export class InvoiceBilling {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly db: Executor, private readonly everyMs = 15 * 60_000, private readonly log: (error: unknown) => void = () => {}) {}

  private async run(): Promise<void> {
    const now = new Date();
    await issueDueInvoices(this.db, now);
    await applyPaymentFeed(this.db, now);
  }

  start(): void {
    this.timer = setInterval(() => { this.run().catch(this.log); }, this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
