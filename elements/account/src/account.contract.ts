import { ACCOUNT_TAB_IDS, EmptyDetail, cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

const ACCOUNT_MODES = ['account', 'registration', 'new-employee'] as const;
const ACCOUNT_SECTIONS = ['contact', 'newEmployee', 'addresses', 'cards', 'preferences'] as const;

/**
 * The Manage account dialog (spec 000 §2 Manage account dialog, §5 Validation rules, §6, §7
 * Users and Credit cards, §8): employee details, favorite addresses, credit cards (payment
 * provider setup intent; the card number stays in the provider's frame; a super admin also
 * manages the firm's cards) and the Amex virtual card, authorized bookers and book on behalf
 * (through `<curb-permissions>`), preferences. The same element shows the contact form alone
 * (`mode`): the pending user's registration form and an admin's 'New employee' form.
 */
export const accountContract = {
  tag: 'curb-account',
  version: '0.1.0',
  summary: 'Manage account dialog: employee details, favorite addresses, credit cards, authorized bookers, book on behalf and preferences (spec 000 §2).',
  attributes: {
    mode: {
      prop: 'mode',
      type: 'string',
      default: 'account',
      values: ACCOUNT_MODES,
      description:
        "'account': the Manage account dialog with its tabs. 'registration': the signed-in pending user's 'Contact information' form (cannot be closed until saved; closes itself after saving). 'new-employee': an admin's 'New employee' form (POST /admin/users).",
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
      values: ACCOUNT_TAB_IDS,
      description: "The tab shown ('account' mode). A tab the viewer may not see falls back to the first one.",
    },
  },
  events: {
    'curb-account-closed': {
      detail: EmptyDetail,
      description: 'The dialog closed (closed by the user, or after a registration or new employee save); the element removed its own `open` attribute.',
    },
    'curb-account-saved': {
      detail: z.object({ userId: z.number().int(), section: z.enum(ACCOUNT_SECTIONS) }),
      description:
        "A section of the account was saved on the server (contact info, an address, a card, preferences). Registration reports 'contact' (the user is no longer pending); 'new-employee' reports 'newEmployee' with the new employee's userId.",
    },
  },
  cssParts: {
    dialog: 'The dialog (Manage account, Contact information or New employee).',
    tabs: 'The tab group.',
    'card-frame': "The payment provider's card frame.",
  },
  cssProperties: cssPropertiesOf('account', {
    width: { default: '860px', description: 'Width of the dialog (never wider than the window).' },
    'body-height': { default: 'min(640px, 72vh)', description: 'Height of the tab area.' },
  }),
} as const satisfies ElementContract;

/** The tabs of the dialog, as the `tab` attribute names them (spec 000 §2 Manage account dialog). */
export type AccountTabName = (typeof ACCOUNT_TAB_IDS)[number];
/** What the element shows (the `mode` attribute). */
export type AccountMode = (typeof ACCOUNT_MODES)[number];
/** The section a `curb-account-saved` event reports. */
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
/** `event.detail` of each event curb-account fires. */
export type AccountEvents = EventDetails<typeof accountContract>;
/** The props curb-account's component receives. */
export type AccountProps = ContractProps<typeof accountContract>;
