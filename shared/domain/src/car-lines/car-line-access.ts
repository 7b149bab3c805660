import type { Firm, User } from '@curbside/contracts';
import { isHqStaff, isMarshal, isSuperAdmin } from '../roles.ts';

// Who reaches which part of /manage-car-lines (000 §2 Manage car lines, 000 §6 Marshals, issue 16).

/**
 * Runs a car line (the marshal console): a marshal, a user allowed to manage car lines, or HQ
 * dev/support, of a firm with car lines on. The server's 'carLineStaff' rule is the same.
 */
export function mayRunCarLines(user: Pick<User, 'userRole' | 'isManageCarlineAllowed'>, firm: Pick<Firm, 'firmPreferences'>): boolean {
  return (isMarshal(user) || user.isManageCarlineAllowed || isHqStaff(user)) && firm.firmPreferences.carLine;
}

/** Configures car lines (the /superadmin car-line calls): a super admin, or HQ dev/support. */
export function mayConfigureCarLines(user: Pick<User, 'userRole' | 'userType' | 'isSuperAdmin'>): boolean {
  return isSuperAdmin(user) || isHqStaff(user);
}
