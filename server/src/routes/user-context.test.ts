import { endpoint } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { api, createTestApp, signIn, signedInApp } from '../testing/test-app.ts';

describe('user context routes', () => {
  const session = signedInApp('ava.employee@acme.example');

  it("returns the caller's own firm with its preferences and the wide logo", async () => {
    const res = await api(session.app, 'GET', '/users/firmData', { headers: session.headers });
    expect(res.statusCode).toBe(200);
    const firm = res.json();
    expect(firm).toMatchObject({ firmCode: 'acme', corporate: 'Acme', firmBillingProfile: { billingSystem: 'FN' }, loginType: 'otp' });
    expect(firm.firmPreferences).toMatchObject({ carLine: true, purposeOfJourney: true, allowDirectBill: true, userDisclaimer: true, mandatoryUserDisclaimer: true });
    expect(firm.costAllocations.filter((c: { isMandatory: boolean }) => c.isMandatory)).toHaveLength(1);
    expect(firm.logo).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('searches only the caller\'s firm', async () => {
    const everyone = await api(session.app, 'GET', '/users?q=employee&includeSelf=1', { headers: session.headers });
    expect(everyone.statusCode).toBe(200);
    const emails = everyone.json().map((u: { email: string }) => u.email);
    expect(emails).toContain('ava.employee@acme.example');
    expect(emails).not.toContain('gail.employee@globex.example');
    expect(emails).not.toContain('ian.employee@initech.example');
    const byDomain = await api(session.app, 'GET', '/users?q=globex', { headers: session.headers });
    expect(byDomain.json()).toEqual([]);
    const byName = await api(session.app, 'GET', '/users?q=BEN', { headers: session.headers });
    expect(byName.json().map((u: { email: string }) => u.email)).toEqual(['ben.booker@acme.example']);
  });

  it('answers 403 to a standard user on an admin endpoint and lets an admin through', async () => {
    const adminOnly = endpoint({ method: 'GET', path: '/admin/test-only', access: 'admin', summary: 'test' });
    const superOnly = endpoint({ method: 'GET', path: '/superadmin/test-only', access: 'superadmin', summary: 'test' });
    const scratch = await createTestApp({}, (a) => {
      registerEndpoint(a, adminOnly, () => ({ ok: true as const }));
      registerEndpoint(a, superOnly, () => ({ ok: true as const }));
    });
    try {
      const standard = await signIn(scratch, 'ava.employee@acme.example');
      const admin = await signIn(scratch, 'ada.admin@acme.example');
      const superAdmin = await signIn(scratch, 'sam.super@acme.example');
      expect((await api(scratch, 'GET', '/admin/test-only', { headers: standard })).statusCode).toBe(403);
      expect((await api(scratch, 'GET', '/admin/test-only', { headers: admin })).statusCode).toBe(200);
      expect((await api(scratch, 'GET', '/superadmin/test-only', { headers: admin })).statusCode).toBe(403);
      expect((await api(scratch, 'GET', '/superadmin/test-only', { headers: superAdmin })).statusCode).toBe(200);
      expect((await api(scratch, 'GET', '/admin/test-only')).statusCode).toBe(401);
    } finally {
      await scratch.close();
    }
  });

  it('keeps the disclaimer on userData until the user agrees, and scopes documents to the firm', async () => {
    const docs = await api(session.app, 'GET', '/users/documents?type=PersonalDataDisclaimer', { headers: session.headers });
    expect(docs.statusCode).toBe(200);
    const [disclaimer] = docs.json();
    expect(disclaimer.documentTitle).toBe('Personal data disclaimer');
    const gail = await session.app.db.kysely.selectFrom('firm_documents').innerJoin('firms', 'firms.firm_id', 'firm_documents.firm_id')
      .select('firm_document_id').where('firms.firm_code', '=', 'trial').executeTakeFirstOrThrow();
    expect((await api(session.app, 'POST', `/users/documents/${gail.firm_document_id}/accept`, { headers: session.headers })).statusCode).toBe(404);

    expect((await api(session.app, 'POST', `/users/documents/${disclaimer.firmDocumentId}/accept`, { headers: session.headers })).statusCode).toBe(200);
    const me = (await api(session.app, 'GET', '/users/userData', { headers: session.headers })).json();
    expect(me.user.firmDocument).toBeNull();
  });

  it('stores a support ticket and answers 400 for a message under 3 characters', async () => {
    const short = await api(session.app, 'POST', '/users/support/help', { headers: session.headers, body: { subject: 'Ride issue', message: 'hi' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBeTypeOf('string');
    const badSubject = await api(session.app, 'POST', '/users/support/help', { headers: session.headers, body: { subject: 'Complaint', message: 'The car was late' } });
    expect(badSubject.statusCode).toBe(400);
    const ok = await api(session.app, 'POST', '/users/support/help', { headers: session.headers, body: { subject: 'Ride issue', message: 'The car was late' } });
    expect(ok.statusCode).toBe(200);
    const stored = await session.app.db.kysely.selectFrom('support_tickets').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subject: 'Ride issue', message: 'The car was late' });
  });

  it('names NEW_USER as the next tour until it is seen', async () => {
    expect((await api(session.app, 'GET', '/users/next-tour', { headers: session.headers })).json()).toEqual({ tourTypeToShow: 'NEW_USER', tourTypeToShowSeen: false });
    expect((await api(session.app, 'POST', '/users/seen-tour', { headers: session.headers, body: { seenTourType: 'NEW_USER' } })).statusCode).toBe(200);
    expect((await api(session.app, 'GET', '/users/next-tour', { headers: session.headers })).json().tourTypeToShowSeen).toBe(true);
  });

  it('names the new booking stepper tour right after the new user tour, until it is seen', async () => {
    const nell = await signIn(session.app, 'nell.newbooker@hq.example');
    expect((await api(session.app, 'GET', '/users/next-tour', { headers: nell })).json()).toEqual({ tourTypeToShow: 'NEW_STEPPER', tourTypeToShowSeen: false });
    expect((await api(session.app, 'POST', '/users/seen-tour', { headers: nell, body: { seenTourType: 'NEW_STEPPER' } })).statusCode).toBe(200);
    expect((await api(session.app, 'GET', '/users/next-tour', { headers: nell })).json().tourTypeToShowSeen).toBe(true);
  });

  it.each([
    [[], 'NEW_USER'],
    [['NEW_USER'], 'NEW_STEPPER'],
    [['NEW_USER', 'NEW_STEPPER'], 'COLUMNS_TOUR'],
    [['NEW_USER', 'NEW_STEPPER', 'COLUMNS_TOUR'], 'CAR_PROVIDERS_MAP'],
    [['NEW_USER', 'COLUMNS_TOUR', 'CAR_PROVIDERS_MAP'], 'NEW_STEPPER'],
  ])('after the tours %j the server names %s', async (seen, next) => {
    const ian = await signIn(session.app, 'ian.employee@initech.example');
    await session.app.db.kysely.updateTable('users').set({ seen_tours: JSON.stringify(seen) }).where('login_id', '=', 'ian.employee@initech.example').execute();
    expect((await api(session.app, 'GET', '/users/next-tour', { headers: ian })).json()).toEqual({ tourTypeToShow: next, tourTypeToShowSeen: false });
  });

  it('names the columns tour next to a user who has seen the new user tour, until it is seen', async () => {
    const cora = await signIn(session.app, 'cora.reporter@acme.example');
    expect((await api(session.app, 'GET', '/users/next-tour', { headers: cora })).json()).toEqual({ tourTypeToShow: 'COLUMNS_TOUR', tourTypeToShowSeen: false });
    expect((await api(session.app, 'POST', '/users/seen-tour', { headers: cora, body: { seenTourType: 'COLUMNS_TOUR' } })).statusCode).toBe(200);
    expect((await api(session.app, 'GET', '/users/next-tour', { headers: cora })).json().tourTypeToShowSeen).toBe(true);
  });

  it('lists countries with currency symbols as char codes', async () => {
    const countries = (await api(session.app, 'GET', '/users/countries', { headers: session.headers })).json();
    expect(countries.length).toBeGreaterThanOrEqual(40);
    expect(countries.find((c: { iso2: string }) => c.iso2 === 'GB')).toEqual({ name: 'United Kingdom', iso2: 'GB', currency: { code: 'GBP', name: 'British Pound', symbol: 163 } });
  });

  it('serves the language kit, service areas and the activity log', async () => {
    expect((await api(session.app, 'GET', '/users/language', { headers: session.headers })).json().locale).toBe('en');
    expect((await api(session.app, 'GET', '/users/service-areas', { headers: session.headers })).json().map((a: { name: string }) => a.name)).toContain('Boston');
    const log = await api(session.app, 'POST', '/user-activity/logs', {
      headers: session.headers,
      body: { uiSessionId: 's1', userActivityType: 'PAGE_VIEW', page: '/new-booking', userTimezone: 'America/New_York', isSuccess: true },
    });
    expect(log.statusCode).toBe(200);
  });
});
