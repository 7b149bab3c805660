import { NavigateDetail, cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/**
 * Event booking at /event-booking (issue 16; spec 001 §9 vehicle capacities, §7 POST
 * /reservations and /reservations/quoteRequest): group transport for an event. Date, time, venue,
 * pickup points, attendees and luggage; the vehicle mix with the fewest vehicles (editable); a bus
 * quote answered by the providers; the attendees pasted or read from a CSV file, each in a
 * vehicle; booking makes one reservation per vehicle, listed afterwards in Manage bookings.
 */
export const eventBookingContract = {
  tag: 'curb-event-booking',
  version: '0.1.0',
  summary: 'Group transport for an event: venue, pickups, attendees from a list or CSV, the vehicle mix from the 001 §9 capacities, a bus quote, and one reservation per vehicle.',
  attributes: {
    'event-name': {
      prop: 'eventName',
      type: 'string',
      default: '',
      description: "The event's name the form starts with (the reservations' notes carry it).",
    },
  },
  properties: {},
  events: {
    'curb-event-attendees-read': {
      detail: z.object({ attendees: z.number().int().min(0), problems: z.number().int().min(0) }),
      description: 'The user read an attendee list (pasted or a CSV file): how many attendees were taken and how many lines need fixing.',
    },
    'curb-event-booked': {
      detail: z.object({ reservationIds: z.array(z.number().int()), reservationNumbers: z.array(z.string()) }),
      description: 'The event was booked: one reservation per vehicle.',
    },
    'curb-navigate': {
      detail: NavigateDetail,
      description: "The user followed the link to the booked reservations ('/manage-bookings'): the portal routes there.",
    },
  },
  cssParts: {
    event: 'The event form (date, time, venue, pickups, attendees, luggage).',
    attendees: 'The attendee list: paste or CSV, problems, vehicle per attendee.',
    vehicles: 'The vehicle mix.',
    quote: 'The bus quote request and its answer.',
    confirmation: 'The booked reservations.',
  },
  cssProperties: cssPropertiesOf('event-booking', { 'max-width': { default: '72rem', description: 'Widest the element grows.' } }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-event-booking fires. */
export type EventBookingEvents = EventDetails<typeof eventBookingContract>;
/** The props curb-event-booking's component receives. */
export type EventBookingProps = ContractProps<typeof eventBookingContract>;
