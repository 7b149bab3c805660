import type { AccountTabId, Firm, User } from '@curbside/contracts';
import { isAdmin, isHqStaff, isSuperAdmin } from '../roles.ts';

// spec 000 §2 Manage account dialog, §6 Roles and permissions

export interface AccountTab {
  id: AccountTabId;
  label: string;
}

/** The tabs of the Manage account dialog in the spec's order (000 §2). */
export const ACCOUNT_TABS: readonly AccountTab[] = [
  { id: 'contact', label: 'EMPLOYEE DETAILS' },
  { id: 'addresses', label: 'FAVORITE ADDRESSES' },
  { id: 'cards', label: 'CREDIT CARDS' },
  { id: 'bookers', label: 'AUTHORIZED BOOKERS' },
  { id: 'onBehalf', label: 'BOOK ON BEHALF' },
  { id: 'preferences', label: 'PREFERENCES' },
];

type ViewerRoles = Pick<User, 'userRole' | 'userType' | 'isSuperAdmin'>;

export interface AccountTabsContext {
  /** The employee whose account is shown (kept for callers; the rules of 000 §6 look at the viewer). */
  user: Pick<User, 'userId'>;
  firm: Pick<Firm, 'isTrial'>;
  /** The signed-in user looking at the dialog. */
  viewer: ViewerRoles;
}

/**
 * The visible tabs, in order (000 §2): contact 0, addresses 1, cards 2, bookers 3, then
 * book-on-behalf 4 and preferences 5 for admins, preferences 4 for everyone else.
 * AUTHORIZED BOOKERS is hidden for the trial firm unless the viewer is admin, HQ dev, HQ support
 * or super admin; BOOK ON BEHALF is shown only to admins (000 §6).
 */
export function accountTabs({ firm, viewer }: AccountTabsContext): AccountTab[] {
  const admin = isAdmin(viewer);
  const showBookers = !firm.isTrial || admin || isHqStaff(viewer) || isSuperAdmin(viewer);
  return ACCOUNT_TABS.filter((tab) => {
    if (tab.id === 'bookers') return showBookers;
    if (tab.id === 'onBehalf') return admin;
    return true;
  });
}

/** spec 000 §2: 'Manage account' with the employee's full name and employee id in brackets. */
export function accountDialogTitle(fullName: string | null | undefined, employeeId: string | null | undefined): string {
  const name = fullName?.trim() ?? '';
  const id = employeeId?.trim() ?? '';
  const who = [name, id ? `(${id})` : ''].filter(Boolean).join(' ');
  return who ? `Manage account - ${who}` : 'Manage account';
}
