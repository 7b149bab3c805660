import { commonAttributes } from '@curbside/ui';
import type { ElementContract } from '@curbside/ui';

/** `event.detail` of each event curb-bookings fires. */
export interface BookingsEvents {
  'curb-navigate': { path: string };
  'curb-booking-canceled': { reservationId: number };
}

/** The props curb-bookings' component receives (the common ones plus its own). */
export interface BookingsProps {
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
  /** 'upcoming' | 'history' | 'favorites'; empty: the page's ?tab=, else upcoming. */
  tab: string;
}

/**
 * The user's reservations at /manage-bookings (spec 001 §2, §4, §7): tabs Upcoming, History
 * (filters and 'Load more') and Favorites; rows with the status labels of 001 §4 updated live
 * from the event stream; details with the booking history; cancel, change card, notes (admin
 * notes where the firm enables them), favorites; edit, duplicate, return trip and follow-up
 * open the booking stepper filled in.
 *
 * @tag curb-bookings
 * @attr {'upcoming' | 'history' | 'favorites'} tab - The tab shown; empty: the page's ?tab= query parameter, else 'upcoming'.
 * @attr {string} api-base - Origin of the Curbside API; empty means the page's own origin.
 * @attr {string} api-key - API key sent as the x-api-key header.
 * @attr {string} theme - 'light' or 'dark' to force a theme; empty follows the user's dark mode setting.
 * @attr {string} locale - BCP 47 locale for formatting.
 * @fires curb-navigate - { path } to open the stepper: '/manage-bookings/edit-booking?reservationId=ID' for Edit, '/new-booking' for Duplicate, Return trip and Follow-up (the shared stepper store holds the booking).
 * @fires curb-booking-canceled - { reservationId } after the user canceled a booking.
 * @csspart root - The theme wrapper inside the shadow root.
 * @csspart tabs - The Upcoming / History / Favorites tab group.
 * @csspart filters - The history filters.
 * @csspart table - The bookings table.
 * @csspart status - Each status badge.
 * @csspart details - The details drawer.
 * @cssprop --curb-bookings-max-height - Height limit of the scrolling table (default none).
 * @cssprop --curb-bookings-accent - Colour of the active tab and links (default the theme primary-700).
 */
export const bookingsContract = {
  tag: 'curb-bookings',
  version: '0.1.0',
  summary: "The user's bookings: upcoming, history with filters, favorites; details, cancel, change card, notes, edit, duplicate, return trip, follow-up; live statuses.",
  attributes: {
    ...commonAttributes,
    tab: {
      prop: 'tab',
      type: 'string',
      default: '',
      description: "'upcoming' | 'history' | 'favorites'. The tab shown; empty: the page's ?tab= query parameter, else 'upcoming'.",
    },
  },
  events: {
    'curb-navigate': {
      description:
        "Open the booking stepper: Edit goes to '/manage-bookings/edit-booking?reservationId=ID'; Duplicate, Return trip and Follow-up put the booking in the shared stepper store and go to '/new-booking'.",
      detail: '{ path: string }',
    },
    'curb-booking-canceled': {
      description: 'The user canceled a booking (after the confirmation) and the server accepted it.',
      detail: '{ reservationId: number }',
    },
  },
  cssParts: {
    tabs: 'The Upcoming / History / Favorites tab group.',
    filters: 'The history filters.',
    table: 'The bookings table.',
    status: 'Each status badge.',
    details: 'The details drawer.',
  },
  cssProperties: {
    '--curb-bookings-max-height': 'Height limit of the scrolling table (default none: the page scrolls).',
    '--curb-bookings-accent': 'Colour of links and the active filter chip (default the theme primary-700).',
  },
} as const satisfies ElementContract;
