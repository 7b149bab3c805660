import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Shell } from './Shell.tsx';
import { shellContract } from './shell.contract.ts';
import { shellCss } from './shell.css.ts';

/** `<curb-shell>`: its contract (attributes, properties, events, slots, parts) is shell.contract.ts. */
export const CurbShellElement = defineElement(shellContract, Shell, { styles: shellCss });

/** `<curb-shell>` as a page sees it, derived from the contract. */
export type CurbShell = ElementOf<typeof shellContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof shellContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof shellContract> {}
}
