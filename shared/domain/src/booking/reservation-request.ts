import type { ReservationRequest } from '@curbside/contracts';
import { canSaveNotes } from '../notes.ts';
import { emptyAddressStop, withMainPassengerFirst, type BookingStepperFields } from './stepper-fields.ts';

// spec 001 §3 'Reservation request sent to the server'.

/** The local pickup date-time 'yyyy-MM-ddTHH:mm:00'; null while date or time is missing. */
export function pickupDateTime(date: string | null, time: string | null): string | null {
  if (!date?.trim() || !time?.trim() || date === 'Invalid date' || time === 'Invalid date') return null;
  const clock = /^\d{2}:\d{2}$/.test(time.trim()) ? `${time.trim()}:00` : time.trim();
  return `${date.trim()}T${clock}`;
}

/**
 * The request of POST /reservations (and car services, payment options, quotes) from the
 * stepper. creditCardId is the user card entry's id and is sent only when paying by card.
 */
export function toReservationRequest(state: BookingStepperFields): ReservationRequest {
  const service = state.chosenCarService;
  const payByCard = state.paymentOption !== 'DB' && state.creditCard !== null;
  const flightInfo = state.pickUpAddress?.flight?.flightInfo ?? state.dropOffAddress?.flight?.flightInfo ?? null;
  return {
    origin: state.pickUpAddress ?? emptyAddressStop('pickup'),
    destination: state.reservationType === 'asDirected' && !state.dropOffAddress?.place ? null : state.dropOffAddress,
    dateTime: pickupDateTime(state.date, state.time),
    meetAndGreet: state.isMeetAndGreet,
    isAsap: state.isAsap,
    cost: service?.userCost?.amount ?? null,
    preferedContactMethod: state.preferredContactMethod,
    exactPickupPoint: state.exactPickupPoint,
    supplierRefQuoteId: service?.supplierRefQuoteId ?? null,
    bookieQuoteId: service?.bookieQuoteId ?? null,
    bookingAccountServiceId: service?.bookingAccountServiceId ?? null,
    purposeOfJourneyId: state.purposeOfJourneyId,
    timeJobHours: state.reservationType === 'timeJob' ? state.timeJobHours : null,
    creditCardId: payByCard ? (state.creditCard?.userCreditCardId ?? null) : null,
    reservationStops: state.stops.filter((stop) => stop.place !== null),
    authorizingUserId: state.authorizingEmployee?.userId ?? null,
    reservationPassengers: withMainPassengerFirst(state.passengers),
    specialAccommodations: state.specialAccommodations,
    emailAddresses: state.emailAddresses.map((email) => email.trim()).filter(Boolean),
    reservationType: state.reservationType,
    durationInMinutes: state.duration?.valueInMinutes ?? null,
    costAllocationsIds: state.costAllocations.map((code) => code.costAllocationCodeId),
    reservationId: state.reservationId,
    chosenCarService: service,
    notes: state.reservationNotes,
    flightInfo,
    billCompany: state.billCompany,
    distanceInKm: state.distance?.valueInKm ?? null,
    pageViewGuid: state.pageViewGuid,
    actionOriginDetails: state.actionOriginDetails,
    specialAccommodationsGuid: service?.specialAccommodationsGuid ?? null,
  };
}

/** spec 001 §5 Notes editor: Save only when the text is longer than 3 characters (the domain notes rule). */
export function notesCanSave(text: string | null | undefined): boolean {
  return canSaveNotes(text);
}
