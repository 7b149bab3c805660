import type { Caller } from '../auth/session.ts';
import { badRequest, forbidden, notFound } from '../http/http-error.ts';
import type { TagRow } from '../administration/tag-repository.ts';
import type { UserRow } from '../users/user-repository.ts';
import { isSuperAdmin } from './roles.ts';

// Rules 'systemTag', 'blockOthers', 'adminGrant' and 'manualEmployee' (001 §7 Admin and Superadmin, 000 §6).

/** Rule 'firmScope' for a tag: another firm's tag (or none) answers as unknown. */
export function requireFirmTag(caller: Caller, tag: TagRow | undefined): TagRow {
  if (!tag || tag.firm_id !== caller.user.firm_id) throw notFound('Tag not found');
  return tag;
}

/** Rule 'systemTag' (001 §7: system tags cannot be edited): a system tag is locked, and so is who holds it. */
export function requireEditableTag(tag: TagRow, change: 'edit' | 'delete' | 'holders'): void {
  if (tag.is_system !== 1) return;
  const refusal = { edit: 'System tags cannot be edited', delete: 'System tags cannot be deleted', holders: 'System tags are given by the system and cannot be changed here' };
  throw forbidden(refusal[change]);
}

/** Rule 'blockOthers': an admin blocks or unblocks another employee of the firm, never themselves. */
export function requireBlockable(caller: Caller, target: UserRow): void {
  if (target.user_id === caller.user.user_id) throw badRequest('You cannot block yourself');
}

const HQ_ROLES = new Set(['HQ_DEV', 'HQ_SUPPORT']);

/**
 * Rule 'adminGrant' (POST /superadmin/permissions): a super admin grants or revokes admin and
 * super admin of another user of the firm; never their own rights (a firm keeps the super admin
 * who acts), never an HQ role, and a super admin is always an admin too.
 */
export function requireAdminGrant(caller: Caller, target: UserRow, grant: { setAsAdmin: boolean; isSuperAdmin: boolean }): void {
  if (!isSuperAdmin(caller.user)) throw forbidden('Only a super admin can grant admin rights');
  if (target.user_id === caller.user.user_id) throw badRequest('You cannot change your own admin rights');
  if (HQ_ROLES.has(target.user_role)) throw forbidden('HQ roles cannot be changed here');
  if (grant.isSuperAdmin && !grant.setAsAdmin) throw badRequest('A super admin must also be an admin');
}

/** Rule 'manualEmployee' (issue 17): an employee synced from company records is deleted by the feed, not by hand. */
export function requireDeletableEmployee(target: UserRow): void {
  if (target.source === 'feed') throw forbidden('Employees synced with company records cannot be deleted');
}
