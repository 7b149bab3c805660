import type {
  AddressStop, CostAllocationCode, Passenger, PaymentOptionCode, ReservationDetails, ReservationResponse,
  ReservationStatus, ReservationStepperState,
} from '@curbside/contracts';
import type { ReservationAction } from '../routes.ts';

// spec 001 §3 'Reservation stepper state': the data the booking stepper holds. The fields the
// contract types (ReservationStepperState) are reused; the rest are what 001 §3 'Reservation
// response and related' says is also held, plus the action and the validation errors.

/** spec 001 §2: 1 passenger info, 2 date and location, 3 car and payment, 4 summary. */
export type BookingStep = 1 | 2 | 3 | 4;

/** Field path -> message, e.g. { 'passengers.0.fullName': 'Full name is required' }. */
export type ValidationErrors = Record<string, string>;

export type BookingStepperFields = Omit<ReservationStepperState, 'step' | 'paymentOption'> & {
  step: BookingStep;
  action: ReservationAction;
  /** The CC / DB list of 001 §3. */
  paymentOption: PaymentOptionCode | null;
  specialAccommodations: string | null;
  /** Admin-only reservation notes (firm preference adminReservationNotes). */
  adminNotes: string | null;
  /** The last confirmation (POST /reservations or /reservations/{id}). */
  reservationResponse: ReservationResponse | null;
  // 001 §3 'Also held' when a reservation is loaded.
  reservationStatus: ReservationStatus | null;
  reservationState: ReservationDetails['reservationState'];
  receiptsData: ReservationDetails['receiptsData'];
  bookingUser: ReservationDetails['bookingUser'];
  updatedByUser: ReservationDetails['updatedByUser'];
  passengerPreferenceNotes: ReservationDetails['passengerPreferenceNotes'];
  validationErrors: ValidationErrors;
};

export type BookingAddressTarget = 'pickup' | 'dropoff' | number;

export function emptyPassenger(options: { main: boolean; isPackage?: boolean }): Passenger {
  return {
    userId: null,
    employeeId: null,
    fullName: '',
    email: null,
    mobilePhone: null,
    workPhone: null,
    countryCode: null,
    mainPassenger: options.main,
    isPackage: options.isPackage ?? false,
    preferredContactMethod: 'Email',
    mobilePhoneValidation: null,
    workPhoneValidation: null,
  };
}

export function emptyAddressStop(stopType: AddressStop['stopType'] = 'stop'): AddressStop {
  return {
    place: null,
    placeValidationStatus: null,
    addressType: 'SPECIFIC_ADDRESS',
    flight: null,
    specialAccommodations: null,
    stopType,
  };
}

/** The first passenger is the main one (001 §3); keeps the flags in line with the order. */
export function withMainPassengerFirst(passengers: readonly Passenger[]): Passenger[] {
  return passengers.map((passenger, index) => ({ ...passenger, mainPassenger: index === 0 }));
}

/** A new booking: step 1, action NEW, contact by Email (001 §3), one empty main passenger. */
export function initialBookingStepperFields(pageViewGuid: string | null = null): BookingStepperFields {
  return {
    step: 1,
    reservationId: null,
    action: 'NEW',
    date: null,
    time: null,
    isAsap: false,
    preferredContactMethod: 'Email',
    authorizingEmployee: null,
    passengers: [emptyPassenger({ main: true })],
    emailAddresses: [],
    purposeOfJourneyId: null,
    costAllocations: [] as CostAllocationCode[],
    reservationType: 'regular',
    timeJobHours: null,
    pickUpTz: null,
    pickUpAddress: null,
    dropOffAddress: null,
    stops: [],
    exactPickupPoint: null,
    isMeetAndGreet: false,
    specialAccommodations: null,
    mapBounds: null,
    duration: null,
    distance: null,
    chosenCarService: null,
    paymentOption: null,
    creditCard: null,
    billCompany: false,
    reservationNotes: null,
    adminNotes: null,
    driverDetails: null,
    activities: [],
    actionOriginDetails: null,
    pageViewGuid,
    reservationResponse: null,
    reservationStatus: null,
    reservationState: null,
    receiptsData: [],
    bookingUser: null,
    updatedByUser: null,
    passengerPreferenceNotes: [],
    validationErrors: {},
  };
}
