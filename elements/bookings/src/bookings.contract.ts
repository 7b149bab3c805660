import { NavigateDetail, cssPropertiesOf, hostTokenEvents, hostTokenProperties, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/**
 * The user's reservations at /manage-bookings (spec 001 §2, §4, §7): tabs Upcoming, History
 * (filters and 'Load more') and Favorites; rows with the status labels of 001 §4 updated live
 * from the event stream; details with the booking history; cancel, change card, notes (admin
 * notes where the firm enables them), favorites; edit, duplicate, return trip and follow-up
 * open the booking stepper filled in.
 */
export const bookingsContract = {
  tag: 'curb-bookings',
  version: '0.1.0',
  summary: "The user's bookings: upcoming, history with filters, favorites; details, cancel, change card, notes, edit, duplicate, return trip, follow-up; live statuses.",
  attributes: {
    tab: {
      prop: 'tab',
      type: 'string',
      values: ['upcoming', 'history', 'favorites'],
      description: "The tab shown; absent: the page's ?tab= query parameter, else 'upcoming'.",
    },
  },
  properties: hostTokenProperties,
  events: {
    ...hostTokenEvents,
    'curb-navigate': {
      detail: NavigateDetail,
      description:
        "Open the booking stepper: Edit goes to '/manage-bookings/edit-booking?reservationId=ID'; Duplicate, Return trip and Follow-up put the booking in the shared stepper store and go to '/new-booking'.",
    },
    'curb-booking-canceled': {
      detail: z.object({ reservationId: z.number().int() }),
      description: 'The user canceled a booking (after the confirmation) and the server accepted it.',
    },
  },
  cssParts: {
    tabs: 'The Upcoming / History / Favorites tab group.',
    filters: 'The history filters.',
    table: 'The bookings table.',
    status: 'Each status badge.',
    details: 'The details drawer.',
  },
  cssProperties: cssPropertiesOf('bookings', { 'max-height': 'none', accent: 'var(--sl-color-primary-700)' }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-bookings fires. */
export type BookingsEvents = EventDetails<typeof bookingsContract>;
/** The props curb-bookings' component receives. */
export type BookingsProps = ContractProps<typeof bookingsContract>;
