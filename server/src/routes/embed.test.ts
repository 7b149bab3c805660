import { NOT_AN_ORIGIN } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_EMBED_CREDENTIAL } from '../db/seed-embed.ts';
import { issueEmbedCredential } from '../embed/embed-credentials.ts';
import { revokeEmbedCredential } from '../embed/embed-credential-repository.ts';
import { FROM_A_BROWSER, INVALID_CLIENT, NO_FIRM_USER } from '../embed/embed-token.ts';
import { ORIGIN_NOT_ALLOWED } from '../http/cors.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';
import { HOST_TOKEN_NOT_REFRESHED } from './auth.ts';

// Issue 9: host tokens (a firm's server exchanges its embed credentials for a short-lived session
// token of one of its users) and the firm's allow-list of embedding origins, kept by super admins.

const HOST = 'localhost:4190';
const ACME_INTRANET = 'https://intranet.acme.example';
const AVA = 'ava.employee@acme.example';
const CREDENTIALS = { clientId: DEMO_EMBED_CREDENTIAL.clientId, clientSecret: DEMO_EMBED_CREDENTIAL.secret };

const nowEpoch = (): number => Math.floor(Date.now() / 1000);

describe('host tokens: POST /embed/tokens (issue 9)', () => {
  let app: FastifyInstance;
  let revoked: { clientId: string; clientSecret: string };
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: [] });
    const initech = await app.db.kysely.selectFrom('firms').select('firm_id').where('firm_code', '=', 'acme').executeTakeFirstOrThrow();
    revoked = await issueEmbedCredential(app.db.kysely, { firmId: initech.firm_id, name: 'old intranet' });
    await revokeEmbedCredential(app.db.kysely, revoked.clientId, new Date().toISOString());
  });
  afterAll(async () => { await app.close(); });
  afterEach(() => { vi.useRealTimers(); });

  const exchange = (body: unknown, headers: Record<string, string> = {}) => api(app, 'POST', '/embed/tokens', { body, headers: { host: HOST, ...headers } });
  const bearer = (token: string, origin = ACME_INTRANET) => ({ host: HOST, authorization: `Bearer ${token}`, origin });

  it('gives a firm\'s server a 15-minute token of its user, which the user\'s host page calls with', async () => {
    const res = await exchange({ ...CREDENTIALS, email: AVA });
    expect(res.statusCode).toBe(200);
    const { token, expiresAtEpoch } = res.json<{ token: string; expiresAtEpoch: number }>();
    expect(expiresAtEpoch - nowEpoch()).toBeGreaterThanOrEqual(899);
    expect(expiresAtEpoch - nowEpoch()).toBeLessThanOrEqual(900);
    expect(res.cookies, 'a token, never a cookie').toEqual([]);

    const me = await api(app, 'GET', '/users/userData', { headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { loginId: string } }>().user.loginId).toBe(AVA);
    expect(me.headers['access-control-allow-origin']).toBe(ACME_INTRANET);
    // From a page another firm lists, or nobody does, the same token is refused.
    expect((await api(app, 'GET', '/users/userData', { headers: bearer(token, 'https://billing.initech.example') })).statusCode).toBe(403);
    expect((await api(app, 'GET', '/users/userData', { headers: bearer(token, 'https://evil.example') })).json()).toEqual({ message: ORIGIN_NOT_ALLOWED });
  });

  it('takes a shorter lifetime, and never outlives the firm\'s sessions', async () => {
    const short = await exchange({ ...CREDENTIALS, email: AVA, expiresInSeconds: 120 });
    expect(short.json<{ expiresAtEpoch: number }>().expiresAtEpoch - nowEpoch()).toBeLessThanOrEqual(120);
    const acme = await app.db.kysely.selectFrom('firms').select('preferences').where('firm_code', '=', 'acme').executeTakeFirstOrThrow();
    const firmMinutes = (JSON.parse(acme.preferences) as { tokenExpiryInMinutes?: number }).tokenExpiryInMinutes ?? 60;
    const long = await exchange({ ...CREDENTIALS, email: AVA, expiresInSeconds: 3600 });
    expect(long.json<{ expiresAtEpoch: number }>().expiresAtEpoch - nowEpoch()).toBeLessThanOrEqual(Math.min(3600, firmMinutes * 60));
  });

  it.each([
    ['a wrong secret', { ...CREDENTIALS, clientSecret: 'guess', email: AVA }, {}, 401, INVALID_CLIENT],
    ['an unknown client id', { ...CREDENTIALS, clientId: 'nobody', email: AVA }, {}, 401, INVALID_CLIENT],
    ['another firm\'s user', { ...CREDENTIALS, email: 'ian.employee@initech.example' }, {}, 404, NO_FIRM_USER],
    ['an address nobody has', { ...CREDENTIALS, email: 'nobody@acme.example' }, {}, 404, NO_FIRM_USER],
    ['a browser page, even a listed one', { ...CREDENTIALS, email: AVA }, { origin: ACME_INTRANET }, 403, FROM_A_BROWSER],
    ['a lifetime under 2 minutes', { ...CREDENTIALS, email: AVA, expiresInSeconds: 30 }, {}, 400, undefined],
    ['a lifetime over an hour', { ...CREDENTIALS, email: AVA, expiresInSeconds: 7200 }, {}, 400, undefined],
    ['no email', { ...CREDENTIALS }, {}, 400, undefined],
    ['no secret', { clientId: CREDENTIALS.clientId, email: AVA }, {}, 400, undefined],
  ])('refuses %s', async (_what, body, headers, status, message) => {
    const res = await exchange(body, headers);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json<{ message: string }>().message).toBe(message);
    expect(res.body).not.toContain('"token"');
  });

  it('refuses a revoked credential', async () => {
    const res = await exchange({ ...revoked, email: AVA });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe(INVALID_CLIENT);
  });

  it('never refreshes a host token, and logout ends it', async () => {
    const { token } = (await exchange({ ...CREDENTIALS, email: AVA })).json<{ token: string }>();
    const refresh = await api(app, 'POST', '/users/refreshToken', { headers: bearer(token) });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json<{ message: string }>().message).toBe(HOST_TOKEN_NOT_REFRESHED);
    expect((await api(app, 'POST', '/auth/logout', { headers: bearer(token) })).statusCode).toBe(200);
    expect((await api(app, 'GET', '/users/userData', { headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses the token once it expired', async () => {
    const { token, expiresAtEpoch } = (await exchange({ ...CREDENTIALS, email: AVA, expiresInSeconds: 120 })).json<{ token: string; expiresAtEpoch: number }>();
    vi.useFakeTimers({ toFake: ['Date'], now: (expiresAtEpoch + 1) * 1000 });
    expect((await api(app, 'GET', '/users/userData', { headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('host tokens are rate-limited per address like a sign-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } }); });
  afterAll(async () => { await app.close(); });

  it('answers 429 past the limit, right credentials or not', async () => {
    const statuses: number[] = [];
    for (const secret of ['wrong', 'wrong', CREDENTIALS.clientSecret, CREDENTIALS.clientSecret]) {
      statuses.push((await api(app, 'POST', '/embed/tokens', { body: { ...CREDENTIALS, clientSecret: secret, email: AVA } })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 200, 429]);
  });
});

describe('the firm\'s embedding origins in the admin settings (issue 9)', () => {
  let app: FastifyInstance;
  let sam: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: [] });
    sam = await signIn(app, 'sam.super@acme.example');
  });
  afterAll(async () => { await app.close(); });

  const origins = async (headers: Record<string, string>) => api(app, 'GET', '/superadmin/embedOrigins', { headers });
  const preflightFrom = async (origin: string) => (await app.inject({
    method: 'OPTIONS', url: '/api/web/v1/users/userData', headers: { host: HOST, origin, 'access-control-request-method': 'GET' },
  })).statusCode;

  it('lists the firm\'s origins only, adds one in its one spelling once, and removes it; CORS follows at once', async () => {
    expect((await origins(sam)).json()).toEqual({ origins: [ACME_INTRANET] });
    expect(await preflightFrom('https://partner.example:8443')).toBe(403);

    const added = await api(app, 'POST', '/superadmin/embedOrigins', { headers: sam, body: { origin: ' HTTPS://Partner.Example:8443/book ' } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ origins: [ACME_INTRANET, 'https://partner.example:8443'] });
    const again = await api(app, 'POST', '/superadmin/embedOrigins', { headers: sam, body: { origin: 'https://partner.example:8443' } });
    expect(again.json()).toEqual({ origins: [ACME_INTRANET, 'https://partner.example:8443'] });
    expect(await preflightFrom('https://partner.example:8443')).toBe(204);

    const removed = await api(app, 'POST', '/superadmin/embedOrigins/delete', { headers: sam, body: { origin: 'https://partner.example:8443' } });
    expect(removed.json()).toEqual({ origins: [ACME_INTRANET] });
    expect(await preflightFrom('https://partner.example:8443')).toBe(403);
  });

  it.each(['*', 'https://*.acme.example', 'intranet.acme.example', 'file:///intranet.html', 'https://user:pass@intranet.acme.example', ''])(
    'refuses %j as an origin', async (origin) => {
      const res = await api(app, 'POST', '/superadmin/embedOrigins', { headers: sam, body: { origin } });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(NOT_AN_ORIGIN);
    },
  );

  it.each(['ada.admin@acme.example', 'ava.employee@acme.example'])('refuses the list and its changes to %s (not a super admin)', async (email) => {
    const headers = await signIn(app, email);
    expect((await origins(headers)).statusCode).toBe(403);
    expect((await api(app, 'POST', '/superadmin/embedOrigins', { headers, body: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect((await api(app, 'POST', '/superadmin/embedOrigins/delete', { headers, body: { origin: ACME_INTRANET } })).statusCode).toBe(403);
  });
});

describe('the firm\'s embed credentials, issued and revoked by its super admins (issue 9)', () => {
  let app: FastifyInstance;
  let sam: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    sam = await signIn(app, 'sam.super@acme.example');
  });
  afterAll(async () => { await app.close(); });

  it('issues credentials whose secret is answered once, exchanges them for a token, lists them without secrets, and revokes them', async () => {
    const issued = await api(app, 'POST', '/superadmin/embedCredentials', { headers: sam, body: { name: ' Intranet (production) ' } });
    expect(issued.statusCode).toBe(200);
    const { clientId, clientSecret } = issued.json<{ clientId: string; clientSecret: string }>();
    expect(clientSecret.length).toBeGreaterThanOrEqual(40);
    expect((await api(app, 'POST', '/embed/tokens', { body: { clientId, clientSecret, email: AVA } })).statusCode).toBe(200);

    const listed = await api(app, 'GET', '/superadmin/embedCredentials', { headers: sam });
    expect(listed.json<{ clientId: string; name: string }[]>().map(({ clientId: id, name }) => ({ id, name }))).toEqual([
      { id: DEMO_EMBED_CREDENTIAL.clientId, name: 'Acme intranet (demo)' }, { id: clientId, name: 'Intranet (production)' },
    ]);
    expect(listed.body).not.toContain(clientSecret);

    expect((await api(app, 'POST', '/superadmin/embedCredentials/revoke', { headers: sam, body: { clientId } })).statusCode).toBe(200);
    const after = await api(app, 'POST', '/embed/tokens', { body: { clientId, clientSecret, email: AVA } });
    expect(after.statusCode).toBe(401);
    expect((await api(app, 'GET', '/superadmin/embedCredentials', { headers: sam })).json<{ clientId: string }[]>().map((c) => c.clientId))
      .toEqual([DEMO_EMBED_CREDENTIAL.clientId]);
    expect((await api(app, 'POST', '/superadmin/embedCredentials/revoke', { headers: sam, body: { clientId } })).statusCode, 'revoked already').toBe(404);
  });

  it('keeps each firm\'s credentials to itself and to its super admins', async () => {
    const initech = await app.db.kysely.selectFrom('firms').select('firm_id').where('firm_code', '=', 'initech').executeTakeFirstOrThrow();
    const theirs = await issueEmbedCredential(app.db.kysely, { firmId: initech.firm_id, name: 'Initech billing' });
    expect((await api(app, 'POST', '/superadmin/embedCredentials/revoke', { headers: sam, body: { clientId: theirs.clientId } })).statusCode).toBe(404);
    expect((await api(app, 'GET', '/superadmin/embedCredentials', { headers: sam })).body).not.toContain(theirs.clientId);
    // Initech's credential gives tokens of Initech's users only.
    expect((await api(app, 'POST', '/embed/tokens', { body: { ...theirs, email: AVA } })).statusCode).toBe(404);
    const ada = await signIn(app, 'ada.admin@acme.example');
    expect((await api(app, 'POST', '/superadmin/embedCredentials', { headers: ada, body: { name: 'mine' } })).statusCode).toBe(403);
    expect((await api(app, 'GET', '/superadmin/embedCredentials', { headers: ada })).statusCode).toBe(403);
    expect((await api(app, 'POST', '/superadmin/embedCredentials', { headers: sam, body: { name: '  ' } })).json<{ message: string }>().message).toBe('Enter a name');
  });
});
