import { describe, expect, it } from 'vitest';
import { isAdmin, isEmployee, isHqStaff, isSuperAdmin } from './roles.ts';
import { makeUser } from './test-support/entities.ts';

describe('roles (spec 000 §6: super admin is a separate flag; user types ADMIN, REGULAR, EMPLOYEE)', () => {
  it.each([
    { who: 'SUPER_ADMIN role', user: { userRole: 'SUPER_ADMIN' }, superAdmin: true, admin: false, hq: false },
    { who: 'isSuperAdmin flag', user: { isSuperAdmin: true }, superAdmin: true, admin: false, hq: false },
    { who: 'ADMIN role', user: { userRole: 'ADMIN' }, superAdmin: false, admin: true, hq: false },
    { who: 'ADMIN user type', user: { userType: 'ADMIN' }, superAdmin: false, admin: true, hq: false },
    { who: 'HQ_DEV role', user: { userRole: 'HQ_DEV' }, superAdmin: false, admin: false, hq: true },
    { who: 'HQ_SUPPORT role', user: { userRole: 'HQ_SUPPORT' }, superAdmin: false, admin: false, hq: true },
    { who: 'STANDARD role', user: {}, superAdmin: false, admin: false, hq: false },
  ] as const)('$who: super admin $superAdmin, admin $admin, HQ staff $hq', ({ user, superAdmin, admin, hq }) => {
    const u = makeUser(user);
    expect([isSuperAdmin(u), isAdmin(u), isHqStaff(u)]).toEqual([superAdmin, admin, hq]);
  });

  it.each([
    { firmCode: 'acme', employee: true },
    { firmCode: 'curbside-HQ', employee: false },
  ])('a user of firm $firmCode is an employee: $employee', ({ firmCode, employee }) => {
    expect(isEmployee(makeUser({ firmCode }))).toBe(employee);
  });
});
