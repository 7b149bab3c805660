import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.ts';

// The first migrations wrote amounts and measures as `real`: 4 bytes in PostgreSQL, so an Amex
// limit of 12,345.67 came back as 12345.7 (issue 11, PostgreSQL for real). They become double
// precision there, like the ride history's (0013). SQLite stores every REAL as 8 bytes already.
const COLUMNS = [
  ['firms', 'amex_limit_amount'],
  ['credit_cards', 'amex_card_balance'],
  ['reservations', 'time_job_hours'],
  ['reservations', 'duration_minutes'],
  ['reservations', 'distance_km'],
] as const;

export function numberPrecisionMigration(dialect: DialectName): Migration {
  const alter = (type: string) => async (db: Kysely<unknown>) => {
    if (dialect !== 'postgres') return;
    for (const [table, column] of COLUMNS) await sql.raw(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE ${type}`).execute(db);
  };
  return { up: alter('double precision'), down: alter('real') };
}
