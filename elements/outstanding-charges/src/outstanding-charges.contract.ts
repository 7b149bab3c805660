import { cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/**
 * Outstanding charges at /outstanding-charges (spec 001 §7, 001 §3 payment statuses; issue 15):
 * the firm's rides whose payment failed, had no card or awaits a retry, filtered by status,
 * passenger and dates, with totals. A charge is billed to the company (after a confirmation, where
 * the firm allows direct bill), moved to another of the passenger's cards, or emailed about to the
 * passenger (prefilled from a template), with the ride's email history. For super admins of firms
 * billed through SG2 or FN (000 §2).
 */
export const outstandingChargesContract = {
  tag: 'curb-outstanding-charges',
  version: '0.1.0',
  summary: "List the rides whose payment failed or had no card, with totals; bill a charge to the company, move it to another of the passenger's cards, or email the passenger.",
  attributes: {
    status: {
      prop: 'status',
      type: 'string',
      values: ['all', 'Failed', 'No card', 'Awaiting retry'],
      default: 'all',
      description: "The payment status the list starts filtered by (001 §3); 'all' shows every outstanding charge.",
    },
  },
  events: {
    'curb-charge-converted': {
      detail: z.object({ rideId: z.number(), reservationNumber: z.string() }),
      description: 'The user billed an outstanding charge to the company (it leaves the list).',
    },
    'curb-charge-card-changed': {
      detail: z.object({ rideId: z.number(), creditCardId: z.number() }),
      description: "The user moved a charge to another of the passenger's cards (it awaits a retry).",
    },
    'curb-charge-email-sent': {
      detail: z.object({ rideId: z.number(), recipients: z.array(z.string()) }),
      description: 'The user emailed the passenger about a charge.',
    },
  },
  cssParts: {
    filters: 'The filters form.',
    totals: 'The totals of the charges the filters match.',
    table: 'The charges table.',
    dialog: 'The card and email dialogs.',
  },
  cssProperties: cssPropertiesOf('outstanding-charges', {
    'dialog-width': { default: '40rem', description: 'Width of the card and email dialogs.' },
  }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-outstanding-charges fires. */
export type OutstandingChargesEvents = EventDetails<typeof outstandingChargesContract>;
/** The props curb-outstanding-charges' component receives. */
export type OutstandingChargesProps = ContractProps<typeof outstandingChargesContract>;
