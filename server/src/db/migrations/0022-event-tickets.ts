import type { Kysely, Migration } from 'kysely';

// Event stream tickets (issue 11): EventSource cannot send a header, so a page without the session
// cookie (non-secure mode, a cross-site embed) opens the stream with a short-lived, single-use
// ticket in the URL instead of its session token. Stored so any server process can redeem it once.
export function eventTicketsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('event_tickets')
        .addColumn('ticket', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.session_id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_tickets').ifExists().execute();
    },
  };
}
