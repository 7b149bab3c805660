import { sortLoginPermissions } from '@curbside/domain';
import type { LoginPermission } from '@curbside/contracts';

/** One choice of the 'Login as ...' list. */
export interface LoginAsOption {
  /** userLoginPermissionId: the id of POST /users/login/:id/switch. */
  id: number;
  loginId: string;
  firmName: string;
  /** What the option reads: 'loginId — Firm name'. */
  text: string;
}

/** spec 000 §6: the 'Login as' list, sorted by firm name. */
export function loginAsOptions(permissions: readonly LoginPermission[]): LoginAsOption[] {
  return sortLoginPermissions(permissions).map((p) => ({
    id: p.userLoginPermissionId,
    loginId: p.user.loginId,
    firmName: p.firm.name,
    text: `${p.user.loginId} — ${p.firm.name}`,
  }));
}

/** The options whose login id or firm name contains every word typed (case-insensitive). */
export function filterLoginAsOptions(options: readonly LoginAsOption[], query: string): LoginAsOption[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return [...options];
  return options.filter((o) => {
    const haystack = `${o.loginId} ${o.firmName}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
