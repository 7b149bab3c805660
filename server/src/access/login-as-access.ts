import type { Caller } from '../auth/session.ts';
import type { Executor } from '../db/connection.ts';
import { forbidden } from '../http/http-error.ts';
import { findUserById, loginAsTarget, type UserRow } from '../users/user-repository.ts';
import { mayLoginAs } from './roles.ts';

// Rule 'loginAsHolder' (000 §6 'Login as').

/**
 * The user a 'login as' permission lets the person acting sign in as, and that person (inside a
 * 'login as' session it is the one behind it): HQ dev, HQ support, admin or super admin holding the permission.
 */
export async function loginAsGrant(db: Executor, caller: Caller, permissionId: number): Promise<{ actor: UserRow; targetUserId: number }> {
  const actor = caller.claims.impersonatorUserId !== null ? await findUserById(db, caller.claims.impersonatorUserId) : caller.user;
  if (!actor || !mayLoginAs(actor)) throw forbidden('You are not allowed to log in as another user');
  const targetUserId = await loginAsTarget(db, permissionId, actor.user_id);
  if (targetUserId === undefined) throw forbidden('You are not allowed to log in as this user');
  return { actor, targetUserId };
}
