import { commonAttributes } from '@curbside/ui';
import type { ElementContract } from '@curbside/ui';
import type { AccountTabId } from '@curbside/domain';
import type { PermissionStatus } from '@curbside/contracts';

/** Which list the element shows. */
export type PermissionsMode = 'bookers' | 'onBehalf';

/** `event.detail` of each event curb-permissions fires. */
export interface PermissionsEvents {
  'curb-permission-changed': { bookerPermissionId: number; status: PermissionStatus };
  'curb-account-requested': { userId: number; tab: AccountTabId };
}

/** The props curb-permissions' component receives (the common ones plus its own). */
export interface PermissionsProps {
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
  mode: PermissionsMode | string;
  /** Undefined: the signed-in user. */
  userId?: number;
}

/**
 * Booker permissions of one employee (spec 000 §2 'Booker permissions table' and
 * 'Book-on-behalf dialog', §4 'Booker permission status', §5 'Booker permission', §6, §7
 * Permissions, §8 Permissions toasts and confirmation, §9).
 *
 * @tag curb-permissions
 * @attr {'bookers' | 'onBehalf'} mode - 'bookers': the AUTHORIZED BOOKERS tab (who may book for user-id, with 'Add booker'); 'onBehalf': the BOOK ON BEHALF view (the employees user-id may book for; admins also see the pending requests).
 * @attr {number} user-id - The employee whose permissions are shown; absent means the signed-in user.
 * @attr {string} api-base - Origin of the Curbside API; empty means the page's own origin.
 * @attr {string} api-key - API key sent as the x-api-key header.
 * @attr {string} theme - 'light' or 'dark' to force a theme; empty follows the user's dark mode setting.
 * @attr {string} locale - BCP 47 locale for formatting.
 * @fires curb-permission-changed - { bookerPermissionId, status } after a permission was added, requested, enabled, approved or removed.
 * @fires curb-account-requested - { userId, tab } when a booker picks Contact info, Favorite addresses, Credit cards, Authorized bookers or Preferences in a row menu.
 * @csspart root - The theme wrapper inside the shadow root.
 * @csspart toolbar - The filter chips and the add / request button.
 * @csspart table - The permissions table.
 * @csspart footer - The 'Showing N of M permissions' line and 'Load More'.
 * @csspart requests - The admin's pending book-on-behalf requests.
 * @cssprop --curb-permissions-max-height - Height limit of the scrolling table (default 28rem); its header stays put.
 * @cssprop --curb-permissions-accent - Colour of the accepted check and the active chips.
 */
export const permissionsContract = {
  tag: 'curb-permissions',
  version: '0.1.0',
  summary: "An employee's authorized bookers or book-on-behalf permissions: filters, add / request, row menus, pending requests.",
  attributes: {
    ...commonAttributes,
    mode: {
      prop: 'mode',
      type: 'string',
      default: 'bookers',
      description:
        "'bookers' | 'onBehalf'. 'bookers': the AUTHORIZED BOOKERS tab, who may book for user-id, with 'Add booker'. 'onBehalf': the BOOK ON BEHALF view, the employees user-id may book for (admins also see pending requests).",
    },
    'user-id': {
      prop: 'userId',
      type: 'number',
      description: 'The employee whose permissions are shown; absent means the signed-in user.',
    },
  },
  events: {
    'curb-permission-changed': {
      description: 'A permission was added, requested, enabled, approved or removed by the user.',
      detail: '{ bookerPermissionId: number; status: PermissionStatus }',
    },
    'curb-account-requested': {
      description:
        "A booker chose Contact info, Favorite addresses, Credit cards, Authorized bookers or Preferences in a row menu: open that employee's Manage account dialog on that tab.",
      detail: "{ userId: number; tab: 'contact' | 'addresses' | 'cards' | 'bookers' | 'preferences' }",
    },
  },
  cssParts: {
    toolbar: 'The filter chips and the add / request button.',
    table: 'The permissions table.',
    footer: "The 'Showing N of M permissions' line and 'Load More'.",
    requests: "The admin's pending book-on-behalf requests.",
  },
  cssProperties: {
    '--curb-permissions-max-height': 'Height limit of the scrolling table (default 28rem); its header stays put.',
    '--curb-permissions-accent': 'Colour of the accepted check and the active chips (default the theme primary-600).',
  },
} as const satisfies ElementContract;
