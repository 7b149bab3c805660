import { commonAttributes } from '@curbside/ui';
import type { ElementContract } from '@curbside/ui';

/** The tabs of the dialog, as the `tab` attribute names them (spec 000 §2 Manage account dialog). */
export type AccountTabName = 'contact' | 'addresses' | 'cards' | 'bookers' | 'onBehalf' | 'preferences';

/** The section a `curb-account-saved` event reports. */
export type AccountSection = 'contact' | 'addresses' | 'cards' | 'preferences';

/** `event.detail` of each event curb-account fires. */
export interface AccountEvents {
  'curb-account-closed': Record<string, never>;
  'curb-account-saved': { userId: number; section: AccountSection };
}

/** The props curb-account's component receives (the common ones plus its own). */
export interface AccountProps {
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
  userId: number | undefined;
  open: boolean;
  tab: string;
}

/**
 * The Manage account dialog (spec 000 §2 Manage account dialog, §5 Validation rules, §6, §7
 * Users and Credit cards, §8): employee details, favorite addresses, credit cards (payment
 * provider setup intent; the card number stays in the provider's frame) and the Amex virtual
 * card, authorized bookers and book on behalf (through `<curb-permissions>`), preferences.
 *
 * @tag curb-account
 * @summary Manage account dialog: employee details, addresses, cards, bookers, preferences.
 *
 * @attr {number} user-id - Whose account; empty means the signed-in user.
 * @attr {boolean} open - Shows the dialog. The element removes it when the user closes the dialog.
 * @attr {'contact' | 'addresses' | 'cards' | 'bookers' | 'onBehalf' | 'preferences'} tab - The tab shown first (default contact); a tab the viewer may not see falls back to the first.
 * @attr {string} api-base - Origin of the Curbside API; empty means the page's own origin.
 * @attr {string} api-key - API key sent as the x-api-key header.
 * @attr {string} theme - 'light' or 'dark' to force a theme; empty follows the user's dark mode setting.
 * @attr {string} locale - BCP 47 locale for formatting.
 *
 * @fires curb-account-closed - {}: the user closed the dialog (the element removed its `open` attribute).
 * @fires curb-account-saved - { userId: number, section: 'contact' | 'addresses' | 'cards' | 'preferences' }: a save succeeded on the server.
 *
 * @csspart root - The theme wrapper inside the shadow root.
 * @csspart dialog - The Manage account dialog.
 * @csspart tabs - The tab group.
 * @csspart card-frame - The payment provider's card frame.
 *
 * @cssprop --curb-account-width - Width of the dialog (default 860px, never wider than the window).
 * @cssprop --curb-account-body-height - Height of the tab area (default min(640px, 72vh)).
 */
export const accountContract = {
  tag: 'curb-account',
  version: '0.1.0',
  summary: 'Manage account dialog: employee details, favorite addresses, credit cards, authorized bookers, book on behalf and preferences (spec 000 §2).',
  attributes: {
    ...commonAttributes,
    'user-id': {
      prop: 'userId',
      type: 'number',
      description: "Whose account the dialog shows; empty means the signed-in user.",
    },
    open: {
      prop: 'open',
      type: 'boolean',
      default: false,
      description: 'Shows the dialog. The element removes the attribute when the user closes the dialog (and fires curb-account-closed).',
    },
    tab: {
      prop: 'tab',
      type: 'string',
      default: 'contact',
      description:
        "'contact' | 'addresses' | 'cards' | 'bookers' | 'onBehalf' | 'preferences': the tab shown. A tab the viewer may not see falls back to the first one.",
    },
  },
  events: {
    'curb-account-closed': {
      description: 'The user closed the dialog; the element removed its own `open` attribute.',
      detail: 'Record<string, never>',
    },
    'curb-account-saved': {
      description: 'A section of the account was saved on the server (contact info, an address, a card, preferences).',
      detail: "{ userId: number; section: 'contact' | 'addresses' | 'cards' | 'preferences' }",
    },
  },
  cssParts: {
    root: 'The theme wrapper inside the shadow root.',
    dialog: 'The Manage account dialog.',
    tabs: 'The tab group.',
    'card-frame': "The payment provider's card frame.",
  },
  cssProperties: {
    '--curb-account-width': 'Width of the dialog (default 860px, never wider than the window).',
    '--curb-account-body-height': 'Height of the tab area (default min(640px, 72vh)).',
  },
} as const satisfies ElementContract;
