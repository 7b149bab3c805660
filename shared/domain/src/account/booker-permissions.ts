import type { AccountTabId, BookerPermission, PermissionStatus } from '@curbside/contracts';
import { canSearch } from '../search.ts';

// spec 000 §2 Booker permissions table / Book-on-behalf dialog, §4 Booker permission status,
// §5 Booker permission, §6

/** spec 000 §4: Accepted is shown as Approved, RequestExpired as Request expired; others as they are. */
export function permissionStatusLabel(status: PermissionStatus): string {
  switch (status) {
    case 'Accepted': return 'Approved';
    case 'RequestExpired': return 'Request expired';
    default: return status;
  }
}

export type PermissionMenuAction =
  | 'enableBooking' | 'remove' | 'resendRequest'
  | 'contactInfo' | 'favoriteAddresses' | 'creditCards' | 'authorizedBookers' | 'preferences';

export interface PermissionMenuItem {
  action: PermissionMenuAction;
  label: string;
  /** The employee's Manage account tab the entry opens, for the account entries. */
  tab?: AccountTabId;
}

const ENABLE_BOOKING: PermissionMenuItem = { action: 'enableBooking', label: 'Enable booking' };
const REMOVE: PermissionMenuItem = { action: 'remove', label: 'Remove' };
const RESEND: PermissionMenuItem = { action: 'resendRequest', label: 'Resend Request' };
const ACCOUNT_ENTRIES: readonly PermissionMenuItem[] = [
  { action: 'contactInfo', label: 'Contact info', tab: 'contact' },
  { action: 'favoriteAddresses', label: 'Favorite addresses', tab: 'addresses' },
  { action: 'creditCards', label: 'Credit cards', tab: 'cards' },
  { action: 'authorizedBookers', label: 'Authorized bookers', tab: 'bookers' },
  { action: 'preferences', label: 'Preferences', tab: 'preferences' },
];

/**
 * The row menu (000 §6): an admin sees 'Enable booking' on Pending or Expired rows and 'Remove';
 * a non-admin with an accepted permission sees the employee's account entries and 'Remove';
 * a non-admin with a non-accepted permission sees 'Resend Request'. Entries whose transition
 * does not apply (a removed row) are left out.
 */
export function permissionRowMenu(permission: Pick<BookerPermission, 'status'>, { isAdmin }: { isAdmin: boolean }): PermissionMenuItem[] {
  const { status } = permission;
  const removable = nextPermissionStatus(status, 'remove') !== null;
  if (isAdmin) {
    return [
      ...(nextPermissionStatus(status, 'accept') ? [ENABLE_BOOKING] : []),
      ...(removable ? [REMOVE] : []),
    ];
  }
  if (status === 'Accepted') return [...ACCOUNT_ENTRIES, REMOVE];
  return canResendRequest(status) ? [RESEND] : [];
}

/** spec 000 §4: a request can be resent when the permission is not accepted (nor removed). */
export function canResendRequest(status: PermissionStatus): boolean {
  return nextPermissionStatus(status, 'resend') !== null;
}

/** The transitions of a permission: accept = 'Enable booking', remove = 'Remove', resend = 'Resend Request'. */
export type PermissionAction = 'accept' | 'remove' | 'resend';

/**
 * spec 000 §4 transitions, shared by the UI and the server. 'Enable booking' (accept) turns
 * Pending or Expired into Accepted; 'Remove' turns any live status into Deleted (after a
 * confirmation); a resent request is Pending again (the spec does not show the status after a
 * resend) and applies to any status but Accepted and Deleted. Null when the action does not apply.
 */
export function nextPermissionStatus(current: PermissionStatus, action: PermissionAction): PermissionStatus | null {
  switch (action) {
    case 'accept': return current === 'Pending' || current === 'Expired' ? 'Accepted' : null;
    case 'remove': return current === 'Deleted' ? null : 'Deleted';
    case 'resend': return current === 'Accepted' || current === 'Deleted' ? null : 'Pending';
  }
}

/** spec 000 §5: the employee search starts at 3 typed characters; below that the selection is cleared. */
export function canSearchEmployees(query: string | null | undefined): boolean {
  return canSearch(query ?? '');
}

export const BOOK_ON_BEHALF_ERRORS = {
  /** spec 000 §5, quoted exactly. */
  employeeRequired: 'must select an employee first',
  /** An admin grant also needs the booker user id (000 §5); the spec shows no text for it. */
  bookerRequired: 'must select a booker first',
} as const;

/** spec 000 §5: an employee must be selected; an admin grant also needs the booker user id. */
export function validateBookOnBehalf({ employee, isAdmin, bookerUserId }: {
  employee: { userId: number } | null | undefined;
  isAdmin: boolean;
  bookerUserId: number | null | undefined;
}): Partial<Record<'employee' | 'bookerUserId', string>> {
  const errors: Partial<Record<'employee' | 'bookerUserId', string>> = {};
  if (!employee) errors.employee = BOOK_ON_BEHALF_ERRORS.employeeRequired;
  if (isAdmin && (bookerUserId === null || bookerUserId === undefined)) errors.bookerUserId = BOOK_ON_BEHALF_ERRORS.bookerRequired;
  return errors;
}

export interface BookOnBehalfDialogText {
  title: 'Add book on behalf' | 'Book on behalf request';
  submitLabel: 'Add' | 'Send for approval';
  cancelLabel: 'Cancel';
  pickerLabel: 'Employee name or ID';
  placeholder: 'Start typing to get data';
  /** Admin mode shows a 'Set as super admin' checkbox (000 §5); null otherwise. */
  superAdminCheckboxLabel: 'Set as super admin' | null;
}

/** spec 000 §2 Book-on-behalf dialog: admins grant directly (Add), others send a request for approval. */
export function bookOnBehalfDialog(isAdmin: boolean): BookOnBehalfDialogText {
  return {
    title: isAdmin ? 'Add book on behalf' : 'Book on behalf request',
    submitLabel: isAdmin ? 'Add' : 'Send for approval',
    cancelLabel: 'Cancel',
    pickerLabel: 'Employee name or ID',
    placeholder: 'Start typing to get data',
    superAdminCheckboxLabel: isAdmin ? 'Set as super admin' : null,
  };
}

/** spec 000 §2: the line under the permissions table. */
export function permissionsShowingLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} permissions`;
}

/** spec 000 §2: the permissions table's empty text. */
export const PERMISSIONS_EMPTY_TEXT = 'No permissions exist';

/** spec 000 §2: the booker tab's label and columns (the last one holds the row menu). */
export const BOOKER_TAB_LABEL = 'Add booker';
export const BOOKER_PERMISSION_COLUMNS = ['Full name', 'User Email', 'Status', 'actions'] as const;
