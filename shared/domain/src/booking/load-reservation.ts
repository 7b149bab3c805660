import type { AddressStop, CreditCardEntry, ReservationDetails } from '@curbside/contracts';
import { withMainPassengerFirst, type BookingStepperFields } from './stepper-fields.ts';

// spec 001 §4 'Loading an existing reservation'.

/** The stepper fields a loaded reservation fills; the action, step and page view are the caller's. */
export type LoadedReservationFields = Omit<BookingStepperFields, 'step' | 'action' | 'pageViewGuid' | 'validationErrors' | 'mapBounds'>;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

/** '2025-03-04T09:05:00' -> { date: '2025-03-04', time: '09:05' }; nulls when not that shape. */
export function splitPickupTime(pickupTime: string | null | undefined): { date: string | null; time: string | null } {
  const match = LOCAL_DATE_TIME.exec(pickupTime ?? '');
  return { date: match?.[1] ?? null, time: match?.[2] ?? null };
}

/** An airport place sets the address type to AIRPORT; a flight code marks the flight commercial. */
function loadAddress(address: AddressStop, stopType: AddressStop['stopType']): AddressStop {
  const flight = address.flight && address.flight.flightCode ? { ...address.flight, isCommercial: true } : address.flight;
  return {
    ...address,
    stopType,
    addressType: address.place?.iataCode ? 'AIRPORT' : address.addressType,
    flight,
  };
}

/** The reservation's card as a card entry: the user's own entry when known, else one built from the card. */
function loadCreditCard(details: ReservationDetails, userCards: readonly CreditCardEntry[]): CreditCardEntry | null {
  const card = details.creditCard;
  if (!card) return null;
  const own = userCards.find((entry) => entry.card.creditCardId === card.creditCardId || entry.userCreditCardId === card.creditCardId);
  return own ?? { userCreditCardId: card.creditCardId, isDefault: false, isImported: false, source: 'CP', card };
}

/**
 * Fills the stepper from a reservation (001 §4): passengers, authorizing user, additional emails,
 * pickup time, asap, time-job hours, type, duration, pickup, dropoff and stops, exact pickup point,
 * bill company, credit card, car service and driver, purpose of journey, cost allocations,
 * activities, notes, meet-and-greet, status and state, receipts and booking user.
 * - No dropoff: the type reverts to regular.
 * - Without a car provider, the chosen service and payment option are cleared.
 */
export function loadReservationIntoStepper(
  details: ReservationDetails,
  userCards: readonly CreditCardEntry[] = [],
): LoadedReservationFields {
  const hasCarProvider = details.carProvider !== null;
  const creditCard = loadCreditCard(details, userCards);
  const paymentOption = details.billCompany ? 'DB' : creditCard ? 'CC' : null;
  const { date, time } = splitPickupTime(details.pickupTime);
  return {
    reservationId: details.reservationId,
    date,
    time,
    isAsap: details.isAsap,
    preferredContactMethod: details.passengers[0]?.preferredContactMethod ?? 'Email',
    authorizingEmployee: details.authorizingUser
      ? {
        userId: details.authorizingUser.userId,
        fullName: details.authorizingUser.fullName,
        isBlockedUser: details.authorizingUser.isBlockedUser,
      }
      : null,
    passengers: withMainPassengerFirst(details.passengers),
    emailAddresses: [...details.emailAddresses],
    purposeOfJourneyId: details.purposeOfJourneyId,
    costAllocations: [...details.costAllocations],
    reservationType: details.dropoff ? details.reservationType : 'regular',
    timeJobHours: details.timeJobHours,
    pickUpTz: details.pickup.place?.timezone ?? null,
    pickUpAddress: loadAddress(details.pickup, 'pickup'),
    dropOffAddress: details.dropoff ? loadAddress(details.dropoff, 'dropoff') : null,
    stops: details.stops.map((stop) => loadAddress(stop, 'stop')),
    exactPickupPoint: details.exactPickupPoint,
    isMeetAndGreet: details.meetAndGreet,
    specialAccommodations: details.pickup.specialAccommodations,
    duration: details.durationInMinutes === null ? null : { text: `${Math.round(details.durationInMinutes)} min`, valueInMinutes: details.durationInMinutes },
    distance: details.distanceInKm === null ? null : { text: `${details.distanceInKm} km`, valueInKm: details.distanceInKm },
    chosenCarService: hasCarProvider ? details.chosenCarService : null,
    paymentOption: hasCarProvider ? paymentOption : null,
    creditCard,
    billCompany: details.billCompany,
    reservationNotes: details.notes,
    adminNotes: details.adminNotes ?? null,
    driverDetails: details.driverDetails,
    activities: [...details.activities],
    actionOriginDetails: null,
    reservationResponse: null,
    reservationStatus: details.reservationStatus,
    reservationState: details.reservationState,
    receiptsData: [...details.receiptsData],
    bookingUser: details.bookingUser,
    updatedByUser: details.updatedByUser,
    passengerPreferenceNotes: [...details.passengerPreferenceNotes],
  };
}
