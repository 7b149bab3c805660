import { describe, expect, it } from 'vitest';
import type { BookerPermission } from '@curbside/contracts';
import { ApiError } from '@curbside/api';
import {
  addCall, addDialogText, addFailureToast, addKind, addSuccessToast, deleteFailureToast, employeeLabel, nextLimit,
  parseView, permissionRowView, rowMenu,
} from './permission-rows.ts';

const base: BookerPermission = {
  bookerPermissionId: 7,
  userId: 10,
  userFullName: 'Ava Employee',
  userEmployeeId: 'E-10',
  userEmail: 'ava@acme.example',
  employeeFullName: 'Ava Employee',
  bookerFullName: 'Ben Booker',
  bookerEmail: 'ben@acme.example',
  status: 'Accepted',
  startDate: '2025-01-02T10:00:00.000Z',
  endDate: null,
  updated: '2025-01-02T10:00:00.000Z',
};

const serverError = (message: string) =>
  new ApiError({ status: 409, text: message, body: { message }, responseData: { message }, call: 'POST /x' });

describe('parseView (onBehalf read leniently, bookers by default)', () => {
  it.each([['onBehalf', 'onBehalf'], ['on-behalf', 'onBehalf'], ['bookers', 'bookers'], ['', 'bookers'], [undefined, 'bookers']] as const)(
    'reads %j as %s',
    (mode, view) => expect(parseView(mode)).toBe(view),
  );
});

describe('permissionRowView', () => {
  it('shows the booker when the shown employee is booked for', () => {
    const row = permissionRowView(base, 10);
    expect(row).toMatchObject({ role: 'booker', name: 'Ben Booker', email: 'ben@acme.example', accountUserId: null });
  });

  it('shows the employee when the shown employee is the booker', () => {
    const row = permissionRowView(base, 20);
    expect(row).toMatchObject({ role: 'employee', name: 'Ava Employee', email: 'ava@acme.example', employeeId: 'E-10', accountUserId: 10 });
  });

  it('falls back to the email when a name is missing', () => {
    expect(permissionRowView({ ...base, bookerFullName: null }, 10).name).toBe('ben@acme.example');
    expect(permissionRowView({ ...base, userFullName: ' ', employeeFullName: null }, 20).name).toBe('ava@acme.example');
  });
});

describe('rowMenu', () => {
  const labels = (items: { label: string }[]) => items.map((i) => i.label);

  it("gives a booker the employee's account entries and Remove on an accepted row", () => {
    expect(labels(rowMenu(permissionRowView(base, 20), false))).toEqual([
      'Contact info', 'Favorite addresses', 'Credit cards', 'Authorized bookers', 'Preferences', 'Remove',
    ]);
  });

  it("gives a booker 'Resend Request' on a row that is not accepted", () => {
    expect(labels(rowMenu(permissionRowView({ ...base, status: 'Pending' }, 20), false))).toEqual(['Resend Request']);
  });

  it("keeps neither the booker's account nor their request from the employee booked for", () => {
    expect(labels(rowMenu(permissionRowView(base, 10), false))).toEqual(['Remove']);
    expect(rowMenu(permissionRowView({ ...base, status: 'Pending' }, 10), false)).toEqual([]);
  });

  it("gives an admin 'Enable booking' on pending rows and Remove", () => {
    expect(labels(rowMenu(permissionRowView({ ...base, status: 'Pending' }, 10), true))).toEqual(['Enable booking', 'Remove']);
    expect(labels(rowMenu(permissionRowView(base, 10), true))).toEqual(['Remove']);
  });
});

describe('nextLimit', () => {
  it('adds a page of 10', () => {
    expect(nextLimit(10)).toBe(20);
    expect(nextLimit(20)).toBe(30);
  });
});

describe('the add dialog', () => {
  it('picks the variant by mode and role', () => {
    expect(addKind('bookers', true)).toBe('addBooker');
    expect(addKind('onBehalf', true)).toBe('grant');
    expect(addKind('bookers', false)).toBe('request');
    expect(addKind('onBehalf', false)).toBe('request');
  });

  it('titles and labels each variant as the spec does', () => {
    expect(addDialogText('grant')).toMatchObject({ title: 'Add book on behalf', submitLabel: 'Add', buttonLabel: 'Add book on behalf', superAdminCheckboxLabel: 'Set as super admin' });
    expect(addDialogText('request')).toMatchObject({ title: 'Book on behalf request', submitLabel: 'Send for approval', superAdminCheckboxLabel: null });
    expect(addDialogText('addBooker')).toMatchObject({ title: 'Add booker', buttonLabel: 'Add booker', submitLabel: 'Add' });
    expect(addDialogText('request')).toMatchObject({ pickerLabel: 'Employee name or ID', placeholder: 'Start typing to get data', cancelLabel: 'Cancel' });
  });

  it('builds the call for each variant', () => {
    const chosen = { userId: 30 };
    expect(addCall('grant', { subjectId: 20, viewerLoginId: 'adm@acme.example', chosen })).toEqual({ endpoint: 'adminGrant', body: { bookerUserId: 20, userId: 30 } });
    expect(addCall('addBooker', { subjectId: 20, viewerLoginId: 'adm@acme.example', chosen })).toEqual({ endpoint: 'adminGrant', body: { bookerUserId: 30, userId: 20 } });
    expect(addCall('request', { subjectId: 20, viewerLoginId: 'ben@acme.example', chosen })).toEqual({ endpoint: 'request', body: { loginId: 'ben@acme.example', userId: 30 } });
  });

  it('toasts the texts of 000 §8', () => {
    expect(addSuccessToast('grant')).toBe('Successfully granted book on behalf');
    expect(addSuccessToast('addBooker')).toBe('Authorized booker added successfully');
    expect(addSuccessToast('request')).toBe('Request was successfully sent');
    expect(addFailureToast('grant', serverError('User not found'))).toBe('User not found');
    expect(addFailureToast('request', serverError('You may already book on behalf of this employee'))).toBe('You may already book on behalf of this employee');
    expect(addFailureToast('addBooker', serverError('User not found'))).toBe('Failed to add booker. User not found');
    expect(deleteFailureToast(serverError('Permission not found'))).toBe('Failed to delete permission. Permission not found');
  });
});

describe('employeeLabel', () => {
  it('adds the employee id in brackets when there is one', () => {
    expect(employeeLabel({ fullName: 'Ava Employee', employeeId: 'E-10' })).toBe('Ava Employee (E-10)');
    expect(employeeLabel({ fullName: 'Ava Employee', employeeId: null })).toBe('Ava Employee');
  });
});
