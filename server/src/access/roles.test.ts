import { describe, expect, it } from 'vitest';
import type { UserRow } from '../users/user-repository.ts';
import { isAdmin, isMarshal, isSuperAdmin, mayLoginAs, meetsLevel } from './roles.ts';

const user = (fields: Partial<UserRow>): UserRow => ({
  user_id: 1, firm_id: 1, login_id: 'a@b.example', first_name: 'A', last_name: 'B', middle_name: null, employee_id: null,
  amex_user_id: null, country_code: 'US', source: null, user_type: 'EMPLOYEE', user_role: 'STANDARD', is_super_admin: 0,
  is_pending: 0, should_sign_self_onboarding: 0, is_billing_allowed: 0, is_reports_allowed: 0, is_manage_carline_allowed: 0,
  partners_link: null, ai_features: '{}', settings: '{}', seen_tours: '[]', created_at: '2025-01-01T00:00:00Z', ...fields,
});

// spec 000 §6, read from a users row through the domain's role rules.
describe('role rules on a users row', () => {
  it.each([
    { who: 'a standard employee', row: user({}), admin: false, superAdmin: false, marshal: false, loginAs: false },
    { who: 'an ADMIN role', row: user({ user_role: 'ADMIN' }), admin: true, superAdmin: false, marshal: false, loginAs: true },
    { who: 'an ADMIN user type', row: user({ user_type: 'ADMIN' }), admin: true, superAdmin: false, marshal: false, loginAs: true },
    { who: 'the SUPER_ADMIN role', row: user({ user_role: 'SUPER_ADMIN' }), admin: true, superAdmin: true, marshal: false, loginAs: true },
    { who: 'the isSuperAdmin flag', row: user({ is_super_admin: 1 }), admin: true, superAdmin: true, marshal: false, loginAs: true },
    { who: 'HQ dev', row: user({ user_role: 'HQ_DEV' }), admin: false, superAdmin: false, marshal: false, loginAs: true },
    { who: 'HQ support', row: user({ user_role: 'HQ_SUPPORT' }), admin: false, superAdmin: false, marshal: false, loginAs: true },
    { who: 'a marshal', row: user({ user_role: 'MARSHAL' }), admin: false, superAdmin: false, marshal: true, loginAs: false },
    { who: 'a booker', row: user({ user_role: 'BOOKER' }), admin: false, superAdmin: false, marshal: false, loginAs: false },
  ])('reads $who', ({ row, admin, superAdmin, marshal, loginAs }) => {
    expect({ admin: isAdmin(row), superAdmin: isSuperAdmin(row), marshal: isMarshal(row), loginAs: mayLoginAs(row) })
      .toEqual({ admin, superAdmin, marshal, loginAs });
  });

  it.each([
    { level: 'public', standard: true, admin: true, superAdmin: true },
    { level: 'user', standard: true, admin: true, superAdmin: true },
    { level: 'admin', standard: false, admin: true, superAdmin: true },
    { level: 'superadmin', standard: false, admin: false, superAdmin: true },
  ] as const)('lets the $level level through for the right roles', ({ level, standard, admin, superAdmin }) => {
    expect([user({}), user({ user_role: 'ADMIN' }), user({ is_super_admin: 1 })].map((row) => meetsLevel(row, level)))
      .toEqual([standard, admin, superAdmin]);
  });
});
