import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { OutstandingCharges } from './OutstandingCharges.tsx';
import { outstandingChargesContract } from './outstanding-charges.contract.ts';
import { outstandingChargesCss } from './outstanding-charges.css.ts';

/** `<curb-outstanding-charges>`: its contract (attributes, properties, events, slots, parts) is outstanding-charges.contract.ts. */
export const CurbOutstandingChargesElement = defineElement(outstandingChargesContract, OutstandingCharges, { styles: outstandingChargesCss });

/** `<curb-outstanding-charges>` as a page sees it, derived from the contract. */
export type CurbOutstandingCharges = ElementOf<typeof outstandingChargesContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof outstandingChargesContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof outstandingChargesContract> {}
}
