import { EmptyDetail, NavigateDetail, cssPropertiesOf, hostTokenEvents, hostTokenProperties, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/** The invoice files (001 §3 export formats). */
const InvoiceFileType = z.enum(['pdf', 'csv', 'ap']);

/**
 * Direct-bill invoices at /billing (spec 001 §2, §3, §7; who sees them: 000 §2 Firm billing), and
 * the element a partner's billing site embeds with one script tag (issue 15): filters by dates
 * (quick ranges), status and number; each invoice with its period, ride count, amount and status in
 * words, and its files (PDF, CSV, AP); an opened invoice lists its rides and links to the rides
 * report filtered by the invoice. Embedded and signed out, it signs the partner user in itself.
 */
export const invoicesContract = {
  tag: 'curb-invoices',
  version: '0.1.0',
  summary: 'Direct-bill invoices: filter by dates, status and number; each with period, rides, amount, status and its PDF, CSV and AP files; open one to list its rides. Embeddable on partner billing sites.',
  attributes: {
    range: {
      prop: 'range',
      type: 'string',
      values: ['anyDate', 'currentMonth', 'lastMonth', 'currentQuarter', 'lastQuarter', 'yearToDate', 'currentYear', 'lastYear', 'custom'],
      default: 'anyDate',
      description: "The dates the list starts with: any date, or a 001 §9 quick range (an invoice shows when its billing period overlaps them); 'custom' opens the dates to edit.",
    },
    'invoice-id': {
      prop: 'invoiceId',
      type: 'number',
      description: 'Opens this invoice (its firmInvoiceId) with its rides; empty shows the list.',
    },
  },
  properties: hostTokenProperties,
  events: {
    ...hostTokenEvents,
    'curb-invoice-opened': {
      detail: z.object({ firmInvoiceId: z.number().int(), invoiceNumber: z.string() }),
      description: 'The user opened an invoice to see its rides.',
    },
    'curb-invoice-downloaded': {
      detail: z.object({ firmInvoiceId: z.number().int(), invoiceNumber: z.string(), type: InvoiceFileType, fileName: z.string() }),
      description: "The user downloaded one of an invoice's files: its PDF, its rides as CSV, or the AP flat file.",
    },
    'curb-auth-required': {
      detail: EmptyDetail,
      description: 'No session answered (a call got 401): the user must sign in. Embedded, the element shows its own sign-in; in the portal the root config redirects.',
    },
    'curb-navigate': {
      detail: NavigateDetail,
      description: "The user asked for the rides report of an invoice ('/reports?firmInvoiceId=...'): the portal routes there. Embedded, the link opens the Curbside portal instead.",
    },
  },
  cssParts: {
    filters: 'The search form.',
    table: 'The invoices table.',
    status: 'Each status badge.',
    invoice: 'An opened invoice: its facts, files and rides.',
    'sign-in': 'The sign-in shown to a signed-out user on a host page.',
  },
  cssProperties: cssPropertiesOf('invoices', { 'max-width': { default: 'none', description: 'Widest the element grows.' } }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-invoices fires. */
export type InvoicesEvents = EventDetails<typeof invoicesContract>;
/** The props curb-invoices' component receives. */
export type InvoicesProps = ContractProps<typeof invoicesContract>;
