import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { EventBooking } from './EventBooking.tsx';
import { eventBookingContract } from './event-booking.contract.ts';
import { eventBookingCss } from './event-booking.css.ts';

/** `<curb-event-booking>`: its contract (attributes, properties, events, parts) is event-booking.contract.ts. */
export const CurbEventBookingElement = defineElement(eventBookingContract, EventBooking, { styles: eventBookingCss });

/** `<curb-event-booking>` as a page sees it, derived from the contract. */
export type CurbEventBooking = ElementOf<typeof eventBookingContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof eventBookingContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof eventBookingContract> {}
}
