import type { User } from '@curbside/contracts';

type RoleFields = Pick<User, 'userRole' | 'userType' | 'isSuperAdmin'>;

/** spec 000 §6: super admin is the SUPER_ADMIN role or the separate isSuperAdmin flag. */
export function isSuperAdmin(user: RoleFields): boolean {
  return user.userRole === 'SUPER_ADMIN' || user.isSuperAdmin;
}

/** Admin: the ADMIN role or the ADMIN user type (spec 000 §6 lists both). */
export function isAdmin(user: RoleFields): boolean {
  return user.userRole === 'ADMIN' || user.userType === 'ADMIN';
}

/** HQ dev or HQ support (provider staff, spec 000 §1/§6). */
export function isHqStaff(user: Pick<User, 'userRole'>): boolean {
  return user.userRole === 'HQ_DEV' || user.userRole === 'HQ_SUPPORT';
}

export function isReporter(user: Pick<User, 'userRole'>): boolean {
  return user.userRole === 'REPORTER';
}

/** spec 000 §6: marshals are car-line staff. */
export function isMarshal(user: Pick<User, 'userRole'>): boolean {
  return user.userRole === 'MARSHAL';
}

/** A user of the provider's own (HQ) firm: the firm code contains 'hq' (spec 000 §6 virtual card rule). */
export function isHqFirmUser(user: Pick<User, 'firmCode'>): boolean {
  return user.firmCode.toLowerCase().includes('hq');
}

/** Every user of a client firm counts as an employee; HQ firm users do not. */
export function isEmployee(user: Pick<User, 'firmCode'>): boolean {
  return !isHqFirmUser(user);
}
