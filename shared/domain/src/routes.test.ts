import { describe, expect, it } from 'vitest';
import {
  ROUTES, breadcrumbClick, breadcrumbs, decideRouteEntry, matchRoute, postLoginRedirect, reportsRedirect,
  resetsStepperOnEnter, shouldStoreRedirect, type RouteEntryInput,
} from './routes.ts';
import { itAnswers } from './test-support/answer-table.ts';

describe('ROUTES (spec 000 §2 route table)', () => {
  it.each([
    { path: '/login', name: 'Login', element: 'curb-login', needsAuth: false, noTemplate: true },
    { path: '/signup', name: 'Signup', element: 'curb-login', needsAuth: false, noTemplate: true },
    { path: '/concur-signup', name: 'Concur signup', element: 'curb-login', needsAuth: false, noTemplate: true },
    { path: '/new-booking', name: 'New booking', element: 'curb-booking', needsAuth: true, noTemplate: false },
    { path: '/manage-bookings', name: 'Manage bookings', element: 'curb-bookings', needsAuth: true, noTemplate: false },
    { path: '/manage-bookings/edit-booking', name: 'Manage bookings,Edit booking', element: 'curb-booking', needsAuth: true, noTemplate: false },
    { path: '/manage-employees', name: 'Manage employees', element: 'curb-employees', needsAuth: true, noTemplate: false },
    { path: '/event-booking', name: 'Event booking', element: 'curb-event-booking', needsAuth: true, noTemplate: false },
    { path: '/receipts', name: 'Receipts', element: 'curb-receipts', needsAuth: true, noTemplate: false },
    { path: '/outstanding-charges', name: 'Outstanding charges', element: 'curb-outstanding-charges', needsAuth: true, noTemplate: false },
    { path: '/reports', name: 'Reports', element: 'curb-reports', needsAuth: true, noTemplate: false },
    { path: '/dashboard', name: 'Dashboard', element: 'curb-dashboard', needsAuth: true, noTemplate: false },
    { path: '/admin-settings', name: 'Admin settings', element: 'curb-admin-settings', needsAuth: true, noTemplate: false },
    { path: '/manage-car-lines', name: 'Manage car lines', element: 'curb-car-lines', needsAuth: true, noTemplate: false },
    { path: '/billing', name: 'Billing', element: 'curb-invoices', needsAuth: true, noTemplate: false },
    { path: '/map', name: 'Coverage map', element: 'curb-coverage-map', needsAuth: true, noTemplate: false },
  ])('$path shows $element (auth $needsAuth, no template $noTemplate)', (expected) => {
    expect(matchRoute(expected.path)).toMatchObject(expected);
  });

  it('lists every route once', () => {
    expect(ROUTES).toHaveLength(16);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(16);
  });

  it.each([
    { pathname: '/receipts/', expected: '/receipts' },
    { pathname: '/reports?type=Rides', expected: '/reports' },
    { pathname: '/nowhere', expected: null },
  ])('matches $pathname to $expected', ({ pathname, expected }) => {
    expect(matchRoute(pathname)?.path ?? null).toBe(expected);
  });
});

describe('breadcrumbs (spec 000 §2: route name split by commas; a crumb navigates to that path prefix)', () => {
  it.each([
    {
      name: 'Manage bookings,Edit booking', pathname: '/manage-bookings/edit-booking',
      expected: [{ label: 'Manage bookings', path: '/manage-bookings' }, { label: 'Edit booking', path: '/manage-bookings/edit-booking' }],
    },
    { name: 'Receipts', pathname: '/receipts', expected: [{ label: 'Receipts', path: '/receipts' }] },
    { name: 'Coverage map', pathname: '/map/', expected: [{ label: 'Coverage map', path: '/map' }] },
  ])('$name on $pathname', ({ name, pathname, expected }) => {
    expect(breadcrumbs(name, pathname)).toEqual(expected);
  });

  it.each([
    { crumb: '/manage-bookings', current: '/manage-bookings/edit-booking', expected: 'navigate' },
    { crumb: '/manage-bookings', current: '/manage-bookings', expected: 'reload' },
  ] as const)('clicking $crumb on $current will $expected ("or reloads if already there")', ({ crumb, current, expected }) => {
    expect(breadcrumbClick(crumb, current)).toBe(expected);
  });
});

describe('reportsRedirect (spec 000 §2: type Dashboard -> /dashboard keeping the other params, type Rides)', () => {
  it.each([
    { search: '?type=Dashboard&country=US&tripDates=2024-01-01,2024-01-31', expected: '/dashboard?type=Rides&country=US&tripDates=2024-01-01%2C2024-01-31' },
    { search: 'type=Dashboard', expected: '/dashboard?type=Rides' },
    { search: '?type=Rides&country=US', expected: null },
    { search: '', expected: null },
  ])('$search -> $expected', ({ search, expected }) => {
    expect(reportsRedirect(search)).toBe(expected);
  });
});

describe('decideRouteEntry (spec 000 §2 route guards)', () => {
  const standard = { userRole: 'STANDARD' } as const;
  const marshal = { userRole: 'MARSHAL' } as const;
  const base: RouteEntryInput = { pathname: '/', isAuthenticated: true, user: standard, previousPath: '/receipts' };

  it.each([
    { rule: '/ redirects to /new-booking', input: { pathname: '/' }, expected: { kind: 'redirect', to: '/new-booking' } },
    { rule: 'an unknown path goes to /', input: { pathname: '/nope' }, expected: { kind: 'redirect', to: '/' } },
    { rule: '/login is shown when not authenticated', input: { pathname: '/login', isAuthenticated: false, user: null }, expected: { kind: 'allow' } },
    { rule: '/login is shown when the previous route was signup', input: { pathname: '/login', previousPath: '/signup' }, expected: { kind: 'allow' } },
    { rule: '/login otherwise redirects to /', input: { pathname: '/login' }, expected: { kind: 'redirect', to: '/' } },
    { rule: '/signup needs no authentication', input: { pathname: '/signup', isAuthenticated: false, user: null }, expected: { kind: 'allow' } },
    { rule: '/concur-signup needs no authentication', input: { pathname: '/concur-signup', isAuthenticated: false, user: null }, expected: { kind: 'allow' } },
    { rule: 'an authenticated route fetches user data when not yet authenticated', input: { pathname: '/receipts', isAuthenticated: false, user: null }, expected: { kind: 'fetchUserData' } },
    { rule: 'an authenticated route is allowed with user data', input: { pathname: '/receipts' }, expected: { kind: 'allow' } },
    { rule: '/reports?type=Dashboard redirects to /dashboard with type Rides', input: { pathname: '/reports', search: '?type=Dashboard&country=GB' }, expected: { kind: 'redirect', to: '/dashboard?type=Rides&country=GB' } },
    { rule: 'a marshal entering the app is sent to /manage-car-lines', input: { pathname: '/manage-bookings', user: marshal, previousPath: null }, expected: { kind: 'redirect', to: '/manage-car-lines' } },
    { rule: 'a marshal arriving from login is sent to /manage-car-lines', input: { pathname: '/event-booking', user: marshal, previousPath: '/login' }, expected: { kind: 'redirect', to: '/manage-car-lines' } },
    { rule: 'a marshal is sent away from new booking', input: { pathname: '/new-booking', user: marshal, previousPath: '/manage-car-lines' }, expected: { kind: 'redirect', to: '/manage-car-lines' } },
    { rule: 'a marshal is sent away from receipts', input: { pathname: '/receipts', user: marshal, previousPath: '/manage-car-lines' }, expected: { kind: 'redirect', to: '/manage-car-lines' } },
    { rule: 'a marshal may open /manage-car-lines on entry', input: { pathname: '/manage-car-lines', user: marshal, previousPath: null }, expected: { kind: 'allow' } },
    { rule: 'a marshal in the app may open Manage bookings', input: { pathname: '/manage-bookings', user: marshal, previousPath: '/manage-car-lines' }, expected: { kind: 'allow' } },
  ] as const)('$rule', ({ input, expected }) => {
    expect(decideRouteEntry({ ...base, ...input })).toMatchObject(expected);
  });
});

describe('redirect after login (spec 000 §2)', () => {
  itAnswers('stores %s as the redirect target: %s', shouldStoreRedirect, [
    ['/receipts', true], ['/manage-bookings/edit-booking', true], ['/login', false], ['/login?x=1', false],
  ]);

  itAnswers('with %j stored, goes to %s after login (default the root)', postLoginRedirect, [
    ['/receipts', '/receipts'], ['/reports?type=Rides', '/reports?type=Rides'], [null, '/'], ['', '/'],
    ['/login', '/'], ['//evil.example', '/'], ['https://evil.example', '/'],
  ]);
});

describe('resetsStepperOnEnter (spec 001 §2: reset unless duplicate, return trip, new-after-cancel, follow-up or new-from-chat)', () => {
  itAnswers('%s resets the reservation state: %s', resetsStepperOnEnter, [
    ['NEW', true], ['EDIT', true], ['CANCEL', true], [null, true],
    ['DUPLICATE', false], ['RETURN_TRIP', false], ['NEW_AFTER_CANCEL', false], ['FOLLOW_UP_RESERVATION', false], ['NEW_FROM_CHAT', false],
  ]);
});
