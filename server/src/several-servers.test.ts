import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadJob } from './db/leader.ts';
import { runIdempotent } from './http/idempotency.ts';
import { API_KEY, createTestApp, createTestDatabase, signIn, type TestDatabase } from './testing/test-app.ts';

// Issue 11, 'More than one server': two server processes on one PostgreSQL database, requests
// alternating between them. Sessions and their revocation, idempotency keys, rate limits and the
// live event stream work across both; a job runs in one of them only. (PostgreSQL only: SQLite
// is the one-process default.)
describe.skipIf(!process.env.CURBSIDE_TEST_POSTGRES_URL)('two servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let one: FastifyInstance;
  let two: FastifyInstance;
  const bases: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    one = await createTestApp({ eventPingMs: 60_000, loginRateLimit: { max: 6, timeWindowMs: 60_000 } }, undefined, { database });
    two = await createTestApp({ eventPingMs: 60_000, loginRateLimit: { max: 6, timeWindowMs: 60_000 } }, undefined, { database });
    for (const app of [one, two]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      bases.push(typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '');
    }
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: unknown, remoteAddress?: string) =>
    app.inject({
      method, url: `/api/web/v1${url}`, headers: { ...headers, 'x-api-key': API_KEY },
      ...(body === undefined ? {} : { payload: body as object }), ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('a session made on one is good on the other, and a logout on either ends it on both', async () => {
    const session = await signIn(one, 'ava.employee@acme.example');
    expect((await call(two, 'GET', '/users/userData', session)).statusCode).toBe(200);
    expect((await call(two, 'POST', '/auth/logout', session)).statusCode).toBeLessThan(300);
    expect((await call(one, 'GET', '/users/userData', session)).statusCode).toBe(401);
  });

  it('counts sign-in attempts of one address across both (the per-IP limit)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const app = attempt % 2 === 0 ? one : two;
      // An office address of its own, so the other tests' sign-ins do not count.
      statuses.push((await call(app, 'POST', '/auth/login/initiate', {}, { email: 'ben.booker@acme.example' }, '10.20.30.40')).statusCode);
    }
    // Six a minute in all: each server alone would have let all eight through.
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('runs the work of one idempotency key once, whichever server each request reaches', async () => {
    let runs = 0;
    const request = { userId: 1, key: 'two-servers-1', route: 'POST /reservations', request: { body: { a: 1 } } };
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { reservationId: 42 };
    };
    const answers = await Promise.all([runIdempotent(one, request, work), runIdempotent(two, request, work), runIdempotent(one, request, work)]);
    expect(runs).toBe(1);
    expect(answers).toEqual([{ reservationId: 42 }, { reservationId: 42 }, { reservationId: 42 }]);
  });

  it("delivers an event published on one server to a stream open on the other, with the database's id", async () => {
    const session = await signIn(two, 'ada.admin@acme.example');
    const ada = await database.db.kysely.selectFrom('users').select('user_id').where('login_id', '=', 'ada.admin@acme.example').executeTakeFirstOrThrow();
    const controller = new AbortController();
    const res = await fetch(`${bases[1]}/api/web/v1/events?apiKey=${API_KEY}`, { headers: session, signal: controller.signal });
    const body = res.body;
    if (!body) throw new Error('no body');
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('connected');
    one.events.publish({ userId: ada.user_id }, 'card-changed', { userId: ada.user_id, from: 'the other server' });
    await readUntil('the other server');
    expect(text).toMatch(/id: \d+\nevent: card-changed\ndata: \{"userId":\d+,"from":"the other server"\}/);
    controller.abort();
  });

  it('runs a job in one server only, and in the other once the first stops', async () => {
    const started: string[] = [];
    const job = (who: string) => ({ start: () => { started.push(who); }, stop: () => undefined });
    const first = leadJob(database.db, 'curbside:test-job', job('one'));
    await expect.poll(() => first.leading).toBe(true);
    const second = leadJob(database.db, 'curbside:test-job', job('two'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([first.leading, second.leading, started]).toEqual([true, false, ['one']]);
    await first.stop();
    await expect.poll(() => second.leading, { timeout: 8000 }).toBe(true);
    expect(started).toEqual(['one', 'two']);
    await second.stop();
  }, 15_000);
});
