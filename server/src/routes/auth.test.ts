import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { issueSignupCode } from '../administration/integration-repository.ts';
import { SEED_USERS } from '../db/seed-data.ts';
import { routeTestApp } from '../testing/route-test-app.ts';
import { api, signIn } from '../testing/test-app.ts';

async function initiate(app: FastifyInstance, email: string) {
  const res = await api(app, 'POST', '/auth/login/initiate', { body: { email } });
  expect(res.statusCode).toBe(200);
  return res.json<{ guid: string; type: string; ssoUrl: string | null; selfOnboarding: boolean }>();
}

async function outboxCode(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?email=${encodeURIComponent(email)}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ code: string }>().code;
}

describe('OTP sign-in (secure mode)', () => {
  const server = routeTestApp();

  it('signs in with the mailed code, sets an HttpOnly cookie, answers token null, and then serves userData', async () => {
    const started = await initiate(server.app, 'ava.employee@acme.example');
    expect(started).toMatchObject({ type: 'otp', ssoUrl: null, selfOnboarding: false });
    const code = await outboxCode(server.app, 'ava.employee@acme.example');
    expect(code).toMatch(/^\d{6}$/);

    const complete = await api(server.app, 'POST', '/auth/login/complete', { body: { guid: started.guid, password: code } });
    expect(complete.statusCode).toBe(200);
    const body = complete.json<{ token: string | null; expiresAtEpoch: number }>();
    expect(body.token).toBeNull();
    // Acme's tokenExpiryInMinutes is 1440.
    expect(body.expiresAtEpoch - Date.now() / 1000).toBeGreaterThan(1439 * 60);
    const cookie = complete.cookies.find((c) => c.name === 'curb_session');
    // Secure outside development (issue 11); the test server runs NODE_ENV=test.
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });

    const me = await api(server.app, 'GET', '/users/userData', { headers: { cookie: `curb_session=${cookie?.value}` } });
    expect(me.statusCode).toBe(200);
    const data = me.json();
    expect(data.user).toMatchObject({ loginId: 'ava.employee@acme.example', userRole: 'STANDARD', firmCode: 'acme', name: 'Ava Employee' });
    expect(data.user.firmDocument.documentTitle).toBe('Personal data disclaimer');
    expect(data.settings).toMatchObject({ dateFormat: 'US', timeFormat: '12Hours', distanceUnits: 'English', currency: 'USD', startCalendarWeekOn: 'Sunday' });
    expect(data.loginsPermissions).toEqual([]);
  });

  it('answers 401 Invalid code for a wrong code', async () => {
    const { guid } = await initiate(server.app, 'ben.booker@acme.example');
    const code = await outboxCode(server.app, 'ben.booker@acme.example');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await api(server.app, 'POST', '/auth/login/complete', { body: { guid, password: wrong } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid code' });
  });

  it('accepts a code only once', async () => {
    const { guid } = await initiate(server.app, 'ben.booker@acme.example');
    const code = await outboxCode(server.app, 'ben.booker@acme.example');
    expect((await api(server.app, 'POST', '/auth/login/complete', { body: { guid, password: code } })).statusCode).toBe(200);
    const again = await api(server.app, 'POST', '/auth/login/complete', { body: { guid, password: code } });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid code');
  });

  it('refuses a code after 10 minutes', async () => {
    const { guid } = await initiate(server.app, 'rita.reporter@acme.example');
    const code = await outboxCode(server.app, 'rita.reporter@acme.example');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
      const res = await api(server.app, 'POST', '/auth/login/complete', { body: { guid, password: code } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/expired/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 with a message for an unknown email', async () => {
    const res = await api(server.app, 'POST', '/auth/login/initiate', { body: { email: 'nobody@nowhere.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No account found for this email' });
  });

  it('answers 400 with a message for a malformed email', async () => {
    const res = await api(server.app, 'POST', '/auth/login/initiate', { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers 401 without a session', async () => {
    const res = await api(server.app, 'GET', '/users/userData');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTypeOf('string');
  });

  it('answers 401 for a forged token', async () => {
    const res = await api(server.app, 'GET', '/users/userData', { headers: { cookie: 'curb_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 Invalid API key without or with an unknown x-api-key', async () => {
    const missing = await server.app.inject({ method: 'POST', url: '/api/web/v1/auth/login/initiate', payload: { email: 'ava.employee@acme.example' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: 'Invalid API key' });
    const unknown = await api(server.app, 'GET', '/users/countries', { headers: { 'x-api-key': 'stolen' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid API key' });
  });

  it('refreshes the token and clears the cookie on logout', async () => {
    const session = await signIn(server.app, 'ada.admin@acme.example');
    const refreshed = await api(server.app, 'POST', '/users/refreshToken', { headers: session });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().token).toBeNull();
    expect(refreshed.cookies.find((c) => c.name === 'curb_session')?.value).toBeTruthy();
    const out = await api(server.app, 'POST', '/auth/logout', { headers: session });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'curb_session');
    expect(cleared?.value).toBe('');
  });

  it('registers an unknown email as a pending trial user and sends a code', async () => {
    const res = await api(server.app, 'POST', '/auth/register', { body: { email: 'new.person@startup.example', firstName: 'New', lastName: 'Person' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'otp', selfOnboarding: true });
    const session = await signIn(server.app, 'new.person@startup.example');
    const me = (await api(server.app, 'GET', '/users/userData', { headers: session })).json();
    expect(me.user).toMatchObject({ isPending: true, firmCode: 'trial', shouldSignSelfOnboardingDocuments: true });
    const again = await api(server.app, 'POST', '/auth/register', { body: { email: 'new.person@startup.example', firstName: 'New', lastName: 'Person' } });
    expect(again.statusCode).toBe(409);
  });

  it('accepts a concur signup with a code a super admin issued, once, and rejects an unknown code or a partial body', async () => {
    const signupCode = await issueSignupCode(server.app.db.kysely, 1, 1, new Date());
    const body = { signupCode: signupCode.toLowerCase(), username: 'b', requestToken: 'c', userId: 'd' };
    expect((await api(server.app, 'POST', '/concur/signup', { body })).statusCode).toBe(200);
    for (const again of [body, { ...body, signupCode: 'AAAA-BBBB-CCCC' }]) {
      const refused = await api(server.app, 'POST', '/concur/signup', { body: again });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'This signup code is not valid: ask your administrator for a new one']);
    }
    const partial = await api(server.app, 'POST', '/concur/signup', { body: { signupCode: 'a' } });
    expect(partial.statusCode).toBe(400);
  });
});

describe('non-secure mode', () => {
  const server = routeTestApp({ env: { authMode: 'non-secure' } });

  it('returns the token, sets no cookie, and accepts it as a Bearer token', async () => {
    const { guid } = await initiate(server.app, 'ian.employee@initech.example');
    const code = await outboxCode(server.app, 'ian.employee@initech.example');
    const complete = await api(server.app, 'POST', '/auth/login/complete', { body: { guid, password: code } });
    const { token } = complete.json<{ token: string | null }>();
    expect(token).toBeTypeOf('string');
    expect(complete.cookies.find((c) => c.name === 'curb_session')).toBeUndefined();
    const me = await api(server.app, 'GET', '/users/userData', { headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.loginId).toBe('ian.employee@initech.example');
  });
});

describe('SSO sign-in', () => {
  const server = routeTestApp();

  it('sends a Globex firm code to the identity provider and signs in with the returned session', async () => {
    const started = await api(server.app, 'POST', '/auth/login/initiate', { body: { firmCode: 'globex' } });
    expect(started.statusCode).toBe(200);
    const { guid, type, ssoUrl } = started.json<{ guid: string; type: string; ssoUrl: string }>();
    expect(type).toBe('sso');
    const idpUrl = new URL(ssoUrl);
    expect(idpUrl.pathname).toBe('/sso/idp');

    const page = await server.app.inject({ method: 'GET', url: `${idpUrl.pathname}${idpUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Globex identity provider');
    expect(page.body).toContain('gail.employee@globex.example');
    expect(page.body).not.toContain('acme.example');
    const userId = /name="userId" value="(\d+)"/.exec(page.body)?.[1];

    const chosen = await server.app.inject({ method: 'GET', url: `/sso/idp/authorize?guid=${guid}&userId=${userId}` });
    expect(chosen.statusCode).toBe(302);
    const back = new URL(chosen.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('guid')).toBe(guid);
    const sessionId = back.searchParams.get('sessionId');

    const complete = await api(server.app, 'POST', '/auth/login/sso', { body: { guid, sessionId } });
    expect(complete.statusCode).toBe(200);
    const cookie = complete.cookies.find((c) => c.name === 'curb_session');
    const me = await api(server.app, 'GET', '/users/userData', { headers: { cookie: `curb_session=${cookie?.value}` } });
    expect(me.json().user.loginId).toBe('gail.employee@globex.example');

    const replay = await api(server.app, 'POST', '/auth/login/sso', { body: { guid, sessionId } });
    expect(replay.statusCode).toBe(401);
  });

  it('routes a Globex email to SSO instead of a code', async () => {
    const res = await initiate(server.app, 'gail.employee@globex.example');
    expect(res.type).toBe('sso');
    expect(res.ssoUrl).toContain('/sso/idp?guid=');
  });

  it('refuses to let the identity provider sign in a user of another firm', async () => {
    const { guid } = (await api(server.app, 'POST', '/auth/login/initiate', { body: { firmCode: 'globex' } })).json<{ guid: string }>();
    const ava = await server.app.db.kysely.selectFrom('users').select('user_id').where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow();
    const res = await server.app.inject({ method: 'GET', url: `/sso/idp/authorize?guid=${guid}&userId=${ava.user_id}` });
    expect(res.statusCode).toBe(403);
  });
});

describe('login as', () => {
  const server = routeTestApp();

  it('lets hal.dev log in as an Acme user with his permission', async () => {
    const hal = await signIn(server.app, 'hal.dev@hq.example');
    const data = (await api(server.app, 'GET', '/users/userData', { headers: hal })).json();
    expect(data.loginsPermissions).toHaveLength(SEED_USERS.filter((u) => u.firmCode === 'acme').length);
    const ben = data.loginsPermissions.find((p: { user: { loginId: string } }) => p.user.loginId === 'ben.booker@acme.example');
    expect(ben.firm).toEqual({ name: 'Acme', firmCode: 'acme' });

    const res = await api(server.app, 'POST', `/users/login/${ben.userLoginPermissionId}/switch`, { headers: hal });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'curb_session');
    const me = await api(server.app, 'GET', '/users/userData', { headers: { cookie: `curb_session=${cookie?.value}` } });
    expect(me.json().user.loginId).toBe('ben.booker@acme.example');
  });

  it('refuses a STANDARD user', async () => {
    const ava = await signIn(server.app, 'ava.employee@acme.example');
    const res = await api(server.app, 'POST', '/users/login/1/switch', { headers: ava });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a permission id that belongs to someone else", async () => {
    // Give ada (an admin, allowed to log in as others) a grant of her own, then try hal's id with her session.
    const users = await server.app.db.kysely.selectFrom('users').select(['user_id', 'login_id']).execute();
    const id = (email: string) => users.find((u) => u.login_id === email)?.user_id ?? 0;
    await server.app.db.kysely.insertInto('login_permissions').values({ holder_user_id: id('ada.admin@acme.example'), target_user_id: id('ava.employee@acme.example') }).execute();
    const halsGrant = await server.app.db.kysely.selectFrom('login_permissions').select('user_login_permission_id')
      .where('holder_user_id', '=', id('hal.dev@hq.example')).executeTakeFirstOrThrow();
    const ada = await signIn(server.app, 'ada.admin@acme.example');
    const res = await api(server.app, 'POST', `/users/login/${halsGrant.user_login_permission_id}/switch`, { headers: ada });
    expect(res.statusCode).toBe(403);
  });
});

describe('sign-in rate limit', () => {
  const server = routeTestApp({ env: { loginRateLimit: { max: 10, timeWindowMs: 60_000 } } });

  it('answers 429 with a message after 10 attempts a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await api(server.app, 'POST', '/auth/login/complete', { body: { guid: 'nope', password: '123456' } })).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await api(server.app, 'POST', '/auth/login/complete', { body: { guid: 'nope', password: '123456' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    // Other routes are not limited.
    expect((await api(server.app, 'POST', '/auth/login/initiate', { body: { email: 'ava.employee@acme.example' } })).statusCode).toBe(200);
  });
});
