import { defineElement } from '@curbside/ui';
import { Booking } from './Booking.tsx';
import { bookingContract, type BookingEvents } from './booking.contract.ts';
import { bookingCss } from './booking.css.ts';

/** `<curb-booking>`: see booking.contract.ts and the README. */
export const CurbBookingElement = defineElement(bookingContract, Booking, { styles: bookingCss });

export interface CurbBooking extends HTMLElement {
  reservationId: number | undefined;
  action: string | undefined;
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'curb-booking': CurbBooking;
  }
  interface HTMLElementEventMap {
    'curb-booking-confirmed': CustomEvent<BookingEvents['curb-booking-confirmed']>;
    'curb-auth-required': CustomEvent<BookingEvents['curb-auth-required']>;
  }
}
