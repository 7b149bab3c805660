import { describe, expect, it } from 'vitest';
import type { LoginPermission } from '@curbside/contracts';
import { filterLoginAsOptions, loginAsOptions } from './login-as-options.ts';

const permission = (id: number, loginId: string, firm: string): LoginPermission => ({
  userLoginPermissionId: id,
  user: { loginId },
  firm: { name: firm, firmCode: firm.toLowerCase() },
});

const permissions = [
  permission(3, 'zed@globex.com', 'Globex'),
  permission(1, 'amy@initech.com', 'initech'),
  permission(2, 'bob@acme.com', 'Acme'),
];

describe('loginAsOptions', () => {
  it('sorts by firm name (spec 000 §6) and reads "loginId — Firm name"', () => {
    expect(loginAsOptions(permissions).map((o) => o.text)).toEqual([
      'bob@acme.com — Acme',
      'zed@globex.com — Globex',
      'amy@initech.com — initech',
    ]);
  });

  it('keeps the userLoginPermissionId for the switch call', () => {
    expect(loginAsOptions(permissions).map((o) => o.id)).toEqual([2, 3, 1]);
  });
});

describe('filterLoginAsOptions', () => {
  const options = loginAsOptions(permissions);
  it('matches the login id or the firm name, ignoring case', () => {
    expect(filterLoginAsOptions(options, 'GLOB').map((o) => o.id)).toEqual([3]);
    expect(filterLoginAsOptions(options, 'amy').map((o) => o.id)).toEqual([1]);
  });
  it('needs every word typed', () => {
    expect(filterLoginAsOptions(options, 'bob acme').map((o) => o.id)).toEqual([2]);
    expect(filterLoginAsOptions(options, 'bob globex')).toEqual([]);
  });
  it('shows everything for an empty query', () => {
    expect(filterLoginAsOptions(options, '  ')).toHaveLength(3);
  });
});
