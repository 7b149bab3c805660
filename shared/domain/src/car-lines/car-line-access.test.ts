import { describe, expect, it } from 'vitest';
import type { User } from '@curbside/contracts';
import { makeFirm, makeUser } from '../test-support/entities.ts';
import { mayConfigureCarLines, mayRunCarLines } from './car-line-access.ts';

const withCarLines = makeFirm({ firmPreferences: { carLine: true } });
const withoutCarLines = makeFirm({ firmPreferences: { carLine: false } });

describe('who runs and who configures car lines (000 §2 Manage car lines, §6 Marshals)', () => {
  it.each<[string, Partial<User>, boolean, boolean]>([
    ['a marshal', { userRole: 'MARSHAL' }, true, false],
    ['an employee allowed to manage car lines', { isManageCarlineAllowed: true }, true, false],
    ['HQ dev', { userRole: 'HQ_DEV' }, true, false],
    ['HQ support', { userRole: 'HQ_SUPPORT' }, true, false],
    ['HQ dev with the super admin flag', { userRole: 'HQ_DEV', isSuperAdmin: true }, true, true],
    ['a super admin (role)', { userRole: 'SUPER_ADMIN', userType: 'ADMIN' }, false, true],
    ['a super admin (flag)', { userRole: 'ADMIN', isSuperAdmin: true }, false, true],
    ['a super admin also allowed to manage car lines', { userRole: 'SUPER_ADMIN', isManageCarlineAllowed: true }, true, true],
    ['an admin', { userRole: 'ADMIN', userType: 'ADMIN' }, false, false],
    ['an employee', {}, false, false],
  ])('%s: runs a line %s, configures %s', (_who, overrides, runs, configures) => {
    const user = makeUser(overrides);
    expect(mayRunCarLines(user, withCarLines)).toBe(runs);
    expect(mayConfigureCarLines(user)).toBe(configures);
  });

  it('runs no line when the firm has car lines off, even as a marshal', () => {
    expect(mayRunCarLines(makeUser({ userRole: 'MARSHAL' }), withoutCarLines)).toBe(false);
    expect(mayRunCarLines(makeUser({ userRole: 'HQ_DEV' }), withoutCarLines)).toBe(false);
  });
});
