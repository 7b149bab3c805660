import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Booking } from './Booking.tsx';
import { bookingContract } from './booking.contract.ts';
import { bookingCss } from './booking.css.ts';

/** `<curb-booking>`: its contract (attributes, properties, events, slots, parts) is booking.contract.ts. */
export const CurbBookingElement = defineElement(bookingContract, Booking, { styles: bookingCss });

/** `<curb-booking>` as a page sees it, derived from the contract. */
export type CurbBooking = ElementOf<typeof bookingContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof bookingContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof bookingContract> {}
}
