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

/**
 * Configures car lines: a super admin (HQ dev/support too when they hold the super admin flag).
 * The configuration calls are 001 §7's Superadmin calls, at the superadmin level on the server,
 * so HQ staff without the flag get the console only, never a tab whose every call is refused.
 */
export function mayConfigureCarLines(user: Pick<User, 'userRole' | 'userType' | 'isSuperAdmin'>): boolean {
  return isSuperAdmin(user);
}
