import { describe, expect, it } from 'vitest';
import type { User } from '@curbside/contracts';
import {
  EMPLOYEE_PAGE_SIZE, NO_EMPLOYEE_FILTERS, canAddEmployees, canManageEmployees, confirmDeleteEmployee, employeeMenu, employeeStatus,
  employeesQuery, employeesShowingLine, filterChipText, filterError, isFeedEmployee, pageOffsets, phoneText, roleLabel,
} from './employees-logic.ts';

type Viewer = Pick<User, 'userId' | 'userRole' | 'userType' | 'isSuperAdmin'>;
const viewer = (overrides: Partial<Viewer>): Viewer => ({ userId: 1, userRole: 'STANDARD', userType: 'EMPLOYEE', isSuperAdmin: false, ...overrides });
const firm = (allowAddUserManually: boolean) => ({ firmPreferences: { allowAddUserManually } }) as Parameters<typeof canAddEmployees>[1];

describe('who manages employees (001 §7 Admin, 000 §6)', () => {
  it.each<[string, Viewer | null, boolean]>([
    ['an admin by role', viewer({ userRole: 'ADMIN' }), true],
    ['an admin by user type', viewer({ userType: 'ADMIN' }), true],
    ['a super admin by role', viewer({ userRole: 'SUPER_ADMIN' }), true],
    ['a super admin by flag', viewer({ isSuperAdmin: true }), true],
    ['a booker', viewer({ userRole: 'BOOKER' }), false],
    ['HQ support (the /admin calls are per firm)', viewer({ userRole: 'HQ_SUPPORT' }), false],
    ['a standard employee', viewer({}), false],
    ['nobody signed in', null, false],
  ])('%s: %s', (_who, user, expected) => {
    expect(canManageEmployees(user)).toBe(expected);
  });

  it("offers 'New employee' only to a manager of a firm that allows adding users manually (000 §5)", () => {
    expect(canAddEmployees(viewer({ userRole: 'ADMIN' }), firm(true))).toBe(true);
    expect(canAddEmployees(viewer({ userRole: 'ADMIN' }), firm(false))).toBe(false);
    expect(canAddEmployees(viewer({ userRole: 'BOOKER' }), firm(true))).toBe(false);
    expect(canAddEmployees(viewer({ userRole: 'ADMIN' }), null)).toBe(false);
  });
});

describe('an employee row', () => {
  it.each([
    [{ isBlocked: true, isPending: true }, 'Blocked'],
    [{ isBlocked: true, isPending: false }, 'Blocked'],
    [{ isBlocked: false, isPending: true }, 'Pending'],
    [{ isBlocked: false, isPending: false }, 'Active'],
  ] as const)('%o shows the %s badge', (row, status) => {
    expect(employeeStatus(row)).toBe(status);
  });

  it('reads feed employees by their source', () => {
    expect(isFeedEmployee({ source: 'feed' })).toBe(true);
    expect(isFeedEmployee({ source: 'Feed' })).toBe(true);
    expect(isFeedEmployee({ source: null })).toBe(false);
    expect(isFeedEmployee({ source: 'manual' })).toBe(false);
  });

  it.each([
    ['STANDARD', 'Employee'], ['BOOKER', 'Booker'], ['ADMIN', 'Admin'], ['SUPER_ADMIN', 'Super admin'], ['HQ_DEV', 'HQ dev'], ['MARSHAL', 'Marshal'],
  ] as const)('labels the role %s as %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it.each([
    ['a manual employee', { userId: 5, isBlocked: false, source: null }, ['account', 'block', 'delete']],
    ['a blocked employee', { userId: 5, isBlocked: true, source: null }, ['account', 'unblock', 'delete']],
    ['a feed employee (cannot be deleted by hand)', { userId: 5, isBlocked: false, source: 'feed' }, ['account', 'block']],
    ['oneself (never blocked or deleted)', { userId: 1, isBlocked: false, source: null }, ['account']],
  ] as const)('gives %s the menu %o', (_who, row, actions) => {
    expect(employeeMenu(row, 1).map((item) => item.action)).toEqual(actions);
  });

  it('marks Delete as dangerous and asks before it', () => {
    expect(employeeMenu({ userId: 5, isBlocked: false, source: null }, 1).at(-1)).toMatchObject({ label: 'Delete employee', danger: true });
    expect(confirmDeleteEmployee('Ava Employee')).toBe('Are you sure you want to delete Ava Employee ?');
  });

  it.each([
    ['1-2125550101', '+1 2125550101'],
    ['44-2071234567', '+44 2071234567'],
    ['2125550101', '2125550101'],
    [null, ''],
  ])('shows the stored phone %s as %s', (stored, shown) => {
    expect(phoneText(stored)).toBe(shown);
  });
});

describe('filters and paging of GET /admin/users', () => {
  it('sends only the filters that are set, trimmed, with the page', () => {
    expect(employeesQuery(NO_EMPLOYEE_FILTERS, 0)).toEqual({ offset: 0, count: EMPLOYEE_PAGE_SIZE });
    expect(employeesQuery({ role: 'ADMIN', email: ' ava ', countryCode: '+1', phone: ' 212 ' }, 40)).toEqual({
      offset: 40, count: 20, role: 'ADMIN', email: 'ava', countryCode: '+1', phone: '212',
    });
  });

  it.each([
    ['role', { ...NO_EMPLOYEE_FILTERS, role: 'SUPER_ADMIN' }, 'Role: Super admin'],
    ['email', { ...NO_EMPLOYEE_FILTERS, email: ' ava ' }, 'Email: ava'],
    ['countryCode', { ...NO_EMPLOYEE_FILTERS, countryCode: 'GB' }, 'Country: GB'],
    ['phone', { ...NO_EMPLOYEE_FILTERS, phone: '212' }, 'Phone: 212'],
    ['email', { ...NO_EMPLOYEE_FILTERS, email: '  ' }, null],
    ['role', NO_EMPLOYEE_FILTERS, null],
  ] as const)('names the %s chip %s', (name, filters, text) => {
    expect(filterChipText(name, filters)).toBe(text);
  });

  it.each([
    ['countryCode', 'us', null],
    ['countryCode', '+44', null],
    ['countryCode', 'USA', 'Use a two-letter country code (US) or a dialling code (+1)'],
    ['phone', '(212) 555-01', null],
    ['phone', 'abc', 'Use digits only'],
    ['email', 'anything', null],
    ['phone', '', null],
  ] as const)('checks %s %j before sending: %s', (name, value, message) => {
    expect(filterError(name, value)).toBe(message);
  });

  it.each([
    [0, 20, 45, 'Showing 1–20 of 45 employees'],
    [40, 5, 45, 'Showing 41–45 of 45 employees'],
    [0, 1, 1, 'Showing 1–1 of 1 employee'],
    [0, 0, 0, 'No employees'],
  ])('at offset %i with %i rows of %i says %s', (offset, shown, total, line) => {
    expect(employeesShowingLine(offset, shown, total)).toBe(line);
  });

  it.each([
    [0, 45, { previous: null, next: 20 }],
    [20, 45, { previous: 0, next: 40 }],
    [40, 45, { previous: 20, next: null }],
    [0, 20, { previous: null, next: null }],
  ])('from offset %i of %i pages to %o', (offset, total, pages) => {
    expect(pageOffsets(offset, total)).toEqual(pages);
  });
});
