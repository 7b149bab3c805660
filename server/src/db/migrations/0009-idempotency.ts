import type { Kysely, Migration } from 'kysely';

// Idempotency keys of idempotent calls (the contract's Endpoint.idempotent): the first answer,
// replayed to a retried or concurrent request with the same key.
export function idempotencyMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('idem_key', 'text', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idem_key'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').ifExists().execute();
    },
  };
}
