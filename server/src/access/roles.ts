import type { Endpoint } from '@curbside/contracts';
import type { UserRow } from '../users/user-repository.ts';

// spec 000 §6 Roles and permissions, as the server enforces them.

export const isSuperAdmin = (user: UserRow): boolean => user.is_super_admin === 1 || user.user_role === 'SUPER_ADMIN';

export const isAdmin = (user: UserRow): boolean =>
  user.user_role === 'ADMIN' || user.user_type === 'ADMIN' || isSuperAdmin(user);

export const isMarshal = (user: UserRow): boolean => user.user_role === 'MARSHAL';

/** 'Login as' is for HQ dev, HQ support, admin and super admin users (000 §6). */
export const mayLoginAs = (user: UserRow): boolean =>
  ['HQ_DEV', 'HQ_SUPPORT', 'ADMIN', 'SUPER_ADMIN'].includes(user.user_role) || isSuperAdmin(user);

/** Whether a signed-in user meets an endpoint's access level (the contract's `access`). */
export function meetsLevel(user: UserRow, level: Endpoint['access']): boolean {
  switch (level) {
    case 'public':
    case 'user':
      return true;
    case 'admin':
      return isAdmin(user);
    case 'superadmin':
      return isSuperAdmin(user);
  }
}
