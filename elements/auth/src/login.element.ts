import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Login } from './Login.tsx';
import { loginContract } from './login.contract.ts';
import { loginCss } from './login.css.ts';

/** `<curb-login>`: its contract (attributes, properties, events, slots, parts) is login.contract.ts. */
export const CurbLoginElement = defineElement(loginContract, Login, { styles: loginCss });

/** `<curb-login>` as a page sees it, derived from the contract. */
export type CurbLogin = ElementOf<typeof loginContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof loginContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof loginContract> {}
}
