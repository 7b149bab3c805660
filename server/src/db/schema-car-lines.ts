import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

// ---- 0016-car-lines (issue 16, spec 001 §3 Car line and region payload) ----

/** A firm's account with a car provider (GET /superadmin/bookingAccounts). */
export interface BookingAccountTable {
  booking_account_id: Generated<number>;
  firm_id: number;
  name: string;
  car_provider_id: number;
  is_active: Flag;
  created_at: string;
}

/** A car line (carlineDetailsId = car_line_id); places and the region are JSON. */
export interface CarLineTable {
  car_line_id: Generated<number>;
  firm_id: number;
  booking_account_id: number;
  fallback_booking_account_id: number | null;
  name: string;
  firm_place_id: number | null;
  /** JSON AddressPlace or null (each place). */
  pickup_place: string | null;
  roller_place: string | null;
  roller_dropoff_place: string | null;
  is_on_hold_mode: Flag;
  confirmation_message: string | null;
  project_code: string | null;
  department_code: string | null;
  /** JSON LatLng[], closed. */
  region_shape: string;
  /** IANA timezone of the pickup place (the line's clock). */
  timezone: string | null;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}

/** One time range of the weekly schedule on one weekday. */
export interface CarLineScheduleRangeTable {
  car_line_schedule_range_id: Generated<number>;
  car_line_id: number;
  weekday: string;
  from_time: string;
  to_time: string;
}

export interface CarLineExceptionDateTable {
  car_line_id: number;
  exception_date: string;
}

/** A reservation booked at a car line: a rider (on a roller or a new car) or a roller. */
export interface CarLineReservationTable {
  reservation_id: number;
  car_line_id: number;
  booking_account_id: number;
  is_roller: Flag;
  is_guest: Flag;
  /** The roller a rider took (its reservation). */
  roller_reservation_id: number | null;
  /** The primary provider declined that reservation: this one is its fallback booking. */
  replaces_reservation_id: number | null;
  created_at: string;
}

export interface CarLineRollerRequestTable {
  car_line_roller_request_id: Generated<number>;
  car_line_id: number;
  requested_by_user_id: number | null;
  how_many: number;
  is_asap: Flag;
  date_time: string | null;
  cp_code: string;
  created_at: string;
}
