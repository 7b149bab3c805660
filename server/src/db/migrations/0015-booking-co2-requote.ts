import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connection.ts';

// Issue 12: a reservation keeps the CO2 of its trip as booked (the quote's figure, which the ride
// history takes when the ride completes) and the quotes its car providers declined, so a decline
// is offered to the next quote once and the margin counts from the price booked first.
export function bookingCo2RequoteMigration(dialect: DialectName): Migration {
  const number = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('reservations').addColumn('co2_kg', number).execute();
      await db.schema.alterTable('reservations').addColumn('declined_quotes', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('reservations').dropColumn('declined_quotes').execute();
      await db.schema.alterTable('reservations').dropColumn('co2_kg').execute();
    },
  };
}
