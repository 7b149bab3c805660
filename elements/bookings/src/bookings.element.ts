import { defineElement } from '@curbside/ui';
import { Bookings } from './Bookings.tsx';
import { bookingsContract } from './bookings.contract.ts';
import { bookingsCss } from './bookings.css.ts';

/** `<curb-bookings>`: see bookings.contract.ts and the README. */
export const CurbBookingsElement = defineElement(bookingsContract, Bookings, { styles: bookingsCss });

export interface CurbBookings extends HTMLElement {
  tab: string;
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'curb-bookings': CurbBookings;
  }
}
