import { isHqStaff } from '@curbside/domain';
import type { User } from '@curbside/contracts';
import type { Caller } from '../auth/session.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { forbidden } from '../http/http-error.ts';
import { isMarshal } from '../access/roles.ts';

// Rule 'carLineStaff' (000 §2 Manage car lines, 001 §6, issue 16). Configuration is the superadmin level's.

const REFUSED = {
  staff: 'Only car-line staff can run a car line',
  feature: 'Car lines are not enabled for your firm',
} as const;

const role = (caller: Caller) => ({ userRole: caller.user.user_role as User['userRole'] });

/**
 * Runs car lines: a marshal, a user allowed to manage car lines, or HQ dev/support, of a firm
 * with car lines on. Which lines: their own firm's only (the queries are the caller's firm).
 */
export function requireCarLineStaff(caller: Caller): void {
  const staff = isMarshal(caller.user) || caller.user.is_manage_carline_allowed === 1 || isHqStaff(role(caller));
  if (!staff) throw forbidden(REFUSED.staff);
  if (!firmPreferences(caller.firm).carLine) throw forbidden(REFUSED.feature);
}
