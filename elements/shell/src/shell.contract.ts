import { AccountRequestedDetail, EmptyDetail, NavigateDetail, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/**
 * The application frame of every signed-in screen (spec 000 §2 Side navigation, Header): the
 * header (firm logo, breadcrumb, 'Login as ...', dark mode, user menu, log out), the side
 * navigation, the shell's dialogs and product tours, and a main area for the routed element.
 */
export const shellContract = {
  tag: 'curb-shell',
  version: '0.1.0',
  summary: 'Header, side navigation and main area around the routed element (spec 000 §2).',
  attributes: {
    'current-path': {
      prop: 'currentPath',
      type: 'string',
      default: '',
      description: 'The route path shown (set by the root config on every navigation); empty follows location.pathname.',
    },
  },
  properties: {
    availableRoutes: {
      schema: z.array(z.string()).optional(),
      description:
        "Route paths whose element is built; other route entries of the side navigation show as 'Not available yet'. Unset: every route is a link. Property only, never reflected.",
    },
  },
  events: {
    'curb-navigate': {
      detail: NavigateDetail,
      description: "The user chose a side-nav entry or a breadcrumb (or signed out: '/login'); the root config navigates.",
    },
    'curb-auth-signed-out': {
      detail: EmptyDetail,
      description: "The user confirmed 'Log out': the server was told, the session is cleared.",
    },
    'curb-account-requested': {
      detail: AccountRequestedDetail,
      description: "The user chose 'Manage your account' in the user menu: their own account, on the 'contact' tab.",
    },
  },
  slots: {
    '': 'The routed element, shown in the main area.',
  },
  cssParts: {
    header: 'The top bar.',
    nav: 'The side navigation.',
    main: 'The main area around the slot.',
    'user-menu': 'The user menu dropdown of the header.',
    logo: 'The firm logo box.',
  },
  cssProperties: {
    '--curb-shell-header-height': { default: '72px', description: 'Height of the header (the 70px logo box plus its border).' },
    '--curb-shell-main-padding': { default: '24px', description: 'Padding around the routed element.' },
    '--curb-shell-min-height': { default: '100vh', description: 'Minimum height of the frame.' },
    '--curb-shell-main-background': { default: 'var(--sl-color-neutral-50)', description: 'Background of the main area.' },
  },
} as const satisfies ElementContract;

/** `event.detail` of each event the shell fires. */
export type ShellEvents = EventDetails<typeof shellContract>;
/** The props the shell component receives. */
export type ShellProps = ContractProps<typeof shellContract>;
