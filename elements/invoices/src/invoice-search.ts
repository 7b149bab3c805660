import type { FirmInvoice, FirmInvoiceQuery, InvoiceRide, InvoiceStatus, WeekStart } from '@curbside/contracts';
import { formatDate, formatMoney, formatTime, invoiceDateRange, invoiceStatusLabel, type InvoiceDateRange } from '@curbside/domain';

// The invoices list of /billing and partner sites (001 §7 GET /reports/firm-invoices with filters; issue 15).

/** Invoices asked for at a time ('Load more' asks for the next ones). */
export const INVOICES_PAGE_SIZE = 24;
/** An opened invoice's rides asked for at a time. */
export const INVOICE_RIDES_PAGE_SIZE = 100;

/** The status filter: every status, or one (001 §3). */
export type StatusChoice = InvoiceStatus | 'any';

export interface InvoiceSearch {
  range: InvoiceDateRange;
  /** ISO dates (YYYY-MM-DD), inclusive; from the quick range, typed in for 'custom', empty for any date. */
  dateFrom: string;
  dateTo: string;
  status: StatusChoice;
  invoiceNumber: string;
}

/** The search with a quick range chosen: its dates now, in the user's week (custom keeps the typed ones). */
export function withRange(search: InvoiceSearch, range: InvoiceDateRange, now: Date, weekStart: WeekStart): InvoiceSearch {
  if (range === 'custom') return { ...search, range };
  const dates = invoiceDateRange(range, now, weekStart);
  return { ...search, range, dateFrom: dates?.from ?? '', dateTo: dates?.to ?? '' };
}

export function initialSearch(range: InvoiceDateRange, now: Date, weekStart: WeekStart): InvoiceSearch {
  return withRange({ range: 'anyDate', dateFrom: '', dateTo: '', status: 'any', invoiceNumber: '' }, range, now, weekStart);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with typed dates, or null: the server refuses a range ending before it starts. */
export function invoiceDatesError(search: InvoiceSearch): string | null {
  const both = ISO_DATE.test(search.dateFrom) && ISO_DATE.test(search.dateTo);
  return both && search.dateTo < search.dateFrom ? 'The end date is before the start date' : null;
}

/** The GET /reports/firm-invoices query of a search; an unfinished date or a blank number is left out. */
export function invoiceQuery(search: InvoiceSearch, count: number): FirmInvoiceQuery {
  const valid = invoiceDatesError(search) === null;
  const number = search.invoiceNumber.trim();
  return {
    offset: 0,
    count,
    ...(search.status === 'any' ? {} : { statuses: [search.status] }),
    ...(valid && ISO_DATE.test(search.dateFrom) ? { dateFrom: search.dateFrom } : {}),
    ...(valid && ISO_DATE.test(search.dateTo) ? { dateTo: search.dateTo } : {}),
    ...(number ? { invoiceNumber: number } : {}),
  };
}

/** The currency's symbol as en-US writes it ('$', '£'). */
function symbolOf(currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? '';
  } catch {
    return '';
  }
}

/** Money as 001 §9 writes it ('$ 12.50 (USD)'); on an invoice a zero amount shows as such. */
export const invoiceMoney = (amount: number, currency: string): string =>
  formatMoney(amount, currency, symbolOf(currency)) || `${symbolOf(currency)} 0.00 (${currency})`;

interface DateSettings {
  dateFormat: string | null;
  timeFormat: string | null;
}

/** An invoice as the list shows it: in the user's date and money formats, its status in words. */
export interface InvoiceRowView {
  invoice: FirmInvoice;
  key: string;
  number: string;
  period: string;
  issued: string;
  due: string;
  rides: string;
  amount: string;
  paid: string;
  status: InvoiceStatus;
  statusLabel: string;
}

export function invoiceRowView(invoice: FirmInvoice, settings: DateSettings): InvoiceRowView {
  const day = (iso: string | null) => (iso ? formatDate(iso, settings.dateFormat) : '');
  return {
    invoice,
    key: String(invoice.firmInvoiceId),
    number: invoice.invoiceNumber,
    period: invoice.periodFrom && invoice.periodTo ? `${day(invoice.periodFrom)} – ${day(invoice.periodTo)}` : '',
    issued: day(invoice.issueDate),
    due: day(invoice.dueDate),
    rides: invoice.rides.toLocaleString('en-US'),
    amount: invoiceMoney(invoice.amount, invoice.currency),
    paid: invoiceMoney(invoice.paidAmount, invoice.currency),
    status: invoice.status,
    statusLabel: invoiceStatusLabel(invoice.status),
  };
}

/** A ride on an opened invoice, in the user's formats. */
export interface InvoiceRideView {
  key: string;
  reservationNumber: string;
  date: string;
  time: string;
  passenger: string;
  from: string;
  to: string;
  costCenter: string;
  amount: string;
  sortDate: string;
  sortAmount: number;
}

export function invoiceRideView(ride: InvoiceRide, settings: DateSettings): InvoiceRideView {
  return {
    key: String(ride.rideId),
    reservationNumber: ride.reservationNumber,
    date: formatDate(ride.pickupTime, settings.dateFormat),
    time: formatTime(ride.pickupTime, settings.timeFormat),
    passenger: ride.passengerName,
    from: ride.pickupAddress ?? '',
    to: ride.dropoffAddress ?? '',
    costCenter: ride.costCenter ?? '',
    amount: invoiceMoney(ride.amount, ride.currency ?? 'USD'),
    sortDate: ride.pickupTime,
    sortAmount: ride.amount,
  };
}

/** 'Showing 12 of 13 invoices'. */
export function countLine(shown: number, total: number, noun: 'invoice' | 'ride'): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? noun : `${noun}s`}`;
}

/** The file names the server gives an invoice's files (content-disposition), for a download without one. */
export const invoiceFileName = (invoiceNumber: string, type: 'pdf' | 'csv' | 'ap'): string =>
  `${invoiceNumber}.${type === 'ap' ? 'ap.txt' : type}`;
