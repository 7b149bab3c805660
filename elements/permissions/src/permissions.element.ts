import { defineElement } from '@curbside/ui';
import { Permissions } from './Permissions.tsx';
import { permissionsContract } from './permissions.contract.ts';
import { permissionsCss } from './permissions.css.ts';

/** `<curb-permissions>`: see permissions.contract.ts and the README. */
export const CurbPermissionsElement = defineElement(permissionsContract, Permissions, { styles: permissionsCss });

export interface CurbPermissions extends HTMLElement {
  mode: string;
  userId: number | undefined;
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'curb-permissions': CurbPermissions;
  }
}
