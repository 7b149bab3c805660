import type { FirmInvoice, InvoiceStatus, User, WeekStart } from '@curbside/contracts';
import { EMPTY_REPORT_FILTERS, buildReportUrl } from '../reports/report-url.ts';
import { reportDateRange, REPORT_DATE_RANGE_LABELS, type IsoDateRange, type ReportDateRangeKind } from '../reports/report-date-ranges.ts';
import { isHqStaff, isReporter, isSuperAdmin } from '../roles.ts';

// Direct-bill invoices (issue 15; spec 001 §3 statuses, 001 §7 calls, 000 §2 who sees Firm billing).

/** 001 §3 'Direct-bill invoice statuses', in words (the spec names them in snake case). */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  new: 'New',
  pending_payment: 'Pending payment',
  fully_paid: 'Fully paid',
  partially_paid: 'Partially paid',
  declined: 'Declined',
  test: 'Test',
};

export const invoiceStatusLabel = (status: InvoiceStatus): string => INVOICE_STATUS_LABELS[status];

/**
 * 000 §2 'Firm billing (direct-bill invoices): super admin, HQ dev/HQ support or reporter, and
 * the firm allows direct bill'. The nav entry and the server ask the same question.
 */
export function mayViewFirmInvoices(user: Pick<User, 'userRole' | 'userType' | 'isSuperAdmin'>, firmAllowsDirectBill: boolean): boolean {
  return (isSuperAdmin(user) || isHqStaff(user) || isReporter(user)) && firmAllowsDirectBill;
}

// ---- the monthly invoice (designed: the spec shows the calls, not the billing cycle) ----

/** An invoice is issued on this day of the month after its period... */
export const INVOICE_ISSUE_DAY = 5;
/** ...and is due this many days after it is issued (net 30). */
export const INVOICE_PAYMENT_DAYS = 30;

const DAY_MS = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`);
const addDays = (isoDate: string, days: number): string => isoDay(dayMs(isoDate) + days * DAY_MS);

export interface InvoicePeriod {
  /** The month billed, 'YYYY-MM'. */
  month: string;
  periodFrom: string;
  periodTo: string;
  issueDate: string;
  dueDate: string;
}

/** The billing period of a month ('2026-10'): its first and last day, the issue date (the 5th after) and the due date. */
export function invoicePeriodOf(month: string): InvoicePeriod {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, monthNumber - 1, 1);
  const next = Date.UTC(year, monthNumber, 1);
  const issueDate = isoDay(next + (INVOICE_ISSUE_DAY - 1) * DAY_MS);
  return { month, periodFrom: isoDay(first), periodTo: isoDay(next - DAY_MS), issueDate, dueDate: addDays(issueDate, INVOICE_PAYMENT_DAYS) };
}

/** The months whose invoice is due by `today`: from the month of `firstDay` to the last one issued on or before today. */
export function invoiceMonthsDue(firstDay: string, today: string): string[] {
  const months: string[] = [];
  let [year, month] = firstDay.slice(0, 7).split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (invoicePeriodOf(key).issueDate > today) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** 'INV-ACME-202610': the firm's code and the month billed. */
export const invoiceNumberOf = (firmCode: string, month: string): string => `INV-${firmCode.toUpperCase()}-${month.replace('-', '')}`;

export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

// ---- the payment feed (designed): what the firm's accounts payable and its bank report ----

/** sent: the invoice reached the firm's accounts payable; payment: money received; declined: a payment was refused or returned. */
export type InvoiceFeedEvent = { kind: 'sent' } | { kind: 'payment'; amount: number } | { kind: 'declined' };

export interface InvoiceBalance {
  status: InvoiceStatus;
  amount: number;
  paidAmount: number;
}

/**
 * An invoice after a feed event: sent makes a new invoice pending payment; a payment adds to
 * what is paid (partially paid below the amount, fully paid at or above it); a decline marks an
 * unpaid or part-paid invoice declined until the next payment. A fully paid invoice and a test
 * invoice (never billed) stay as they are.
 */
export function applyInvoiceFeedEvent(invoice: InvoiceBalance, event: InvoiceFeedEvent): InvoiceBalance {
  if (invoice.status === 'test' || invoice.status === 'fully_paid') return invoice;
  switch (event.kind) {
    case 'sent':
      return invoice.status === 'new' ? { ...invoice, status: 'pending_payment' } : invoice;
    case 'declined':
      return invoice.status === 'pending_payment' || invoice.status === 'partially_paid' ? { ...invoice, status: 'declined' } : invoice;
    case 'payment': {
      const paidAmount = roundCents(invoice.paidAmount + event.amount);
      return { ...invoice, paidAmount, status: paidAmount >= invoice.amount ? 'fully_paid' : 'partially_paid' };
    }
  }
}

export interface ScheduledFeedEvent {
  /** The day the feed reports it (ISO date). */
  on: string;
  event: InvoiceFeedEvent;
}

/**
 * What the simulated payment feed reports for an invoice, in order: it reaches accounts payable
 * two days after it is issued; then, by its id, most are paid in full two days before they are
 * due, some in two parts (60% three days before, the rest three weeks after the due date), and
 * some have their payment declined on the due date and paid two weeks later. A test invoice gets nothing.
 */
export function invoiceFeedSchedule(invoice: { firmInvoiceId: number; issueDate: string; dueDate: string; amount: number; status: InvoiceStatus }): ScheduledFeedEvent[] {
  if (invoice.status === 'test') return [];
  const sent: ScheduledFeedEvent = { on: addDays(invoice.issueDate, 2), event: { kind: 'sent' } };
  const outcome = invoice.firmInvoiceId % 10;
  if (outcome === 3) {
    return [sent, { on: invoice.dueDate, event: { kind: 'declined' } }, { on: addDays(invoice.dueDate, 14), event: { kind: 'payment', amount: invoice.amount } }];
  }
  if (outcome === 1 || outcome === 6) {
    const first = roundCents(invoice.amount * 0.6);
    return [
      sent,
      { on: addDays(invoice.dueDate, -3), event: { kind: 'payment', amount: first } },
      { on: addDays(invoice.dueDate, 21), event: { kind: 'payment', amount: roundCents(invoice.amount - first) } },
    ];
  }
  return [sent, { on: addDays(invoice.dueDate, -2), event: { kind: 'payment', amount: invoice.amount } }];
}

// ---- the invoices list's filters (001 §9 report date ranges that look back, and any date) ----

export const INVOICE_DATE_RANGES = [
  'anyDate', 'currentMonth', 'lastMonth', 'currentQuarter', 'lastQuarter', 'yearToDate', 'currentYear', 'lastYear', 'custom',
] as const;
export type InvoiceDateRange = (typeof INVOICE_DATE_RANGES)[number];

export const INVOICE_DATE_RANGE_LABELS: Readonly<Record<InvoiceDateRange, string>> = {
  anyDate: 'Any date',
  ...Object.fromEntries(INVOICE_DATE_RANGES.filter((r) => r !== 'anyDate').map((r) => [r, REPORT_DATE_RANGE_LABELS[r as ReportDateRangeKind]])),
} as Record<InvoiceDateRange, string>;

export const isInvoiceDateRange = (value: string | null | undefined): value is InvoiceDateRange =>
  (INVOICE_DATE_RANGES as readonly string[]).includes(value ?? '');

/** The dates of a quick range (001 §9, in the report's zone and the user's week); null for any date and custom. */
export function invoiceDateRange(range: InvoiceDateRange, now: Date | number, weekStart: WeekStart = 'Sunday'): IsoDateRange | null {
  return range === 'anyDate' || range === 'custom' ? null : reportDateRange(range, now, weekStart);
}

/** The rides report of an invoice's rides (001 §7 report URL: firmInvoiceId, and its period as the trip dates). */
export function invoiceRidesReportPath(invoice: Pick<FirmInvoice, 'firmInvoiceId' | 'periodFrom' | 'periodTo'>): string {
  const tripDates = invoice.periodFrom && invoice.periodTo ? { from: invoice.periodFrom, to: invoice.periodTo } : null;
  return `/reports?${buildReportUrl({ ...EMPTY_REPORT_FILTERS, firmInvoiceId: invoice.firmInvoiceId, tripDates })}`;
}
