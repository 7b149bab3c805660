import { describe, expect, it } from 'vitest';
import type { Firm, User } from '@curbside/contracts';
import {
  canLoginAs, sortLoginPermissions, visibleNavItems, visibleUserMenuEntries, type NavItemId,
} from './navigation.ts';
import { makeFirm, makeUser } from './test-support/entities.ts';

const ids = (user: User, firm: Firm) => visibleNavItems({ user, firm }).map((item) => item.id);

type Case = { rule: string; user: Partial<User>; firm?: Parameters<typeof makeFirm>[0]; shows: NavItemId[]; hides: NavItemId[] };

describe('visibleNavItems (spec 000 §2 Side navigation)', () => {
  const cases: Case[] = [
    { rule: 'New booking: hidden for marshal', user: { userRole: 'MARSHAL' }, shows: ['manageBookings', 'coverageMap', 'eventBooking'], hides: ['newBooking', 'receipts'] },
    { rule: 'New booking, Manage bookings, Coverage map and Event booking for a standard user', user: {}, shows: ['newBooking', 'manageBookings', 'coverageMap', 'eventBooking'], hides: [] },
    { rule: 'Manage employees: hidden for the trial firm', user: {}, firm: { isTrial: true }, shows: [], hides: ['manageEmployees'] },
    { rule: 'Manage employees: shown on a non-trial firm', user: {}, shows: ['manageEmployees'], hides: [] },
    { rule: 'Manage employees: trial firm, unless admin (role)', user: { userRole: 'ADMIN' }, firm: { isTrial: true }, shows: ['manageEmployees'], hides: [] },
    { rule: 'Manage employees: trial firm, unless admin (type)', user: { userType: 'ADMIN' }, firm: { isTrial: true }, shows: ['manageEmployees'], hides: [] },
    { rule: 'Manage employees: trial firm, unless HQ dev', user: { userRole: 'HQ_DEV' }, firm: { isTrial: true }, shows: ['manageEmployees'], hides: [] },
    { rule: 'Manage employees: trial firm, unless HQ support', user: { userRole: 'HQ_SUPPORT' }, firm: { isTrial: true }, shows: ['manageEmployees'], hides: [] },
    { rule: 'Manage employees: trial firm, unless super admin (flag)', user: { isSuperAdmin: true }, firm: { isTrial: true }, shows: ['manageEmployees'], hides: [] },
    { rule: 'Receipts: not when the billing system is SG1', user: {}, firm: { firmBillingProfile: { billingSystem: 'SG1' } }, shows: [], hides: ['receipts'] },
    { rule: 'Receipts: shown on SG2', user: {}, shows: ['receipts'], hides: [] },
    { rule: 'Outstanding charges: super admin with SG2', user: { userRole: 'SUPER_ADMIN' }, shows: ['outstandingCharges', 'adminSettings'], hides: [] },
    { rule: 'Outstanding charges: super admin with FN', user: { isSuperAdmin: true }, firm: { firmBillingProfile: { billingSystem: 'FN' } }, shows: ['outstandingCharges'], hides: [] },
    { rule: 'Outstanding charges: not super admin on SG1', user: { isSuperAdmin: true }, firm: { firmBillingProfile: { billingSystem: 'SG1' } }, shows: ['adminSettings'], hides: ['outstandingCharges'] },
    { rule: 'Outstanding charges and Admin settings: not an admin', user: { userRole: 'ADMIN' }, firm: { firmBillingProfile: { billingSystem: 'FN' } }, shows: [], hides: ['outstandingCharges', 'adminSettings'] },
    { rule: 'Reports and Dashboard: reporter with FN', user: { userRole: 'REPORTER', isReportsAllowed: true }, firm: { firmBillingProfile: { billingSystem: 'FN' } }, shows: ['reports', 'dashboard', 'externalReports'], hides: [] },
    { rule: 'Reports and Dashboard: super admin with FN', user: { isSuperAdmin: true }, firm: { firmBillingProfile: { billingSystem: 'FN' } }, shows: ['reports', 'dashboard'], hides: [] },
    { rule: 'Reports and Dashboard: not reporter on SG2', user: { userRole: 'REPORTER' }, shows: [], hides: ['reports', 'dashboard'] },
    { rule: 'Reports and Dashboard: not a standard user on FN', user: {}, firm: { firmBillingProfile: { billingSystem: 'FN' } }, shows: [], hides: ['reports', 'dashboard'] },
    { rule: "Manage car lines: the user's allowed flag and the firm's car-line feature on", user: { isManageCarlineAllowed: true }, firm: { firmPreferences: { carLine: true } }, shows: ['manageCarLines'], hides: [] },
    { rule: 'Manage car lines: HQ dev and car lines on', user: { userRole: 'HQ_DEV' }, firm: { firmPreferences: { carLine: true } }, shows: ['manageCarLines'], hides: [] },
    { rule: 'Manage car lines: HQ support and car lines on', user: { userRole: 'HQ_SUPPORT' }, firm: { firmPreferences: { carLine: true } }, shows: ['manageCarLines'], hides: [] },
    { rule: 'Manage car lines: not when the firm has car lines off', user: { isManageCarlineAllowed: true, userRole: 'HQ_DEV' }, shows: [], hides: ['manageCarLines'] },
    { rule: 'Manage car lines: not without the flag or HQ role', user: { isSuperAdmin: true }, firm: { firmPreferences: { carLine: true } }, shows: [], hides: ['manageCarLines'] },
    { rule: 'External Billing: flag on the user', user: { isBillingAllowed: true }, shows: ['externalBilling'], hides: ['externalReports'] },
    { rule: 'External Reports: flag on the user', user: { isReportsAllowed: true }, shows: ['externalReports'], hides: ['externalBilling'] },
    { rule: 'Firm billing: super admin and the firm allows direct bill', user: { isSuperAdmin: true }, firm: { firmPreferences: { allowDirectBill: true } }, shows: ['firmBilling'], hides: [] },
    { rule: 'Firm billing: HQ support and direct bill', user: { userRole: 'HQ_SUPPORT' }, firm: { firmPreferences: { allowDirectBill: true } }, shows: ['firmBilling'], hides: [] },
    { rule: 'Firm billing: reporter and direct bill', user: { userRole: 'REPORTER' }, firm: { firmPreferences: { allowDirectBill: true } }, shows: ['firmBilling'], hides: [] },
    { rule: 'Firm billing: not an admin', user: { userRole: 'ADMIN' }, firm: { firmPreferences: { allowDirectBill: true } }, shows: [], hides: ['firmBilling'] },
    { rule: 'Firm billing: not without direct bill', user: { isSuperAdmin: true }, shows: [], hides: ['firmBilling'] },
    { rule: 'An extra Billing link for partner users', user: { partnersLink: 'https://partner.example/billing' }, shows: ['partnerBilling'], hides: [] },
    { rule: 'No partner Billing link without a partner link', user: {}, shows: [], hides: ['partnerBilling', 'externalBilling', 'externalReports', 'adminSettings', 'outstandingCharges', 'firmBilling', 'manageCarLines'] },
  ];

  it.each(cases)('$rule', ({ user, firm, shows, hides }) => {
    const visible = ids(makeUser(user), makeFirm(firm));
    for (const id of shows) expect(visible).toContain(id);
    for (const id of hides) expect(visible).not.toContain(id);
  });

  it('lists entries in the spec order with their labels and paths', () => {
    const items = visibleNavItems({
      user: makeUser({ isSuperAdmin: true }),
      firm: makeFirm({ firmBillingProfile: { billingSystem: 'FN' } }),
    });
    expect(items.map((i) => i.label)).toEqual([
      'New booking', 'Manage bookings', 'Coverage map', 'Manage employees', 'Receipts', 'Outstanding charges',
      'Reports', 'Dashboard', 'Admin settings', 'Event booking',
    ]);
    expect(items.find((i) => i.id === 'coverageMap')).toMatchObject({ kind: 'route', path: '/map' });
  });

  it('links External billing and External reports to the external web app and Billing to the partner link', () => {
    const items = visibleNavItems({
      user: makeUser({ isBillingAllowed: true, isReportsAllowed: true, partnersLink: 'https://partner.example/b' }),
      firm: makeFirm(),
      externalAppUrl: 'https://ext.example/',
    });
    expect(items.filter((i) => i.kind === 'external')).toEqual([
      { id: 'externalBilling', label: 'External billing', kind: 'external', href: 'https://ext.example/billing' },
      { id: 'externalReports', label: 'External reports', kind: 'external', href: 'https://ext.example/reports' },
      { id: 'partnerBilling', label: 'Billing', kind: 'external', href: 'https://partner.example/b' },
    ]);
  });
});

describe('visibleUserMenuEntries (spec 000 §2 Header user menu)', () => {
  const labels = (...args: Parameters<typeof visibleUserMenuEntries>) => visibleUserMenuEntries(...args).map((e) => e.label);

  type MenuCase = { rule: string; user: Partial<User>; firm: Parameters<typeof makeFirm>[0]; hasDisclaimerDocument: boolean; expected: string[] };
  it.each<MenuCase>([
    {
      rule: 'an employee sees the login id, Manage your account and Contact support',
      user: {}, firm: {}, hasDisclaimerDocument: false,
      expected: ['jane.doe@acme.com', 'Manage your account', 'Contact support'],
    },
    {
      rule: 'an HQ firm user who is not HQ dev/support does not see Manage your account',
      user: { firmCode: 'curbside-hq', userRole: 'STANDARD' }, firm: {}, hasDisclaimerDocument: false,
      expected: ['jane.doe@acme.com', 'Contact support'],
    },
    {
      rule: 'HQ support sees Manage your account',
      user: { firmCode: 'curbside-hq', userRole: 'HQ_SUPPORT' }, firm: {}, hasDisclaimerDocument: false,
      expected: ['jane.doe@acme.com', 'Manage your account', 'Contact support'],
    },
    {
      rule: 'Open user guide if the firm has one',
      user: {}, firm: { firmPreferences: { userGuideLink: 'https://guide.example' } }, hasDisclaimerDocument: false,
      expected: ['jane.doe@acme.com', 'Manage your account', 'Open user guide', 'Contact support'],
    },
    {
      rule: 'the personal data disclaimer if enabled and a document exists',
      user: {}, firm: { firmPreferences: { userDisclaimer: true } }, hasDisclaimerDocument: true,
      expected: ['jane.doe@acme.com', 'Manage your account', 'Personal data disclaimer', 'Contact support'],
    },
    {
      rule: 'no disclaimer entry when no document exists',
      user: {}, firm: { firmPreferences: { userDisclaimer: true } }, hasDisclaimerDocument: false,
      expected: ['jane.doe@acme.com', 'Manage your account', 'Contact support'],
    },
    {
      rule: 'no disclaimer entry when the firm has not enabled it',
      user: {}, firm: {}, hasDisclaimerDocument: true,
      expected: ['jane.doe@acme.com', 'Manage your account', 'Contact support'],
    },
    {
      rule: 'View Terms of use and View general privacy policy for self-onboarding firms',
      user: {}, firm: { isSelfOnboarding: true }, hasDisclaimerDocument: false,
      expected: ['jane.doe@acme.com', 'Manage your account', 'View Terms of use', 'View general privacy policy', 'Contact support'],
    },
  ])('$rule', ({ user, firm, hasDisclaimerDocument, expected }) => {
    expect(labels({ user: makeUser(user), firm: makeFirm(firm), hasDisclaimerDocument })).toEqual(expected);
  });

  it('links Open user guide to the firm guide', () => {
    const entries = visibleUserMenuEntries({ user: makeUser(), firm: makeFirm({ firmPreferences: { userGuideLink: 'https://g.example' } }) });
    expect(entries.find((e) => e.id === 'userGuide')?.href).toBe('https://g.example');
  });
});

describe('canLoginAs (spec 000 §6: HQ dev, HQ support, admin and super admin users who have login permissions)', () => {
  it.each([
    { who: 'HQ dev with permissions', user: { userRole: 'HQ_DEV' }, count: 2, expected: true },
    { who: 'HQ support with permissions', user: { userRole: 'HQ_SUPPORT' }, count: 1, expected: true },
    { who: 'admin with permissions', user: { userRole: 'ADMIN' }, count: 1, expected: true },
    { who: 'admin by type with permissions', user: { userType: 'ADMIN' }, count: 1, expected: true },
    { who: 'super admin with permissions', user: { isSuperAdmin: true }, count: 1, expected: true },
    { who: 'super admin without permissions', user: { userRole: 'SUPER_ADMIN' }, count: 0, expected: false },
    { who: 'standard user with permissions', user: { userRole: 'STANDARD' }, count: 3, expected: false },
    { who: 'reporter with permissions', user: { userRole: 'REPORTER' }, count: 3, expected: false },
  ] as const)('$who: $expected', ({ user, count, expected }) => {
    expect(canLoginAs({ user: makeUser(user), loginPermissionCount: count })).toBe(expected);
  });
});

describe('sortLoginPermissions (spec 000 §6: sorted by firm name)', () => {
  it('sorts by firm name without changing the input', () => {
    const perm = (id: number, name: string) => ({ userLoginPermissionId: id, firm: { name, firmCode: name }, user: { loginId: `u${id}` } });
    const input = [perm(1, 'Zeta'), perm(2, 'acme'), perm(3, 'Beta')];
    expect(sortLoginPermissions(input).map((p) => p.firm.name)).toEqual(['acme', 'Beta', 'Zeta']);
    expect(input.map((p) => p.firm.name)).toEqual(['Zeta', 'acme', 'Beta']);
  });
});
