import { sql, type Kysely, type Migration } from 'kysely';
import { CREATED_AT, FIRM_OWNED, tablesMigration } from './table-sql.ts';

// Issue 9, the token hand-off: a firm's server signs in its users server to server with embed
// credentials (a client id and a secret, kept as its SHA-256: the secret is shown once), and an
// event-stream ticket remembers the host origin it was issued to, so only that page redeems it.
export function embedCredentialsMigration(): Migration {
  const tables = tablesMigration([
    `CREATE TABLE embed_credentials (
      client_id text PRIMARY KEY,
      ${FIRM_OWNED},
      secret_hash text NOT NULL,
      name text NOT NULL,
      ${CREATED_AT},
      revoked_at text
    )`,
  ]);
  return {
    async up(db: Kysely<unknown>) {
      await tables.up(db);
      // null: issued to the portal's own pages (no foreign origin).
      await sql`ALTER TABLE event_tickets ADD COLUMN origin text`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`ALTER TABLE event_tickets DROP COLUMN origin`.execute(db);
      await tables.down?.(db);
    },
  };
}
