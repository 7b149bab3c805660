import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, idColumn, tablesMigration } from './table-sql.ts';

// Issue 16 (spec 001 §3 Car line and region payload, §7 Marshals and Superadmin): booking accounts
// (a firm's account with a car provider), car lines with their region, weekly schedule and
// exception dates, the reservations booked at a line (riders and rollers), and roller requests.
export function carLinesMigration(dialect: DialectName): Migration {
  return tablesMigration([
    `CREATE TABLE booking_accounts (
      ${idColumn('booking_account_id', dialect)},
      ${FIRM_OWNED},
      name text NOT NULL,
      car_provider_id integer NOT NULL REFERENCES car_providers (car_provider_id),
      is_active integer NOT NULL DEFAULT 1,
      ${CREATED_AT}
    )`,
    `CREATE TABLE car_lines (
      ${idColumn('car_line_id', dialect)},
      ${FIRM_OWNED},
      booking_account_id integer NOT NULL REFERENCES booking_accounts (booking_account_id),
      fallback_booking_account_id integer REFERENCES booking_accounts (booking_account_id),
      name text NOT NULL,
      firm_place_id integer,
      pickup_place text,
      roller_place text,
      roller_dropoff_place text,
      is_on_hold_mode integer NOT NULL DEFAULT 0,
      confirmation_message text,
      project_code text,
      department_code text,
      region_shape text NOT NULL,
      timezone text,
      is_active integer NOT NULL DEFAULT 1,
      ${CREATED_AT},
      updated_at text NOT NULL
    )`,
    'CREATE INDEX car_lines_firm_idx ON car_lines (firm_id)',
    `CREATE TABLE car_line_schedule_ranges (
      ${idColumn('car_line_schedule_range_id', dialect)},
      car_line_id integer NOT NULL REFERENCES car_lines (car_line_id) ON DELETE CASCADE,
      weekday text NOT NULL,
      from_time text NOT NULL,
      to_time text NOT NULL
    )`,
    'CREATE INDEX car_line_schedule_ranges_line_idx ON car_line_schedule_ranges (car_line_id)',
    `CREATE TABLE car_line_exception_dates (
      car_line_id integer NOT NULL REFERENCES car_lines (car_line_id) ON DELETE CASCADE,
      exception_date text NOT NULL,
      PRIMARY KEY (car_line_id, exception_date)
    )`,
    `CREATE TABLE car_line_reservations (
      reservation_id integer PRIMARY KEY REFERENCES reservations (reservation_id) ON DELETE CASCADE,
      car_line_id integer NOT NULL REFERENCES car_lines (car_line_id) ON DELETE CASCADE,
      booking_account_id integer NOT NULL REFERENCES booking_accounts (booking_account_id),
      is_roller integer NOT NULL DEFAULT 0,
      is_guest integer NOT NULL DEFAULT 0,
      roller_reservation_id integer REFERENCES reservations (reservation_id) ON DELETE SET NULL,
      replaces_reservation_id integer UNIQUE REFERENCES reservations (reservation_id) ON DELETE SET NULL,
      ${CREATED_AT}
    )`,
    'CREATE INDEX car_line_reservations_line_idx ON car_line_reservations (car_line_id)',
    `CREATE TABLE car_line_roller_requests (
      ${idColumn('car_line_roller_request_id', dialect)},
      car_line_id integer NOT NULL REFERENCES car_lines (car_line_id) ON DELETE CASCADE,
      requested_by_user_id integer,
      how_many integer NOT NULL,
      is_asap integer NOT NULL,
      date_time text,
      cp_code text NOT NULL,
      ${CREATED_AT}
    )`,
  ]);
}
