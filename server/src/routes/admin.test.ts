import { describe, expect, it } from 'vitest';
import { routeTestApp } from '../testing/route-test-app.ts';
import { api } from '../testing/test-app.ts';
import { updateUser } from '../users/user-repository.ts';

// 001 §7 Admin: manage employees, the company-records feed, blocked users and their message (issue 17).

interface Row { userId: number; loginId: string; fullName: string; email: string | null; mobilePhone: string | null; workPhone: string | null; isBlocked: boolean }
interface Page { users: Row[]; total: number; hasMore: boolean }

/** Acme's seeded employees by last name (then first name): cora.reporter joined for the columns tour. */
const ACME_BY_NAME = ['ada', 'ben', 'ava', 'max', 'cora', 'rita', 'sam'];

describe('admin routes: employees (001 §7 Admin)', () => {
  const server = routeTestApp({
    signIn: ['ada.admin@acme.example', 'sam.super@acme.example', 'ben.booker@acme.example', 'hal.dev@hq.example', 'ian.employee@initech.example'],
  });
  const { sessions: { ada, sam, ben, hal, ian }, ids } = server;
  const names = (page: Page) => page.users.map((u) => u.loginId.split('.')[0]);
  const employees = async (query: string, headers = ada) => api(server.app, 'GET', `/admin/users${query}`, { headers });

  it("lists the firm's employees by last name, with contacts and the blocked badge", async () => {
    const res = await employees('');
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    expect(names(page)).toEqual(ACME_BY_NAME);
    expect(page).toMatchObject({ total: ACME_BY_NAME.length, hasMore: false });
    expect(page.users.find((u) => u.userId === ids.ava)).toMatchObject({
      fullName: 'Ava Employee', email: 'ava.employee@acme.example', mobilePhone: '1-2125550101', workPhone: '1-2125550191', isBlocked: false,
    });
    expect(page.users.find((u) => u.userId === ids.max)?.isBlocked).toBe(true);
  });

  it.each([
    ['role', '?role=ADMIN', ['ada']],
    ['userId', () => `?userId=${ids.rita}`, ['rita']],
    ['part of the sign-in email', '?email=BOOKER', ['ben']],
    ['another email of the employee', '?email=ava.home', ['ava']],
    ['country', '?countryCode=us', ACME_BY_NAME],
    ['another country', '?countryCode=GB', []],
    ['phone digits', '?phone=212-555-0103', ['ada']],
    ['part of a phone', '?phone=212555019', ['ada', 'ava']],
    ['dialling code and phone', '?countryCode=%2B1&phone=2125550104', ['sam']],
    ['another dialling code', '?countryCode=44', []],
    ['role and email together', '?role=STANDARD&email=acme', ['ava']],
    ["another firm's employee id", () => `?userId=${ids.gail}`, []],
  ] as const)('filters by %s', async (_name, query, expected) => {
    const page: Page = (await employees(typeof query === 'function' ? query() : query)).json();
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('pages with offset and count', async () => {
    const first: Page = (await employees('?offset=0&count=4')).json();
    expect(names(first)).toEqual(ACME_BY_NAME.slice(0, 4));
    expect(first).toMatchObject({ total: ACME_BY_NAME.length, hasMore: true });
    const last: Page = (await employees('?offset=4&count=4')).json();
    expect(names(last)).toEqual(ACME_BY_NAME.slice(4));
    expect(last).toMatchObject({ total: ACME_BY_NAME.length, hasMore: false });
  });

  it.each([
    ['a count above 100', '?count=101', 'count must be at most 100'],
    ['an unknown role', '?role=KING', null],
    ['a negative offset', '?offset=-1', null],
    ['letters as a phone', '?phone=abc', 'phone must be digits'],
    ['a three-letter country', '?countryCode=USA', 'countryCode must be a two-letter country code or a dialling code'],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await employees(query);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    else expect(res.json().message).toBeTruthy();
  });

  it('answers a super admin too, and refuses a booker and HQ staff (the admin level is per firm)', async () => {
    expect((await employees('', sam)).statusCode).toBe(200);
    expect((await employees('', ben)).statusCode).toBe(403);
    expect((await employees('', hal)).statusCode).toBe(403);
    expect((await employees('', ian)).statusCode).toBe(403);
  });

  it("answers by ids with the firm's employees only", async () => {
    const res = await api(server.app, 'GET', `/admin/users/by-ids?userIds=${ids.sam},${ids.gail},${ids.ava},${ids.ava}`, { headers: ada });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: Row) => r.userId)).toEqual([ids.ava, ids.sam]);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const tooMany = await api(server.app, 'GET', `/admin/users/by-ids?userIds=${many}`, { headers: ada });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Ask for at most 100 employees at a time');
    expect((await api(server.app, 'GET', '/admin/users/by-ids?userIds=x', { headers: ada })).statusCode).toBe(400);
    expect((await api(server.app, 'GET', `/admin/users/by-ids?userIds=${ids.ava}`, { headers: ben })).statusCode).toBe(403);
  });

  it("answers Acme's feed status, and 404 for a firm without a feed", async () => {
    const res = await api(server.app, 'GET', '/admin/users/feed/status', { headers: ada });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Succeeded', usersImported: 6, message: null });
    expect(Date.parse(res.json().lastSyncAt)).toBeLessThan(Date.now());
    await updateUser(server.app.db.kysely, ids.ian!, { user_role: 'ADMIN', user_type: 'ADMIN' });
    const initech = await api(server.app, 'GET', '/admin/users/feed/status', { headers: ian });
    expect(initech.statusCode).toBe(404);
    expect(initech.json().message).toBe('Your firm has no company records feed');
    await updateUser(server.app.db.kysely, ids.ian!, { user_role: 'STANDARD', user_type: 'EMPLOYEE' });
  });
});

describe('admin routes: blocked users and deleting (001 §7 Admin)', () => {
  const server = routeTestApp({
    signIn: ['ada.admin@acme.example', 'ben.booker@acme.example', 'ian.employee@initech.example'],
  });
  const { sessions: { ada, ben, ian }, ids } = server;
  const block = (userId: number, active: boolean, reason?: string | null, headers = ada) =>
    api(server.app, 'POST', '/admin/blockedUsers', { headers, body: { blockedUser: { userId, active, reason } } });
  const blockedIds = async () => (await api(server.app, 'GET', '/admin/blockedUsers', { headers: ada })).json().map((b: { userId: number }) => b.userId);

  it('lists the blocked users, blocks and unblocks', async () => {
    const seeded = (await api(server.app, 'GET', '/admin/blockedUsers', { headers: ada })).json();
    expect(seeded).toEqual([expect.objectContaining({
      userId: ids.max, fullName: 'Max Marshal', email: 'max.marshal@acme.example', reason: 'Left the travel programme', active: true,
    })]);

    const blocked = await block(ids.ava!, true, '  Travel suspended  ');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ userId: ids.ava, active: true, reason: 'Travel suspended', fullName: 'Ava Employee' });
    expect(Date.parse(blocked.json().blockedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await blockedIds()).toEqual([ids.ava, ids.max]);
    const row = (await api(server.app, 'GET', `/admin/users?userId=${ids.ava}`, { headers: ada })).json().users[0];
    expect(row.isBlocked).toBe(true);

    const unblocked = await block(ids.ava!, false);
    expect(unblocked.json()).toMatchObject({ userId: ids.ava, active: false, reason: null, blockedUserId: blocked.json().blockedUserId });
    expect(await blockedIds()).toEqual([ids.max]);
  });

  it("marks a blocked employee in a booker's passenger search, so the stepper can say the firm's message when they are chosen", async () => {
    const blockedIn = async () => (await api(server.app, 'GET', '/users/passengers', { headers: ben })).json()
      .map((p: { fullName: string; isBlockedUser: boolean }) => [p.fullName, p.isBlockedUser]);
    expect(await blockedIn()).toEqual(expect.arrayContaining([['Ava Employee', false], ['Ben Booker', false]]));
    await block(ids.ava!, true);
    expect(await blockedIn()).toEqual(expect.arrayContaining([['Ava Employee', true], ['Ben Booker', false]]));
    await block(ids.ava!, false);
    expect(await blockedIn()).toEqual(expect.arrayContaining([['Ava Employee', false]]));
  });

  it.each([
    ['oneself', () => block(ids.ada!, true), 400, 'You cannot block yourself'],
    ["another firm's user", () => block(ids.gail!, true), 404, 'User not found'],
    ['a missing user', () => block(987654321, true), 404, 'User not found'],
    ['a reason over 500 characters', () => block(ids.ava!, true, 'x'.repeat(501)), 400, 'The reason must be at most 500 characters'],
    ['a booker', () => block(ids.ava!, true, null, ben), 403, 'You do not have permission to do this'],
    ['a user of another firm', () => block(ids.ava!, true, null, ian), 403, 'You do not have permission to do this'],
  ] as const)('refuses to block %s', async (_name, call, status, message) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it("sets the firm's blocked-users message, which its users read in the firm data (kept as text)", async () => {
    const hostile = '<img src=x onerror=alert(1)> Ask the travel desk';
    expect((await api(server.app, 'POST', '/admin/blockedUsersMessage', { headers: ada, body: { message: ` ${hostile} ` } })).statusCode).toBe(200);
    const firm = (await api(server.app, 'GET', '/users/firmData', { headers: ben })).json();
    expect(firm.firmPreferences.blockedUsersMessage).toBe(hostile);
    const initech = (await api(server.app, 'GET', '/users/firmData', { headers: ian })).json();
    expect(initech.firmPreferences.blockedUsersMessage).toBeNull();

    expect((await api(server.app, 'POST', '/admin/blockedUsersMessage', { headers: ada, body: { message: '  ' } })).statusCode).toBe(200);
    expect((await api(server.app, 'GET', '/users/firmData', { headers: ben })).json().firmPreferences.blockedUsersMessage).toBeNull();

    const long = await api(server.app, 'POST', '/admin/blockedUsersMessage', { headers: ada, body: { message: 'x'.repeat(1001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The message must be at most 1000 characters');
    expect((await api(server.app, 'POST', '/admin/blockedUsersMessage', { headers: ben, body: { message: 'x' } })).statusCode).toBe(403);
  });

  it('refuses to delete an employee synced with company records', async () => {
    await updateUser(server.app.db.kysely, ids.rita!, { source: 'feed' });
    const res = await api(server.app, 'POST', `/users/${ids.rita}/delete`, { headers: ada, body: { source: 'feed' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Employees synced with company records cannot be deleted');
    expect((await api(server.app, 'GET', `/admin/users?userId=${ids.rita}`, { headers: ada })).json().total).toBe(1);
  });
});
