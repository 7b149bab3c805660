import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, USER_OWNED, idColumn, tablesMigration } from './table-sql.ts';

// spec 001: car providers (service areas, vehicle types), quotes, reservations, booking history, favorites.
export function bookingMigration(dialect: DialectName): Migration {
  return tablesMigration([
    `CREATE TABLE car_providers (
      ${idColumn('car_provider_id', dialect)},
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      phone_number text,
      phone_country_code text,
      logo text,
      is_sustainable integer NOT NULL DEFAULT 0,
      is_diverse integer NOT NULL DEFAULT 0,
      confirmation_prefix text NOT NULL,
      quote_delay_ms integer NOT NULL DEFAULT 0,
      rate_card text NOT NULL,
      coverage text NOT NULL
    )`,
    `CREATE TABLE car_provider_areas (
      ${idColumn('car_provider_area_id', dialect)},
      car_provider_id integer NOT NULL REFERENCES car_providers (car_provider_id) ON DELETE CASCADE,
      name text NOT NULL,
      country_code text NOT NULL,
      state_code text,
      city text
    )`,
    'CREATE INDEX car_provider_areas_provider_idx ON car_provider_areas (car_provider_id)',
    `CREATE TABLE booking_account_services (
      ${idColumn('booking_account_service_id', dialect)},
      car_provider_id integer NOT NULL REFERENCES car_providers (car_provider_id) ON DELETE CASCADE,
      vehicle_type text NOT NULL,
      name text NOT NULL,
      capacity integer NOT NULL
    )`,
    `CREATE TABLE firm_preferred_providers (
      ${FIRM_OWNED},
      car_provider_id integer NOT NULL REFERENCES car_providers (car_provider_id) ON DELETE CASCADE,
      CONSTRAINT firm_preferred_providers_pk PRIMARY KEY (firm_id, car_provider_id)
    )`,
    `CREATE TABLE quotes (
      quote_id text PRIMARY KEY,
      ${FIRM_OWNED},
      booking_account_service_id integer NOT NULL,
      quote_trace_id text NOT NULL,
      payload text NOT NULL,
      ${CREATED_AT}
    )`,
    `CREATE TABLE reservations (
      ${idColumn('reservation_id', dialect)},
      reservation_number text NOT NULL UNIQUE,
      ${FIRM_OWNED},
      booking_user_id integer NOT NULL REFERENCES users (user_id),
      authorizing_user_id integer NOT NULL REFERENCES users (user_id),
      main_passenger_user_id integer,
      updated_by_user_id integer,
      booking_account_service_id integer,
      car_provider_id integer,
      confirmation_number text,
      status text NOT NULL,
      status_updated_at text NOT NULL,
      payment_status text,
      reservation_type text NOT NULL,
      pickup_time text NOT NULL,
      pickup_at text NOT NULL,
      pickup_timezone text,
      is_asap integer NOT NULL DEFAULT 0,
      time_job_hours real,
      duration_minutes real,
      distance_km real,
      pickup text NOT NULL,
      dropoff text,
      stops text NOT NULL,
      exact_pickup_point text,
      meet_and_greet integer NOT NULL DEFAULT 0,
      bill_company integer NOT NULL DEFAULT 0,
      credit_card_id integer,
      chosen_car_service text,
      quote_id text,
      purpose_of_journey_id integer,
      cost_allocation_ids text NOT NULL,
      notes text,
      admin_notes text,
      passengers text NOT NULL,
      passenger_names text NOT NULL,
      email_addresses text NOT NULL,
      preferred_contact_method text NOT NULL,
      flight_info text,
      special_accommodations text,
      driver_details text,
      country_code text,
      request text NOT NULL,
      sim_started_at text,
      ${CREATED_AT},
      updated_at text NOT NULL
    )`,
    'CREATE INDEX reservations_firm_idx ON reservations (firm_id, pickup_at)',
    'CREATE INDEX reservations_status_idx ON reservations (status)',
    `CREATE TABLE reservation_history (
      ${idColumn('reservation_history_id', dialect)},
      reservation_id integer NOT NULL REFERENCES reservations (reservation_id) ON DELETE CASCADE,
      action text NOT NULL,
      description text NOT NULL,
      user_id integer,
      ${CREATED_AT}
    )`,
    'CREATE INDEX reservation_history_reservation_idx ON reservation_history (reservation_id)',
    `CREATE TABLE reservation_favorites (
      ${idColumn('reservation_favorite_id', dialect)},
      ${USER_OWNED},
      reservation_id integer NOT NULL REFERENCES reservations (reservation_id) ON DELETE CASCADE,
      name text NOT NULL,
      active integer NOT NULL DEFAULT 1,
      updated_at text NOT NULL,
      CONSTRAINT reservation_favorites_unique UNIQUE (user_id, reservation_id)
    )`,
    `CREATE TABLE bus_quote_requests (
      ${idColumn('bus_quote_request_id', dialect)},
      ${FIRM_OWNED},
      ${USER_OWNED},
      payload text NOT NULL,
      ${CREATED_AT}
    )`,
  ]);
}
