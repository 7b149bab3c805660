import type { AddressStop } from '@curbside/contracts';
import { defaultExactPickupPoint, isAirportAddress } from './exact-pickup.ts';
import type { BookingStepperFields } from './stepper-fields.ts';

// spec 001 §4 'After a confirmation'.

/** Designed: the spec says the origin is recorded 'from confirmation' or 'from nudge'. */
export type ActionOrigin = 'FROM_CONFIRMATION' | 'FROM_NUDGE';

function withoutFlightCodes(address: AddressStop): AddressStop {
  if (!address.flight) return address;
  return { ...address, flight: { ...address.flight, flightCode: null, flightInfo: null } };
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
  const pickUpAddress = state.dropOffAddress ? { ...withoutFlightCodes(state.dropOffAddress), stopType: 'pickup' as const } : null;
  const dropOffAddress = state.pickUpAddress ? { ...withoutFlightCodes(state.pickUpAddress), stopType: 'dropoff' as const } : null;
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
    stops: [...state.stops].reverse().map(withoutFlightCodes),
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
