import type { Generated } from 'kysely';

// ---- 0027-firm-invoices (issue 15: direct-bill invoices) ----

/** A direct-bill invoice: a calendar month of a firm's direct-bill rides (their rides.firm_invoice_id). */
export interface FirmInvoiceTable {
  firm_invoice_id: Generated<number>;
  firm_id: number;
  invoice_number: string;
  /** InvoiceStatus (001 §3). */
  status: string;
  /** The month billed: first and last day (ISO dates). */
  period_from: string;
  period_to: string;
  issue_date: string;
  due_date: string;
  currency: string;
  /** The sum of its rides' totals, in cents precision. */
  amount: number;
  paid_amount: number;
  ride_count: number;
  /** How many events of its payment feed schedule were applied (invoice-rules.ts invoiceFeedSchedule). */
  feed_events_applied: number;
  status_updated_at: string;
  created_at: string;
}
