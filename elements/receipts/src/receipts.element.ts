import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Receipts } from './Receipts.tsx';
import { receiptsContract } from './receipts.contract.ts';
import { receiptsCss } from './receipts.css.ts';

/** `<curb-receipts>`: its contract (attributes, properties, events, slots, parts) is receipts.contract.ts. */
export const CurbReceiptsElement = defineElement(receiptsContract, Receipts, { styles: receiptsCss });

/** `<curb-receipts>` as a page sees it, derived from the contract. */
export type CurbReceipts = ElementOf<typeof receiptsContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof receiptsContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof receiptsContract> {}
}
