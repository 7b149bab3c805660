import type { Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { LiveEventTable } from '../db/schema.ts';

type LiveEventRow = Selectable<LiveEventTable>;

export async function insertLiveEvent(db: Executor, row: LiveEventRow): Promise<void> {
  await db.insertInto('live_events').values(row).execute();
}

export async function lastLiveEventId(db: Executor): Promise<number> {
  const row = await db.selectFrom('live_events').select((eb) => eb.fn.max('event_id').as('last')).executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** What a user's stream missed after `afterId`: their own events and their firm's, oldest first. */
export async function liveEventsSince(db: Executor, afterId: number, userId: number, firmId: number): Promise<LiveEventRow[]> {
  return db.selectFrom('live_events').selectAll()
    .where('event_id', '>', afterId)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('firm_id', '=', firmId)]))
    .orderBy('event_id').execute();
}

export async function deleteLiveEventsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('live_events').where('created_at', '<', before).execute();
}
