import { API_PREFIX } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp } from '../testing/test-app.ts';
import { ORIGIN_NOT_ALLOWED } from './cors.ts';
import { firmEmbedOrigins } from './firm-embed-origin-repository.ts';
import { embedOriginOf } from '@curbside/contracts';
import { setFirmEmbedOrigins } from './firm-embed-origins.ts';

const HOST = 'localhost:4120';
const ACME_INTRANET = 'https://intranet.acme.example';
const INITECH_BILLING = 'https://billing.initech.example';
const EVERYONE = 'http://127.0.0.1:4121';
const ACME_USER = 'ava.employee@acme.example';
const INITECH_USER = 'ian.employee@initech.example';

describe('per-firm allow-lists of embedding origins (issue 9)', () => {
  let app: FastifyInstance;
  let firmIds: Map<string, number>;
  beforeAll(async () => {
    // CORS_ORIGINS is the global extra: every firm's users may embed there.
    app = await createTestApp({ corsOrigins: [EVERYONE] });
    const firms = await app.db.kysely.selectFrom('firms').select(['firm_id', 'firm_code']).execute();
    firmIds = new Map(firms.map((f) => [f.firm_code, f.firm_id]));
    await setFirmEmbedOrigins(app.db.kysely, firmId('acme'), [ACME_INTRANET]);
    await setFirmEmbedOrigins(app.db.kysely, firmId('initech'), [INITECH_BILLING]);
  });
  afterAll(async () => { await app.close(); });

  function firmId(code: string): number {
    const id = firmIds.get(code);
    if (id === undefined) throw new Error(`no firm ${code}`);
    return id;
  }

  const headersFrom = (origin: string | null, cookie?: string): Record<string, string> =>
    ({ host: HOST, 'x-api-key': API_KEY, ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) });

  /** OTP sign-in of a seeded user from a page on `origin` (null: the portal itself): the complete call's answer. */
  async function signInFrom(origin: string | null, email: string) {
    const initiate = await app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login/initiate`, headers: headersFrom(origin), payload: { email } });
    expect(initiate.statusCode).toBe(200);
    const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?email=${encodeURIComponent(email)}` });
    return app.inject({
      method: 'POST', url: `${API_PREFIX}/auth/login/complete`, headers: headersFrom(origin),
      payload: { guid: initiate.json<{ guid: string }>().guid, password: outbox.json<{ code: string }>().code },
    });
  }
  const sessionCookie = (res: Awaited<ReturnType<typeof signInFrom>>): string => {
    const cookie = res.cookies.find((c) => c.name === 'curb_session');
    if (!cookie) throw new Error('no session cookie');
    return `curb_session=${cookie.value}`;
  };

  it.each([
    ['a firm\'s intranet', ACME_INTRANET, 204, ACME_INTRANET],
    ['another firm\'s billing site', INITECH_BILLING, 204, INITECH_BILLING],
    ['the global CORS_ORIGINS', EVERYONE, 204, EVERYONE],
    ['an origin no firm lists', 'https://evil.example', 403, undefined],
    ['a listed host over http', 'http://intranet.acme.example', 403, undefined],
  ])('answers the preflight from %s before it knows the firm: %i', async (_what, origin, status, allowed) => {
    const res = await app.inject({
      method: 'OPTIONS', url: `${API_PREFIX}/auth/login/complete`,
      headers: { host: HOST, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type' },
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
  });

  it('grants the embed files to an origin some firm lists, and refuses them to one nobody lists (never *)', async () => {
    const listed = await app.inject({ method: 'GET', url: '/embed/curb-booking.js', headers: { host: HOST, origin: ACME_INTRANET } });
    expect(listed.headers['access-control-allow-origin']).toBe(ACME_INTRANET);
    expect(listed.headers.vary).toMatch(/Origin/);
    const unlisted = await app.inject({ method: 'GET', url: '/embed/chunks/shared-0a1b2c3d4e5f.js', headers: { host: HOST, origin: 'https://evil.example' } });
    expect(unlisted.statusCode).toBe(403);
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['its own firm\'s intranet', ACME_USER, ACME_INTRANET],
    ['its own firm\'s billing site', INITECH_USER, INITECH_BILLING],
    ['a globally listed origin', INITECH_USER, EVERYONE],
  ])('signs a user in from %s with the partitioned cross-site cookie, which that page\'s calls then use', async (_what, email, origin) => {
    const complete = await signInFrom(origin, email);
    expect(complete.statusCode).toBe(200);
    expect(String(complete.headers['set-cookie'])).toMatch(/SameSite=None.*Partitioned|Partitioned.*SameSite=None/);
    const me = await app.inject({ method: 'GET', url: `${API_PREFIX}/users/userData`, headers: headersFrom(origin, sessionCookie(complete)) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['access-control-allow-origin']).toBe(origin);
  });

  it.each([
    ['Acme\'s user on Initech\'s billing site', ACME_USER, INITECH_BILLING],
    ['Initech\'s user on Acme\'s intranet', INITECH_USER, ACME_INTRANET],
  ])('refuses the sign-in of %s: no session, no cookie, a message the element can read', async (_what, email, origin) => {
    const complete = await signInFrom(origin, email);
    expect(complete.statusCode).toBe(403);
    expect(complete.json()).toEqual({ message: ORIGIN_NOT_ALLOWED });
    expect(complete.headers['set-cookie']).toBeUndefined();
    expect(complete.headers['access-control-allow-origin']).toBe(origin);
  });

  it('refuses a session of one firm used from a page only another firm lists', async () => {
    const cookie = sessionCookie(await signInFrom(null, ACME_USER));
    const own = await app.inject({ method: 'GET', url: `${API_PREFIX}/users/userData`, headers: headersFrom(ACME_INTRANET, cookie) });
    expect(own.statusCode).toBe(200);
    const other = await app.inject({ method: 'GET', url: `${API_PREFIX}/users/userData`, headers: headersFrom(INITECH_BILLING, cookie) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: ORIGIN_NOT_ALLOWED });
  });

  it('applies a changed list at once: an origin taken off is refused on the next call', async () => {
    const origin = 'https://travel.trial.example';
    const preflight = () => app.inject({
      method: 'OPTIONS', url: `${API_PREFIX}/users/userData`, headers: { host: HOST, origin, 'access-control-request-method': 'GET' },
    });
    await setFirmEmbedOrigins(app.db.kysely, firmId('trial'), [`${origin}/book`, origin]);
    expect(await firmEmbedOrigins(app.db.kysely, firmId('trial'))).toEqual([origin]);
    expect((await preflight()).statusCode).toBe(204);
    await setFirmEmbedOrigins(app.db.kysely, firmId('trial'), []);
    expect((await preflight()).statusCode).toBe(403);
  });
});

describe('embedOriginOf', () => {
  it.each([
    ['https://intranet.acme.example/', 'https://intranet.acme.example'],
    [' https://intranet.acme.example:8443/path?q=1 ', 'https://intranet.acme.example:8443'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['HTTPS://Intranet.Acme.Example', 'https://intranet.acme.example'],
    ['*', null],
    ['https://*.acme.example', null],
    ['intranet.acme.example', null],
    ['file:///tmp/page.html', null],
    ['ftp://files.acme.example', null],
  ])('%s -> %s', (entry, origin) => {
    expect(embedOriginOf(entry)).toBe(origin);
  });

  it('refuses a list with an entry that is not an origin, naming it', async () => {
    await expect(setFirmEmbedOrigins({} as never, 1, ['https://ok.example', '*'])).rejects.toThrow(/'\*' is not an origin/);
  });
});
