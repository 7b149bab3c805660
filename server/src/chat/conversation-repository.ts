import type { Executor } from '../db/connection.ts';
import { fromJson, isoNow, toJson } from '../db/json-column.ts';

// Issue 18: a conversation's state between turns, by guid, owned by one user. A guid of another
// user reads as a new conversation (nobody continues someone else's). Conversations untouched
// for a day are dropped when a new one is saved.

export type ConversationKind = 'booking';

const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export async function loadConversation<T>(db: Executor, guid: string, userId: number, kind: ConversationKind): Promise<T | null> {
  const row = await db.selectFrom('chat_conversations').select('state')
    .where('guid', '=', guid).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return row ? fromJson<T | null>(row.state, null) : null;
}

export async function saveConversation(db: Executor, guid: string, userId: number, kind: ConversationKind, state: unknown): Promise<void> {
  const now = isoNow();
  const updated = await db.updateTable('chat_conversations').set({ state: toJson(state), updated_at: now })
    .where('guid', '=', guid).where('user_id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db.deleteFrom('chat_conversations').where('updated_at', '<', new Date(Date.now() - KEPT_FOR_MS).toISOString()).execute();
  await db.insertInto('chat_conversations').values({ guid, user_id: userId, kind, state: toJson(state), updated_at: now }).execute();
}
