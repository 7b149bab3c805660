import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { CoverageMap } from './CoverageMap.tsx';
import { coverageMapContract } from './coverage-map.contract.ts';
import { coverageMapCss } from './coverage-map.css.ts';

/** `<curb-coverage-map>`: its contract (attributes, properties, events, slots, parts) is coverage-map.contract.ts. */
export const CurbCoverageMapElement = defineElement(coverageMapContract, CoverageMap, { styles: coverageMapCss });

/** `<curb-coverage-map>` as a page sees it, derived from the contract. */
export type CurbCoverageMap = ElementOf<typeof coverageMapContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof coverageMapContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof coverageMapContract> {}
}
