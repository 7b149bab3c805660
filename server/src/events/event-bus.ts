import type { LiveEventName } from '@curbside/contracts';
import type { Executor } from '../db/connection.ts';
import { deleteLiveEventsBefore, insertLiveEvent, lastLiveEventId, liveEventsSince } from './live-event-repository.ts';

/** Who receives a live event: one user, or every signed-in user of a firm. */
export type EventAudience = { userId: number } | { firmId: number };

export interface LiveEvent {
  /** The stream's `id:` (stored events); pings have none. */
  id?: number;
  name: LiveEventName;
  data: unknown;
}

interface Subscriber {
  userId: number;
  firmId: number;
  send: (event: LiveEvent) => void;
}

/** How long a stored event can still be caught up on. */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Fan-out for the live event stream (000 §4). Other modules call
 * `app.events.publish({ userId }, 'reservation-status', {...})`. Every event is stored with an
 * increasing id before it is pushed, so a stream that reconnects with Last-Event-ID (a dropped
 * connection, a server restart) gets what it missed. Across several processes this would sit on
 * PostgreSQL LISTEN/NOTIFY and a database sequence instead of the in-process counter.
 */
export class EventBus {
  private readonly subscribers = new Set<Subscriber>();
  private lastId = 0;
  /** Writes in flight, in order: a catch-up read waits for them. */
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly db: Executor | null = null, private readonly onStoreError: (error: unknown) => void = () => {}) {}

  /** Continue the ids where the stored events end, and drop events older than the retention. */
  async start(): Promise<void> {
    if (!this.db) return;
    await deleteLiveEventsBefore(this.db, new Date(Date.now() - LIVE_EVENT_RETENTION_MS).toISOString());
    this.lastId = await lastLiveEventId(this.db);
  }

  subscribe(userId: number, firmId: number, send: (event: LiveEvent) => void): () => void {
    const subscriber: Subscriber = { userId, firmId, send };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Store, then deliver to every open stream of the audience; returns how many streams got it. */
  publish(audience: EventAudience, name: LiveEventName, data: unknown): number {
    const id = ++this.lastId;
    if (this.db) {
      const db = this.db;
      const row = {
        event_id: id,
        user_id: 'userId' in audience ? audience.userId : null,
        firm_id: 'firmId' in audience ? audience.firmId : null,
        name,
        data: JSON.stringify(data ?? null),
        created_at: new Date().toISOString(),
      };
      this.writes = this.writes.then(() => insertLiveEvent(db, row)).catch(this.onStoreError);
    }
    let delivered = 0;
    for (const s of this.subscribers) {
      const match = 'userId' in audience ? s.userId === audience.userId : s.firmId === audience.firmId;
      if (match) {
        s.send({ id, name, data });
        delivered++;
      }
    }
    return delivered;
  }

  /** The stored events a user's stream missed after `afterId`, oldest first. */
  async missedSince(afterId: number, userId: number, firmId: number): Promise<LiveEvent[]> {
    if (!this.db) return [];
    await this.writes;
    const rows = await liveEventsSince(this.db, afterId, userId, firmId);
    return rows.map((row) => ({ id: row.event_id, name: row.name as LiveEventName, data: JSON.parse(row.data) as unknown }));
  }

  get size(): number {
    return this.subscribers.size;
  }
}
