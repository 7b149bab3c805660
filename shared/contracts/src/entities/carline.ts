import { z } from 'zod';
import { fields } from '../fields.ts';
import { boundedText } from '../text-limits.ts';
import { ReservationStatusSchema, WeekdaySchema } from './enums.ts';
import { AddressPlaceSchema, LatLngSchema } from './place.ts';
import { PassengerSchema, ReservationSummarySchema } from './reservation.ts';

// spec 001 §3 Car line and region payload

/** A closed polygon: at least a triangle, the first point repeated at the end. */
export const RegionShapeSchema = z.array(LatLngSchema).min(4).refine((points) => {
  const first = points[0];
  const last = points[points.length - 1];
  return first !== undefined && last !== undefined && first.lat === last.lat && first.lng === last.lng;
}, { message: 'The region must be closed: repeat the first point at the end' });
export type RegionShape = z.infer<typeof RegionShapeSchema>;

export const TimeRangeSchema = z.object({
  /** 'HH:mm' */
  fromTime: z.string().regex(/^\d{2}:\d{2}$/),
  toTime: z.string().regex(/^\d{2}:\d{2}$/),
});
export type TimeRange = z.infer<typeof TimeRangeSchema>;

export const SimplifiedWeeklyScheduleSchema = z.object({
  weekdays: z.array(WeekdaySchema),
  timeRanges: z.array(TimeRangeSchema),
});

export const CarlineDetailsSchema = z.object({
  carlineDetailsId: z.number().int().nullable(),
  carlineName: boundedText('name').min(1),
  firmPlaceId: z.number().int().nullable(),
  ...fields(['rollerPlace', 'pickupPlace', 'rollerDropoffPlace'], AddressPlaceSchema.nullable()),
  isOnHoldMode: z.boolean(),
  fallbackBookingAccountId: z.number().int().nullable(),
  /** Shown to the marshal when a rider is booked at the line. */
  confirmationMessage: boundedText('message').nullable(),
  /** Applied to every reservation of the line (its Project Code and Department cost allocations). */
  ...fields(['projectCode', 'departmentCode'], boundedText('code').nullable()),
});
export type CarlineDetails = z.infer<typeof CarlineDetailsSchema>;

/** Car line and region payload (001 §3), sent to and read from /superadmin/carlines. */
export const CarLinePayloadSchema = z.object({
  bookingAccountId: z.number().int(),
  regionShape: RegionShapeSchema,
  /** ISO dates the car line does not run. */
  exceptionDates: z.array(z.string()),
  carlineDetails: CarlineDetailsSchema,
  simplifiedWeeklySchedule: SimplifiedWeeklyScheduleSchema,
});
export type CarLinePayload = z.infer<typeof CarLinePayloadSchema>;

/** A booking account (GET /superadmin/bookingAccounts). Designed. */
export const BookingAccountSchema = z.object({
  bookingAccountId: z.number().int(),
  name: z.string(),
  carProviderCode: z.string().nullable(),
  isActive: z.boolean(),
});
export type BookingAccount = z.infer<typeof BookingAccountSchema>;

/**
 * A car-line reservation as the marshal sees it (001 §3: status, status created, pickup time, rollers).
 * In `rollers` of the marshal state it is a car waiting for a rider; in `carlineReservations` a rider's.
 */
export const CarlineReservationSchema = ReservationSummarySchema.pick({
  reservationId: true, reservationNumber: true, reservationStatus: true, reservationStatusObject: true, pickupTime: true,
}).extend({
  /** A rider's: 1 when the rider took a roller (a car already waiting), 0 for a new car or on hold. A roller's: 1. */
  rollers: z.number().int().min(0),
  /** The car line it was booked at. */
  carlineDetailsId: z.number().int(),
  /** The booking account it rides on (the line's fallback account when the primary provider declined). */
  bookingAccountId: z.number().int(),
  passenger: PassengerSchema.nullable(),
  dropoff: AddressPlaceSchema.nullable(),
  carProviderCode: z.string().nullable(),
  isGuest: z.boolean(),
});
export type CarlineReservation = z.infer<typeof CarlineReservationSchema>;

/** Marshal car-line state (001 §3), the answer of GET /marshals/carlines. */
export const MarshalStateSchema = z.object({
  currentCarline: CarLinePayloadSchema.nullable(),
  isOperationalToday: z.boolean(),
  /** Roller reservations: cars booked ahead to wait at the car line. */
  rollers: z.array(CarlineReservationSchema),
  carlineReservations: z.array(CarlineReservationSchema),
  /** Every active line of the firm the caller may run (designed: a marshal may run several). */
  carlines: z.array(CarLinePayloadSchema),
});
export type MarshalState = z.infer<typeof MarshalStateSchema>;

/** The rider a marshal books (carlineRequest of POST /marshals/reservations/new). Designed. */
export const CarlineRequestSchema = z.object({
  carlineDetailsId: z.number().int(),
  passenger: PassengerSchema.pick({ email: true, mobilePhone: true, userId: true }).extend({ fullName: boundedText('name').min(1) }),
  dropoff: AddressPlaceSchema.nullable(),
  notes: boundedText('note').nullable(),
});
export type CarlineRequest = z.infer<typeof CarlineRequestSchema>;

/** The most cars one roller request orders. Designed. */
export const ROLLERS_MAX = 20;

/** POST /marshals/reservations/rollers payload (001 §7; carlineDetailsId designed: a marshal may run several lines). */
export const RollersRequestSchema = z.object({
  carlineDetailsId: z.number().int(),
  howMany: z.number().int().positive().max(ROLLERS_MAX, `Order at most ${ROLLERS_MAX} cars at once`),
  isAsap: z.boolean(),
  /** Local date-time at the line ('YYYY-MM-DDTHH:mm'), when not ASAP. */
  dateTime: z.string().nullable(),
  /** The car provider's code: the line's booking account's or its fallback's. */
  cpCode: boundedText('code').min(1),
});

/** The answer of POST /marshals/reservations/new: the reservation and the line's confirmation message. */
export const CarlineBookingSchema = z.object({
  reservationId: z.number().int(),
  reservationNumber: z.string(),
  confirmationNumber: z.string().nullable(),
  reservationStatus: ReservationStatusSchema,
  confirmationMessage: z.string().nullable(),
  /** True when the line's fallback booking account took the booking (the primary provider declined). */
  onFallbackAccount: z.boolean(),
});
export type CarlineBooking = z.infer<typeof CarlineBookingSchema>;
export type RollersRequest = z.infer<typeof RollersRequestSchema>;
