import { describe, expect, it } from 'vitest';
import type { PermissionStatus } from '@curbside/contracts';
import {
  PERMISSIONS_EMPTY_TEXT, bookOnBehalfDialog, canResendRequest, canSearchEmployees, nextPermissionStatus,
  permissionRowMenu, permissionStatusLabel, permissionsShowingLine, validateBookOnBehalf,
} from './booker-permissions.ts';
import { itAnswers } from '../test-support/answer-table.ts';

const ALL: PermissionStatus[] = ['Pending', 'Accepted', 'Expired', 'RequestExpired', 'Deleted', 'Declined'];

describe('permissionStatusLabel (spec 000 §4)', () => {
  itAnswers('shows %s as "%s"', permissionStatusLabel, [
    ['Accepted', 'Approved'], ['RequestExpired', 'Request expired'], ['Pending', 'Pending'], ['Expired', 'Expired'], ['Declined', 'Declined'],
  ]);
});

describe('permissionRowMenu (spec 000 §6)', () => {
  const labels = (status: PermissionStatus, isAdmin: boolean) => permissionRowMenu({ status }, { isAdmin }).map((item) => item.label);

  itAnswers('gives an admin on a %s row %j', (status: PermissionStatus) => labels(status, true), [
    ['Pending', ['Enable booking', 'Remove']], ['Expired', ['Enable booking', 'Remove']], ['Accepted', ['Remove']], ['RequestExpired', ['Remove']],
  ]);

  it('gives a non-admin with an accepted permission the account entries and Remove', () => {
    expect(labels('Accepted', false)).toEqual(['Contact info', 'Favorite addresses', 'Credit cards', 'Authorized bookers', 'Preferences', 'Remove']);
    expect(permissionRowMenu({ status: 'Accepted' }, { isAdmin: false }).map((item) => item.tab)).toEqual(['contact', 'addresses', 'cards', 'bookers', 'preferences', undefined]);
  });

  it.each(['Pending', 'Expired', 'RequestExpired', 'Declined'] as const)("gives a non-admin 'Resend Request' on a %s row", (status) => {
    expect(labels(status, false)).toEqual(['Resend Request']);
    expect(canResendRequest(status)).toBe(true);
  });

  it('does not let a non-admin resend an accepted or removed permission', () => {
    expect(canResendRequest('Accepted')).toBe(false);
    expect(labels('Deleted', false)).toEqual([]);
  });

  it('offers an admin nothing on a removed row', () => {
    expect(labels('Deleted', true)).toEqual([]);
  });
});

describe('nextPermissionStatus (spec 000 §4)', () => {
  itAnswers("'Enable booking' turns %s into %s", (current: PermissionStatus) => nextPermissionStatus(current, 'accept'), [
    ['Pending', 'Accepted'], ['Expired', 'Accepted'], ['Accepted', null], ['RequestExpired', null], ['Deleted', null],
  ]);

  it.each(ALL.filter((status) => status !== 'Deleted'))("'Remove' turns %s into Deleted", (current) => {
    expect(nextPermissionStatus(current, 'remove')).toBe('Deleted');
  });

  it("refuses 'Remove' on a permission already deleted", () => {
    expect(nextPermissionStatus('Deleted', 'remove')).toBeNull();
  });

  itAnswers('a resent request turns %s into %s', (current: PermissionStatus) => nextPermissionStatus(current, 'resend'), [
    ['Pending', 'Pending'], ['Expired', 'Pending'], ['RequestExpired', 'Pending'], ['Declined', 'Pending'], ['Accepted', null], ['Deleted', null],
  ]);
});

describe('book on behalf (spec 000 §2, §5)', () => {
  itAnswers('searches employees for "%s": %s', canSearchEmployees, [['ja', false], [' ja ', false], ['jan', true], ['', false]]);

  it.each([
    { rule: 'requires an employee', input: { employee: null, isAdmin: false, bookerUserId: null }, errors: { employee: 'must select an employee first' } },
    { rule: 'accepts a chosen employee for a request', input: { employee: { userId: 2 }, isAdmin: false, bookerUserId: null }, errors: {} },
    { rule: 'needs the booker user id for an admin grant', input: { employee: { userId: 2 }, isAdmin: true, bookerUserId: null }, errors: { bookerUserId: 'must select a booker first' } },
    { rule: 'accepts an admin grant with both', input: { employee: { userId: 2 }, isAdmin: true, bookerUserId: 3 }, errors: {} },
  ])('$rule', ({ input, errors }) => {
    expect(validateBookOnBehalf(input)).toEqual(errors);
  });

  it('titles the admin dialog Add book on behalf with the button Add', () => {
    expect(bookOnBehalfDialog(true)).toEqual({
      title: 'Add book on behalf', submitLabel: 'Add', cancelLabel: 'Cancel', pickerLabel: 'Employee name or ID',
      placeholder: 'Start typing to get data', superAdminCheckboxLabel: 'Set as super admin',
    });
  });

  it('titles the non-admin dialog Book on behalf request with the button Send for approval', () => {
    expect(bookOnBehalfDialog(false)).toMatchObject({ title: 'Book on behalf request', submitLabel: 'Send for approval', superAdminCheckboxLabel: null });
  });
});

describe('permissions table texts (spec 000 §2)', () => {
  it("reads 'Showing N of M permissions'", () => {
    expect(permissionsShowingLine(10, 23)).toBe('Showing 10 of 23 permissions');
  });

  it("reads 'No permissions exist' when empty", () => {
    expect(PERMISSIONS_EMPTY_TEXT).toBe('No permissions exist');
  });
});
