import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteDef } from '@curbside/domain';
import type { Firm, User } from '@curbside/contracts';
import { makeFirm, makeUser } from '../../shared/domain/src/test-support/entities.ts';
import { landingPath, routeAccess } from './route-access.ts';

// The roster's shapes (000 §2 Side navigation), each with the firm it belongs to.
const acmeFn = makeFirm({ firmBillingProfile: { billingSystem: 'FN' }, firmPreferences: { carLine: true, allowDirectBill: true } });
const sg1 = makeFirm({ firmBillingProfile: { billingSystem: 'SG1' } });
const trial = makeFirm({ isTrial: true });
const employee = makeUser();
const superAdmin = makeUser({ userRole: 'SUPER_ADMIN', isSuperAdmin: true });
const reporter = makeUser({ userRole: 'REPORTER', isReportsAllowed: true });
const marshal = makeUser({ userRole: 'MARSHAL', isManageCarlineAllowed: true });
const marshalWithoutCarLines = makeUser({ userRole: 'MARSHAL' });

function route(path: string): RouteDef {
  const found = matchRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

const cases: [string, User, Firm, string, string | 'allow'][] = [
  ['an employee', employee, acmeFn, '/new-booking', 'allow'],
  ['an employee', employee, acmeFn, '/manage-bookings/edit-booking', 'allow'],
  ['an employee', employee, acmeFn, '/admin-settings', '/new-booking'],
  ['an employee', employee, acmeFn, '/reports', '/new-booking'],
  ['an employee', employee, acmeFn, '/dashboard', '/new-booking'],
  ['an employee', employee, acmeFn, '/outstanding-charges', '/new-booking'],
  ['an employee', employee, acmeFn, '/manage-car-lines', '/new-booking'],
  ['an employee', employee, acmeFn, '/billing', '/new-booking'],
  ['an employee on SG1', employee, sg1, '/receipts', '/new-booking'],
  ['a trial employee', employee, trial, '/manage-employees', '/new-booking'],
  ['a super admin', superAdmin, acmeFn, '/admin-settings', 'allow'],
  ['a super admin', superAdmin, acmeFn, '/outstanding-charges', 'allow'],
  ['a super admin', superAdmin, acmeFn, '/billing', 'allow'],
  ['a reporter', reporter, acmeFn, '/reports', 'allow'],
  ['a reporter', reporter, acmeFn, '/admin-settings', '/new-booking'],
  ['a marshal', marshal, acmeFn, '/manage-car-lines', 'allow'],
  ['a marshal', marshal, acmeFn, '/admin-settings', '/manage-car-lines'],
  ['a marshal', marshal, acmeFn, '/receipts', '/manage-car-lines'],
  // Never a loop: the landing route itself passes even when the navigation lacks it.
  ['a marshal of a firm without car lines', marshalWithoutCarLines, sg1, '/manage-car-lines', 'allow'],
  ['anyone', employee, acmeFn, '/login', 'allow'],
];

describe('routeAccess', () => {
  it.each(cases)('%s entering %s (firm %#) gets %s', (_who, user, firm, path, expected) => {
    const result = routeAccess(route(path), { user, firm });
    expect(result).toEqual(expected === 'allow' ? { kind: 'allow', route: route(path) } : { kind: 'redirect', to: expected });
  });

  it('lets every user through to their own landing route (no redirect loops)', () => {
    for (const [, user, firm] of cases) {
      const landing = landingPath({ user, firm });
      expect(routeAccess(route(landing), { user, firm }).kind).toBe('allow');
    }
  });
});

describe('landingPath', () => {
  it.each<[string, User, Firm, string]>([
    ['an employee', employee, acmeFn, '/new-booking'],
    ['a marshal', marshal, acmeFn, '/manage-car-lines'],
    ['a marshal without car lines', marshalWithoutCarLines, sg1, '/manage-car-lines'],
  ])('%s lands on %s', (_who, user, firm, expected) => {
    expect(landingPath({ user, firm })).toBe(expected);
  });
});
