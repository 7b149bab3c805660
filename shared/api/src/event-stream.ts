import { LIVE_EVENT_NAMES } from '@curbside/contracts';
import type { LiveEventName } from '@curbside/contracts';
import { shouldStopStream, streamBackoffDelay } from './rules.ts';

/** The part of EventSource the stream uses, so tests (and old browsers' polyfills) can stand in. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceConstructor = new (url: string, init?: { withCredentials?: boolean }) => EventSourceLike;

export interface EventStreamOptions<N extends string = LiveEventName> {
  /**
   * Full URL of the stream; the caller chooses the path (000 §7), e.g. `client.url(EVENT_STREAM_PATH)`.
   * A function is asked anew for every (re)connection: `() => client.eventStreamUrl()` fetches a
   * fresh single-use ticket when the session is not in a cookie.
   */
  url: string | (() => Promise<string>);
  /** Called per event with its name and its data (parsed JSON, else the raw text). */
  onEvent: (name: N, data: unknown) => void;
  /** The fixed set of event names listened to; all live events by default. */
  eventNames?: readonly N[];
  onOpen?: () => void;
  /** Called once when the stream stops retrying (000 §4: after 10 consecutive failures). */
  onGiveUp?: () => void;
  EventSourceImpl?: EventSourceConstructor;
  withCredentials?: boolean;
}

export interface EventStream {
  close(): void;
}

function parseData(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * The stream's URL for a reconnection: a new EventSource cannot send Last-Event-ID, so the last
 * id seen rides in the query and the server replays what came after it (a status change during a
 * dropped connection or a server restart is not lost).
 */
function resumeUrl(url: string, lastEventId: string): string {
  if (!lastEventId) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;
}

/**
 * spec 000 §4, §9 Live event stream: reconnects with exponential backoff (1000 ms,
 * doubling, capped at 30000 ms) and stops after 10 consecutive failures. A
 * successful open starts the count again.
 */
export function openEventStream<N extends string = LiveEventName>(options: EventStreamOptions<N>): EventStream {
  const Impl = options.EventSourceImpl ?? (globalThis.EventSource as EventSourceConstructor | undefined);
  const names = options.eventNames ?? (LIVE_EVENT_NAMES as readonly string[] as readonly N[]);
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Failures since the last successful open. */
  let consecutiveFailures = 0;
  /** The id of the last event received: a new EventSource asks the server for what came after it. */
  let lastEventId = '';
  let closed = false;

  function fail(): void {
    source?.close();
    source = null;
    if (closed) return;
    consecutiveFailures += 1;
    if (shouldStopStream(consecutiveFailures)) {
      closed = true;
      options.onGiveUp?.();
      return;
    }
    const delay = streamBackoffDelay(consecutiveFailures);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  }

  function connect(): void {
    if (closed) return;
    if (!Impl) {
      fail();
      return;
    }
    if (typeof options.url === 'string') {
      open(Impl, options.url);
      return;
    }
    options.url().then((url) => { if (!closed) open(Impl, url); }, () => fail());
  }

  function open(EventSourceImpl: EventSourceConstructor, url: string): void {
    let current: EventSourceLike;
    try {
      current = new EventSourceImpl(resumeUrl(url, lastEventId), { withCredentials: options.withCredentials ?? true });
    } catch {
      fail();
      return;
    }
    source = current;
    current.addEventListener('open', () => {
      if (source !== current) return;
      consecutiveFailures = 0;
      options.onOpen?.();
    });
    current.addEventListener('error', () => {
      if (source === current) fail();
    });
    for (const name of names) {
      current.addEventListener(name, (event) => {
        if (source !== current) return;
        if (event.lastEventId) lastEventId = event.lastEventId;
        options.onEvent(name, parseData(event.data));
      });
    }
  }

  connect();
  return {
    close() {
      closed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      source?.close();
      source = null;
    },
  };
}
