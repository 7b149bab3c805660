import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { SandboxSetupIntentTable } from '../db/schema.ts';

// The payment sandbox's own store of setup intents (the provider's side, not ours).

export type SetupIntentRow = Selectable<SandboxSetupIntentTable>;

export async function insertSetupIntent(db: Executor, intent: Insertable<SandboxSetupIntentTable>): Promise<void> {
  await db.insertInto('sandbox_setup_intents').values(intent).execute();
}

export async function findSetupIntent(db: Executor, id: string, customer?: string): Promise<SetupIntentRow | undefined> {
  let query = db.selectFrom('sandbox_setup_intents').selectAll().where('setup_intent_id', '=', id);
  if (customer !== undefined) query = query.where('customer', '=', customer);
  return query.executeTakeFirst();
}

/** Confirm an intent not confirmed yet; undefined when it was. */
export async function succeedSetupIntent(db: Executor, id: string, card: Updateable<SandboxSetupIntentTable>): Promise<SetupIntentRow | undefined> {
  return db.updateTable('sandbox_setup_intents').set({ ...card, status: 'succeeded' })
    .where('setup_intent_id', '=', id).where('status', '<>', 'succeeded').returningAll().executeTakeFirst();
}

/** Mark an intent used, once: false when it already gave its card. */
export async function consumeSetupIntentRow(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable('sandbox_setup_intents').set({ consumed_at: at })
    .where('setup_intent_id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
