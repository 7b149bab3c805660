// The element's tag and its one attribute the embed's loader reads, apart from booking.contract.ts
// (the contract brings zod, which the 2 KiB loader must not: booking.embed.ts).

export const BOOKING_TAG = 'curb-booking';

/** Loads this reservation into the stepper to edit it. */
export const RESERVATION_ID_ATTRIBUTE = 'reservation-id';
