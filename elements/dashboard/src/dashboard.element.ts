import { defineElement, reportChoiceFiltersCss, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Dashboard } from './Dashboard.tsx';
import { dashboardContract } from './dashboard.contract.ts';
import { dashboardCss } from './dashboard.css.ts';

/** `<curb-dashboard>`: its contract (attributes, properties, events, slots, parts) is dashboard.contract.ts. */
export const CurbDashboardElement = defineElement(dashboardContract, Dashboard, { styles: [reportChoiceFiltersCss, dashboardCss] });

/** `<curb-dashboard>` as a page sees it, derived from the contract. */
export type CurbDashboard = ElementOf<typeof dashboardContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof dashboardContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof dashboardContract> {}
}
