import type { LiveEventName } from '@curbside/contracts';

/** Who receives a live event: one user, or every signed-in user of a firm. */
export type EventAudience = { userId: number } | { firmId: number };

export interface LiveEvent {
  name: LiveEventName;
  data: unknown;
}

interface Subscriber {
  userId: number;
  firmId: number;
  send: (event: LiveEvent) => void;
}

/**
 * In-process fan-out for the live event stream (000 §4). Other modules call
 * `app.events.publish({ userId }, 'reservation-status', {...})`. Across
 * several processes this would sit on PostgreSQL LISTEN/NOTIFY instead.
 */
export class EventBus {
  private readonly subscribers = new Set<Subscriber>();

  subscribe(userId: number, firmId: number, send: (event: LiveEvent) => void): () => void {
    const subscriber: Subscriber = { userId, firmId, send };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Deliver to every open stream of the audience; returns how many streams got it. */
  publish(audience: EventAudience, name: LiveEventName, data: unknown): number {
    let delivered = 0;
    for (const s of this.subscribers) {
      const match = 'userId' in audience ? s.userId === audience.userId : s.firmId === audience.firmId;
      if (match) {
        s.send({ name, data });
        delivered++;
      }
    }
    return delivered;
  }

  get size(): number {
    return this.subscribers.size;
  }
}
