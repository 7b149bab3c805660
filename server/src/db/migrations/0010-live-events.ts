import type { Kysely, Migration } from 'kysely';

// Live events are stored, not only pushed: each has an id the stream sends (`id:`), and a client
// reconnecting with Last-Event-ID (after a dropped connection or a server restart) gets what it
// missed.
export function liveEventsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('live_events')
        .addColumn('event_id', 'integer', (c) => c.primaryKey())
        .addColumn('user_id', 'integer')
        .addColumn('firm_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('live_events_created_idx').on('live_events').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('live_events').ifExists().execute();
    },
  };
}
