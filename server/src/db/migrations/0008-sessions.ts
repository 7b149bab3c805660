import type { Kysely, Migration } from 'kysely';

// Server-side sessions: a token is honoured only while its session row is live, so logout revokes
// it (the token and every refresh of it), wherever it was copied to.
export function sessionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('impersonator_user_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('login_attempts_email_idx').on('login_attempts').columns(['email', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('login_attempts_email_idx').ifExists().execute();
      await db.schema.dropTable('sessions').ifExists().execute();
    },
  };
}
