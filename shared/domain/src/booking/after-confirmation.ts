import type { AddressStop, ReservationRequest } from '@curbside/contracts';
import { defaultExactPickupPoint, isAirportAddress } from './exact-pickup.ts';
import { splitPickupTime } from './load-reservation.ts';
import type { BookingStepperFields } from './stepper-fields.ts';

// spec 001 §4 'After a confirmation': Duplicate, Return trip and Follow-up, from the confirmation
// or from a row of Manage bookings.

/**
 * Where the action came from. The spec names 'from confirmation' and 'from nudge' (the
 * confirmation's offer of a follow-up ride); designed: 'from manage bookings' for a row's action.
 */
export type ActionOrigin = 'FROM_CONFIRMATION' | 'FROM_NUDGE' | 'FROM_MANAGE_BOOKINGS';

/**
 * The way back is another flight (issue 12): 'Commercial flight' goes off with its flight number,
 * flight and terminal, so the return trip does not show the old terminal under an empty number.
 * The airport's terminal list stays, it is the place's.
 */
function withoutFlight(address: AddressStop): AddressStop {
  if (!address.flight) return address;
  return { ...address, flight: { ...address.flight, isCommercial: false, flightCode: null, flightInfo: null, terminal: null } };
}

/** What every after-confirmation action shares: a new booking (no id), back on step 1, response cleared. */
function asNewBookingFrom<T extends BookingStepperFields>(state: T): T {
  return {
    ...state,
    step: 1,
    reservationId: null,
    reservationResponse: null,
    reservationStatus: null,
    reservationState: null,
    receiptsData: [],
    activities: [],
    driverDetails: null,
    validationErrors: {},
  };
}

/** spec 001 §4: a return trip is allowed only for regular reservations (which have a drop-off to return from). */
export function canReturnTrip(state: Pick<BookingStepperFields, 'reservationType' | 'dropOffAddress'>): boolean {
  return state.reservationType === 'regular' && state.dropOffAddress !== null;
}

/**
 * spec 001 §4 Return trip: clears date, time, exact pickup point, notes, meet-and-greet, flight
 * codes and payment option; swaps pickup and dropoff; reverses the stops (clearing their flight
 * codes); drops the bookie quote id; clears driver details; the exact pickup point then defaults
 * to 'Arrivals - Curbside' at an airport, else 'Front door'. Back to step 1, response cleared.
 * A reservation that cannot have a return trip is returned unchanged.
 */
export function returnTrip<T extends BookingStepperFields>(state: T, origin: ActionOrigin = 'FROM_CONFIRMATION'): T {
  if (!canReturnTrip(state)) return state;
  const pickUpAddress = state.dropOffAddress ? { ...withoutFlight(state.dropOffAddress), stopType: 'pickup' as const } : null;
  const dropOffAddress = state.pickUpAddress ? { ...withoutFlight(state.pickUpAddress), stopType: 'dropoff' as const } : null;
  return {
    ...asNewBookingFrom(state),
    action: 'RETURN_TRIP',
    actionOriginDetails: { action: 'RETURN_TRIP', origin },
    date: null,
    time: null,
    reservationNotes: null,
    adminNotes: null,
    isMeetAndGreet: false,
    paymentOption: null,
    pickUpAddress,
    dropOffAddress,
    stops: [...state.stops].reverse().map(withoutFlight),
    chosenCarService: state.chosenCarService ? { ...state.chosenCarService, bookieQuoteId: null } : null,
    exactPickupPoint: defaultExactPickupPoint({ isAirport: isAirportAddress(pickUpAddress), isMeetAndGreet: false }),
    // The pickup moved, so its timezone is looked up again.
    pickUpTz: pickUpAddress?.place?.timezone ?? null,
  };
}

/** spec 001 §4 Duplicate: the same booking as a new one, the origin recorded as a duplicate from confirmation. */
export function duplicate<T extends BookingStepperFields>(state: T, origin: ActionOrigin = 'FROM_CONFIRMATION'): T {
  return {
    ...asNewBookingFrom(state),
    action: 'DUPLICATE',
    actionOriginDetails: { action: 'DUPLICATE', origin },
  };
}

/**
 * spec 001 §4 Follow-up: the follow-up reservation the server loads by reservation number
 * (GET /reservations/{number}/followup), laid over the booking it follows (already in the
 * stepper: passengers, authorizer and cost codes by name). A new FOLLOW_UP_RESERVATION booking,
 * back on step 1 with the response cleared, the origin recorded. The request carries only ids for
 * the authorizing user and the cost codes: the ones it shares with the booking are kept, others
 * are chosen again. Loading rules of 001 §4 apply: no drop-off makes it regular, and without a car
 * service the payment option is cleared. The exact pickup point takes its default when the
 * request has none.
 */
export function followUp<T extends BookingStepperFields>(state: T, request: ReservationRequest, origin: ActionOrigin = 'FROM_CONFIRMATION'): T {
  const { date, time } = splitPickupTime(request.dateTime);
  const pickUpAddress: AddressStop = { ...request.origin, stopType: 'pickup' };
  const dropOffAddress: AddressStop | null = request.destination ? { ...request.destination, stopType: 'dropoff' } : null;
  const sameAuthorizer = request.authorizingUserId === null || state.authorizingEmployee?.userId === request.authorizingUserId;
  const service = request.chosenCarService;
  return {
    ...asNewBookingFrom(state),
    action: 'FOLLOW_UP_RESERVATION',
    actionOriginDetails: { action: 'FOLLOW_UP_RESERVATION', origin },
    date: request.isAsap ? null : date,
    time: request.isAsap ? null : time,
    isAsap: request.isAsap,
    reservationType: dropOffAddress ? request.reservationType : 'regular',
    timeJobHours: dropOffAddress ? request.timeJobHours : null,
    pickUpAddress,
    pickUpTz: pickUpAddress.place?.timezone ?? null,
    dropOffAddress,
    stops: request.reservationStops,
    isMeetAndGreet: request.meetAndGreet,
    exactPickupPoint: request.exactPickupPoint
      ?? defaultExactPickupPoint({ isAirport: isAirportAddress(pickUpAddress), isMeetAndGreet: request.meetAndGreet }),
    chosenCarService: service,
    paymentOption: service ? state.paymentOption : null,
    creditCard: service ? state.creditCard : null,
    billCompany: request.billCompany,
    reservationNotes: request.notes,
    adminNotes: null,
    duration: null,
    distance: null,
    passengers: request.reservationPassengers.length > 0 ? request.reservationPassengers : state.passengers,
    authorizingEmployee: sameAuthorizer ? state.authorizingEmployee : null,
    purposeOfJourneyId: request.purposeOfJourneyId,
    costAllocations: state.costAllocations.filter((code) => request.costAllocationsIds.includes(code.costAllocationCodeId)),
    emailAddresses: request.emailAddresses,
  };
}
