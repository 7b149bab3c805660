import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Permissions } from './Permissions.tsx';
import { permissionsContract } from './permissions.contract.ts';
import { permissionsCss } from './permissions.css.ts';

/** `<curb-permissions>`: its contract (attributes, properties, events, slots, parts) is permissions.contract.ts. */
export const CurbPermissionsElement = defineElement(permissionsContract, Permissions, { styles: permissionsCss });

/** `<curb-permissions>` as a page sees it, derived from the contract. */
export type CurbPermissions = ElementOf<typeof permissionsContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof permissionsContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof permissionsContract> {}
}
