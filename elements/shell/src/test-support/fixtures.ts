import type { LoginPermission, User, UserData } from '@curbside/contracts';
import { makeFirm, makeSettings, makeUser as makeEmployee } from '../../../../shared/domain/src/test-support/entities.ts';

// Answers of GET /users/userData and /users/firmData for the shell's tests and screenshots,
// built on the domain's test entities (one copy of a User and a Firm): Ann Lee of Acme.

export { makeFirm };

export function makeUser(overrides: Partial<User> = {}): User {
  return makeEmployee({
    userId: 7,
    loginId: 'ann.lee@acme.example',
    name: 'Ann Lee',
    firstName: 'Ann',
    lastName: 'Lee',
    employeeId: 'E-7',
    ...overrides,
  });
}

export function makeUserData(user: Partial<User> = {}, loginsPermissions: LoginPermission[] = []): UserData {
  return { user: makeUser(user), settings: makeSettings(), loginsPermissions };
}

export function loginPermission(id: number, loginId: string, firmName: string): LoginPermission {
  return { userLoginPermissionId: id, user: { loginId }, firm: { name: firmName, firmCode: firmName.toLowerCase().replace(/\W+/g, '') } };
}
