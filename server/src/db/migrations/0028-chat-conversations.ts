import type { Kysely, Migration } from 'kysely';

// The assistant's conversations (issue 18): what the booking chat knows of the ride so far, per
// conversation guid, kept between turns in the database so any server process answers the next turn.
export function chatConversationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('chat_conversations')
        .addColumn('guid', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_conversations_updated').on('chat_conversations').column('updated_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('chat_conversations').ifExists().execute();
    },
  };
}
