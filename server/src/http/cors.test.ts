import { API_PREFIX, EVENT_STREAM_PATH } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, signIn } from '../testing/test-app.ts';
import { CORS_ALLOWED_HEADERS, ORIGIN_NOT_ALLOWED, corsOriginsFrom } from './cors.ts';

const HOST = 'localhost:4110';
const INTRANET = 'http://127.0.0.1:4111';
const UNLISTED = 'https://evil.example';

describe('CORS for host pages on other origins (issue 9)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: [INTRANET, 'https://intranet.acme.example'] });
  });
  afterAll(async () => { await app.close(); });

  const preflight = (url: string, origin: string, requestHeaders = 'x-api-key, content-type') => app.inject({
    method: 'OPTIONS', url,
    headers: { host: HOST, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': requestHeaders },
  });

  it.each([
    ['an API call', `${API_PREFIX}/reservations`],
    ['a call needing a session', `${API_PREFIX}/users/userData`],
    ['the event stream', `${API_PREFIX}${EVENT_STREAM_PATH}`],
    ['the maps service', '/maps/autocomplete?q=main'],
  ])('answers the preflight of %s from a listed origin before the API key check', async (_what, url) => {
    const res = await preflight(url, INTRANET);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(INTRANET);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toMatch(/Origin/);
    const allowed = String(res.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['x-api-key', 'content-type', 'authorization', 'idempotency-key', 'last-event-id']));
    expect(allowed).toEqual([...CORS_ALLOWED_HEADERS]);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/\bPOST\b/);
  });

  it('refuses the preflight of an origin not in the allow-list, with no CORS grant', async () => {
    const res = await preflight(`${API_PREFIX}/users/userData`, UNLISTED);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ORIGIN_NOT_ALLOWED });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each([
    ['an unlisted origin', UNLISTED],
    ['a listed host on another port', 'http://127.0.0.1:4112'],
    ['a listed host over another scheme', 'https://127.0.0.1:4111'],
    ['a sandboxed frame', 'null'],
  ])('refuses a call from %s, so a cross-site cookie is of no use there', async (_what, origin) => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/users/countries`, headers: { host: HOST, origin, 'x-api-key': API_KEY } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('grants a listed origin its answers, the API key refusal included, so the element can read the message', async () => {
    const listed = await app.inject({
      method: 'POST', url: `${API_PREFIX}/auth/login/initiate`, headers: { host: HOST, origin: INTRANET, 'x-api-key': API_KEY }, payload: { email: 'ava.employee@acme.example' },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe(INTRANET);
    const noKey = await app.inject({ method: 'GET', url: `${API_PREFIX}/users/countries`, headers: { host: HOST, origin: INTRANET } });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toEqual({ message: 'Invalid API key' });
    expect(noKey.headers['access-control-allow-origin']).toBe(INTRANET);
  });

  it('leaves the portal\'s own calls alone: its origin is ours, whatever the scheme a proxy saw', async () => {
    for (const origin of [`http://${HOST}`, `https://${HOST}`]) {
      const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login/initiate`, headers: { host: HOST, origin, 'x-api-key': API_KEY }, payload: { email: 'ava.employee@acme.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('takes the browser\'s word for a same-origin call behind a proxy that rewrote Host', async () => {
    const res = await app.inject({
      method: 'POST', url: `${API_PREFIX}/auth/login/initiate`,
      headers: { host: 'localhost:8080', origin: 'https://curbside.example', 'sec-fetch-site': 'same-origin', 'x-api-key': API_KEY },
      payload: { email: 'ava.employee@acme.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives no CORS grant outside the API and the maps service', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: '/login', headers: { host: HOST, origin: INTRANET, 'access-control-request-method': 'GET' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the session cookie of a cross-site embed (issue 9)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: [INTRANET] });
  });
  afterAll(async () => { await app.close(); });

  async function signInFrom(origin: string | null, email: string) {
    const headers: Record<string, string> = { host: HOST, 'x-api-key': API_KEY, ...(origin ? { origin } : {}) };
    const initiate = await app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login/initiate`, headers, payload: { email } });
    const { guid } = initiate.json<{ guid: string }>();
    const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?email=${encodeURIComponent(email)}` });
    const complete = await app.inject({
      method: 'POST', url: `${API_PREFIX}/auth/login/complete`, headers, payload: { guid, password: outbox.json<{ code: string }>().code },
    });
    expect(complete.statusCode).toBe(200);
    return complete;
  }

  it('is SameSite=None; Secure; Partitioned for a sign-in from a listed host page, and that page\'s calls use it', async () => {
    const complete = await signInFrom(INTRANET, 'ava.employee@acme.example');
    const setCookie = String(complete.headers['set-cookie']);
    expect(setCookie).toMatch(/^curb_session=[^;]+;/);
    expect(setCookie).toMatch(/; SameSite=None/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Partitioned/);
    expect(setCookie).toMatch(/; HttpOnly/);
    const cookie = complete.cookies.find((c) => c.name === 'curb_session');
    const me = await app.inject({
      method: 'GET', url: `${API_PREFIX}/users/userData`,
      headers: { host: HOST, origin: INTRANET, 'x-api-key': API_KEY, cookie: `curb_session=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['access-control-allow-origin']).toBe(INTRANET);

    const logout = await app.inject({
      method: 'POST', url: `${API_PREFIX}/auth/logout`,
      headers: { host: HOST, origin: INTRANET, 'x-api-key': API_KEY, cookie: `curb_session=${cookie?.value}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    // The partitioned cookie is cleared in its own partition.
    expect(String(logout.headers['set-cookie'])).toMatch(/^curb_session=;.*Partitioned/);
  });

  it('stays a first-party SameSite=Lax cookie for the portal\'s own sign-in', async () => {
    const complete = await signInFrom(null, 'ben.booker@acme.example');
    const setCookie = String(complete.headers['set-cookie']);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Partitioned|SameSite=None/);
  });
});

describe('the live event stream of a cross-origin embed (issue 9)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: [INTRANET] });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => { await app.close(); });

  it('grants the listed origin the stream, whose headers are written by hand', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const session = await signIn(app, 'ava.employee@acme.example');
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${EVENT_STREAM_PATH}?apiKey=${API_KEY}`, {
      headers: { ...session, origin: INTRANET }, signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('access-control-allow-origin')).toBe(INTRANET);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    controller.abort();
  });
});

describe('corsOriginsFrom', () => {
  it.each([
    ['unset in development: loopback on the port and the next, as both sites', undefined, false,
      ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:8081', 'http://127.0.0.1:8081']],
    ['unset in production: none', undefined, true, []],
    ['blank: the default', '  ', true, []],
    ['a list: exact origins, paths and slashes dropped', ' https://intranet.acme.example/ , http://127.0.0.1:9000/page', false,
      ['https://intranet.acme.example', 'http://127.0.0.1:9000']],
  ])('%s', (_what, value, production, expected) => {
    expect(corsOriginsFrom(value, { port: 8080, production })).toEqual(expected);
  });

  it.each(['*', 'intranet.acme.example', 'file:///tmp/page.html'])('refuses %s: not an origin', (value) => {
    expect(() => corsOriginsFrom(value, { port: 8080, production: true })).toThrow(/is not an origin/);
  });
});
