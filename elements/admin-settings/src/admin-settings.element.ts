import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { AdminSettings } from './AdminSettings.tsx';
import { adminSettingsContract } from './admin-settings.contract.ts';
import { adminSettingsCss } from './admin-settings.css.ts';

/** `<curb-admin-settings>`: its contract (attributes, properties, events, slots, parts) is admin-settings.contract.ts. */
export const CurbAdminSettingsElement = defineElement(adminSettingsContract, AdminSettings, { styles: adminSettingsCss });

/** `<curb-admin-settings>` as a page sees it, derived from the contract. */
export type CurbAdminSettings = ElementOf<typeof adminSettingsContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof adminSettingsContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof adminSettingsContract> {}
}
