import { commonAttributes } from '@curbside/ui';
import type { ElementContract } from '@curbside/ui';

/** `event.detail` of each event curb-booking fires. */
export interface BookingEvents {
  'curb-booking-confirmed': { reservationId: number; reservationNumber: string; confirmationNumber: string | null };
  'curb-auth-required': Record<string, never>;
  'curb-navigate': { path: string };
}

/** The props curb-booking's component receives (the common ones plus its own). */
export interface BookingProps {
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
  reservationId: number | undefined;
  action: string | undefined;
}

/**
 * The booking stepper (spec 001 §2-§5): 1 Passenger info, 2 Date and location, 3 Car and
 * payment, 4 Summary. In the portal it is /new-booking and /manage-bookings/edit-booking; on a
 * client firm's intranet page it is the book-a-car widget.
 *
 * @tag curb-booking
 * @summary The 4-step booking stepper; also the intranet book-a-car widget.
 *
 * @attr {number} reservation-id - Loads this reservation into the stepper to edit it (GET /reservations/{id}); empty starts a new booking.
 * @attr {string} action - The reservation action (001 §3: 'EDIT', 'DUPLICATE', ...). Default: 'EDIT' with a reservation id, else the stepper's current action.
 * @attr {string} api-base - Origin of the Curbside API; empty means the page's own origin.
 * @attr {string} api-key - API key sent as the x-api-key header.
 * @attr {string} theme - 'light' or 'dark' to force a theme; empty follows the user's dark mode setting.
 * @attr {string} locale - BCP 47 locale for formatting.
 *
 * @fires curb-booking-confirmed - { reservationId: number, reservationNumber: string, confirmationNumber: string | null }: the server confirmed a booking or an edit.
 * @fires curb-auth-required - {}: a call answered 401 (the session ended or never started); the host should sign the user in.
 * @fires curb-navigate - { path: string }: the user asked for another screen (Edit after a confirmation opens '/manage-bookings/edit-booking').
 *
 * @csspart root - The theme wrapper inside the shadow root.
 * @csspart stepper - The stepper: header, the step and the Back / Next bar.
 * @csspart steps - The step header (1 Passenger info ... 4 Summary).
 * @csspart actions - The Back / Next bar.
 *
 * @cssprop --curb-booking-max-width - Widest the stepper grows (default 960px).
 * @cssprop --curb-booking-background - Background behind the step cards.
 */
export const bookingContract = {
  tag: 'curb-booking',
  version: '0.1.0',
  summary: 'The 4-step booking stepper (passenger info, date and location, car and payment, summary); also the intranet book-a-car widget (spec 001 §2-§5).',
  attributes: {
    ...commonAttributes,
    'reservation-id': {
      prop: 'reservationId',
      type: 'number',
      description: 'Loads this reservation into the stepper to edit it (GET /reservations/{id}); empty starts a new booking.',
    },
    action: {
      prop: 'action',
      type: 'string',
      description: "The reservation action (spec 001 §3: 'EDIT', 'DUPLICATE', 'RETURN_TRIP', ...). Default: 'EDIT' with a reservation id, else the stepper's current action.",
    },
  },
  events: {
    'curb-booking-confirmed': {
      description: 'The server confirmed the booking (POST /reservations) or the edit (POST /reservations/{id}).',
      detail: '{ reservationId: number; reservationNumber: string; confirmationNumber: string | null }',
    },
    'curb-auth-required': {
      description: 'A call answered 401: the user must sign in. In the portal the root config also redirects; embedded, the host decides.',
      detail: 'Record<string, never>',
    },
    'curb-navigate': {
      description: "The user asked for another screen: Edit after a confirmation ('/manage-bookings/edit-booking'), back to the bookings list ('/manage-bookings').",
      detail: '{ path: string }',
    },
  },
  cssParts: {
    root: 'The theme wrapper inside the shadow root.',
    stepper: 'The stepper: header, the step and the Back / Next bar.',
    steps: 'The step header (1 Passenger info ... 4 Summary).',
    actions: 'The Back / Next bar.',
  },
  cssProperties: {
    '--curb-booking-max-width': 'Widest the stepper grows (default 960px).',
    '--curb-booking-background': 'Background behind the step cards.',
  },
} as const satisfies ElementContract;
