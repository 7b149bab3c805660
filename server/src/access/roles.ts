import type { Endpoint, User } from '@curbside/contracts';
import { isAdmin as isAdminRole, isHqStaff, isMarshal as isMarshalRole, isSuperAdmin as isSuperAdminRole } from '@curbside/domain';
import type { UserRow } from '../users/user-repository.ts';

// spec 000 §6 Roles and permissions: the domain's role rules, read from a users row.

const roleFields = (user: UserRow): Pick<User, 'userRole' | 'userType' | 'isSuperAdmin'> => ({
  userRole: user.user_role as User['userRole'],
  userType: user.user_type as User['userType'],
  isSuperAdmin: user.is_super_admin === 1,
});

export const isSuperAdmin = (user: UserRow): boolean => isSuperAdminRole(roleFields(user));

/** Admin rights on the firm: an admin (role or user type), or a super admin, who may do all an admin does. */
export const isAdmin = (user: UserRow): boolean => isAdminRole(roleFields(user)) || isSuperAdmin(user);

export const isMarshal = (user: UserRow): boolean => isMarshalRole(roleFields(user));

/** 'Login as' is for HQ dev, HQ support, admin and super admin users (000 §6, the domain's canLoginAs roles). */
export function mayLoginAs(user: UserRow): boolean {
  const role = roleFields(user);
  return isHqStaff(role) || isAdminRole(role) || isSuperAdminRole(role);
}

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
