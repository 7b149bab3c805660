import { commonAttributes } from '@curbside/ui';
import type { ElementContract } from '@curbside/ui';

/** The tabs of the dialog, as the `tab` attribute names them (spec 000 §2 Manage account dialog). */
export type AccountTabName = 'contact' | 'addresses' | 'cards' | 'bookers' | 'onBehalf' | 'preferences';

/**
 * What the element shows (the `mode` attribute): the Manage account dialog with its tabs, a
 * pending user's registration form ('Contact information'), or an admin's 'New employee' form
 * (spec 000 §2 Contact information, Other dialogs).
 */
export type AccountMode = 'account' | 'registration' | 'new-employee';

/**
 * The section a `curb-account-saved` event reports: 'contact' (contact info, also the
 * registration form), 'newEmployee' (an admin added an employee; `userId` is the new one),
 * 'addresses', 'cards' (a user's card or, for a super admin, a firm card), 'preferences'.
 */
export type AccountSection = 'contact' | 'newEmployee' | 'addresses' | 'cards' | 'preferences';

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
  mode: string;
}

/**
 * The Manage account dialog (spec 000 §2 Manage account dialog, §5 Validation rules, §6, §7
 * Users and Credit cards, §8): employee details, favorite addresses, credit cards (payment
 * provider setup intent; the card number stays in the provider's frame; a super admin also
 * manages the firm's cards) and the Amex virtual card, authorized bookers and book on behalf
 * (through `<curb-permissions>`), preferences.
 *
 * The same element shows the contact form alone (`mode`): 'registration' is the pending user's
 * 'Contact information' dialog (greets them by their email's name part; it cannot be closed
 * until saved, then closes itself), 'new-employee' is an admin's 'New employee' dialog
 * (POST /admin/users).
 *
 * @tag curb-account
 * @summary Manage account dialog: employee details, addresses, cards, bookers, preferences.
 *
 * @attr {'account' | 'registration' | 'new-employee'} mode - What the dialog shows (default 'account', the tabs). 'registration': the signed-in pending user's 'Contact information' form, mandatory until saved. 'new-employee': an admin's 'New employee' form.
 * @attr {number} user-id - Whose account; empty means the signed-in user. Ignored by 'registration' (always the signed-in user) and 'new-employee'.
 * @attr {boolean} open - Shows the dialog. The element removes it when the user closes the dialog.
 * @attr {'contact' | 'addresses' | 'cards' | 'bookers' | 'onBehalf' | 'preferences'} tab - The tab shown first (default contact); a tab the viewer may not see falls back to the first. Only in 'account' mode.
 * @attr {string} api-base - Origin of the Curbside API; empty means the page's own origin.
 * @attr {string} api-key - API key sent as the x-api-key header.
 * @attr {string} theme - 'light' or 'dark' to force a theme; empty follows the user's dark mode setting.
 * @attr {string} locale - BCP 47 locale for formatting.
 *
 * @fires curb-account-closed - {}: the dialog closed (the user closed it, or a registration / new employee save closed it); the element removed its `open` attribute.
 * @fires curb-account-saved - { userId: number, section: 'contact' | 'newEmployee' | 'addresses' | 'cards' | 'preferences' }: a save succeeded on the server. Registration reports 'contact' (the user is no longer pending: reload the session); 'new-employee' reports 'newEmployee' with the new employee's id.
 *
 * @csspart root - The theme wrapper inside the shadow root.
 * @csspart dialog - The dialog (Manage account, Contact information or New employee).
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
    mode: {
      prop: 'mode',
      type: 'string',
      default: 'account',
      description:
        "'account' | 'registration' | 'new-employee': the Manage account dialog with its tabs; the signed-in pending user's 'Contact information' form (cannot be closed until saved; closes itself after saving); an admin's 'New employee' form (POST /admin/users).",
    },
    'user-id': {
      prop: 'userId',
      type: 'number',
      description: "Whose account the dialog shows; empty means the signed-in user. 'account' mode only.",
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
        "'contact' | 'addresses' | 'cards' | 'bookers' | 'onBehalf' | 'preferences': the tab shown ('account' mode). A tab the viewer may not see falls back to the first one.",
    },
  },
  events: {
    'curb-account-closed': {
      description: 'The dialog closed (closed by the user, or after a registration or new employee save); the element removed its own `open` attribute.',
      detail: 'Record<string, never>',
    },
    'curb-account-saved': {
      description:
        "A section of the account was saved on the server (contact info, an address, a card, preferences). Registration reports 'contact' (the user is no longer pending); 'new-employee' reports 'newEmployee' with the new employee's userId.",
      detail: "{ userId: number; section: 'contact' | 'newEmployee' | 'addresses' | 'cards' | 'preferences' }",
    },
  },
  cssParts: {
    root: 'The theme wrapper inside the shadow root.',
    dialog: 'The dialog (Manage account, Contact information or New employee).',
    tabs: 'The tab group.',
    'card-frame': "The payment provider's card frame.",
  },
  cssProperties: {
    '--curb-account-width': 'Width of the dialog (default 860px, never wider than the window).',
    '--curb-account-body-height': 'Height of the tab area (default min(640px, 72vh)).',
  },
} as const satisfies ElementContract;
