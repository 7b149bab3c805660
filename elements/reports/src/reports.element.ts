import { defineElement, reportChoiceFiltersCss, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Reports } from './Reports.tsx';
import { reportsContract } from './reports.contract.ts';
import { reportsCss } from './reports.css.ts';

/** `<curb-reports>`: its contract (attributes, properties, events, slots, parts) is reports.contract.ts. */
export const CurbReportsElement = defineElement(reportsContract, Reports, { styles: [reportChoiceFiltersCss, reportsCss] });

/** `<curb-reports>` as a page sees it, derived from the contract. */
export type CurbReports = ElementOf<typeof reportsContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof reportsContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof reportsContract> {}
}
