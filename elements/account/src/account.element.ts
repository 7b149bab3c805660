import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Account } from './Account.tsx';
import { accountContract } from './account.contract.ts';
import { accountCss } from './account.css.ts';

/** `<curb-account>`: its contract (attributes, properties, events, slots, parts) is account.contract.ts. */
export const CurbAccountElement = defineElement(accountContract, Account, { styles: accountCss });

/** `<curb-account>` as a page sees it, derived from the contract. */
export type CurbAccount = ElementOf<typeof accountContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof accountContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof accountContract> {}
}
