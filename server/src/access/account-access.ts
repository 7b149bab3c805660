import type { AccountRoleSchema } from '@curbside/contracts';
import type { z } from 'zod';
import type { Caller } from '../auth/session.ts';
import type { Executor } from '../db/connection.ts';
import { badRequest, forbidden, notFound } from '../http/http-error.ts';
import { hasAcceptedPermission } from '../permissions/permission-repository.ts';
import { findUserById, type UserRow } from '../users/user-repository.ts';
import { isAdmin } from './roles.ts';

// Rules 'account' and 'accountAdmin' (000 §6: who may see and edit an employee's account).

/** How the caller reaches the account: their own, as a booker with an Accepted permission, or as an admin of the firm. */
type AccountAccess = 'self' | 'booker' | 'admin';

const ACCOUNT_REFUSED = 'You do not have permission to manage this employee';

/**
 * The employee `userId` as the caller may see them, or an error: another firm's user
 * (or nobody) is 404, a user of the same firm the caller holds no Accepted permission for is 403.
 */
export async function accountAccess(db: Executor, caller: Caller, userId: number): Promise<{ target: UserRow; access: AccountAccess }> {
  const target = await findUserById(db, userId);
  if (!target || target.firm_id !== caller.user.firm_id) throw notFound('User not found');
  if (target.user_id === caller.user.user_id) return { target, access: 'self' };
  if (isAdmin(caller.user)) return { target, access: 'admin' };
  if (await hasAcceptedPermission(db, caller.user.user_id, target.user_id)) return { target, access: 'booker' };
  throw forbidden(ACCOUNT_REFUSED);
}

/** Rule 'accountAdmin': an admin acting on another employee's account (deleting an employee). */
export function requireAccountAdmin(access: AccountAccess): void {
  if (access === 'self') throw badRequest('You cannot delete your own account');
  if (access !== 'admin') throw forbidden('Only an admin can delete an employee');
}

/** The viewer's relation to the account (000 §6, second role list). */
export function accountRole(caller: Caller, access: AccountAccess): z.infer<typeof AccountRoleSchema> {
  if (isAdmin(caller.user)) return 'ADMIN';
  return access === 'booker' ? 'ASSISTANCE' : 'REGULAR';
}
