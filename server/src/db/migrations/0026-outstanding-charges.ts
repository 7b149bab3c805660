import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, idColumn } from './table-sql.ts';

// Issue 15, outstanding charges (001 §7): a ride keeps the saved card it is charged to (so the
// charge can move to another of the passenger's cards) and why its payment failed; the emails sent
// to a passenger about a charge are kept per ride (GET /rides/{id}/emails).
export function outstandingChargesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rides').addColumn('credit_card_id', 'integer').execute();
      await db.schema.alterTable('rides').addColumn('payment_failure_reason', 'text').execute();
      // The outstanding list reads a firm's rides by payment status.
      await sql.raw('CREATE INDEX rides_firm_payment_idx ON rides (firm_id, payment_status)').execute(db);
      await sql.raw(`CREATE TABLE ride_emails (
        ${idColumn('ride_email_id', dialect)},
        ${FIRM_OWNED},
        ride_id integer NOT NULL REFERENCES rides (ride_id) ON DELETE CASCADE,
        recipients text NOT NULL,
        ccs text NOT NULL,
        subject text NOT NULL,
        content text NOT NULL,
        sent_by_user_id integer REFERENCES users (user_id) ON DELETE SET NULL,
        sent_by text,
        ${CREATED_AT}
      )`).execute(db);
      await sql.raw('CREATE INDEX ride_emails_ride_idx ON ride_emails (ride_id)').execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ride_emails').ifExists().execute();
      await sql.raw('DROP INDEX IF EXISTS rides_firm_payment_idx').execute(db);
      await db.schema.alterTable('rides').dropColumn('payment_failure_reason').execute();
      await db.schema.alterTable('rides').dropColumn('credit_card_id').execute();
    },
  };
}
