import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEventStream } from './event-stream.ts';
import type { EventSourceLike } from './event-stream.ts';

/** Stands in for EventSource: the test opens, fails and feeds each connection. */
class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: { withCredentials?: boolean },
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data?: string, lastEventId = ''): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data, lastEventId }));
  }
}

const latest = (): FakeEventSource => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no connection');
  return source;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function open(overrides: { onGiveUp?: () => void; onEvent?: (name: string, data: unknown) => void } = {}) {
  return openEventStream({
    url: '/api/web/v1/events',
    onEvent: overrides.onEvent ?? (() => {}),
    onGiveUp: overrides.onGiveUp,
    EventSourceImpl: FakeEventSource,
  });
}

/** Fails the current connection and returns how long the stream waited before the next one. */
function failAndMeasure(): number | null {
  const before = FakeEventSource.instances.length;
  latest().emit('error');
  for (let waited = 0; waited <= 60_000; waited += 1000) {
    if (FakeEventSource.instances.length > before) return waited;
    vi.advanceTimersByTime(1000);
  }
  return null;
}

describe('openEventStream', () => {
  it('opens the stream with credentials and hands over named events with their JSON data', () => {
    const onEvent = vi.fn();
    open({ onEvent });

    latest().emit('reservation-status', '{"reservationId":7,"status":"OnTheWay"}');
    latest().emit('ping', 'keep-alive');

    expect(latest()).toMatchObject({ url: '/api/web/v1/events', init: { withCredentials: true } });
    expect(onEvent.mock.calls).toEqual([
      ['reservation-status', { reservationId: 7, status: 'OnTheWay' }],
      ['ping', 'keep-alive'],
    ]);
  });

  it('reconnects after 1000, 2000, 4000, 8000, 16000, 30000, 30000 ms and gives up after 10 consecutive failures', () => {
    const onGiveUp = vi.fn();
    open({ onGiveUp });

    const delays = Array.from({ length: 9 }, failAndMeasure);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
    expect(FakeEventSource.instances.every((s, i, all) => s.closed || i === all.length - 1)).toBe(true);
    expect(onGiveUp).not.toHaveBeenCalled();

    // The 10th consecutive failure: no more connections.
    latest().emit('error');
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(10);
    expect(latest().closed).toBe(true);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('starts the backoff again after a successful open', () => {
    open();
    expect([failAndMeasure(), failAndMeasure(), failAndMeasure()]).toEqual([1000, 2000, 4000]);

    latest().emit('open');

    expect(failAndMeasure()).toBe(1000);
  });

  it('stops reconnecting once closed', () => {
    const stream = open();
    latest().emit('error');
    stream.close();

    vi.advanceTimersByTime(120_000);

    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('resuming after a dropped connection (issue 11)', () => {
  it('asks the new connection for what came after the last event id seen', () => {
    const seen: unknown[] = [];
    const stream = open({ onEvent: (_name, data) => seen.push(data) });
    expect(latest().url).toBe('/api/web/v1/events');
    latest().emit('reservation-status', '{"reservationId":7,"status":"Accepted"}', '41');
    latest().emit('ping', 'keep-alive');
    failAndMeasure();
    expect(latest().url).toBe('/api/web/v1/events?lastEventId=41');
    expect(seen).toHaveLength(2);
    stream.close();
  });
});

describe('a URL asked anew for each connection (a single-use ticket, issue 11)', () => {
  it('opens with the URL the function gives, a fresh one on every reconnection, and counts a refused ticket as a failure', async () => {
    let issued = 0;
    let refuse = false;
    const stream = openEventStream({
      url: async () => {
        if (refuse) throw new Error('no ticket');
        issued += 1;
        return `/api/web/v1/events?ticket=t${issued}`;
      },
      onEvent: () => {},
      EventSourceImpl: FakeEventSource,
    });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(latest().url).toBe('/api/web/v1/events?ticket=t1');
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(1000);
    expect(latest().url).toBe('/api/web/v1/events?ticket=t2');

    refuse = true;
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeEventSource.instances, 'no connection without a ticket').toHaveLength(2);
    refuse = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(latest().url, 'the ticket after the refused one').toBe('/api/web/v1/events?ticket=t3');
    stream.close();
  });
});
