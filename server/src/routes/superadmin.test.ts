import { buildPath, listEndpoints } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { activeBroadcastNote } from '../administration/administration-repository.ts';
import type { LiveEvent } from '../events/event-bus.ts';
import { findFirmByCode } from '../firms/firm-repository.ts';
import { routeTestApp } from '../testing/route-test-app.ts';
import { api } from '../testing/test-app.ts';
import { findUserById, updateUser } from '../users/user-repository.ts';

// 001 §7 Superadmin: tags and their users, the broadcast note, admins and super admins (issue 17).
// One app for the block: each test leaves the roster as the seed made it (what it adds it removes).

interface TagBody { tagId: number; tagName: string; tagDescription: string | null; isSystem: boolean }

describe('superadmin routes (001 §7 Superadmin)', () => {
  const server = routeTestApp({
    signIn: ['sam.super@acme.example', 'ada.admin@acme.example', 'ava.employee@acme.example', 'hal.dev@hq.example', 'ian.employee@initech.example'],
  });
  const { sessions: { sam, ada, ava, hal, ian }, ids } = server;
  const get = (path: string, headers = sam) => api(server.app, 'GET', path, { headers });
  const post = (path: string, body: unknown = {}, headers = sam) => api(server.app, 'POST', path, { headers, body });
  const tags = async (): Promise<TagBody[]> => (await get('/superadmin/tags')).json();
  const tagNamed = async (name: string): Promise<TagBody> => {
    const found = (await tags()).find((t) => t.tagName === name);
    if (!found) throw new Error(`no tag ${name}`);
    return found;
  };
  const globexTagId = async () => (await server.app.db.kysely.selectFrom('tags').select('tag_id').where('tag_name', '=', 'Globex VIP').executeTakeFirstOrThrow()).tag_id;

  it("lists the firm's tags by name, system tags marked, no other firm's", async () => {
    expect(await tags()).toEqual([
      { tagId: expect.any(Number), tagName: 'Executive', tagDescription: 'Set from company records', isSystem: true },
      { tagId: expect.any(Number), tagName: 'Night shift', tagDescription: null, isSystem: false },
      { tagId: expect.any(Number), tagName: 'Road warriors', tagDescription: 'Travel every week', isSystem: false },
    ]);
  });

  it('refuses every superadmin call to an admin, a standard user, HQ staff and another firm', async () => {
    for (const headers of [ada, ava, hal, ian]) {
      expect((await get('/superadmin/tags', headers)).statusCode).toBe(403);
      expect((await get('/superadmin/admins', headers)).statusCode).toBe(403);
      expect((await post('/superadmin/documents/broadcastNotes', { document: '<p>x</p>', active: true }, headers)).statusCode).toBe(403);
      expect((await post('/superadmin/permissions', { loginId: 'ava.employee@acme.example', setAsAdmin: true, isSuperAdmin: false }, headers)).statusCode).toBe(403);
    }
  });

  // Every super admin route of issue 17 (001 §7 Superadmin without car lines, and POST /integrations/isos):
  // an id no firm has, an empty body; what matters is who is refused before anything else is read.
  const superadminRoutes = listEndpoints().filter(({ group, name }) =>
    (group === 'superadmin' && !/carline|bookingAccounts/i.test(name)) || group === 'integrations');
  it.each(superadminRoutes.map(({ group, name, endpoint }) => [`${group}.${name}`, endpoint] as const))(
    '%s: refused to an admin of another firm, a standard user, an admin and HQ staff; open to a super admin', async (_key, endpoint) => {
      // Ian, made an admin of Initech for the test.
      await updateUser(server.app.db.kysely, ids.ian!, { user_role: 'ADMIN', user_type: 'ADMIN' });
      try {
        const path = buildPath(endpoint.path, { id: 987654321 });
        const method = endpoint.method === 'GET' ? 'GET' : 'POST';
        for (const headers of [ian, ava, ada, hal]) {
          const res = await api(server.app, method, path, { headers, ...(method === 'GET' ? {} : { body: {} }) });
          expect([res.statusCode, res.json().message]).toEqual([403, expect.any(String)]);
        }
        const bySuper = await api(server.app, method, path, { headers: sam, ...(method === 'GET' ? {} : { body: {} }) });
        expect([401, 403]).not.toContain(bySuper.statusCode);
      } finally {
        await updateUser(server.app.db.kysely, ids.ian!, { user_role: 'STANDARD', user_type: 'EMPLOYEE' });
      }
    },
  );

  it('issues an expense-system signup code that /concur/signup accepts once', async () => {
    const res = await post('/superadmin/concur/signup/code');
    expect(res.statusCode).toBe(200);
    const { signupCode } = res.json();
    expect(signupCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await post('/superadmin/concur/signup/code')).json().signupCode).not.toBe(signupCode);
    const body = { signupCode, username: 'ava.employee@acme.example', requestToken: 't1', userId: 'u1' };
    expect((await api(server.app, 'POST', '/concur/signup', { body })).statusCode).toBe(200);
    expect((await api(server.app, 'POST', '/concur/signup', { body })).statusCode).toBe(400);
    const stored = await server.app.db.kysely.selectFrom('concur_signup_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(signupCode);
  });

  it('registers an ISO client identifier once per firm', async () => {
    const first = await post('/integrations/isos', { clientIdentifier: ' ISOS-ACME-01 ' });
    expect(first.statusCode).toBe(200);
    const again = await post('/integrations/isos', { clientIdentifier: 'ISOS-ACME-01' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This client identifier is already registered']);
    const blank = await post('/integrations/isos', { clientIdentifier: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await post('/integrations/isos', { clientIdentifier: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('creates, edits and deletes a tag; the name is required, short and unique in the firm', async () => {
    const created = await post('/superadmin/tags', { tagName: '  Airport regulars ', tagDescription: ' ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ tagName: 'Airport regulars', tagDescription: null, isSystem: false });
    const { tagId } = created.json();
    const edited = await post(`/superadmin/tags/${tagId}`, { tagName: 'Airport regulars', tagDescription: 'Fly monthly' });
    expect(edited.json()).toEqual({ tagId, tagName: 'Airport regulars', tagDescription: 'Fly monthly', isSystem: false });
    expect((await tags()).map((t) => t.tagName)).toContain('Airport regulars');
    expect((await post(`/superadmin/tags/${tagId}/delete`)).statusCode).toBe(200);
    expect((await tags()).map((t) => t.tagName)).not.toContain('Airport regulars');

    for (const [body, status, message] of [
      [{ tagName: '   ', tagDescription: null }, 400, 'Tag name is required'],
      [{ tagName: 'x'.repeat(51), tagDescription: null }, 400, 'The tag name must be at most 50 characters'],
      [{ tagName: 'Night', tagDescription: 'x'.repeat(201) }, 400, 'The tag description must be at most 200 characters'],
      [{ tagName: 'road WARRIORS', tagDescription: null }, 409, 'A tag with this name already exists'],
    ] as const) {
      const res = await post('/superadmin/tags', body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    // A Globex tag of the same name does not clash with Acme's.
    const acmeVip = await post('/superadmin/tags', { tagName: 'Globex VIP', tagDescription: null });
    expect(acmeVip.statusCode).toBe(200);
    expect((await post(`/superadmin/tags/${acmeVip.json().tagId}/delete`)).statusCode).toBe(200);
    const night = await tagNamed('Night shift');
    const clash = await post(`/superadmin/tags/${night.tagId}`, { tagName: 'Road warriors', tagDescription: null });
    expect([clash.statusCode, clash.json().message]).toEqual([409, 'A tag with this name already exists']);
  });

  it("refuses system tags and another firm's tags", async () => {
    const executive = await tagNamed('Executive');
    const edit = await post(`/superadmin/tags/${executive.tagId}`, { tagName: 'Exec', tagDescription: null });
    expect([edit.statusCode, edit.json().message]).toEqual([403, 'System tags cannot be edited']);
    const del = await post(`/superadmin/tags/${executive.tagId}/delete`);
    expect([del.statusCode, del.json().message]).toEqual([403, 'System tags cannot be deleted']);
    const give = await post(`/superadmin/tags/${executive.tagId}/userTags`, { userId: ids.ava });
    expect([give.statusCode, give.json().message]).toEqual([403, 'System tags are given by the system and cannot be changed here']);
    const holders = (await get(`/superadmin/tags/${executive.tagId}/users`)).json();
    const take = await post(`/superadmin/tags/userTags/${holders.users[0].userTagId}/delete`);
    expect(take.statusCode).toBe(403);
    expect((await tags()).find((t) => t.tagId === executive.tagId)).toEqual(executive);

    const globex = await globexTagId();
    for (const res of [
      await get(`/superadmin/tags/${globex}/users`),
      await post(`/superadmin/tags/${globex}`, { tagName: 'Mine', tagDescription: null }),
      await post(`/superadmin/tags/${globex}/delete`),
      await post(`/superadmin/tags/${globex}/userTags`, { userId: ids.ava }),
      await post('/superadmin/tags/987654321/delete'),
    ]) expect([res.statusCode, res.json().message]).toEqual([404, 'Tag not found']);
    const globexHolder = await server.app.db.kysely.selectFrom('user_tags').select('user_tag_id').where('tag_id', '=', globex).executeTakeFirstOrThrow();
    expect((await post(`/superadmin/tags/userTags/${globexHolder.user_tag_id}/delete`)).statusCode).toBe(404);
  });

  it("lists a tag's users with search and paging, tags and untags a user", async () => {
    const road = await tagNamed('Road warriors');
    const all = (await get(`/superadmin/tags/${road.tagId}/users`)).json();
    expect(all).toMatchObject({ total: 2, hasMore: false });
    expect(all.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Ben Booker', 'Ava Employee']);
    expect((await get(`/superadmin/tags/${road.tagId}/users?userName=AVA`)).json()).toMatchObject({ total: 1, users: [{ userId: ids.ava, email: 'ava.employee@acme.example' }] });
    expect((await get(`/superadmin/tags/${road.tagId}/users?count=1`)).json()).toMatchObject({ total: 2, hasMore: true, users: [{ userId: ids.ben }] });
    expect((await get(`/superadmin/tags/${road.tagId}/users?count=1&offset=1`)).json()).toMatchObject({ hasMore: false, users: [{ userId: ids.ava }] });
    expect((await get(`/superadmin/tags/${road.tagId}/users?count=500`)).statusCode).toBe(400);

    const added = await post(`/superadmin/tags/${road.tagId}/userTags`, { userId: ids.rita });
    expect(added.json()).toMatchObject({ tagId: road.tagId, userId: ids.rita, fullName: 'Rita Reporter', email: 'rita.reporter@acme.example' });
    const again = await post(`/superadmin/tags/${road.tagId}/userTags`, { userId: ids.rita });
    expect([again.statusCode, again.json().message]).toEqual([409, 'The user already has this tag']);
    const foreign = await post(`/superadmin/tags/${road.tagId}/userTags`, { userId: ids.gail });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'User not found']);
    expect((await get(`/superadmin/tags/${road.tagId}/users`)).json().total).toBe(3);
    expect((await post(`/superadmin/tags/userTags/${added.json().userTagId}/delete`)).statusCode).toBe(200);
    expect((await get(`/superadmin/tags/${road.tagId}/users`)).json().total).toBe(2);
  });

  it('publishes a broadcast note to every user of the firm live, one active at a time, and withdraws it', async () => {
    const acme = (await findFirmByCode(server.app.db.kysely, 'acme'))!.firm_id;
    const initech = (await findFirmByCode(server.app.db.kysely, 'initech'))!.firm_id;
    const seen: Record<'ava' | 'ian', LiveEvent[]> = { ava: [], ian: [] };
    const stops = [
      server.app.events.subscribe(ids.ava!, acme, (event) => seen.ava.push(event)),
      server.app.events.subscribe(ids.ian!, initech, (event) => seen.ian.push(event)),
    ];
    try {
      const first = '<h3>Office move</h3><p>Pickups at the <a href="https://acme.example/map">new entrance</a>.</p>';
      expect((await post('/superadmin/documents/broadcastNotes', { document: first, active: true })).statusCode).toBe(200);
      const second = '<p><strong>Snow:</strong> allow extra time.</p>';
      expect((await post('/superadmin/documents/broadcastNotes', { document: second, active: true })).statusCode).toBe(200);
      expect((await activeBroadcastNote(server.app.db.kysely, acme))?.document).toBe(second);
      const shown = await get('/users/documents?type=BroadcastNote', ava);
      expect(shown.json()).toEqual([{ firmDocumentId: expect.any(Number), documentTitle: 'Broadcast note', document: second }]);
      expect((await get('/users/documents?type=BroadcastNote', ian)).json()).toEqual([]);
      const active = await server.app.db.kysely.selectFrom('broadcast_notes').select('document').where('firm_id', '=', acme).where('active', '=', 1).execute();
      expect(active).toHaveLength(1);
      expect(seen.ava.filter((e) => e.name === 'broadcast-note').map((e) => e.data)).toEqual([
        { broadcastNoteId: expect.any(Number), document: first.replace('">new', '" target="_blank" rel="noopener noreferrer">new'), active: true },
        { broadcastNoteId: expect.any(Number), document: second, active: true },
      ]);

      expect((await post('/superadmin/documents/broadcastNotes/deactivete')).statusCode).toBe(200);
      expect((await get('/users/documents?type=BroadcastNote', ava)).json()).toEqual([]);
      expect(seen.ava.at(-1)).toMatchObject({ name: 'broadcast-note', data: { document: null, active: false } });
      const again = await post('/superadmin/documents/broadcastNotes/deactivete');
      expect([again.statusCode, again.json().message]).toEqual([404, 'There is no active broadcast note']);
      expect(seen.ian).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onmouseover="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">Hi</a></p>', '<p><a>Hi</a></p>'],
    ['an iframe and a style', '<style>p{}</style><p>Hi</p><iframe src="https://evil.example"></iframe>', '<p>Hi</p>'],
  ])('stores and shows a broadcast note with %s sanitised to the 000 §9 allow-list', async (_name, document, stored) => {
    expect((await post('/superadmin/documents/broadcastNotes', { document, active: true })).statusCode).toBe(200);
    expect((await get('/users/documents?type=BroadcastNote', ava)).json()).toMatchObject([{ document: stored }]);
    expect((await post('/superadmin/documents/broadcastNotes/deactivete')).statusCode).toBe(200);
  });

  it('refuses a broadcast note with nothing left to show once sanitised, and one over 20,000 characters', async () => {
    const empty = await post('/superadmin/documents/broadcastNotes', { document: '<script>alert(1)</script>', active: true });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'The note is empty']);
    const long = await post('/superadmin/documents/broadcastNotes', { document: `<p>${'a'.repeat(20_000)}</p>`, active: true });
    expect(long.statusCode).toBe(400);
    const acme = (await findFirmByCode(server.app.db.kysely, 'acme'))!.firm_id;
    expect(await activeBroadcastNote(server.app.db.kysely, acme)).toBeUndefined();
  });

  it("lists the firm's admins and super admins", async () => {
    const res = await get('/superadmin/admins');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { userId: ids.ada, fullName: 'Ada Admin', email: 'ada.admin@acme.example', loginId: 'ada.admin@acme.example', firmCode: 'acme', isAdmin: true, isSuperAdmin: false },
      { userId: ids.sam, fullName: 'Sam Super', email: 'sam.super@acme.example', loginId: 'sam.super@acme.example', firmCode: 'acme', isAdmin: true, isSuperAdmin: true },
    ]);
  });

  it('grants and revokes admin and super admin; the user gets the admin area at once', async () => {
    const setAdmin = (setAsAdmin: boolean, isSuperAdmin: boolean, loginId = 'ava.employee@acme.example') =>
      post('/superadmin/permissions', { loginId, setAsAdmin, isSuperAdmin });
    expect((await get('/admin/users', ava)).statusCode).toBe(403);

    expect((await setAdmin(true, false)).statusCode).toBe(200);
    expect(await findUserById(server.app.db.kysely, ids.ava!)).toMatchObject({ user_role: 'ADMIN', user_type: 'ADMIN', is_super_admin: 0 });
    expect((await get('/admin/users', ava)).statusCode).toBe(200);
    expect((await get('/superadmin/tags', ava)).statusCode).toBe(403);

    expect((await setAdmin(true, true, ' AVA.employee@acme.example ')).statusCode).toBe(200);
    expect((await get('/superadmin/tags', ava)).statusCode).toBe(200);
    expect((await get('/superadmin/admins')).json().find((a: { userId: number }) => a.userId === ids.ava)).toMatchObject({ isAdmin: true, isSuperAdmin: true });

    expect((await setAdmin(false, false)).statusCode).toBe(200);
    expect(await findUserById(server.app.db.kysely, ids.ava!)).toMatchObject({ user_role: 'STANDARD', user_type: 'EMPLOYEE', is_super_admin: 0 });
    expect((await get('/admin/users', ava)).statusCode).toBe(403);
  });

  it.each([
    ['oneself', { loginId: 'sam.super@acme.example', setAsAdmin: false, isSuperAdmin: false }, 400, 'You cannot change your own admin rights'],
    ['a super admin who is not an admin', { loginId: 'ava.employee@acme.example', setAsAdmin: false, isSuperAdmin: true }, 400, 'A super admin must also be an admin'],
    ["another firm's user", { loginId: 'ian.employee@initech.example', setAsAdmin: true, isSuperAdmin: false }, 404, 'User not found'],
    ['HQ staff', { loginId: 'hal.dev@hq.example', setAsAdmin: true, isSuperAdmin: false }, 404, 'User not found'],
    ['an empty login id', { loginId: '', setAsAdmin: true, isSuperAdmin: false }, 400, null],
  ])('refuses to change the admin rights of %s', async (_name, body, status, message) => {
    const res = await post('/superadmin/permissions', body);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
  });
});
