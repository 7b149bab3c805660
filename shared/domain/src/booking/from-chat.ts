import type { AddressStop, ReservationRequest } from '@curbside/contracts';
import { defaultExactPickupPoint, isAirportAddress } from './exact-pickup.ts';
import { splitPickupTime } from './load-reservation.ts';
import { initialBookingStepperFields, withMainPassengerFirst, type BookingStepperFields } from './stepper-fields.ts';

/**
 * spec 001 §2 Assistant chat: 'When the booking chat returns a reservationRequest, the app goes
 * to /new-booking, fills the stepper, sets the action to new-from-chat and moves to the car and
 * payment step.' A new booking (nothing of the one in the stepper is kept but its page view),
 * filled from the request: passengers (the main one authorizes when they are an employee), the
 * trip, the time, the notes. Entering /new-booking keeps it (NEW_FROM_CHAT does not reset).
 */
export function fromChat<T extends BookingStepperFields>(state: T, request: ReservationRequest): T {
  const { date, time } = splitPickupTime(request.dateTime);
  const pickUpAddress: AddressStop = { ...request.origin, stopType: 'pickup' };
  const dropOffAddress: AddressStop | null = request.destination ? { ...request.destination, stopType: 'dropoff' } : null;
  const passengers = withMainPassengerFirst(request.reservationPassengers.length > 0 ? request.reservationPassengers : state.passengers);
  const main = passengers[0];
  const authorizes = main && main.userId !== null && (request.authorizingUserId === null || request.authorizingUserId === main.userId);
  return {
    ...state,
    ...initialBookingStepperFields(state.pageViewGuid),
    step: 3,
    action: 'NEW_FROM_CHAT',
    actionOriginDetails: request.actionOriginDetails ?? { action: 'NEW_FROM_CHAT', origin: null },
    passengers,
    authorizingEmployee: authorizes && main.userId !== null ? { userId: main.userId, fullName: main.fullName, isBlockedUser: main.isBlockedUser ?? false } : null,
    date: request.isAsap ? null : date,
    time: request.isAsap ? null : time,
    isAsap: request.isAsap,
    reservationType: request.reservationType,
    timeJobHours: request.reservationType === 'timeJob' ? request.timeJobHours : null,
    pickUpAddress,
    pickUpTz: pickUpAddress.place?.timezone ?? null,
    dropOffAddress,
    stops: request.reservationStops,
    exactPickupPoint: request.exactPickupPoint
      ?? defaultExactPickupPoint({ isAirport: isAirportAddress(pickUpAddress), isMeetAndGreet: request.meetAndGreet }),
    isMeetAndGreet: request.meetAndGreet,
    reservationNotes: request.notes,
    emailAddresses: request.emailAddresses,
  };
}
