export { bookingContract, type BookingEvents, type BookingProps } from './booking.contract.ts';
export { useBookingEvents, EDIT_BOOKING_PATH, MANAGE_BOOKINGS_PATH, type BookingEventsApi } from './booking-events.ts';
export { useStepper, useBookingContext } from './stepper-hooks.ts';
