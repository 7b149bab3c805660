import { commonAttributes } from '@curbside/ui';
import type { ElementContract } from '@curbside/ui';

/**
 * The application frame of every signed-in screen (spec 000 §2 Side navigation, Header):
 * the header (firm logo, breadcrumb, 'Login as ...', dark mode, user menu, log out), the side
 * navigation, the shell's dialogs and product tours, and a main area whose default slot shows
 * the routed element.
 *
 * @tag curb-shell
 * @summary Header, side navigation and main area around the routed element.
 *
 * @attr current-path - The route path shown (the root config sets it on every navigation); empty follows location.pathname.
 * @attr api-base - Origin of the Curbside API; empty means the page's own origin.
 * @attr api-key - API key sent as the x-api-key header.
 * @attr theme - 'light' or 'dark' to force a theme; empty follows the user's dark mode setting.
 * @attr locale - BCP 47 locale for formatting.
 *
 * @prop {string[] | undefined} availableRoutes - Route paths whose element is built; the other route entries of the side navigation show as 'Not available yet'. Unset: every route is a link.
 *
 * @fires curb-navigate - { path: string }: the user chose a side-nav entry or a breadcrumb, or signed out ('/login').
 * @fires curb-auth-signed-out - {}: the user confirmed 'Log out'; the session is cleared.
 * @fires curb-account-requested - { userId: number }: the user chose 'Manage your account'.
 *
 * @slot - The routed element, shown in the main area.
 *
 * @csspart root - The theme wrapper inside the shadow root.
 * @csspart header - The top bar.
 * @csspart nav - The side navigation.
 * @csspart main - The main area around the slot.
 * @csspart user-menu - The user menu dropdown of the header.
 * @csspart logo - The firm logo box.
 *
 * @cssprop --curb-shell-header-height - Height of the header (default 72px: the 70px logo box plus its border).
 * @cssprop --curb-shell-main-padding - Padding around the routed element (default 24px).
 * @cssprop --curb-shell-min-height - Minimum height of the frame (default 100vh).
 * @cssprop --curb-shell-main-background - Background of the main area.
 */
export const shellContract = {
  tag: 'curb-shell',
  version: '0.1.0',
  summary: 'Header, side navigation and main area around the routed element (spec 000 §2).',
  attributes: {
    ...commonAttributes,
    'current-path': {
      prop: 'currentPath',
      type: 'string',
      default: '',
      description: 'The route path shown (set by the root config on every navigation); empty follows location.pathname.',
    },
  },
  properties: {
    availableRoutes: {
      type: 'string[] | undefined',
      description:
        "Route paths whose element is built; other route entries of the side navigation show as 'Not available yet'. Unset: every route is a link. Property only, never reflected.",
    },
  },
  events: {
    'curb-navigate': {
      description: "The user chose a side-nav entry or a breadcrumb (or signed out: '/login'); the root config navigates.",
      detail: '{ path: string }',
    },
    'curb-auth-signed-out': {
      description: "The user confirmed 'Log out': the server was told, the session is cleared.",
      detail: 'Record<string, never>',
    },
    'curb-account-requested': {
      description: "The user chose 'Manage your account' in the user menu.",
      detail: '{ userId: number }',
    },
  },
  cssParts: {
    root: 'The theme wrapper inside the shadow root.',
    header: 'The top bar.',
    nav: 'The side navigation.',
    main: 'The main area around the slot.',
    'user-menu': 'The user menu dropdown of the header.',
    logo: 'The firm logo box.',
  },
  cssProperties: {
    '--curb-shell-header-height': 'Height of the header (default 72px: the 70px logo box plus its border).',
    '--curb-shell-main-padding': 'Padding around the routed element (default 24px).',
    '--curb-shell-min-height': 'Minimum height of the frame (default 100vh).',
    '--curb-shell-main-background': 'Background of the main area (default the neutral-50 token).',
  },
} as const satisfies ElementContract;

/** `event.detail` of each event the shell fires. */
export interface ShellEvents {
  'curb-navigate': { path: string };
  'curb-auth-signed-out': Record<string, never>;
  'curb-account-requested': { userId: number };
}

/** The props the shell component receives (common attributes included). */
export interface ShellProps {
  apiBase?: string;
  apiKey?: string;
  theme?: string;
  locale?: string;
  currentPath?: string;
  availableRoutes?: readonly string[];
}
