import type { AdminUserRow, Firm, User, UserRole } from '@curbside/contracts';
import { isAdmin, isSuperAdmin } from '@curbside/domain';
import type { EmployeeStatus, RowMenuItem } from '@curbside/ui';

// Manage employees (spec 001 §7 Admin, 000 §2, §5, §6; issue 17). Pure: no React.

type Viewer = Pick<User, 'userId' | 'userRole' | 'userType' | 'isSuperAdmin'>;

/** The rows of one page of GET /admin/users. */
export const EMPLOYEE_PAGE_SIZE = 20;

/**
 * Who manages employees: the /admin calls are for the firm's admins and super admins (001 §7,
 * 000 §6). HQ staff see the nav entry (000 §2) but the server answers /admin for a firm's own
 * admins only, so they get the explanation instead of refusals.
 */
export function canManageEmployees(viewer: Viewer | null): boolean {
  return viewer !== null && (isAdmin(viewer) || isSuperAdmin(viewer));
}

/** 'New employee' is offered only where the firm allows adding users manually (000 §5 allowAddUserManually). */
export function canAddEmployees(viewer: Viewer | null, firm: Pick<Firm, 'firmPreferences'> | null): boolean {
  return canManageEmployees(viewer) && Boolean(firm?.firmPreferences.allowAddUserManually);
}

/** An employee synced from the company records feed (000 §5: their feed fields are locked; the feed removes them). */
export function isFeedEmployee(row: Pick<AdminUserRow, 'source'>): boolean {
  return row.source?.toLowerCase() === 'feed';
}

/** The status badge of a row: blocked by an admin first, then a registration not completed. */
export function employeeStatus(row: Pick<AdminUserRow, 'isBlocked' | 'isPending'>): EmployeeStatus {
  if (row.isBlocked) return 'Blocked';
  return row.isPending ? 'Pending' : 'Active';
}

const ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  STANDARD: 'Employee',
  BOOKER: 'Booker',
  ADMIN: 'Admin',
  SUPER_ADMIN: 'Super admin',
  HQ_SUPPORT: 'HQ support',
  HQ_DEV: 'HQ dev',
  REPORTER: 'Reporter',
  MARSHAL: 'Marshal',
};

/** The role badge's text (000 §6 roles). */
export function roleLabel(role: UserRole): string {
  return ROLE_LABELS[role];
}

/** The roles the Role filter chip offers, in the 000 §6 order. */
export const ROLE_OPTIONS: readonly { value: UserRole; label: string }[] = (Object.keys(ROLE_LABELS) as UserRole[])
  .map((value) => ({ value, label: ROLE_LABELS[value] }));

export type EmployeeAction = 'account' | 'block' | 'unblock' | 'delete';

/**
 * A row's menu: Manage account always; Block or Unblock for anyone but oneself (the server's
 * 'blockOthers' rule); Delete for employees added by hand, never oneself nor a feed employee
 * (the server's 'manualEmployee' rule: the feed removes them).
 */
export function employeeMenu(row: Pick<AdminUserRow, 'userId' | 'isBlocked' | 'source'>, viewerId: number | null): RowMenuItem<EmployeeAction>[] {
  const items: RowMenuItem<EmployeeAction>[] = [{ action: 'account', label: 'Manage account', icon: 'person-gear' }];
  if (row.userId === viewerId) return items;
  items.push(row.isBlocked
    ? { action: 'unblock', label: 'Unblock', icon: 'unlock' }
    : { action: 'block', label: 'Block', icon: 'slash-circle' });
  if (!isFeedEmployee(row)) items.push({ action: 'delete', label: 'Delete employee', icon: 'trash', danger: true, startsGroup: true });
  return items;
}

/** The confirmation before deleting (000 §8 asks the same way for addresses, permissions and cards). */
export function confirmDeleteEmployee(fullName: string): string {
  return `Are you sure you want to delete ${fullName} ?`;
}

/** The filter chips of the table: each one a GET /admin/users parameter (001 §7 Admin). */
export interface EmployeeFilters {
  role: UserRole | null;
  email: string;
  countryCode: string;
  phone: string;
}

export const NO_EMPLOYEE_FILTERS: EmployeeFilters = { role: null, email: '', countryCode: '', phone: '' };

export type EmployeeFilterName = keyof EmployeeFilters;

/** The chip's text of a set filter ('Role: Admin', 'Email: ava'); null when the filter is not set. */
export function filterChipText(name: EmployeeFilterName, filters: EmployeeFilters): string | null {
  if (name === 'role') return filters.role ? `Role: ${roleLabel(filters.role)}` : null;
  const value = filters[name].trim();
  if (!value) return null;
  const label = { email: 'Email', countryCode: 'Country', phone: 'Phone' }[name];
  return `${label}: ${value}`;
}

/** The query of GET /admin/users for the filters and the page: unset filters are left out. */
export function employeesQuery(filters: EmployeeFilters, offset: number): {
  offset: number; count: number; role?: UserRole; email?: string; countryCode?: string; phone?: string;
} {
  const query: ReturnType<typeof employeesQuery> = { offset, count: EMPLOYEE_PAGE_SIZE };
  if (filters.role) query.role = filters.role;
  if (filters.email.trim()) query.email = filters.email.trim();
  if (filters.countryCode.trim()) query.countryCode = filters.countryCode.trim();
  if (filters.phone.trim()) query.phone = filters.phone.trim();
  return query;
}

/**
 * What a filter field may hold before it is sent: the server refuses a country that is not two
 * letters or a dialling code, and a phone with letters, with these messages.
 */
export function filterError(name: EmployeeFilterName, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (name === 'countryCode' && !/^[A-Za-z]{2}$/.test(text) && !/^\+?\d{1,4}$/.test(text)) {
    return 'Use a two-letter country code (US) or a dialling code (+1)';
  }
  if (name === 'phone' && !/^[\d\s().+-]{1,30}$/.test(text)) return 'Use digits only';
  return null;
}

/** The line under the table: 'Showing 21–40 of 45 employees' (or 'No employees'). */
export function employeesShowingLine(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No employees';
  const noun = total === 1 ? 'employee' : 'employees';
  return `Showing ${offset + 1}–${offset + shown} of ${total} ${noun}`;
}

/** The offset of the previous and next pages, null at either end. */
export function pageOffsets(offset: number, total: number): { previous: number | null; next: number | null } {
  return {
    previous: offset > 0 ? Math.max(0, offset - EMPLOYEE_PAGE_SIZE) : null,
    next: offset + EMPLOYEE_PAGE_SIZE < total ? offset + EMPLOYEE_PAGE_SIZE : null,
  };
}

/** The phone as stored ('1-2125550101') read as '+1 2125550101'. */
export function phoneText(phone: string | null): string {
  if (!phone) return '';
  const [code, number] = phone.split('-', 2);
  return number === undefined ? phone : `+${code} ${number}`;
}
