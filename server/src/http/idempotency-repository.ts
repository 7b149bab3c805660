import type { Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { IdempotencyKeyTable } from '../db/schema.ts';

type IdempotencyRow = Selectable<IdempotencyKeyTable>;

/** Claim a key for a request about to run: true when this request is the first with it. */
export async function claimKey(db: Executor, row: Omit<IdempotencyRow, 'response_status' | 'response_body'>): Promise<boolean> {
  const inserted = await db.insertInto('idempotency_keys').values({ ...row, response_status: null, response_body: null })
    .onConflict((conflict) => conflict.columns(['user_id', 'idem_key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findKey(db: Executor, userId: number, key: string): Promise<IdempotencyRow | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('idem_key', '=', key).executeTakeFirst();
}

export async function storeAnswer(db: Executor, userId: number, key: string, status: number, body: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ response_status: status, response_body: body })
    .where('user_id', '=', userId).where('idem_key', '=', key).execute();
}

/** Forget a key whose request failed, so a retry runs again; or keys older than `before` (ISO). */
export async function releaseKey(db: Executor, userId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('idem_key', '=', key).execute();
}

export async function deleteKeysBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
