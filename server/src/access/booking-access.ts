import type { Caller } from '../auth/session.ts';
import type { Executor } from '../db/connection.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { hasAcceptedPermission } from '../permissions/permission-repository.ts';
import { findUserById, type BookableScope, type UserRow } from '../users/user-repository.ts';
import { isAdmin, isMarshal } from './roles.ts';

// Rule 'bookFor' (000 §6 with 000 §3 booker permissions, 001 §6).

const BOOKING_REFUSED = {
  marshal: 'Marshals cannot book rides',
  noPermission: 'You do not have permission to book for this employee',
  employeeNotFound: 'User not found',
} as const;

/**
 * The employee a booking is for (the authorizing employee, else the main passenger,
 * else the caller) as the caller may book for them: themselves, anyone of the firm
 * for an admin, else only with an Accepted booker permission. Another firm's user is 404.
 */
export async function bookableEmployee(db: Executor, caller: Caller, employeeId: number | null | undefined): Promise<UserRow> {
  if (isMarshal(caller.user)) throw forbidden(BOOKING_REFUSED.marshal);
  const id = employeeId ?? caller.user.user_id;
  if (id === caller.user.user_id) return caller.user;
  const target = await findUserById(db, id);
  if (!target || target.firm_id !== caller.user.firm_id) throw notFound(BOOKING_REFUSED.employeeNotFound);
  if (isAdmin(caller.user)) return target;
  if (await hasAcceptedPermission(db, caller.user.user_id, target.user_id)) return target;
  throw forbidden(BOOKING_REFUSED.noPermission);
}

/** Whom the caller may pick as authorizing employee or passenger: the firm (admin), themselves and permitted employees, or nobody (marshal). */
export function bookableScope(caller: Caller): BookableScope {
  const firmId = caller.user.firm_id;
  if (isMarshal(caller.user)) return { firmId, kind: 'nobody' };
  if (isAdmin(caller.user)) return { firmId, kind: 'firm' };
  return { firmId, kind: 'self-and-permitted', userId: caller.user.user_id };
}

/** A passenger with an account must be of the caller's firm. */
export async function requireFirmPassenger(db: Executor, caller: Caller, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || user.firm_id !== caller.user.firm_id) throw notFound(BOOKING_REFUSED.employeeNotFound);
}
