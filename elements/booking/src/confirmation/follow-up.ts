import type { ReservationDetails, ReservationRequest } from '@curbside/contracts';
import { pickupDateTime, type BookingStepperFields } from '@curbside/domain';

// spec 001 §4 Follow-up, §7 GET /reservations/show-follow-up?iataCode&datetime&mainPassengerUserId
// and GET /reservations/{reservationNumber}/followup.

export interface ShowFollowUpQuery {
  iataCode?: string;
  datetime: string;
  mainPassengerUserId?: number;
}

type ConfirmedFields = Pick<BookingStepperFields, 'date' | 'time' | 'isAsap' | 'dropOffAddress' | 'pickUpAddress' | 'passengers'>;

/** The local date-time 'yyyy-MM-ddTHH:mm:ss' of a Date (an ASAP pickup is now). */
function localDateTime(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}:00`;
}

/**
 * The question for a confirmed booking: its airport (the drop-off's, else the pickup's), its
 * pickup time (now for ASAP) and its main passenger. Null without a pickup time to ask about.
 */
export function showFollowUpQuery(state: ConfirmedFields, now: Date = new Date()): ShowFollowUpQuery | null {
  const datetime = state.isAsap ? localDateTime(now) : pickupDateTime(state.date, state.time);
  if (!datetime) return null;
  const iataCode = state.dropOffAddress?.place?.iataCode ?? state.pickUpAddress?.place?.iataCode ?? undefined;
  const mainPassengerUserId = state.passengers[0]?.userId ?? undefined;
  return {
    datetime,
    ...(iataCode ? { iataCode } : {}),
    ...(mainPassengerUserId && mainPassengerUserId > 0 ? { mainPassengerUserId } : {}),
  };
}

/**
 * The follow-up request as a reservation to load into the stepper (001 §4 Loading an existing
 * reservation). It is a new booking: no id, number or status. The request carries only ids of
 * the cost allocations and the authorizing user, so their codes and name come from the booking
 * just confirmed when they match.
 */
export function followUpAsReservation(
  request: ReservationRequest,
  current: Pick<BookingStepperFields, 'costAllocations' | 'authorizingEmployee'>,
): ReservationDetails {
  const employee = current.authorizingEmployee;
  const authorizingUser = request.authorizingUserId === null
    ? null
    : {
      userId: request.authorizingUserId,
      fullName: employee?.userId === request.authorizingUserId ? employee.fullName : '',
      isBlockedUser: employee?.userId === request.authorizingUserId ? employee.isBlockedUser : false,
    };
  const service = request.chosenCarService;
  return {
    reservationId: 0,
    reservationNumber: '',
    confirmationNumber: null,
    reservationStatus: 'New',
    reservationStatusObject: null,
    reservationState: null,
    paymentStatus: null,
    reservationType: request.reservationType,
    pickupTime: request.dateTime ?? '',
    isAsap: request.isAsap,
    timeJobHours: request.timeJobHours,
    durationInMinutes: request.durationInMinutes,
    distanceInKm: request.distanceInKm,
    pickup: request.origin,
    dropoff: request.destination,
    stops: request.reservationStops,
    exactPickupPoint: request.exactPickupPoint,
    meetAndGreet: request.meetAndGreet,
    billCompany: request.billCompany,
    creditCard: null,
    chosenCarService: service,
    carProvider: service ? { code: '', name: service.name } : null,
    driverDetails: null,
    purposeOfJourneyId: request.purposeOfJourneyId,
    costAllocations: current.costAllocations.filter((code) => request.costAllocationsIds.includes(code.costAllocationCodeId)),
    activities: [],
    notes: request.notes,
    adminNotes: null,
    passengers: request.reservationPassengers,
    authorizingUser,
    emailAddresses: request.emailAddresses,
    receiptsData: [],
    bookingUser: null,
    updatedByUser: null,
    passengerPreferenceNotes: [],
  };
}
