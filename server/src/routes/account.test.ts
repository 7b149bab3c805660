import { describe, expect, it } from 'vitest';
import { routeTestApp } from '../testing/route-test-app.ts';
import { api, signIn } from '../testing/test-app.ts';

type Headers = Record<string, string>;

interface ContactInfoBody {
  firstName: string; lastName: string; middleName: string | null; fullName: string; employeeId: string | null; countryCode: string | null;
  preferredContactMethod: string;
  phones: Array<{ userPhoneId: number | null; userId: number; type: string; phone: string; source: string | null }>;
  emails: Array<{ userId: number; name: string | null; email: string; isPrimary: boolean; source: string | null }>;
  costAllocations: Array<{ costAllocationType: string; codeValue: string; source: string | null }>;
}

describe('account routes (000 §7 Users)', () => {
  const server = routeTestApp({ signIn: ['ava.employee@acme.example', 'ben.booker@acme.example', 'ada.admin@acme.example', 'rita.reporter@acme.example'] });
  const { sessions: { ava, ben, ada, rita }, ids } = server;

  const contactOf = async (userId: number, headers: Headers): Promise<ContactInfoBody> =>
    (await api(server.app, 'GET', `/users/${userId}/account`, { headers })).json().contactInformation;

  describe('who may open an account', () => {
    it('shows the user their own account with contact details, Home and Work', async () => {
      const res = await api(server.app, 'GET', `/users/${ids.ava}/account`, { headers: ava });
      expect(res.statusCode).toBe(200);
      const account = res.json();
      expect(account.role).toBe('REGULAR');
      expect(account.contactInformation).toMatchObject({ firstName: 'Ava', lastName: 'Employee', employeeId: 'ACM-1001' });
      expect(account.contactInformation.emails).toContainEqual(expect.objectContaining({ email: 'ava.employee@acme.example', isPrimary: true, source: 'feed' }));
      expect(account.contactInformation.phones).toContainEqual(expect.objectContaining({ type: 'Mobile', phone: '1-2125550101' }));
      expect(account.places.home).toMatchObject({ name: 'Home', placeType: 'Home', address: expect.stringContaining('72nd St') });
      expect(account.places.work).toMatchObject({ name: 'Work', source: 'feed' });
      expect(account.preferencesNote).toContain('Quiet ride');
    });

    // Who opens whose account: the answer's status, and the role the viewer gets or the refusal's message.
    it.each([
      { rule: 'a booker with an accepted permission opens the employee account', viewer: 'ben', user: 'ava', status: 200, role: 'ASSISTANCE' },
      { rule: 'an admin opens anyone of the own firm', viewer: 'ada', user: 'rita', status: 200, role: 'ADMIN' },
      { rule: 'an employee may not read a colleague', viewer: 'ava', user: 'ben', status: 403, message: 'You do not have permission to manage this employee' },
      { rule: 'a booker whose request is only pending is refused', viewer: 'ben', user: 'ada', status: 403 },
      { rule: 'a booker with no permission is refused', viewer: 'ben', user: 'rita', status: 403 },
      { rule: 'a booker never sees another firm', viewer: 'ben', user: 'ian', status: 404 },
      { rule: 'an admin never sees another firm', viewer: 'ada', user: 'gail', status: 404 },
    ] as const)('$rule ($status)', async (row) => {
      const res = await api(server.app, 'GET', `/users/${ids[row.user]}/account`, { headers: server.sessions[row.viewer] });
      expect(res.statusCode).toBe(row.status);
      if ('role' in row) expect(res.json().role).toBe(row.role);
      if ('message' in row) expect(res.json().message).toBe(row.message);
    });

    it("never shows another firm's preferences note to an admin", async () => {
      expect((await api(server.app, 'GET', `/users/${ids.gail}/preferences/note`, { headers: ada })).statusCode).toBe(404);
    });

    it('keeps an admin of firm A from editing firm B', async () => {
      const ian = await signIn(server.app, 'ian.employee@initech.example');
      const info = await contactOf(ids.ian ?? 0, ian);
      const res = await api(server.app, 'POST', `/users/${ids.ian}/contactInfo`, { headers: ada, body: { contactInformation: { ...info, firstName: 'Hacked' } } });
      expect(res.statusCode).toBe(404);
      expect((await contactOf(ids.ian ?? 0, ian)).firstName).toBe('Ian');
    });
  });

  describe('contact info (000 §4, §5)', () => {
    it('makes the first remaining email primary when the primary one is removed', async () => {
      const info = await contactOf(ids.ben ?? 0, ben);
      const withSecond = { ...info, emails: [...info.emails, { userId: ids.ben, name: 'Personal', email: 'ben.personal@example.com', isPrimary: false, source: null }] };
      const first = await api(server.app, 'POST', `/users/${ids.ben}/contactInfo`, { headers: ben, body: { contactInformation: withSecond } });
      expect(first.statusCode).toBe(200);
      expect(first.json().emails).toHaveLength(2);

      const withoutPrimary = { ...info, emails: [{ userId: ids.ben, name: 'Personal', email: 'ben.personal@example.com', isPrimary: false, source: null }] };
      const res = await api(server.app, 'POST', `/users/${ids.ben}/contactInfo`, { headers: ben, body: { contactInformation: withoutPrimary } });
      expect(res.statusCode).toBe(200);
      expect(res.json().emails).toEqual([expect.objectContaining({ email: 'ben.personal@example.com', isPrimary: true })]);
    });

    const invalid: Array<{ rule: string; change: (info: ContactInfoBody) => ContactInfoBody; message: string }> = [
      { rule: 'two primary emails', message: 'Must have one Primary email',
        change: (i) => ({ ...i, emails: [...i.emails, { userId: 0, name: null, email: 'x@example.com', isPrimary: true, source: null }] }) },
      { rule: 'an empty first name', message: 'Can not save empty names', change: (i) => ({ ...i, firstName: ' ' }) },
      { rule: 'a malformed email', message: 'Email is not valid',
        change: (i) => ({ ...i, emails: [...i.emails, { userId: 0, name: null, email: 'not-an-email', isPrimary: false, source: null }] }) },
      { rule: "an email nicknamed 'Work'", message: "Name cannot be 'Work'",
        change: (i) => ({ ...i, emails: [...i.emails, { userId: 0, name: 'work', email: 'w@example.com', isPrimary: false, source: null }] }) },
      { rule: 'an invalid phone', message: 'phone is not valid',
        change: (i) => ({ ...i, phones: [{ userPhoneId: null, userId: 0, type: 'Mobile', phone: '1-123', source: null }] }) },
      { rule: 'no country', message: 'Required', change: (i) => ({ ...i, countryCode: null }) },
    ];
    it.each(invalid)('refuses $rule with "$message"', async ({ change, message }) => {
      const info = await contactOf(ids.rita ?? 0, rita);
      const res = await api(server.app, 'POST', `/users/${ids.rita}/contactInfo`, { headers: rita, body: { contactInformation: change(info) } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('stores phones as code-number and saves a known cost center', async () => {
      const info = await contactOf(ids.rita ?? 0, rita);
      const res = await api(server.app, 'POST', `/users/${ids.rita}/contactInfo`, { headers: rita, body: { contactInformation: {
        ...info,
        phones: [{ userPhoneId: null, userId: ids.rita, type: 'Work', phone: '+1 202 555 0123', source: null }],
        costAllocations: [{ costAllocationType: 'Cost Center', codeValue: 'CC-400', source: null }],
      } } });
      expect(res.statusCode).toBe(200);
      expect(res.json().phones).toEqual([expect.objectContaining({ type: 'Work', phone: '1-2025550123' })]);
      expect(res.json().costAllocations).toEqual([expect.objectContaining({ costAllocationType: 'Cost Center', codeValue: 'CC-400' })]);
    });

    it('refuses an unknown code where the firm allows no manual codes, and a missing mandatory cost center', async () => {
      const info = await contactOf(ids.rita ?? 0, rita);
      const unknown = await api(server.app, 'POST', `/users/${ids.rita}/contactInfo`, { headers: rita, body: { contactInformation: {
        ...info, costAllocations: [{ costAllocationType: 'Cost Center', codeValue: 'CC-999', source: null }],
      } } });
      expect(unknown.statusCode).toBe(400);
      const missing = await api(server.app, 'POST', `/users/${ids.rita}/contactInfo`, { headers: rita, body: { contactInformation: { ...info, costAllocations: [] } } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Cost Center is required');
    });

    it('keeps feed-sourced emails, phones and cost allocations locked', async () => {
      const info = await contactOf(ids.ava ?? 0, ava);
      const feedNote = 'Part of the Information is synced with company records and cannot be edited';
      const dropFeedEmail = { ...info, emails: info.emails.filter((e) => e.source !== 'feed').map((e) => ({ ...e, isPrimary: true })) };
      const res1 = await api(server.app, 'POST', `/users/${ids.ava}/contactInfo`, { headers: ava, body: { contactInformation: dropFeedEmail } });
      expect(res1.statusCode).toBe(400);
      expect(res1.json().message).toBe(feedNote);
      const changeFeedPhone = { ...info, phones: info.phones.map((p) => (p.type === 'Work' ? { ...p, phone: '1-2025550123' } : p)) };
      expect((await api(server.app, 'POST', `/users/${ids.ava}/contactInfo`, { headers: ava, body: { contactInformation: changeFeedPhone } })).statusCode).toBe(400);
      const changeFeedCode = { ...info, costAllocations: info.costAllocations.map((a) => (a.costAllocationType === 'Cost Center' ? { ...a, codeValue: 'CC-100' } : a)) };
      expect((await api(server.app, 'POST', `/users/${ids.ava}/contactInfo`, { headers: ava, body: { contactInformation: changeFeedCode } })).statusCode).toBe(400);
      // Unchanged, it saves.
      expect((await api(server.app, 'POST', `/users/${ids.ava}/contactInfo`, { headers: ava, body: { contactInformation: info } })).statusCode).toBe(200);
    });

    it('locks the name and employee id of a feed record', async () => {
      await server.app.db.kysely.updateTable('users').set({ source: 'feed' }).where('user_id', '=', ids.max ?? 0).execute();
      const max = await signIn(server.app, 'max.marshal@acme.example');
      const info = await contactOf(ids.max ?? 0, max);
      const res = await api(server.app, 'POST', `/users/${ids.max}/contactInfo`, { headers: max, body: { contactInformation: { ...info, employeeId: 'NEW-1' } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Name and employee ID are synced with company records and cannot be changed');
      const country = await api(server.app, 'POST', `/users/${ids.max}/contactInfo`, { headers: max, body: { contactInformation: { ...info, countryCode: 'GB' } } });
      expect(country.statusCode).toBe(200);
      await server.app.db.kysely.updateTable('users').set({ source: null }).where('user_id', '=', ids.max ?? 0).execute();
    });

    it('completes a pending self-onboarded user\'s registration when they save their contact form (000 §2 Other dialogs)', async () => {
      const email = 'pending.person@signup.example';
      expect((await api(server.app, 'POST', '/auth/register', { body: { email, firstName: 'Pending', lastName: 'Person' } })).statusCode).toBe(200);
      const session = await signIn(server.app, email);
      const me = (await api(server.app, 'GET', '/users/userData', { headers: session })).json();
      expect(me.user.isPending).toBe(true);
      const info = await contactOf(me.user.userId, session);
      expect(info.emails).toEqual([]);
      // Invalid: nothing changes, the user stays pending.
      const bad = await api(server.app, 'POST', `/users/${me.user.userId}/contactInfo`, { headers: session, body: { contactInformation: { ...info } } });
      expect(bad.statusCode).toBe(400);
      expect((await api(server.app, 'GET', '/users/userData', { headers: session })).json().user.isPending).toBe(true);
      const res = await api(server.app, 'POST', `/users/${me.user.userId}/contactInfo`, { headers: session, body: { contactInformation: {
        ...info,
        emails: [{ userId: me.user.userId, name: null, email, isPrimary: true, source: null }],
        phones: [{ userPhoneId: null, userId: me.user.userId, type: 'Mobile', phone: '+1 212 555 0199', source: null }],
      } } });
      expect(res.statusCode).toBe(200);
      expect((await api(server.app, 'GET', '/users/userData', { headers: session })).json().user.isPending).toBe(false);
    });

    it('leaves a pending user pending when an admin saves their contact info', async () => {
      await server.app.db.kysely.updateTable('users').set({ is_pending: 1 }).where('user_id', '=', ids.rita ?? 0).execute();
      const info = await contactOf(ids.rita ?? 0, ada);
      expect((await api(server.app, 'POST', `/users/${ids.rita}/contactInfo`, { headers: ada, body: { contactInformation: info } })).statusCode).toBe(200);
      const row = await server.app.db.kysely.selectFrom('users').select('is_pending').where('user_id', '=', ids.rita ?? 0).executeTakeFirstOrThrow();
      expect(row.is_pending).toBe(1);
      await server.app.db.kysely.updateTable('users').set({ is_pending: 0 }).where('user_id', '=', ids.rita ?? 0).execute();
    });
  });

  describe('addresses (000 §2, §5)', () => {
    const place = (overrides: Record<string, unknown>) => ({
      placeId: null, name: null, placeType: 'Other', address: '1 Main St, Boston, MA 02108, USA', streetNumber: '1', source: null, ...overrides,
    });

    it('saves an Other address with its name capitalised and gives Home its fixed name', async () => {
      const gym = await api(server.app, 'POST', `/users/${ids.rita}/places`, { headers: rita, body: { userPlace: place({ name: 'gym' }) } });
      expect(gym.statusCode).toBe(200);
      expect(gym.json()).toMatchObject({ name: 'Gym', placeType: 'Other', placeId: expect.any(Number), streetNumber: '1' });
      const home = await api(server.app, 'POST', `/users/${ids.rita}/places`, { headers: rita, body: { userPlace: place({ placeType: 'Home', name: 'Casa' }) } });
      expect(home.json().name).toBe('Home');
      const account = (await api(server.app, 'GET', `/users/${ids.rita}/account`, { headers: rita })).json();
      expect(account.places.home.name).toBe('Home');
      expect(account.places.favorites.map((f: { name: string }) => f.name)).toEqual(['Gym']);
    });

    it.each([
      { rule: 'an Other address named home', overrides: { name: 'home' }, message: 'Name is not valid' },
      { rule: 'an Other address with no name', overrides: { name: ' ' }, message: 'Name is required' },
      { rule: 'an empty address', overrides: { name: 'Gym', address: '' }, message: 'Address is not valid' },
      { rule: 'a place without street number', overrides: { name: 'Gym', streetNumber: null }, message: 'Missing street number or building name' },
    ])('refuses $rule', async ({ overrides, message }) => {
      const res = await api(server.app, 'POST', `/users/${ids.rita}/places`, { headers: rita, body: { userPlace: place(overrides) } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('accepts a place without street number once the manual street number is given', async () => {
      const res = await api(server.app, 'POST', `/users/${ids.rita}/places`, { headers: rita, body: { userPlace: place({ name: 'Pier', streetNumber: null, manualNameOrNumber: 'Pier 4' }) } });
      expect(res.statusCode).toBe(200);
      expect(res.json().manualNameOrNumber).toBe('Pier 4');
    });

    it('keeps feed addresses read-only and deletes the others', async () => {
      const account = (await api(server.app, 'GET', `/users/${ids.ava}/account`, { headers: ava })).json();
      const work = account.places.work;
      const update = await api(server.app, 'POST', `/users/${ids.ava}/places`, { headers: ava, body: { userPlace: { ...work, address: 'Elsewhere 5' } } });
      expect(update.statusCode).toBe(400);
      expect(update.json().message).toBe('Part of the Information is synced with company records and cannot be edited');
      expect((await api(server.app, 'POST', `/users/${ids.ava}/places/${work.placeId}/remove`, { headers: ava })).statusCode).toBe(400);
      const home = account.places.home;
      expect((await api(server.app, 'POST', `/users/${ids.ava}/places/${home.placeId}/remove`, { headers: ava })).statusCode).toBe(200);
      expect((await api(server.app, 'GET', `/users/${ids.ava}/account`, { headers: ava })).json().places.home).toBeNull();
      // Someone else's place id is not found under this user.
      expect((await api(server.app, 'POST', `/users/${ids.rita}/places/${work.placeId}/remove`, { headers: rita })).statusCode).toBe(404);
    });
  });

  describe('cost allocations (000 §7, §9)', () => {
    it('searches from 3 characters, and from 2 for Location and Department', async () => {
      expect((await api(server.app, 'GET', `/users/${ids.ava}/costAllocations?type=Cost%20Center&code=CC`, { headers: ava })).json()).toEqual([]);
      const found = (await api(server.app, 'GET', `/users/${ids.ava}/costAllocations?type=Cost%20Center&code=cc-`, { headers: ava })).json();
      expect(found.map((c: { codeValue: string }) => c.codeValue)).toEqual(['CC-100', 'CC-200', 'CC-300', 'CC-400', 'CC-500', 'CC-600']);
      const byDescription = (await api(server.app, 'GET', `/users/${ids.ava}/costAllocations?type=Cost%20Center&code=legal`, { headers: ava })).json();
      expect(byDescription).toEqual([expect.objectContaining({ codeValue: 'CC-500', description: 'Legal', costAllocationType: 'Cost Center' })]);

      const acme = await server.app.db.kysely.selectFrom('firms').select('firm_id').where('firm_code', '=', 'acme').executeTakeFirstOrThrow();
      await server.app.db.kysely.insertInto('cost_allocation_codes').values({
        firm_id: acme.firm_id, cost_allocation_type: 'Location', code_value: 'NY', description: 'New York', created_by_user_id: null,
      }).execute();
      const location = (await api(server.app, 'GET', `/users/${ids.ava}/costAllocations?type=Location&code=ny`, { headers: ava })).json();
      expect(location.map((c: { codeValue: string }) => c.codeValue)).toEqual(['NY']);
    });

    it('adds a manual code only where the firm allows manual codes', async () => {
      const added = await api(server.app, 'POST', `/users/${ids.ava}/costAllocation`, { headers: ava, body: { codeValue: { type: 'Project Code', value: 'PRJ-NEW' } } });
      expect(added.statusCode).toBe(200);
      const again = await api(server.app, 'POST', `/users/${ids.ava}/costAllocation`, { headers: ava, body: { codeValue: { type: 'Project Code', value: 'PRJ-NEW' } } });
      expect(again.json().costAllocationId).toBe(added.json().costAllocationId);
      const refused = await api(server.app, 'POST', `/users/${ids.ava}/costAllocation`, { headers: ava, body: { codeValue: { type: 'Cost Center', value: 'CC-NEW' } } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Manual codes are not allowed for Cost Center');
    });
  });

  describe('preferences', () => {
    it('saves formats, notifications and the booking note, and drops an absent note', async () => {
      const body = {
        formatPreferences: { dateFormat: 'GB', timeFormat: '24Hours', distanceUnits: 'Metric', currency: 'EUR', startCalendarWeekOn: 'Monday' },
        notificationSettings: { mutedUntill: null, blacklist: { sms: { disabled: [], assistantNotifications: false, disabledTopics: ['DRIVER_ARRIVED'] } } },
        preferencesNote: 'Child seat please',
      };
      const res = await api(server.app, 'POST', `/users/${ids.rita}/preferences`, { headers: rita, body });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ dateFormat: 'GB', currency: 'EUR', notifications: { blacklist: { sms: { disabledTopics: ['DRIVER_ARRIVED'] } } } });
      expect((await api(server.app, 'GET', `/users/${ids.rita}/preferences/note`, { headers: rita })).json()).toEqual({ preferencesNote: 'Child seat please' });
      expect((await api(server.app, 'GET', '/users/userData', { headers: rita })).json().settings.timeFormat).toBe('24Hours');
      const { preferencesNote: _dropped, ...withoutNote } = body;
      await api(server.app, 'POST', `/users/${ids.rita}/preferences`, { headers: rita, body: withoutNote });
      expect((await api(server.app, 'GET', `/users/${ids.rita}/preferences/note`, { headers: rita })).json()).toEqual({ preferencesNote: null });
    });
  });

  describe('employees (admin)', () => {
    const newEmployee = (email: string) => ({ userData: { contactInformation: {
      firstName: 'Nina', lastName: 'New', middleName: null, fullName: 'Nina New', employeeId: 'ACM-2001', countryCode: 'US',
      preferredContactMethod: 'Email',
      phones: [{ userPhoneId: null, userId: 0, type: 'Mobile', phone: '1-2025550123', source: null }],
      emails: [{ userId: 0, name: null, email, isPrimary: true, source: null }],
      costAllocations: [{ costAllocationType: 'Cost Center', codeValue: 'CC-100', source: null }],
    } } });

    it('lets an admin add an employee to the own firm', async () => {
      const res = await api(server.app, 'POST', '/admin/users', { headers: ada, body: newEmployee('nina.new@acme.example') });
      expect(res.statusCode).toBe(200);
      const userId = res.json().userId;
      const account = (await api(server.app, 'GET', `/users/${userId}/account`, { headers: ada })).json();
      expect(account.contactInformation).toMatchObject({ firstName: 'Nina', employeeId: 'ACM-2001' });
      const row = await server.app.db.kysely.selectFrom('users').innerJoin('firms', 'firms.firm_id', 'users.firm_id')
        .select(['firms.firm_code', 'users.user_role']).where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(row).toEqual({ firm_code: 'acme', user_role: 'STANDARD' });
      expect((await api(server.app, 'POST', '/admin/users', { headers: ada, body: newEmployee('nina.new@acme.example') })).statusCode).toBe(409);
    });

    it('refuses a non-admin and an invalid email', async () => {
      expect((await api(server.app, 'POST', '/admin/users', { headers: ben, body: newEmployee('x.y@acme.example') })).statusCode).toBe(403);
      const bad = await api(server.app, 'POST', '/admin/users', { headers: ada, body: newEmployee('nope') });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Email is not valid');
    });

    it('lets only an admin of the same firm delete an employee', async () => {
      const created = await api(server.app, 'POST', '/admin/users', { headers: ada, body: newEmployee('leaving@acme.example') });
      const userId = created.json().userId;
      expect((await api(server.app, 'POST', `/users/${userId}/delete`, { headers: ben, body: {} })).statusCode).toBe(403);
      expect((await api(server.app, 'POST', `/users/${ids.gail}/delete`, { headers: ada, body: {} })).statusCode).toBe(404);
      expect((await api(server.app, 'POST', `/users/${ids.ada}/delete`, { headers: ada, body: {} })).statusCode).toBe(400);
      expect((await api(server.app, 'POST', `/users/${userId}/delete`, { headers: ada, body: {} })).statusCode).toBe(200);
      expect((await api(server.app, 'GET', `/users/${userId}/account`, { headers: ada })).statusCode).toBe(404);
    });
  });
});
