import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.ts';

// Several server processes on one database (issue 11): rate-limit counts live in the database so
// every process counts the same hits (fixed windows, per key); on PostgreSQL the live events take
// their ids from a sequence every process shares.
export function severalServersMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('rate_limit_windows')
        .addColumn('limit_key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_windows_pk', ['limit_key', 'window_start'])
        .execute();
      if (dialect === 'postgres') {
        await sql`CREATE SEQUENCE live_event_ids`.execute(db);
        await sql`SELECT setval('live_event_ids', COALESCE((SELECT max(event_id) FROM live_events), 0) + 1, false)`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`DROP SEQUENCE IF EXISTS live_event_ids`.execute(db);
      await db.schema.dropTable('rate_limit_windows').ifExists().execute();
    },
  };
}
