import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { withId } from './0001-accounts.ts';

// spec 001: car providers (service areas, vehicle types), quotes, reservations, booking history, favorites.
export function bookingMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('car_providers'), 'car_provider_id', dialect)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text')
        .addColumn('phone_country_code', 'text')
        .addColumn('logo', 'text')
        .addColumn('is_sustainable', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_diverse', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('confirmation_prefix', 'text', (c) => c.notNull())
        .addColumn('quote_delay_ms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rate_card', 'text', (c) => c.notNull())
        .addColumn('coverage', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('car_provider_areas'), 'car_provider_area_id', dialect)
        .addColumn('car_provider_id', 'integer', (c) => c.notNull().references('car_providers.car_provider_id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('state_code', 'text')
        .addColumn('city', 'text')
        .execute();
      await db.schema.createIndex('car_provider_areas_provider_idx').on('car_provider_areas').column('car_provider_id').execute();

      await withId(db.schema.createTable('booking_account_services'), 'booking_account_service_id', dialect)
        .addColumn('car_provider_id', 'integer', (c) => c.notNull().references('car_providers.car_provider_id').onDelete('cascade'))
        .addColumn('vehicle_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .execute();

      await db.schema.createTable('firm_preferred_providers')
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('car_provider_id', 'integer', (c) => c.notNull().references('car_providers.car_provider_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('firm_preferred_providers_pk', ['firm_id', 'car_provider_id'])
        .execute();

      await db.schema.createTable('quotes')
        .addColumn('quote_id', 'text', (c) => c.primaryKey())
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('booking_account_service_id', 'integer', (c) => c.notNull())
        .addColumn('quote_trace_id', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('reservations'), 'reservation_id', dialect)
        .addColumn('reservation_number', 'text', (c) => c.notNull().unique())
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('booking_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('authorizing_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('main_passenger_user_id', 'integer')
        .addColumn('updated_by_user_id', 'integer')
        .addColumn('booking_account_service_id', 'integer')
        .addColumn('car_provider_id', 'integer')
        .addColumn('confirmation_number', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('status_updated_at', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text')
        .addColumn('reservation_type', 'text', (c) => c.notNull())
        .addColumn('pickup_time', 'text', (c) => c.notNull())
        .addColumn('pickup_at', 'text', (c) => c.notNull())
        .addColumn('pickup_timezone', 'text')
        .addColumn('is_asap', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_job_hours', 'real')
        .addColumn('duration_minutes', 'real')
        .addColumn('distance_km', 'real')
        .addColumn('pickup', 'text', (c) => c.notNull())
        .addColumn('dropoff', 'text')
        .addColumn('stops', 'text', (c) => c.notNull())
        .addColumn('exact_pickup_point', 'text')
        .addColumn('meet_and_greet', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bill_company', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('credit_card_id', 'integer')
        .addColumn('chosen_car_service', 'text')
        .addColumn('quote_id', 'text')
        .addColumn('purpose_of_journey_id', 'integer')
        .addColumn('cost_allocation_ids', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('admin_notes', 'text')
        .addColumn('passengers', 'text', (c) => c.notNull())
        .addColumn('passenger_names', 'text', (c) => c.notNull())
        .addColumn('email_addresses', 'text', (c) => c.notNull())
        .addColumn('preferred_contact_method', 'text', (c) => c.notNull())
        .addColumn('flight_info', 'text')
        .addColumn('special_accommodations', 'text')
        .addColumn('driver_details', 'text')
        .addColumn('country_code', 'text')
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('sim_started_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reservations_firm_idx').on('reservations').columns(['firm_id', 'pickup_at']).execute();
      await db.schema.createIndex('reservations_status_idx').on('reservations').column('status').execute();

      await withId(db.schema.createTable('reservation_history'), 'reservation_history_id', dialect)
        .addColumn('reservation_id', 'integer', (c) => c.notNull().references('reservations.reservation_id').onDelete('cascade'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reservation_history_reservation_idx').on('reservation_history').column('reservation_id').execute();

      await withId(db.schema.createTable('reservation_favorites'), 'reservation_favorite_id', dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('reservation_id', 'integer', (c) => c.notNull().references('reservations.reservation_id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reservation_favorites_unique', ['user_id', 'reservation_id'])
        .execute();

      await withId(db.schema.createTable('bus_quote_requests'), 'bus_quote_request_id', dialect)
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'bus_quote_requests', 'reservation_favorites', 'reservation_history', 'reservations', 'quotes',
        'firm_preferred_providers', 'booking_account_services', 'car_provider_areas', 'car_providers',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
