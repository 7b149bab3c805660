import type { BookerPermission, UserSummary } from '@curbside/contracts';
import {
  BOOKER_TAB_LABEL, PERMISSION_PAGE_SIZE, PERMISSION_TOASTS, bookOnBehalfDialog, errorText, permissionRowMenu,
  withServerError, type BookOnBehalfDialogText, type PermissionMenuItem,
} from '@curbside/domain';

/**
 * The element's own glue between the domain rules and the table: which side of a permission a
 * row shows, which add dialog a mode and role get, which call and toasts that dialog uses.
 * Pure: no React, no network.
 */

/** 'bookers': the AUTHORIZED BOOKERS tab; 'onBehalf': the BOOK ON BEHALF view. */
export type PermissionsView = 'bookers' | 'onBehalf';

/** The `mode` attribute, read leniently ('onBehalf', 'on-behalf', 'book-on-behalf'); anything else is 'bookers'. */
export function parseView(mode: unknown): PermissionsView {
  const text = typeof mode === 'string' ? mode.replace(/[-_\s]/g, '').toLowerCase() : '';
  return text === 'onbehalf' || text === 'bookonbehalf' ? 'onBehalf' : 'bookers';
}

/** One permission as a row of the table: the other party of the shown employee. */
export interface PermissionRowView {
  permission: BookerPermission;
  /**
   * 'booker': the other party may book for the shown employee (an authorized booker);
   * 'employee': the shown employee books on behalf of the other party.
   */
  role: 'booker' | 'employee';
  name: string;
  email: string;
  employeeId: string | null;
  /** Whose account the row menu's account entries open: the employee booked for, when that is the other party. */
  accountUserId: number | null;
}

/**
 * A permission seen from `subjectId` (the employee the element shows). The list holds both sides:
 * rows where the subject is booked for show the booker; rows where the subject books show the employee.
 */
export function permissionRowView(permission: BookerPermission, subjectId: number | null | undefined): PermissionRowView {
  if (subjectId !== null && subjectId !== undefined && permission.userId === subjectId) {
    return {
      permission, role: 'booker',
      name: permission.bookerFullName?.trim() || permission.bookerEmail || '—',
      email: permission.bookerEmail ?? '',
      employeeId: null,
      accountUserId: null,
    };
  }
  return {
    permission, role: 'employee',
    name: permission.userFullName.trim() || permission.employeeFullName?.trim() || permission.userEmail || '—',
    email: permission.userEmail ?? '',
    employeeId: permission.userEmployeeId,
    accountUserId: permission.userId,
  };
}

/**
 * The row menu of 000 §6 for this row. The account entries open the employee booked for, and a
 * request is resent by its booker: a row whose other party is the booker keeps neither (the
 * shown employee cannot open their booker's account nor resend the booker's request).
 */
export function rowMenu(row: PermissionRowView, isAdmin: boolean): PermissionMenuItem[] {
  const items = permissionRowMenu(row.permission, { isAdmin });
  if (isAdmin || row.role === 'employee') return items;
  return items.filter((item) => item.tab === undefined && item.action !== 'resendRequest');
}

/** 'Load More': one more page of 10 (000 §9). */
export function nextLimit(limit: number): number {
  return limit + PERMISSION_PAGE_SIZE;
}

/**
 * What the add button does:
 * - 'grant': an admin gives the shown employee permission to book for the chosen one (Add book on behalf);
 * - 'addBooker': an admin makes the chosen employee a booker for the shown one (Add booker);
 * - 'request': a non-admin asks to book on behalf of the chosen employee (Book on behalf request).
 */
export type AddKind = 'grant' | 'addBooker' | 'request';

export function addKind(view: PermissionsView, isAdmin: boolean): AddKind {
  if (!isAdmin) return 'request';
  return view === 'bookers' ? 'addBooker' : 'grant';
}

/** The dialog texts (000 §2 Book-on-behalf dialog); the booker variant is titled 'Add booker'. */
export function addDialogText(kind: AddKind): BookOnBehalfDialogText & { buttonLabel: string } {
  const text = bookOnBehalfDialog(kind !== 'request');
  if (kind === 'addBooker') return { ...text, title: BOOKER_TAB_LABEL as BookOnBehalfDialogText['title'], buttonLabel: BOOKER_TAB_LABEL };
  return { ...text, buttonLabel: text.title };
}

export type AddCall =
  | { endpoint: 'adminGrant'; body: { bookerUserId: number; userId: number } }
  | { endpoint: 'request'; body: { loginId: string; userId: number } };

/**
 * The call for the chosen employee (000 §7): an admin grant names the booker and the employee;
 * a request names the booker by login id (the signed-in user) and the employee asked.
 */
export function addCall(kind: AddKind, { subjectId, viewerLoginId, chosen }: {
  subjectId: number;
  viewerLoginId: string;
  chosen: Pick<UserSummary, 'userId'>;
}): AddCall {
  switch (kind) {
    case 'grant': return { endpoint: 'adminGrant', body: { bookerUserId: subjectId, userId: chosen.userId } };
    case 'addBooker': return { endpoint: 'adminGrant', body: { bookerUserId: chosen.userId, userId: subjectId } };
    case 'request': return { endpoint: 'request', body: { loginId: viewerLoginId, userId: chosen.userId } };
  }
}

/** 000 §8: the success toast of each add. */
export function addSuccessToast(kind: AddKind): string {
  switch (kind) {
    case 'grant': return PERMISSION_TOASTS.granted;
    case 'addBooker': return PERMISSION_TOASTS.bookerAdded;
    case 'request': return PERMISSION_TOASTS.requestSent;
  }
}

/** 000 §8: grant and request failures show the parsed server message; adding a booker says so first. */
export function addFailureToast(kind: AddKind, error: unknown): string {
  return kind === 'addBooker' ? withServerError(PERMISSION_TOASTS.addBookerFailed, errorText(error)) : errorText(error);
}

/** 000 §8: 'Failed to delete permission.' plus the parsed server error. */
export function deleteFailureToast(error: unknown): string {
  return withServerError(PERMISSION_TOASTS.deleteFailed, errorText(error));
}

/** The picker's line for an employee: 'Full Name (employee id)'. */
export function employeeLabel(user: Pick<UserSummary, 'fullName' | 'employeeId'>): string {
  const id = user.employeeId?.trim();
  return id ? `${user.fullName} (${id})` : user.fullName;
}
