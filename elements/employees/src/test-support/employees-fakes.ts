// Answers and drivers shared by the curb-employees browser tests (real Chromium, fake API).
import type { AdminUserRow, BlockedUser, BookerPermission, UserData } from '@curbside/contracts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';
import { tableRows } from '../../../../tests/elements/user-actions.ts';

export const EMBED = '/dist/portal/embed/curb-employees.js';

/** Ada (user 8), an admin of Acme. */
export const adminViewer: UserData = {
  ...userDataFixture,
  user: { ...userDataFixture.user, userId: 8, loginId: 'ada.admin@acme.example', name: 'Ada Admin', firstName: 'Ada', lastName: 'Admin', userRole: 'ADMIN', userType: 'ADMIN' },
};
/** Ann (user 7), a standard employee. */
export const employeeViewer: UserData = userDataFixture;

function employee(userId: number, fullName: string, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  const [firstName = '', lastName = ''] = fullName.split(' ');
  const loginId = `${firstName.toLowerCase()}@acme.example`;
  return {
    userId, loginId, firstName, lastName, employeeId: `E-${userId}`, countryCode: 'US', userRole: 'STANDARD', userType: 'EMPLOYEE',
    isPending: false, source: null, fullName, email: loginId, mobilePhone: '1-2125550100', workPhone: null, isBlocked: false, ...overrides,
  };
}

/** 25 employees: Ada (admin, herself), Ava (feed), Max (blocked), Pia (pending) and 21 more. */
export function roster(): AdminUserRow[] {
  return [
    employee(8, 'Ada Admin', { userRole: 'ADMIN', userType: 'ADMIN' }),
    employee(10, 'Ava Employee', { source: 'feed' }),
    employee(11, 'Max Marshal', { userRole: 'MARSHAL', isBlocked: true }),
    employee(12, 'Pia Pending', { isPending: true }),
    ...Array.from({ length: 21 }, (_, i) => employee(100 + i, `Person ${String(i + 1).padStart(2, '0')}`)),
  ];
}

export const blockedFixture: BlockedUser[] = [
  { blockedUserId: 1, userId: 11, fullName: 'Max Marshal', email: 'max@acme.example', reason: 'Left the travel programme', active: true, blockedAt: '2030-01-02T10:00:00.000Z' },
];

function request(id: number, booker: string, employeeName: string): BookerPermission {
  return {
    bookerPermissionId: id, userId: 100 + id, userFullName: employeeName, userEmployeeId: null, userEmail: `${employeeName.split(' ')[0]?.toLowerCase()}@acme.example`,
    employeeFullName: employeeName, bookerFullName: booker, bookerEmail: `${booker.split(' ')[0]?.toLowerCase()}@acme.example`,
    status: 'Pending', startDate: null, endDate: null, updated: '2030-01-03T10:00:00.000Z',
  };
}

export const requestsFixture: BookerPermission[] = [request(1, 'Ben Booker', 'Ava Employee'), request(2, 'Ben Booker', 'Rita Reporter'), request(3, 'Sam Super', 'Ava Employee')];

/** GET /admin/users answered from the roster with the offset, count, role and email filters. */
function usersPage(all: AdminUserRow[], url: URL) {
  const role = url.searchParams.get('role');
  const email = url.searchParams.get('email')?.toLowerCase();
  const filtered = all.filter((u) => (!role || u.userRole === role) && (!email || (u.email ?? '').includes(email)));
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const count = Number(url.searchParams.get('count') ?? 20);
  const users = filtered.slice(offset, offset + count);
  return { users, total: filtered.length, hasMore: offset + users.length < filtered.length };
}

/** The session of `viewer` at a firm that allows adding users manually, with a feed, and the admin calls. */
export function employeesRoutes(viewer: UserData = adminViewer, all: AdminUserRow[] = roster()): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: viewer },
    { method: 'GET', path: '/users/firmData', body: { ...firmFixture, firmPreferences: { ...firmFixture.firmPreferences, allowAddUserManually: true, blockedUsersMessage: 'Ask the travel desk.' } } },
    { method: 'GET', path: '/users/countries', body: countriesFixture },
    { method: 'GET', path: '/admin/users', body: ({ url }: { url: URL }) => usersPage(all, url) },
    { method: 'GET', path: '/admin/users/feed/status', body: { status: 'Failed', lastSyncAt: '2030-01-02T10:00:00.000Z', usersImported: 24, message: 'Two rows had no email' } },
    { method: 'GET', path: '/admin/blockedUsers', body: blockedFixture },
    { method: 'GET', path: '/admin/bookOnBehalfRequests', body: requestsFixture },
    { method: 'POST', path: /^\/users\/\d+\/delete$/, body: { ok: true } },
    { method: 'POST', path: '/admin/blockedUsers', body: ({ body }: { body: unknown }) => {
      const { userId, active } = (body as { blockedUser: { userId: number; active: boolean } }).blockedUser;
      return { ...blockedFixture[0], userId, active };
    } },
    { method: 'POST', path: '/admin/blockedUsersMessage', body: { ok: true } },
    { method: 'POST', path: '/admin/bookOnBehalfRequests/approve', body: { ok: true } },
    { method: 'GET', path: '/users', body: [] },
  ];
}

/** Employee rows by the name in their first cell. */
export const { row, openRowMenu, chooseMenuItem } = tableRows('tbody tr.employee-row', '.link-button');
