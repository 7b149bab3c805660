import type { Caller } from '../auth/session.ts';
import { forbidden } from '../http/http-error.ts';
import type { PermissionRow } from '../permissions/permission-repository.ts';
import { isAdmin } from './roles.ts';

// Rules 'permissionParty', 'permissionRequester', 'requestForSelf' (000 §4 booker permission status).

const isParty = (caller: Caller, row: PermissionRow): boolean =>
  caller.user.user_id === row.booker_user_id || caller.user.user_id === row.user_id;

/** Enable booking: an admin of the firm. */
export function requireMayEnable(caller: Caller): void {
  if (!isAdmin(caller.user)) throw forbidden('Only an admin can enable booking');
}

/** Remove: an admin, or the booker or employee of the permission. */
export function requireMayRemove(caller: Caller, row: PermissionRow): void {
  if (!isAdmin(caller.user) && !isParty(caller, row)) throw forbidden('You cannot remove this permission');
}

/** Resend Request: the booker of the permission or an admin. */
export function requireMayResend(caller: Caller, row: PermissionRow): void {
  if (caller.user.user_id !== row.booker_user_id && !isAdmin(caller.user)) throw forbidden('You cannot resend this request');
}

/** A request names the caller as booker (by login id), unless the caller is an admin. True when the booker is the caller. */
export function requireMayRequestFor(caller: Caller, bookerLoginId: string): boolean {
  const self = bookerLoginId.trim().toLowerCase() === caller.user.login_id;
  if (!self && !isAdmin(caller.user)) throw forbidden('You can only request permissions for yourself');
  return self;
}
