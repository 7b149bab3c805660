import type { LiveEventName } from '@curbside/contracts';
import type { Executor } from '../db/connection.ts';
import { listenForNotifications } from '../db/postgres-session.ts';
import { randomUUID } from 'node:crypto';
import {
  LIVE_EVENTS_CHANNEL, deleteLiveEventsBefore, insertAndNotifyLiveEvent, insertLiveEvent, lastLiveEventId, liveEventById, liveEventsSince,
  notifyFlushMarker,
} from './live-event-repository.ts';

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
 * connection, a server restart) gets what it missed. On one process (SQLite) the ids count in
 * memory and events go straight to the open streams. On PostgreSQL, where several processes may
 * serve one database, the ids come from a shared sequence and every event reaches every process
 * through LISTEN/NOTIFY, the publishing one included, so a stream open on any process gets it.
 */
export class EventBus {
  private readonly subscribers = new Set<Subscriber>();
  private lastId = 0;
  /** Writes in flight, in order: a catch-up read waits for them. */
  private writes: Promise<void> = Promise.resolve();

  private listener: { close(): Promise<void> } | null = null;
  /** settled() calls waiting for their marker to come back through the channel. */
  private readonly flushes = new Map<string, () => void>();

  constructor(
    private readonly db: Executor | null = null,
    private readonly onStoreError: (error: unknown) => void = () => {},
    /** PostgreSQL's URL: events go through the database to every server process. */
    private readonly sharedDatabaseUrl: string | null = null,
  ) {}

  /** Continue the ids where the stored events end (or hear the other processes), and drop events older than the retention. */
  async start(): Promise<void> {
    if (!this.db) return;
    await deleteLiveEventsBefore(this.db, new Date(Date.now() - LIVE_EVENT_RETENTION_MS).toISOString());
    if (this.sharedDatabaseUrl) this.listener = await listenForNotifications(this.sharedDatabaseUrl, LIVE_EVENTS_CHANNEL, (payload) => void this.receive(payload));
    else this.lastId = await lastLiveEventId(this.db);
  }

  /**
   * Every event published so far has been stored and handed to this process's streams (on
   * PostgreSQL: its notification came back; a marker sent after them comes back after them).
   */
  async settled(): Promise<void> {
    await this.writes;
    if (!this.db || !this.sharedDatabaseUrl || !this.listener) return;
    const marker = randomUUID();
    const back = new Promise<void>((resolve) => this.flushes.set(marker, resolve));
    await notifyFlushMarker(this.db, marker);
    await back;
  }

  async stop(): Promise<void> {
    await this.writes;
    await this.listener?.close();
    this.listener = null;
  }

  subscribe(userId: number, firmId: number, send: (event: LiveEvent) => void): () => void {
    const subscriber: Subscriber = { userId, firmId, send };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Store, then deliver to every open stream of the audience; returns how many streams of this process get it. */
  publish(audience: EventAudience, name: LiveEventName, data: unknown): number {
    const row = {
      user_id: 'userId' in audience ? audience.userId : null,
      firm_id: 'firmId' in audience ? audience.firmId : null,
      name,
      data: JSON.stringify(data ?? null),
      created_at: new Date().toISOString(),
    };
    if (this.db && this.sharedDatabaseUrl) {
      // Delivered when the notification comes back, with the id the database gave it.
      const db = this.db;
      this.writes = this.writes.then(() => insertAndNotifyLiveEvent(db, row)).catch(this.onStoreError);
      return this.audienceOf(row).length;
    }
    const id = ++this.lastId;
    if (this.db) {
      const db = this.db;
      this.writes = this.writes.then(() => insertLiveEvent(db, { ...row, event_id: id })).catch(this.onStoreError);
    }
    return this.deliver({ id, name, data }, row);
  }

  /** A notification from any process: the stored row, or its id when the row was too long to send. */
  private async receive(payload: string): Promise<void> {
    try {
      const sent = JSON.parse(payload) as { event_id: number; user_id?: number | null; firm_id?: number | null; name?: string; data?: string; flush?: string };
      if (sent.flush !== undefined) {
        this.flushes.get(sent.flush)?.();
        this.flushes.delete(sent.flush);
        return;
      }
      const row = sent.name === undefined && this.db ? await liveEventById(this.db, sent.event_id) : sent;
      if (!row || row.name === undefined || row.data === undefined) return;
      this.deliver({ id: Number(row.event_id), name: row.name as LiveEventName, data: JSON.parse(row.data) as unknown }, row);
    } catch (error) {
      this.onStoreError(error);
    }
  }

  private audienceOf(row: { user_id?: number | null; firm_id?: number | null }): Subscriber[] {
    return [...this.subscribers].filter((s) => (row.user_id != null ? s.userId === row.user_id : s.firmId === row.firm_id));
  }

  private deliver(event: LiveEvent, row: { user_id?: number | null; firm_id?: number | null }): number {
    const audience = this.audienceOf(row);
    for (const subscriber of audience) subscriber.send(event);
    return audience.length;
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
