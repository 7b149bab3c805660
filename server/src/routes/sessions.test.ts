import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LOCKED } from '../auth/sign-in-limits.ts';
import { latestCodeSentTo } from '../outbox/outbox-repository.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';

// Issue 11 (sessions and sign-in): logout ends the session on the server, and sign-in limits are
// per address across attempts, so one address's lockout never locks another.

const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'curb_session')?.value;

describe('logout revokes the session server-side', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => { await app.close(); });

  it('refuses the old token, and refuses to refresh it, after logout; logout asks the browser to clear its cookies', async () => {
    const session = await signIn(app, 'ava.employee@acme.example');
    expect((await api(app, 'GET', '/users/userData', { headers: session })).statusCode).toBe(200);

    const logout = await api(app, 'POST', '/auth/logout', { headers: session });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['clear-site-data']).toBe('"cookies"');
    expect(logout.cookies.find((c) => c.name === 'curb_session')?.value).toBe('');

    // A copy of the token kept by an attacker (or another tab) is dead too.
    expect((await api(app, 'GET', '/users/userData', { headers: session })).statusCode).toBe(401);
    expect((await api(app, 'GET', '/reservations', { headers: session })).statusCode).toBe(401);
    expect((await api(app, 'POST', '/users/refreshToken', { headers: session })).statusCode).toBe(401);
  });

  it('revokes the refreshed token with the session it extends, and only that session', async () => {
    const first = await signIn(app, 'ben.booker@acme.example');
    const other = await signIn(app, 'ben.booker@acme.example');
    const refresh = await api(app, 'POST', '/users/refreshToken', { headers: first });
    expect(refresh.statusCode).toBe(200);
    const refreshed = { cookie: `curb_session=${cookieOf(refresh)}` };
    expect((await api(app, 'GET', '/users/userData', { headers: refreshed })).statusCode).toBe(200);

    expect((await api(app, 'POST', '/auth/logout', { headers: refreshed })).statusCode).toBe(200);
    expect((await api(app, 'GET', '/users/userData', { headers: first })).statusCode).toBe(401);
    expect((await api(app, 'GET', '/users/userData', { headers: refreshed })).statusCode).toBe(401);
    // The same user's other sign-in (another device) is untouched.
    expect((await api(app, 'GET', '/users/userData', { headers: other })).statusCode).toBe(200);
  });

  it('answers logout without a session (nothing to revoke) and keeps answering 401 to a forged token', async () => {
    expect((await api(app, 'POST', '/auth/logout')).statusCode).toBe(200);
    expect((await api(app, 'GET', '/users/userData', { headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
  });
});

describe('sign-in limits per address, across attempts', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp({ addressSignInLimit: { attempts: 10, failedTries: 10 } }); });
  afterAll(async () => { await app.close(); });

  const initiate = (email: string) => api(app, 'POST', '/auth/login/initiate', { body: { email } });
  const guess = (guid: string) => api(app, 'POST', '/auth/login/complete', { body: { guid, password: '000000' } });

  it('locks an address after 10 wrong codes over several attempts, with a message, and leaves every other address alone', async () => {
    const statuses: number[] = [];
    // Two attempts of five wrong codes each: a new attempt does not buy new guesses.
    for (let attempt = 0; attempt < 2; attempt++) {
      const { guid } = (await initiate('ada.admin@acme.example')).json<{ guid: string }>();
      for (let i = 0; i < 5; i++) statuses.push((await guess(guid)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));

    const again = await initiate('ada.admin@acme.example');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(ADDRESS_LOCKED);

    // Another address on the same IP signs in as usual.
    const other = await signIn(app, 'sam.super@acme.example');
    expect((await api(app, 'GET', '/users/userData', { headers: other })).statusCode).toBe(200);
  });

  it('refuses the right code too once the address is locked (no guessing around the lock)', async () => {
    const email = 'rita.reporter@acme.example';
    const { guid } = (await initiate(email)).json<{ guid: string }>();
    const spare = (await initiate(email)).json<{ guid: string }>().guid;
    for (let i = 0; i < 5; i++) await guess(guid);
    for (let i = 0; i < 5; i++) await guess(spare);
    const fresh = await initiate(email);
    expect(fresh.statusCode).toBe(429);
    const code = (await app.inject({ method: 'GET', url: `/api/dev/outbox?email=${encodeURIComponent(email)}` })).json<{ code: string }>().code;
    const right = await api(app, 'POST', '/auth/login/complete', { body: { guid: spare, password: code } });
    expect([401, 429]).toContain(right.statusCode);
  });

  it('limits how many codes one address may ask for in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await initiate('max.marshal@acme.example')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('production mode', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await createTestApp({ nodeEnv: 'production' }, undefined, { logStream: { write: (line: string) => { logLines.push(line); } } });
  });
  afterAll(async () => { await app.close(); });

  it('has no simulated identity provider and no dev outbox', async () => {
    expect((await app.inject({ method: 'GET', url: '/sso/idp?firmCode=globex' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sso/idp/authorize?guid=x&userId=1' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox?email=ava.employee%40acme.example' })).statusCode).toBe(404);
  });

  it('writes no sign-in code and no token to the log', async () => {
    const started = await api(app, 'POST', '/auth/login/initiate', { body: { email: 'ava.employee@acme.example' } });
    expect(started.statusCode).toBe(200);
    const code = await latestCodeSentTo(app.db.kysely, 'ava.employee@acme.example');
    expect(code).toMatch(/^\d{6}$/);
    const log = logLines.join('');
    expect(log).toContain('/auth/login/initiate');
    expect(log).not.toContain(code);
    expect(log).not.toMatch(/sign-in code/);
  });

  it('masks a token in a logged URL', async () => {
    await app.inject({ method: 'GET', url: '/api/web/v1/users/userData?token=eyJ.secret.part' });
    const log = logLines.join('');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain('eyJ.secret.part');
  });
});
