import { sql, type Selectable } from 'kysely';
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

/** The channel every server process on one PostgreSQL hears stored events on. */
export const LIVE_EVENTS_CHANNEL = 'curb_live_events';

/**
 * PostgreSQL, several processes: store the event under the next id of the shared sequence and
 * NOTIFY it, in one statement (the notification goes out when the row is committed). The payload
 * is the row, or only its id when the row is too long for a notification.
 */
export async function insertAndNotifyLiveEvent(db: Executor, row: Omit<LiveEventRow, 'event_id'>): Promise<void> {
  await sql`WITH e AS (
      INSERT INTO live_events (event_id, user_id, firm_id, name, data, created_at)
      VALUES (nextval('live_event_ids'), ${row.user_id}, ${row.firm_id}, ${row.name}, ${row.data}, ${row.created_at})
      RETURNING *
    )
    SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, CASE WHEN length(row_to_json(e)::text) < 7900 THEN row_to_json(e)::text
      ELSE json_build_object('event_id', e.event_id)::text END) FROM e`.execute(db);
}

/** A marker through the channel: it comes back after every event committed before it. */
export async function notifyFlushMarker(db: Executor, marker: string): Promise<void> {
  await sql`SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify({ flush: marker })})`.execute(db);
}

export async function liveEventById(db: Executor, eventId: number): Promise<LiveEventRow | undefined> {
  return db.selectFrom('live_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}
