import { EmptyDetail, NavigateDetail, hostTokenEvents, hostTokenProperties, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';
import { BOOKING_TAG, RESERVATION_ID_ATTRIBUTE } from './booking-tag.ts';

/**
 * The booking stepper (spec 001 §2-§5): 1 Passenger info, 2 Date and location, 3 Car and
 * payment, 4 Summary. In the portal it is /new-booking and /manage-bookings/edit-booking; on a
 * client firm's intranet page it is the book-a-car widget.
 */
export const bookingContract = {
  tag: BOOKING_TAG,
  version: '0.1.0',
  summary: 'The 4-step booking stepper (passenger info, date and location, car and payment, summary); also the intranet book-a-car widget (spec 001 §2-§5).',
  attributes: {
    [RESERVATION_ID_ATTRIBUTE]: {
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
  properties: hostTokenProperties,
  events: {
    ...hostTokenEvents,
    'curb-booking-confirmed': {
      detail: z.object({ reservationId: z.number().int(), reservationNumber: z.string(), confirmationNumber: z.string().nullable() }),
      description: 'The server confirmed the booking (POST /reservations) or the edit (POST /reservations/{id}).',
    },
    'curb-auth-required': {
      detail: EmptyDetail,
      description: 'A call answered 401: the user must sign in. In the portal the root config also redirects; embedded, the host decides.',
    },
    'curb-navigate': {
      detail: NavigateDetail,
      description: "The user asked for another screen: Edit after a confirmation ('/manage-bookings/edit-booking'), back to the bookings list ('/manage-bookings').",
    },
  },
  cssParts: {
    stepper: 'The stepper: header, the step and the Back / Next bar.',
    steps: 'The step header (1 Passenger info ... 4 Summary).',
    actions: 'The Back / Next bar.',
  },
  cssProperties: {
    '--curb-booking-max-width': { default: '960px', description: 'Widest the stepper grows.' },
    '--curb-booking-background': { description: 'Background behind the step cards.' },
  },
} as const satisfies ElementContract;

/** `event.detail` of each event curb-booking fires. */
export type BookingEvents = EventDetails<typeof bookingContract>;
/** The props curb-booking's component receives. */
export type BookingProps = ContractProps<typeof bookingContract>;
