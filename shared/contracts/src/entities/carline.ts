import { z } from 'zod';
import { fields } from '../fields.ts';
import { WeekdaySchema } from './enums.ts';
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
  carlineName: z.string().min(1),
  firmPlaceId: z.number().int().nullable(),
  ...fields(['rollerPlace', 'pickupPlace', 'rollerDropoffPlace'], AddressPlaceSchema.nullable()),
  isOnHoldMode: z.boolean(),
  fallbackBookingAccountId: z.number().int().nullable(),
  ...fields(['confirmationMessage', 'projectCode', 'departmentCode'], z.string().nullable()),
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

/** A car-line reservation as the marshal sees it (001 §3: status, status created, pickup time, rollers). */
export const CarlineReservationSchema = ReservationSummarySchema.pick({
  reservationId: true, reservationNumber: true, reservationStatus: true, reservationStatusObject: true, pickupTime: true,
}).extend({
  /** Number of cars (rollers) waiting for this reservation. */
  rollers: z.number().int().min(0),
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
});
export type MarshalState = z.infer<typeof MarshalStateSchema>;

/** The rider a marshal books (carlineRequest of POST /marshals/reservations/new). Designed. */
export const CarlineRequestSchema = z.object({
  carlineDetailsId: z.number().int(),
  passenger: PassengerSchema.pick({ email: true, mobilePhone: true, userId: true }).extend({ fullName: z.string().min(1) }),
  dropoff: AddressPlaceSchema.nullable(),
  notes: z.string().nullable(),
});
export type CarlineRequest = z.infer<typeof CarlineRequestSchema>;

/** POST /marshals/reservations/rollers payload (001 §7). */
export const RollersRequestSchema = z.object({
  howMany: z.number().int().positive(),
  isAsap: z.boolean(),
  dateTime: z.string().nullable(),
  cpCode: z.string().min(1),
});
export type RollersRequest = z.infer<typeof RollersRequestSchema>;
