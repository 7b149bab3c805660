import { useMemo } from 'react';
import { useEmit } from '@curbside/ui';
import type { BookingEvents } from './booking.contract.ts';

/** Where 'Edit' after a confirmation goes (spec 001 §2). */
export const EDIT_BOOKING_PATH = '/manage-bookings/edit-booking';
export const MANAGE_BOOKINGS_PATH = '/manage-bookings';

export interface BookingEventsApi {
  /** The server confirmed a booking or an edit: curb-booking-confirmed. */
  confirmed(detail: BookingEvents['curb-booking-confirmed']): void;
  /** The user asked for another screen: curb-navigate. */
  navigate(path: string): void;
  /** A call answered 401: curb-auth-required. */
  authRequired(): void;
}

/**
 * The events of curb-booking, typed, for every part of the stepper (the summary step fires
 * `confirmed`, the confirmation actions `navigate(EDIT_BOOKING_PATH)`).
 */
export function useBookingEvents(): BookingEventsApi {
  const emit = useEmit<BookingEvents>();
  return useMemo(
    () => ({
      confirmed: (detail) => void emit('curb-booking-confirmed', detail),
      navigate: (path) => void emit('curb-navigate', { path }),
      authRequired: () => void emit('curb-auth-required', {}),
    }),
    [emit],
  );
}
