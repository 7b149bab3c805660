// Answers and drivers shared by the curb-permissions browser tests (real Chromium, fake API).
import type { BookerPermission, UserData, UserSummary } from '@curbside/contracts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { deepQuery, until } from '../../../../tests/elements/contract-suite.ts';
import { calls, fakeApi, type FakeRoute } from '../../../../tests/elements/fake-api.ts';
import { mountElement } from '../../../../tests/elements/mount-element.ts';
import { press, tableRows, text, toastText } from '../../../../tests/elements/user-actions.ts';

export { press, text, toastText };

export const EMBED = '/dist/portal/embed/curb-permissions.js';

/** Ann (user 7), an employee who books for others. */
export const employeeViewer: UserData = userDataFixture;
/** Ada (user 8), an admin of the same firm. */
export const adminViewer: UserData = {
  ...userDataFixture,
  user: { ...userDataFixture.user, userId: 8, loginId: 'ada.admin@acme.example', name: 'Ada Admin', firstName: 'Ada', lastName: 'Admin', userRole: 'ADMIN', userType: 'ADMIN' },
};

export function permission(id: number, overrides: Partial<BookerPermission> = {}): BookerPermission {
  return {
    bookerPermissionId: id,
    userId: 100 + id,
    userFullName: `Employee ${String(id).padStart(2, '0')}`,
    userEmployeeId: `E-${100 + id}`,
    userEmail: `employee${id}@acme.example`,
    employeeFullName: `Employee ${String(id).padStart(2, '0')}`,
    bookerFullName: 'Ann Lee',
    bookerEmail: 'ann@acme.example',
    status: 'Pending',
    startDate: null,
    endDate: null,
    updated: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** Ann's 13 permissions: she books for Ava (accepted) and asked 11 others; Ben books for her. */
export function annPermissions(): BookerPermission[] {
  return [
    permission(1, { userId: 10, userFullName: 'Ava Employee', employeeFullName: 'Ava Employee', userEmail: 'ava@acme.example', userEmployeeId: 'E-10', status: 'Accepted', startDate: '2025-01-02T10:00:00.000Z' }),
    permission(2, { userId: 11, userFullName: 'Ada Lovelace', employeeFullName: 'Ada Lovelace', userEmail: 'ada@acme.example', status: 'Pending' }),
    permission(3, { status: 'RequestExpired' }),
    permission(4, { userId: 7, userFullName: 'Ann Lee', userEmail: 'ann@acme.example', bookerFullName: 'Ben Booker', bookerEmail: 'ben@acme.example', status: 'Accepted', startDate: '2024-11-20T09:00:00.000Z' }),
    ...Array.from({ length: 9 }, (_, i) => permission(5 + i, { status: i % 2 ? 'Expired' : 'Pending' })),
  ];
}

export const people: UserSummary[] = [
  { userId: 10, fullName: 'Ava Employee', employeeId: 'E-10', email: 'ava@acme.example', firmCode: 'ACME' },
  { userId: 12, fullName: 'Avery Stone', employeeId: null, email: 'avery@acme.example', firmCode: 'ACME' },
  { userId: 7, fullName: 'Ann Lee', employeeId: 'E-7', email: 'ann@acme.example', firmCode: 'ACME' },
];

/** The paged list answer of GET /users/{id}/booker/permissions for a set of permissions. */
export function pageOf(all: BookerPermission[], url: URL) {
  const status = url.searchParams.get('status');
  const other = url.searchParams.get('userId');
  const filtered = all.filter((p) => (status ? p.status === status : p.status !== 'Deleted') && (!other || p.userId === Number(other)));
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const count = Number(url.searchParams.get('count') ?? 10);
  const rows = filtered.slice(offset, offset + count);
  return { permissions: rows, total: filtered.length, hasMore: offset + rows.length < filtered.length };
}

export function sessionRoutes(viewer: UserData): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: viewer },
    { method: 'GET', path: '/users/firmData', body: firmFixture },
    { method: 'GET', path: '/users/countries', body: countriesFixture },
    { method: 'GET', path: '/users', body: ({ url }: { url: URL }) => people.filter((p) => p.fullName.toLowerCase().includes((url.searchParams.get('q') ?? '').toLowerCase())) },
  ];
}

// ---- driving the element like a user ----

/** Permission rows by the employee's name. */
export const { row, openRowMenu, chooseMenuItem } = tableRows('tbody tr', '.cell-name');

export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The mount of one describe: `mount(routes, attributes)` puts a curb-permissions on the page
 * answering from `routes` (the call log emptied) and waits for its table; `reroute(routes)` answers
 * the next calls from others. Each test's element and fake go after it.
 */
export function permissionsMounts() {
  let restore: () => void = () => {};
  const mounted: HTMLElement[] = [];
  afterEach(() => {
    restore();
    restore = () => {};
    mounted.splice(0).forEach((el) => el.remove());
  });
  return {
    async mount(routes: FakeRoute[], attributes: Record<string, string> = {}): Promise<{ root: ShadowRoot; el: HTMLElement }> {
      calls.length = 0;
      const shown = await mountElement(EMBED, 'curb-permissions', { attributes, ready: 'table', routes, mounted });
      restore = shown.restore;
      return shown;
    },
    reroute(routes: FakeRoute[]): void {
      restore();
      restore = fakeApi(routes);
    },
  };
}

export type AddDialog = HTMLElement & { open?: boolean; label?: string };

/** Presses the toolbar's add button and waits for its dialog to open; the dialog and its employee picker's input. */
export async function openAddDialog(root: ShadowRoot, button: string): Promise<{ dialog: AddDialog; input: HTMLInputElement }> {
  await press(root, button);
  const dialog = await until(() => root.querySelector<AddDialog>('sl-dialog.bob-dialog'), 'the dialog');
  await until(() => dialog.open, 'the dialog to open');
  const input = await until(() => deepQuery<HTMLInputElement>(dialog, 'input[role="combobox"]'), 'the picker');
  return { dialog, input };
}

/** Types into the dialog's employee picker and chooses the result that names `person`. */
export async function pickEmployee(dialog: AddDialog, input: HTMLInputElement, typed: string, person: string): Promise<void> {
  await typeInto(input, typed);
  const option = await until(() => Array.from(dialog.querySelectorAll<HTMLElement>('[role="option"]')).find((o) => o.textContent?.includes(person)), 'the search result');
  option.click();
}
