import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, USER_OWNED, idColumn, tablesMigration } from './table-sql.ts';

// Issue 13: the ride history (reports, receipts, dashboard, invoices) and starred reports (001 §7).
// Amounts are double precision: PostgreSQL's real is 4 bytes (cents lost in sums); SQLite reads both as REAL.
export function rideHistoryMigration(dialect: DialectName): Migration {
  return tablesMigration([
    `CREATE TABLE rides (
      ${idColumn('ride_id', dialect)},
      ${FIRM_OWNED},
      reservation_id integer UNIQUE,
      reservation_number text NOT NULL,
      confirmation_number text,
      status text NOT NULL,
      pickup_time text NOT NULL,
      pickup_at text NOT NULL,
      trip_date text NOT NULL,
      trip_month text NOT NULL,
      pickup_hour integer NOT NULL,
      pickup_weekday integer NOT NULL,
      processed_date text,
      passenger_user_id integer,
      passenger_name text NOT NULL,
      passenger_email text,
      employee_id text,
      booking_user_id integer,
      booked_by text NOT NULL,
      car_provider_id integer,
      car_provider text NOT NULL,
      vehicle_type text NOT NULL,
      pickup_address text NOT NULL,
      pickup_city text NOT NULL,
      dropoff_address text NOT NULL,
      dropoff_city text NOT NULL,
      state_code text,
      country_code text NOT NULL,
      airport_code text,
      purpose_of_journey_id integer,
      purpose_of_journey text,
      cost_center text, project_code text, client_code text, client_matter text, company text, organization text,
      department text, business_unit text, location text, job_title_code text, employee_manager text,
      currency text NOT NULL,
      base_fare double precision NOT NULL, taxes double precision NOT NULL, gratuity double precision NOT NULL, total_cost double precision NOT NULL,
      distance_km double precision,
      duration_minutes double precision,
      co2_kg double precision NOT NULL,
      billable integer NOT NULL, premium_service integer NOT NULL, booked_by_agency integer NOT NULL, bill_company integer NOT NULL,
      card_brand text,
      card_last4 text,
      payment_status text,
      voucher_number text,
      invoice_number text,
      firm_invoice_id integer,
      receipt_file_id text,
      ${CREATED_AT}
    )`,
    // Every report filters by firm and a trip (or processed) date range first.
    'CREATE INDEX rides_firm_trip_idx ON rides (firm_id, trip_date)',
    // The rides report's default order: newest pickup first.
    'CREATE INDEX rides_firm_pickup_idx ON rides (firm_id, pickup_at)',
    'CREATE INDEX rides_firm_processed_idx ON rides (firm_id, processed_date)',
    'CREATE INDEX rides_firm_passenger_idx ON rides (firm_id, passenger_user_id, trip_date)',
    'CREATE INDEX rides_firm_booker_idx ON rides (firm_id, booking_user_id)',
    'CREATE INDEX rides_invoice_idx ON rides (firm_id, invoice_number)',
    'CREATE INDEX rides_firm_invoice_idx ON rides (firm_id, firm_invoice_id)',
    `CREATE TABLE starred_reports (
      ${idColumn('starred_report_id', dialect)},
      ${FIRM_OWNED},
      ${USER_OWNED},
      name text NOT NULL,
      report_type text NOT NULL,
      query text NOT NULL,
      schedule text,
      format text,
      last_sent_at text,
      ${CREATED_AT}
    )`,
    'CREATE INDEX starred_reports_user_idx ON starred_reports (user_id)',
  ]);
}
