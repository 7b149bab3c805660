import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, createTestDatabase, signIn, type TestDatabase } from '../testing/test-app.ts';

/** Read the stream until `predicate` holds for the text so far. */
async function readUntil(body: ReadableStream<Uint8Array>, predicate: (text: string) => boolean): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!predicate(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe('live event stream', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({ eventPingMs: 50 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => { await app.close(); });

  it('refuses a stream without a session', async () => {
    const res = await fetch(`${base}/api/web/v1/events`, { headers: { 'x-api-key': API_KEY } });
    expect(res.status).toBe(401);
  });

  it("delivers events published to the user and to the user's firm, not other firms', plus pings", async () => {
    const session = await signIn(app, 'ava.employee@acme.example');
    const controller = new AbortController();
    // EventSource cannot send headers: the API key may ride in the query.
    const res = await fetch(`${base}/api/web/v1/events?apiKey=${API_KEY}`, { headers: session, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const body = res.body;
    if (!body) throw new Error('no body');
    await readUntil(body, (t) => t.includes('connected'));

    const ava = await app.db.kysely.selectFrom('users').select(['user_id', 'firm_id']).where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow();
    const globex = await app.db.kysely.selectFrom('firms').select('firm_id').where('firm_code', '=', 'globex').executeTakeFirstOrThrow();
    expect(app.events.publish({ firmId: globex.firm_id }, 'broadcast-note', { text: 'not for Acme' })).toBe(0);
    expect(app.events.publish({ userId: ava.user_id }, 'reservation-status', { reservationId: 7, status: 'DriverAssigned' })).toBe(1);
    expect(app.events.publish({ firmId: ava.firm_id }, 'broadcast-note', { text: 'Office closed Friday' })).toBe(1);

    const text = await readUntil(body, (t) => t.includes('Office closed Friday') && t.includes('event: ping'));
    expect(text).toContain('event: reservation-status\ndata: {"reservationId":7,"status":"DriverAssigned"}');
    expect(text).not.toContain('not for Acme');
    controller.abort();
  });
});

/** Listen on a free port; the base URL. */
async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
}

// Issue 11: live status survives a dropped connection and a server restart.
describe('live event stream: ids and catching up', () => {
  let database: TestDatabase;
  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => { await database.close(); });

  it('sends id: on each event, and after a restart replays what a stream missed since its Last-Event-ID', async () => {
    const first = await createTestApp({ eventPingMs: 60_000 }, undefined, { database });
    const base = await listen(first);
    const session = await signIn(first, 'ava.employee@acme.example');
    const ava = await database.db.kysely.selectFrom('users').select(['user_id', 'firm_id']).where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow();

    const controller = new AbortController();
    const res = await fetch(`${base}/api/web/v1/events?apiKey=${API_KEY}`, { headers: session, signal: controller.signal });
    const body = res.body;
    if (!body) throw new Error('no body');
    await readUntil(body, (t) => t.includes('connected'));
    first.events.publish({ userId: ava.user_id }, 'reservation-status', { reservationId: 1, status: 'Accepted' });
    const seen = await readUntil(body, (t) => t.includes('"reservationId":1'));
    const lastSeen = Number(/id: (\d+)\nevent: reservation-status/.exec(seen)?.[1]);
    expect(lastSeen).toBeGreaterThan(0);
    controller.abort();

    // While the client is away: two status changes, one for another user, then the server stops.
    first.events.publish({ userId: ava.user_id }, 'reservation-status', { reservationId: 1, status: 'Dispatched' });
    first.events.publish({ firmId: ava.firm_id }, 'broadcast-note', { text: 'Lobby closed' });
    first.events.publish({ userId: ava.user_id + 1 }, 'reservation-status', { reservationId: 99, status: 'Accepted' });
    await first.close();

    const second = await createTestApp({ eventPingMs: 60_000 }, undefined, { database });
    const secondBase = await listen(second);
    try {
      const resumed = new AbortController();
      const again = await fetch(`${secondBase}/api/web/v1/events?apiKey=${API_KEY}`, {
        headers: { ...session, 'last-event-id': String(lastSeen) }, signal: resumed.signal,
      });
      expect(again.status).toBe(200);
      const replayBody = again.body;
      if (!replayBody) throw new Error('no body');
      const replay = await readUntil(replayBody, (t) => t.includes('Lobby closed'));
      expect(replay).toContain('"status":"Dispatched"');
      expect(replay.indexOf('Dispatched')).toBeLessThan(replay.indexOf('Lobby closed'));
      expect(replay).not.toContain('"reservationId":99');
      expect(replay).not.toContain('"status":"Accepted"');
      // New events continue the ids.
      second.events.publish({ userId: ava.user_id }, 'reservation-status', { reservationId: 1, status: 'Completed' });
      const live = await readUntil(replayBody, (t) => t.includes('Completed'));
      const ids = [...live.matchAll(/id: (\d+)/g)].map((m) => Number(m[1]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
      resumed.abort();
    } finally {
      await second.close();
    }
  });

  it('takes ?lastEventId= too (a new EventSource after a backoff cannot set the header)', async () => {
    const app = await createTestApp({ eventPingMs: 60_000 }, undefined, { database });
    const base = await listen(app);
    try {
      const session = await signIn(app, 'ben.booker@acme.example');
      const ben = await database.db.kysely.selectFrom('users').select('user_id').where('login_id', '=', 'ben.booker@acme.example').executeTakeFirstOrThrow();
      const before = app.events.publish({ userId: ben.user_id }, 'card-changed', { userId: ben.user_id });
      expect(before).toBe(0);
      const controller = new AbortController();
      const res = await fetch(`${base}/api/web/v1/events?apiKey=${API_KEY}&lastEventId=0`, { headers: session, signal: controller.signal });
      const body = res.body;
      if (!body) throw new Error('no body');
      expect(await readUntil(body, (t) => t.includes('card-changed'))).toMatch(/id: \d+\nevent: card-changed/);
      controller.abort();
    } finally {
      await app.close();
    }
  });
});

// Issue 11: the session token never rides in the stream's URL; a single-use ticket does.
describe('live event stream: tickets instead of tokens in the URL', () => {
  let app: FastifyInstance;
  let base: string;
  let session: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ eventPingMs: 60_000 });
    base = await listen(app);
    session = await signIn(app, 'ava.employee@acme.example');
  });
  afterAll(async () => { await app.close(); });

  const newTicket = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'POST', url: '/api/web/v1/events/ticket', headers: { ...headers, 'x-api-key': API_KEY } });
    expect(res.statusCode).toBe(200);
    return res.json<{ ticket: string }>().ticket;
  };
  const openWith = async (query: string) => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/web/v1/events?apiKey=${API_KEY}&${query}`, { signal: controller.signal });
    return { status: res.status, body: res.body, close: () => controller.abort() };
  };

  it('opens one stream with a ticket, once', async () => {
    const ticket = await newTicket(session);
    const first = await openWith(`ticket=${ticket}`);
    expect(first.status).toBe(200);
    if (!first.body) throw new Error('no body');
    expect(await readUntil(first.body, (t) => t.includes('connected'))).toMatch(/connected as \d+/);
    first.close();
    const again = await openWith(`ticket=${ticket}`);
    expect(again.status, 'a spent ticket').toBe(401);
  });

  it('refuses an unknown ticket, a session token in the URL, and a ticket whose session logged out', async () => {
    expect((await openWith('ticket=made-up')).status).toBe(401);
    const token = session.authorization?.replace('Bearer ', '') ?? session.cookie?.replace('curb_session=', '') ?? '';
    expect((await openWith(`token=${encodeURIComponent(token)}`)).status).toBe(401);

    const ben = await signIn(app, 'ben.booker@acme.example');
    const ticket = await newTicket(ben);
    const logout = await app.inject({ method: 'POST', url: '/api/web/v1/auth/logout', headers: { ...ben, 'x-api-key': API_KEY } });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await openWith(`ticket=${ticket}`)).status).toBe(401);
  });

  it('refuses a ticket past its 30 seconds', async () => {
    const ticket = await newTicket(session);
    await app.db.kysely.updateTable('event_tickets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('ticket', '=', ticket).execute();
    expect((await openWith(`ticket=${ticket}`)).status).toBe(401);
  });
});
