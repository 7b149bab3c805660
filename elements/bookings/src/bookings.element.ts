import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Bookings } from './Bookings.tsx';
import { bookingsContract } from './bookings.contract.ts';
import { bookingsCss } from './bookings.css.ts';

/** `<curb-bookings>`: its contract (attributes, properties, events, slots, parts) is bookings.contract.ts. */
export const CurbBookingsElement = defineElement(bookingsContract, Bookings, { styles: bookingsCss });

/** `<curb-bookings>` as a page sees it, derived from the contract. */
export type CurbBookings = ElementOf<typeof bookingsContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof bookingsContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof bookingsContract> {}
}
