import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Invoices } from './Invoices.tsx';
import { invoicesContract } from './invoices.contract.ts';
import { invoicesCss } from './invoices.css.ts';

/** `<curb-invoices>`: its contract (attributes, properties, events, slots, parts) is invoices.contract.ts. */
export const CurbInvoicesElement = defineElement(invoicesContract, Invoices, { styles: invoicesCss });

/** `<curb-invoices>` as a page sees it, derived from the contract. */
export type CurbInvoices = ElementOf<typeof invoicesContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof invoicesContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof invoicesContract> {}
}
