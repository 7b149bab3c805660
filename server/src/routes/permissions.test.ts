import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../events/event-bus.ts';
import { routeTestApp } from '../testing/route-test-app.ts';
import { api } from '../testing/test-app.ts';

interface PermissionBody { bookerPermissionId: number; userId: number; status: string; bookerEmail: string | null; userEmail: string | null; startDate: string | null }

describe('booker permission routes (000 §4, §7 Permissions)', () => {
  // Each test gets the seeded roster afresh: the transitions change it.
  const server = routeTestApp({
    signIn: ['ava.employee@acme.example', 'ben.booker@acme.example', 'ada.admin@acme.example', 'rita.reporter@acme.example'], fresh: 'test',
  });
  const { sessions: { ava, ben, ada, rita }, ids } = server;

  const permissionOf = async (booker: string, employee: string): Promise<PermissionBody> => {
    const list = (await api(server.app, 'GET', `/users/${ids[booker]}/booker/permissions`, { headers: ada })).json();
    const found = list.permissions.find((p: PermissionBody) => p.userId === ids[employee]);
    if (!found) throw new Error(`no permission ${booker} -> ${employee}`);
    return found;
  };

  /** Live events each user receives while `run` runs. */
  const eventsDuring = async (userIds: number[], run: () => Promise<unknown>): Promise<Map<number, LiveEvent[]>> => {
    const seen = new Map<number, LiveEvent[]>(userIds.map((id) => [id, []]));
    await server.app.events.settled();
    const stops = userIds.map((id) => server.app.events.subscribe(id, 0, (event) => seen.get(id)?.push(event)));
    try {
      await run();
      // On PostgreSQL the events come back through the database.
      await server.app.events.settled();
    } finally {
      for (const stop of stops) stop();
    }
    return seen;
  };

  it("lists the seeded permissions of ben: ava accepted, ada pending; none for rita or ian", async () => {
    const res = await api(server.app, 'GET', `/users/${ids.ben}/booker/permissions`, { headers: ben });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.hasMore).toBe(false);
    const byEmployee = Object.fromEntries(body.permissions.map((p: PermissionBody) => [p.userEmail, p.status]));
    expect(byEmployee).toEqual({ 'ava.employee@acme.example': 'Accepted', 'ada.admin@acme.example': 'Pending' });
    expect(body.permissions[0]).toMatchObject({ bookerEmail: 'ben.booker@acme.example', bookerFullName: 'Ben Booker' });
    const employees = (await api(server.app, 'GET', `/users/${ids.ben}/permissions`, { headers: ben })).json();
    expect(employees.map((p: PermissionBody) => p.userEmail)).toEqual(['ava.employee@acme.example']);
  });

  it('pages by 10 with total and hasMore, and filters by status and by the other user', async () => {
    const acme = await server.app.db.kysely.selectFrom('firms').select('firm_id').where('firm_code', '=', 'acme').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    for (let i = 0; i < 12; i += 1) {
      const user = await server.app.db.kysely.insertInto('users').values({
        firm_id: acme.firm_id, login_id: `extra${i}@acme.example`, first_name: 'Extra', last_name: `No${i}`, middle_name: null, employee_id: null,
        amex_user_id: null, country_code: 'US', source: null, user_type: 'EMPLOYEE', user_role: 'STANDARD', is_super_admin: 0, is_pending: 0,
        should_sign_self_onboarding: 0, is_billing_allowed: 0, is_reports_allowed: 0, is_manage_carline_allowed: 0, partners_link: null,
        ai_features: '{}', settings: '{}', seen_tours: '[]', created_at: now,
      }).returning('user_id').executeTakeFirstOrThrow();
      await server.app.db.kysely.insertInto('booker_permissions').values({
        firm_id: acme.firm_id, booker_user_id: ids.ben ?? 0, user_id: user.user_id, status: 'Pending', start_date: null, end_date: null,
        updated: now, requested_at: now, created_at: now,
      }).execute();
    }
    const first = (await api(server.app, 'GET', `/users/${ids.ben}/booker/permissions`, { headers: ben })).json();
    expect(first).toMatchObject({ total: 14, hasMore: true });
    expect(first.permissions).toHaveLength(10);
    const second = (await api(server.app, 'GET', `/users/${ids.ben}/booker/permissions?offset=10&count=10`, { headers: ben })).json();
    expect(second).toMatchObject({ total: 14, hasMore: false });
    expect(second.permissions).toHaveLength(4);
    const accepted = (await api(server.app, 'GET', `/users/${ids.ben}/booker/permissions?status=Accepted`, { headers: ben })).json();
    expect(accepted.total).toBe(1);
    const withAda = (await api(server.app, 'GET', `/users/${ids.ben}/booker/permissions?userId=${ids.ada}`, { headers: ben })).json();
    expect(withAda.permissions.map((p: PermissionBody) => p.status)).toEqual(['Pending']);
  });

  it("shows the employee's side too, and refuses a colleague without permission", async () => {
    const res = await api(server.app, 'GET', `/users/${ids.ava}/booker/permissions`, { headers: ava });
    expect(res.json().permissions.map((p: PermissionBody) => p.bookerEmail)).toEqual(['ben.booker@acme.example']);
    expect((await api(server.app, 'GET', `/users/${ids.ava}/booker/permissions`, { headers: rita })).statusCode).toBe(403);
  });

  it('lets a non-admin send a request that stays Pending, and tells both users', async () => {
    let res: Awaited<ReturnType<typeof api>> | undefined;
    const events = await eventsDuring([ids.ben ?? 0, ids.rita ?? 0], async () => {
      res = await api(server.app, 'POST', '/users/permissions', { headers: ben, body: { loginId: 'ben.booker@acme.example', userId: ids.rita } });
    });
    expect(res?.statusCode).toBe(200);
    expect(res?.json()).toMatchObject({ status: 'Pending', userId: ids.rita, bookerEmail: 'ben.booker@acme.example' });
    expect(events.get(ids.ben ?? 0)?.map((e) => e.name)).toEqual(['permission-changed']);
    expect(events.get(ids.rita ?? 0)?.map((e) => e.name)).toEqual(['permission-changed']);
    // The employee is mailed (local outbox).
    const mail = await server.app.db.kysely.selectFrom('outbox').selectAll().where('email', '=', 'rita.reporter@acme.example').execute();
    expect(mail.map((m) => m.subject)).toContain('Book on behalf request');
    // Still no access until an admin enables it.
    expect((await api(server.app, 'GET', `/users/${ids.rita}/account`, { headers: ben })).statusCode).toBe(403);
  });

  it('refuses a request for another firm and a request in someone else\'s name', async () => {
    expect((await api(server.app, 'POST', '/users/permissions', { headers: ben, body: { loginId: 'ben.booker@acme.example', userId: ids.ian } })).statusCode).toBe(404);
    expect((await api(server.app, 'POST', '/users/permissions', { headers: rita, body: { loginId: 'ben.booker@acme.example', userId: ids.ava } })).statusCode).toBe(403);
  });

  it('enables booking only by an admin of the firm, and only from Pending or Expired', async () => {
    const pending = await permissionOf('ben', 'ada');
    const byBooker = await api(server.app, 'POST', `/users/permissions/${pending.bookerPermissionId}`, { headers: ben, body: { status: 'Accepted' } });
    expect(byBooker.statusCode).toBe(403);
    const byAdmin = await api(server.app, 'POST', `/users/permissions/${pending.bookerPermissionId}`, { headers: ada, body: { status: 'Accepted' } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: 'Accepted', startDate: expect.any(String) });
    const again = await api(server.app, 'POST', `/users/permissions/${pending.bookerPermissionId}`, { headers: ada, body: { status: 'Accepted' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Only a pending or expired permission can be enabled');
    expect((await api(server.app, 'GET', `/users/${ids.ada}/account`, { headers: ben })).statusCode).toBe(200);
  });

  it('lets either party or an admin remove a permission, and removal ends the access', async () => {
    const accepted = await permissionOf('ben', 'ava');
    expect((await api(server.app, 'POST', `/users/permissions/${accepted.bookerPermissionId}`, { headers: rita, body: { status: 'Deleted' } })).statusCode).toBe(403);
    const removed = await api(server.app, 'POST', `/users/permissions/${accepted.bookerPermissionId}`, { headers: ava, body: { status: 'Deleted' } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().status).toBe('Deleted');
    expect((await api(server.app, 'GET', `/users/${ids.ava}/creditCards`, { headers: ben })).statusCode).toBe(403);
    const twice = await api(server.app, 'POST', `/users/permissions/${accepted.bookerPermissionId}`, { headers: ada, body: { status: 'Deleted' } });
    expect(twice.statusCode).toBe(400);
    const pending = await permissionOf('ben', 'ada');
    expect((await api(server.app, 'POST', `/users/permissions/${pending.bookerPermissionId}`, { headers: ben, body: { status: 'Deleted' } })).statusCode).toBe(200);
  });

  it('resends a request only when it is not accepted', async () => {
    const accepted = await permissionOf('ben', 'ava');
    const refused = await api(server.app, 'POST', `/users/${accepted.bookerPermissionId}/permissions/request`, { headers: ben });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only a permission that is not accepted can be resent');

    const pending = await permissionOf('ben', 'ada');
    await server.app.db.kysely.updateTable('booker_permissions').set({ status: 'RequestExpired' }).where('booker_permission_id', '=', pending.bookerPermissionId).execute();
    expect((await api(server.app, 'POST', `/users/${pending.bookerPermissionId}/permissions/request`, { headers: rita })).statusCode).toBe(403);
    const resent = await api(server.app, 'POST', `/users/${pending.bookerPermissionId}/permissions/request`, { headers: ben });
    expect(resent.statusCode).toBe(200);
    expect((await permissionOf('ben', 'ada')).status).toBe('Pending');
  });

  it('lets an admin grant directly (Accepted) within the own firm only', async () => {
    const res = await api(server.app, 'POST', '/admin/bookerPermission', { headers: ada, body: { bookerUserId: ids.ben, userId: ids.rita } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Accepted', userId: ids.rita });
    expect((await api(server.app, 'GET', `/users/${ids.rita}/account`, { headers: ben })).statusCode).toBe(200);
    expect((await api(server.app, 'POST', '/admin/bookerPermission', { headers: ada, body: { bookerUserId: ids.ben, userId: ids.ian } })).statusCode).toBe(404);
    expect((await api(server.app, 'POST', '/admin/bookerPermission', { headers: ben, body: { bookerUserId: ids.ben, userId: ids.rita } })).statusCode).toBe(403);
  });

  it('lists pending book-on-behalf requests for the admin and approves them', async () => {
    const requests = (await api(server.app, 'GET', '/admin/bookOnBehalfRequests', { headers: ada })).json();
    expect(requests.map((p: PermissionBody) => [p.bookerEmail, p.userEmail])).toEqual([['ben.booker@acme.example', 'ada.admin@acme.example']]);
    expect((await api(server.app, 'GET', '/admin/bookOnBehalfRequests', { headers: ben })).statusCode).toBe(403);
    const approve = await api(server.app, 'POST', '/admin/bookOnBehalfRequests/approve', { headers: ada, body: { bookerPermissionIds: [requests[0].bookerPermissionId] } });
    expect(approve.statusCode).toBe(200);
    expect((await api(server.app, 'GET', '/admin/bookOnBehalfRequests', { headers: ada })).json()).toEqual([]);
    const accepted = await permissionOf('ben', 'ava');
    const notPending = await api(server.app, 'POST', '/admin/bookOnBehalfRequests/approve', { headers: ada, body: { bookerPermissionIds: [accepted.bookerPermissionId] } });
    expect(notPending.statusCode).toBe(400);
  });
});
