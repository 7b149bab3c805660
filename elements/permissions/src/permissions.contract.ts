import { AccountRequestedDetail, cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';
import { PermissionStatusSchema } from '@curbside/contracts';

/**
 * Booker permissions of one employee (spec 000 §2 'Booker permissions table' and
 * 'Book-on-behalf dialog', §4 'Booker permission status', §5 'Booker permission', §6, §7
 * Permissions, §8 Permissions toasts and confirmation, §9).
 */
export const permissionsContract = {
  tag: 'curb-permissions',
  version: '0.1.0',
  summary: "An employee's authorized bookers or book-on-behalf permissions: filters, add / request, row menus, pending requests.",
  attributes: {
    mode: {
      prop: 'mode',
      type: 'string',
      default: 'bookers',
      values: ['bookers', 'onBehalf'],
      description:
        "'bookers': the AUTHORIZED BOOKERS tab, who may book for user-id, with 'Add booker'. 'onBehalf': the BOOK ON BEHALF view, the employees user-id may book for (admins also see pending requests).",
    },
    'user-id': {
      prop: 'userId',
      type: 'number',
      description: 'The employee whose permissions are shown; absent means the signed-in user.',
    },
  },
  events: {
    'curb-permission-changed': {
      detail: z.object({ bookerPermissionId: z.number().int(), status: PermissionStatusSchema }),
      description: 'A permission was added, requested, enabled, approved or removed by the user.',
    },
    'curb-account-requested': {
      detail: AccountRequestedDetail,
      description:
        "A booker chose Contact info, Favorite addresses, Credit cards, Authorized bookers or Preferences in a row menu: open that employee's Manage account dialog on that tab.",
    },
  },
  cssParts: {
    toolbar: 'The filter chips and the add / request button.',
    table: 'The permissions table.',
    footer: "The 'Showing N of M permissions' line and 'Load More'.",
    requests: "The admin's pending book-on-behalf requests.",
  },
  cssProperties: cssPropertiesOf('permissions', { 'max-height': '28rem', accent: 'var(--sl-color-primary-600)' }),
} as const satisfies ElementContract;

/** Which list the element shows. */
export type PermissionsMode = (typeof permissionsContract.attributes.mode.values)[number];
/** `event.detail` of each event curb-permissions fires. */
export type PermissionsEvents = EventDetails<typeof permissionsContract>;
/** The props curb-permissions' component receives. */
export type PermissionsProps = ContractProps<typeof permissionsContract>;
