import { cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/** The sections of admin settings, in tab order. */
export const ADMIN_SETTINGS_SECTIONS = ['tags', 'broadcast', 'admins', 'integrations', 'booking'] as const;

/**
 * Admin settings at /admin-settings, for super admins (spec 001 §7 Superadmin; 000 §2, §6): the
 * firm's tags and who holds them, the broadcast note every user of the firm sees, its admins and
 * super admins, the expense-system signup code and ISO client identifiers, and the booking margins
 * (issue 12: the sustainable suggestion and the re-quote on decline).
 */
export const adminSettingsContract = {
  tag: 'curb-admin-settings',
  version: '0.1.0',
  summary: "A super admin's settings of the firm: tags and their users, the broadcast note, admins and super admins, integrations, booking margins.",
  attributes: {
    section: {
      prop: 'section',
      type: 'string',
      values: ADMIN_SETTINGS_SECTIONS,
      default: 'tags',
      description: "The section shown first: 'tags', 'broadcast' (the broadcast note), 'admins', 'integrations' or 'booking' (the booking margins).",
    },
  },
  events: {
    'curb-broadcast-note-changed': {
      detail: z.object({ active: z.boolean() }),
      description: 'The super admin published (active: true) or withdrew (active: false) the broadcast note and the server accepted it.',
    },
    'curb-admin-rights-changed': {
      detail: z.object({ loginId: z.string(), setAsAdmin: z.boolean(), isSuperAdmin: z.boolean() }),
      description: "A user's admin or super admin rights were granted or revoked and the server accepted it.",
    },
  },
  cssParts: {
    tabs: 'The section tabs.',
    tags: 'The tags table.',
    'tag-users': "The users of the chosen tag.",
    'note-editor': "The broadcast note's editor.",
    admins: 'The admins table.',
    'signup-code': 'The signup code, shown once.',
  },
  cssProperties: cssPropertiesOf('admin-settings', { 'max-width': { default: '72rem', description: 'The widest the settings grow.' } }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-admin-settings fires. */
export type AdminSettingsEvents = EventDetails<typeof adminSettingsContract>;
/** The props curb-admin-settings' component receives. */
export type AdminSettingsProps = ContractProps<typeof adminSettingsContract>;
