import type { ReservationDetails, ReservationSummary } from '@curbside/contracts';

/** The list row of a booking (GET /reservations, /history, /favorites) as the server makes it from its details. */
export function summaryOf(d: ReservationDetails): ReservationSummary {
  return {
    reservationId: d.reservationId, reservationNumber: d.reservationNumber, confirmationNumber: d.confirmationNumber,
    reservationStatus: d.reservationStatus, reservationStatusObject: d.reservationStatusObject, paymentStatus: d.paymentStatus,
    reservationType: d.reservationType, pickupTime: d.pickupTime, isAsap: d.isAsap, pickup: d.pickup, dropoff: d.dropoff,
    stops: d.stops, passengers: d.passengers, chosenCarService: d.chosenCarService, carProvider: d.carProvider,
    bookingUser: d.bookingUser, notes: d.notes,
  };
}
