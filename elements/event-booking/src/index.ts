export { eventBookingContract, type EventBookingEvents, type EventBookingProps } from './event-booking.contract.ts';
export type { CurbEventBooking } from './event-booking.element.ts';
