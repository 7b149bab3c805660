import type { FirmInvoice, FirmInvoiceQuery, InvoiceRide, InvoiceStatus, WeekStart } from '@curbside/contracts';
import {
  formatChargedAmount, formatDate, invoiceDateRange, invoiceStatusLabel, rideRowBasics, searchDatesQuery, shownOfTotalLine,
  type DateTimeSettings, type InvoiceDateRange, type RideRowBasics, type SearchDates,
} from '@curbside/domain';

// The invoices list of /billing and partner sites (001 §7 GET /reports/firm-invoices with filters; issue 15).

/** Invoices asked for at a time ('Load more' asks for the next ones). */
export const INVOICES_PAGE_SIZE = 24;
/** An opened invoice's rides asked for at a time. */
export const INVOICE_RIDES_PAGE_SIZE = 100;

/** The status filter: every status, or one (001 §3). */
export type StatusChoice = InvoiceStatus | 'any';

/** The dates come from the quick range, typed in for 'custom', empty for any date. */
export interface InvoiceSearch extends SearchDates {
  range: InvoiceDateRange;
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

/** The GET /reports/firm-invoices query of a search; an unfinished date or a blank number is left out. */
export function invoiceQuery(search: InvoiceSearch, count: number): FirmInvoiceQuery {
  const number = search.invoiceNumber.trim();
  return {
    offset: 0,
    count,
    ...(search.status === 'any' ? {} : { statuses: [search.status] }),
    ...searchDatesQuery(search),
    ...(number ? { invoiceNumber: number } : {}),
  };
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

export function invoiceRowView(invoice: FirmInvoice, settings: DateTimeSettings): InvoiceRowView {
  const day = (iso: string | null) => (iso ? formatDate(iso, settings.dateFormat) : '');
  return {
    invoice,
    key: String(invoice.firmInvoiceId),
    number: invoice.invoiceNumber,
    period: invoice.periodFrom && invoice.periodTo ? `${day(invoice.periodFrom)} – ${day(invoice.periodTo)}` : '',
    issued: day(invoice.issueDate),
    due: day(invoice.dueDate),
    rides: invoice.rides.toLocaleString('en-US'),
    amount: formatChargedAmount(invoice.amount, invoice.currency),
    paid: formatChargedAmount(invoice.paidAmount, invoice.currency),
    status: invoice.status,
    statusLabel: invoiceStatusLabel(invoice.status),
  };
}

/** A ride on an opened invoice, in the user's formats. */
export interface InvoiceRideView extends RideRowBasics {
  key: string;
  reservationNumber: string;
  costCenter: string;
  amount: string;
  sortDate: string;
  sortAmount: number;
}

export function invoiceRideView(ride: InvoiceRide, settings: DateTimeSettings): InvoiceRideView {
  return {
    ...rideRowBasics({ ...ride, at: ride.pickupTime }, settings),
    key: String(ride.rideId),
    reservationNumber: ride.reservationNumber,
    costCenter: ride.costCenter ?? '',
    amount: formatChargedAmount(ride.amount, ride.currency ?? 'USD'),
    sortDate: ride.pickupTime,
    sortAmount: ride.amount,
  };
}

/** 'Showing 12 of 13 invoices'. */
export function countLine(shown: number, total: number, noun: 'invoice' | 'ride'): string {
  return shownOfTotalLine(shown, total, noun);
}

/** The file names the server gives an invoice's files (content-disposition), for a download without one. */
export const invoiceFileName = (invoiceNumber: string, type: 'pdf' | 'csv' | 'ap'): string =>
  `${invoiceNumber}.${type === 'ap' ? 'ap.txt' : type}`;
