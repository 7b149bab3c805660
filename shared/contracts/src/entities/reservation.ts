import { z } from 'zod';
import { pageOf } from '../endpoint.ts';
import { fields } from '../fields.ts';
import { CostAllocationCodeSchema } from './costAllocation.ts';
import { CreditCardEntrySchema, CreditCardSchema } from './creditCard.ts';
import {
  AddressTypeSchema, ContactMethodSchema, InclusivenessSchema, PaymentOptionCodeSchema, PaymentOptionSchema,
  PaymentStatusSchema, PlaceValidationStatusSchema, QuoteTypeSchema, ReservationActionSchema, ReservationStatusSchema,
  ReservationTypeSchema, StopTypeSchema, VehicleTypeSchema,
} from './enums.ts';
import { AddressPlaceSchema } from './place.ts';
import { boundedText } from '../text-limits.ts';

// ---- spec 001 §3 Address or stop ----

/** An airport terminal (GET /airports/{iata}/terminals). Designed: the spec names terminals only. */
export const AirportTerminalSchema = z.object({ code: z.string(), name: z.string() });
export type AirportTerminal = z.infer<typeof AirportTerminalSchema>;

export const FlightInfoSchema = z.object({
  arrivalAirportCode: z.string(),
  departureAirportCode: z.string(),
  /** Designed extras filled by the flight search. */
  ...fields(['airline', 'departureDateTime', 'arrivalDateTime'], z.string().nullish()),
});
export type FlightInfo = z.infer<typeof FlightInfoSchema>;

export const FlightSchema = z.object({
  isCommercial: z.boolean(),
  flightCode: z.string().nullable(),
  flightInfo: FlightInfoSchema.nullable(),
  terminal: z.string().nullable(),
  airportTerminals: z.array(AirportTerminalSchema),
});
export type Flight = z.infer<typeof FlightSchema>;

/** Address or stop (001 §3): pickup, dropoff or an intermediate stop. */
export const AddressStopSchema = z.object({
  place: AddressPlaceSchema.nullable(),
  placeValidationStatus: PlaceValidationStatusSchema.nullable(),
  addressType: AddressTypeSchema,
  flight: FlightSchema.nullable(),
  specialAccommodations: z.string().nullable(),
  stopType: StopTypeSchema,
});
export type AddressStop = z.infer<typeof AddressStopSchema>;

// ---- spec 001 §3 Passenger ----

/** Result of checking a phone (001 §3 'phone validation objects'; designed shape). */
export const PhoneValidationSchema = z.object({
  isValid: z.boolean(),
  countryCallingCode: z.string().nullable(),
  message: z.string().nullable(),
});
export type PhoneValidation = z.infer<typeof PhoneValidationSchema>;

/** Passenger (001 §3). Phones are stored as 'code-number'. The first passenger is the main one. */
export const PassengerSchema = z.object({
  userId: z.number().int().nullable(),
  employeeId: boundedText('code').nullish(),
  fullName: boundedText('name'),
  email: boundedText('email').nullable(),
  ...fields(['mobilePhone', 'workPhone', 'countryCode'], boundedText('phone').nullable()),
  mainPassenger: z.boolean(),
  isPackage: z.boolean(),
  preferredContactMethod: ContactMethodSchema.default('Email'),
  ...fields(['mobilePhoneValidation', 'workPhoneValidation'], PhoneValidationSchema.nullish()),
  /** GET /users/passengers: an admin blocked this employee (issue 17); the stepper refuses them as authorizing employee. */
  isBlockedUser: z.boolean().optional(),
});
export type Passenger = z.infer<typeof PassengerSchema>;

// ---- spec 001 §3 Chosen car service ----

/** An amount with its display text (userCost 'with formattedCost'). */
export const CostSchema = z.object({
  amount: z.number(),
  currency: z.string().length(3),
  formattedCost: z.string(),
});
export type Cost = z.infer<typeof CostSchema>;

/** The car provider's and the booking tool's ids of a quote, held by the service and the request. */
const quoteIds = fields(['supplierRefQuoteId', 'bookieQuoteId'], z.string().nullable());

export const ChosenCarServiceSchema = z.object({
  name: z.string(),
  vehicleType: VehicleTypeSchema,
  bookingAccountServiceId: z.number().int(),
  ...quoteIds,
  quoteId: z.string().nullable(),
  ...fields(
    ['specialAccommodationsGuid', 'carProviderPhoneNumber', 'carProviderPhoneCountryCode'], z.string().nullable(),
  ),
  numOfPassengers: z.number().int().min(0),
  inclusiveness: InclusivenessSchema.nullable(),
  ...fields(['userCost', 'paymentCost'], CostSchema.nullable()),
  /** The quote type shown to the user (oneCost, oneCostGuaranteed, range). */
  userQuoteLevel: QuoteTypeSchema.nullable(),
  ...fields(['minUserCost', 'maxUserCost', 'minPaymentCost', 'maxPaymentCost'], z.number().nullable()),
  isPreferred: z.boolean(),
  isSustainable: z.boolean(),
  isDiverse: z.boolean(),
  isFilteredOut: z.boolean(),
  /** Designed: the id the client sends back to ask for this service's quote (POST /reservations/car-services/quotes). */
  quoteTraceId: z.string().nullable().optional(),
  /** Designed: why a filtered-out service cannot be booked, shown to the user. */
  filteredOutReason: z.string().nullable().optional(),
  /** Designed (issue 12): estimated kg CO2e of the trip in this service, computed by the server (route distance x the vehicle's factor). */
  co2Kg: z.number().min(0).nullable().optional(),
});
export type ChosenCarService = z.infer<typeof ChosenCarServiceSchema>;

/** One quote of POST /reservations/car-services/quotes. Designed: the spec does not show it. */
export const CarServiceQuoteSchema = ChosenCarServiceSchema.pick({
  bookingAccountServiceId: true, quoteId: true, supplierRefQuoteId: true, bookieQuoteId: true, inclusiveness: true,
  userCost: true, paymentCost: true, minUserCost: true, maxUserCost: true, co2Kg: true,
}).extend({
  quoteTraceId: z.string().nullable(),
  quoteType: QuoteTypeSchema.nullable(),
});
export type CarServiceQuote = z.infer<typeof CarServiceQuoteSchema>;

/** POST /reservations/payment-options answer. Designed: the spec does not show it. */
export const PaymentOptionsSchema = z.object({
  options: z.array(PaymentOptionCodeSchema),
  creditCards: z.array(CreditCardEntrySchema),
  defaultOption: PaymentOptionCodeSchema.nullable(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

// ---- spec 001 §3 Reservation request ----

/** Where a booking action came from (duplicate from confirmation, follow-up from nudge, ...). */
export const ActionOriginDetailsSchema = z.object({
  action: ReservationActionSchema,
  origin: z.string().nullable(),
});
export type ActionOriginDetails = z.infer<typeof ActionOriginDetailsSchema>;

/**
 * Reservation request sent to the server (001 §3, which lists the fields in another order);
 * `preferedContactMethod` is spelled so.
 */
export const ReservationRequestSchema = z.object({
  // The trip: where, when and how long.
  origin: AddressStopSchema,
  destination: AddressStopSchema.nullable(),
  reservationStops: z.array(AddressStopSchema),
  /** Local pickup date-time, ISO without offset (the pickup place's timezone applies). */
  dateTime: z.string().nullable(),
  isAsap: z.boolean(),
  reservationType: ReservationTypeSchema,
  ...fields(['timeJobHours', 'durationInMinutes', 'distanceInKm'], z.number().nullable()),
  flightInfo: FlightInfoSchema.nullable(),
  meetAndGreet: z.boolean(),
  exactPickupPoint: boundedText('address').nullable(),
  ...fields(['specialAccommodations', 'notes'], boundedText('note').nullable()),
  // Who rides, who is told, who authorizes.
  reservationPassengers: z.array(PassengerSchema),
  preferedContactMethod: ContactMethodSchema,
  emailAddresses: z.array(z.string()),
  authorizingUserId: z.number().int().nullable(),
  // The car service and its price.
  chosenCarService: ChosenCarServiceSchema.nullable(),
  bookingAccountServiceId: z.number().int().nullable(),
  ...quoteIds,
  cost: z.number().nullable(),
  // Payment and cost allocation.
  creditCardId: z.number().int().nullable(),
  billCompany: z.boolean(),
  purposeOfJourneyId: z.number().int().nullable(),
  costAllocationsIds: z.array(z.number().int()),
  // The booking being edited, where the action came from, and the client's tracing ids.
  reservationId: z.number().int().nullable(),
  actionOriginDetails: ActionOriginDetailsSchema.nullable(),
  ...fields(['pageViewGuid', 'specialAccommodationsGuid'], z.string().nullable()),
});
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;

// ---- spec 001 §3 Reservation response and related ----

/** POST /reservations, /reservations/{id}, /cancel answer (001 §3 Reservation response). */
export const ReservationResponseSchema = z.object({
  reservationId: z.number().int(),
  reservationNumber: z.string(),
  confirmationNumber: z.string().nullable(),
  reservationStatus: ReservationStatusSchema,
});
export type ReservationResponse = z.infer<typeof ReservationResponseSchema>;

/** Booking history entry (001 §3): action and description; `date`/`byUser` designed. */
export const BookingHistoryEntrySchema = z.object({
  ...fields(['action', 'description'], z.string()),
  ...fields(['date', 'byUser'], z.string().nullish()),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntrySchema>;

export const PassengerPreferenceNoteSchema = z.object({
  fullName: z.string(),
  note: z.string(),
  index: z.number().int().min(0),
  mainPassenger: z.boolean(),
});
export type PassengerPreferenceNote = z.infer<typeof PassengerPreferenceNoteSchema>;

export const ReservationStatusObjectSchema = z.object({
  status: ReservationStatusSchema,
  /** When the reservation entered this status (ties in the status sort order). */
  created: z.string(),
});
export type ReservationStatusObject = z.infer<typeof ReservationStatusObjectSchema>;

/** The driver of a dispatched ride. Designed: the spec names driverDetails only. */
export const DriverDetailsSchema = z.object(
  fields(['name', 'phone', 'vehicle', 'licensePlate', 'photoUrl'], z.string().nullable()),
);
export type DriverDetails = z.infer<typeof DriverDetailsSchema>;

/** Where a reservation stands besides its status: since when, and how its payment went. */
const statusDetails = {
  reservationStatusObject: ReservationStatusObjectSchema.nullable(),
  paymentStatus: PaymentStatusSchema.nullable(),
};

/** What may still be done with a reservation (GET /reservations/{id}/state). Designed. */
export const ReservationStateSchema = ReservationResponseSchema.pick({ reservationId: true, reservationStatus: true }).extend({
  ...statusDetails,
  ...fields(['canEdit', 'canCancel', 'canChangePayment'], z.boolean()),
  driverDetails: DriverDetailsSchema.nullable(),
});
export type ReservationState = z.infer<typeof ReservationStateSchema>;

export const UserRefSchema = z.object({ userId: z.number().int(), fullName: z.string() });
export type UserRef = z.infer<typeof UserRefSchema>;
/** The employee a booking is authorized by, and whether that user is blocked. */
const AuthorizingUserSchema = UserRefSchema.extend({ isBlockedUser: z.boolean() });

/** A receipt reference held on a reservation (receiptsData). */
export const ReceiptRefSchema = z.object({
  invoiceNumber: z.string(),
  fileInstanceId: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
});

/**
 * GET /reservations/{id} answer: enough to fill the stepper when loading an existing
 * reservation (001 §4) plus the response fields of 001 §3. Field set designed after those lists.
 */
export const ReservationDetailsSchema = ReservationResponseSchema.extend({
  ...statusDetails,
  reservationState: ReservationStateSchema.nullable(),
  /** The trip and its service as the request booked them. */
  ...ReservationRequestSchema.pick({
    reservationType: true, isAsap: true, timeJobHours: true, durationInMinutes: true, distanceInKm: true,
    exactPickupPoint: true, meetAndGreet: true, billCompany: true, chosenCarService: true, purposeOfJourneyId: true,
    notes: true, emailAddresses: true,
  }).shape,
  pickupTime: z.string(),
  pickup: AddressStopSchema,
  dropoff: AddressStopSchema.nullable(),
  stops: z.array(AddressStopSchema),
  creditCard: CreditCardSchema.nullable(),
  carProvider: z.object({ code: z.string(), name: z.string() }).nullable(),
  driverDetails: DriverDetailsSchema.nullable(),
  costAllocations: z.array(CostAllocationCodeSchema),
  activities: z.array(BookingHistoryEntrySchema),
  /** Admin-only reservation notes (firm preference adminReservationNotes). */
  adminNotes: z.string().nullish(),
  passengers: z.array(PassengerSchema),
  authorizingUser: AuthorizingUserSchema.nullable(),
  receiptsData: z.array(ReceiptRefSchema),
  ...fields(['bookingUser', 'updatedByUser'], UserRefSchema.nullable()),
  passengerPreferenceNotes: z.array(PassengerPreferenceNoteSchema),
});
export type ReservationDetails = z.infer<typeof ReservationDetailsSchema>;

/** A row of the bookings lists (upcoming, history). */
export const ReservationSummarySchema = ReservationDetailsSchema.pick({
  reservationId: true, reservationNumber: true, confirmationNumber: true, reservationStatus: true,
  reservationStatusObject: true, paymentStatus: true, reservationType: true, pickupTime: true, isAsap: true,
  pickup: true, dropoff: true, stops: true, passengers: true, chosenCarService: true, carProvider: true,
  bookingUser: true, notes: true,
});
export type ReservationSummary = z.infer<typeof ReservationSummarySchema>;

/** GET /reservations/history answer (001 §7): data, total, hasMore. */
export const ReservationHistorySchema = pageOf('data', ReservationSummarySchema);
export type ReservationHistory = z.infer<typeof ReservationHistorySchema>;

/** A favorite (GET/POST /reservations/favorites: name, active, reservationId). */
export const FavoriteReservationSchema = ReservationResponseSchema.pick({ reservationId: true }).extend({
  name: z.string(),
  active: z.boolean(),
  /** The favorite's booking, for the favorites tab (designed). */
  reservation: ReservationSummarySchema.nullish(),
});
export type FavoriteReservation = z.infer<typeof FavoriteReservationSchema>;

/** GET /reservations/show-follow-up answer. Designed: the spec does not show it. */
export const ShowFollowUpSchema = z.object({
  showFollowUp: z.boolean(),
  reservationNumber: z.string().nullable(),
});
export type ShowFollowUp = z.infer<typeof ShowFollowUpSchema>;

/** POST /reservations/{id}/should-cancel-and-create answer. Designed. */
export const ShouldCancelAndCreateSchema = z.object({
  shouldCancelAndCreate: z.boolean(),
  message: z.string().nullable(),
});

/** Bus / large-group quote request (POST /reservations/quoteRequest). Designed. */
export const BusQuoteRequestSchema = z.object({
  contactName: boundedText('name').min(1),
  email: z.email().max(254),
  phone: boundedText('phone').nullable(),
  pickup: AddressPlaceSchema,
  dropoff: AddressPlaceSchema.nullable(),
  dateTime: z.string(),
  numberOfPassengers: z.number().int().positive(),
  notes: boundedText('note').nullable(),
});
export type BusQuoteRequest = z.infer<typeof BusQuoteRequestSchema>;

// ---- spec 001 §3 Reservation stepper state (client state, kept here so it is typed once) ----

export const ReservationStepperStateSchema = z.object({
  step: z.number().int().min(1).max(4),
  reservationId: z.number().int().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  preferredContactMethod: ContactMethodSchema.default('Email'),
  authorizingEmployee: AuthorizingUserSchema.nullable(),
  passengers: z.array(PassengerSchema),
  paymentOption: z.union([PaymentOptionCodeSchema, PaymentOptionSchema]).nullable(),
  creditCard: CreditCardEntrySchema.nullable(),
  billCompany: z.boolean(),
  chosenCarService: ChosenCarServiceSchema.nullable(),
  purposeOfJourneyId: z.number().int().nullable(),
  isAsap: z.boolean(),
  emailAddresses: z.array(z.string()),
  reservationType: ReservationTypeSchema,
  timeJobHours: z.number().nullable(),
  pickUpTz: z.string().nullable(),
  pickUpAddress: AddressStopSchema.nullable(),
  dropOffAddress: AddressStopSchema.nullable(),
  stops: z.array(AddressStopSchema),
  exactPickupPoint: z.string().nullable(),
  isMeetAndGreet: z.boolean(),
  mapBounds: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }).nullable(),
  duration: z.object({ text: z.string(), valueInMinutes: z.number() }).nullable(),
  distance: z.object({ text: z.string(), valueInKm: z.number() }).nullable(),
  costAllocations: z.array(CostAllocationCodeSchema),
  reservationNotes: z.string().nullable(),
  activities: z.array(BookingHistoryEntrySchema),
  actionOriginDetails: ActionOriginDetailsSchema.nullable(),
  driverDetails: DriverDetailsSchema.nullable(),
  pageViewGuid: z.string().nullable(),
});
export type ReservationStepperState = z.infer<typeof ReservationStepperStateSchema>;
