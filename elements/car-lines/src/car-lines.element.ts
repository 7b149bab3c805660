import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { CarLines } from './CarLines.tsx';
import { carLinesContract } from './car-lines.contract.ts';
import { carLinesCss } from './car-lines.css.ts';

/** `<curb-car-lines>`: its contract (attributes, properties, events, slots, parts) is car-lines.contract.ts. */
export const CurbCarLinesElement = defineElement(carLinesContract, CarLines, { styles: carLinesCss });

/** `<curb-car-lines>` as a page sees it, derived from the contract. */
export type CurbCarLines = ElementOf<typeof carLinesContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof carLinesContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof carLinesContract> {}
}
