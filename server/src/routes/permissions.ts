import { endpoints, type BookerPermission, type PermissionStatus } from '@curbside/contracts';
import { PERMISSION_PAGE_SIZE, nextPermissionStatus, type PermissionAction } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import {
  accountAccess, requireMayEnable, requireMayRemove, requireMayRequestFor, requireMayResend,
} from '../access/index.ts';
import type { Caller } from '../auth/session.ts';
import { isoNow } from '../db/json-column.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { sendMail } from '../outbox/outbox-repository.ts';
import {
  acceptedAsBooker, findFirmPermission, findOpenPermission, insertPermission, pendingOfFirm, permissionPage, updatePermission,
  type PermissionRow,
} from '../permissions/permission-repository.ts';
import { fullName } from '../users/user-record.ts';
import { findFirmUser, findFirmUserByEmail, findUserById, usersByIds, type UserRow } from '../users/user-repository.ts';

// ---- Rows to the contract ----

async function toPermissions(app: FastifyInstance, rows: PermissionRow[]): Promise<BookerPermission[]> {
  const users = await usersByIds(app.db.kysely, [...new Set(rows.flatMap((r) => [r.user_id, r.booker_user_id]))]);
  const byId = new Map(users.map((u) => [u.user_id, u]));
  return rows.map((row) => {
    const employee = byId.get(row.user_id);
    const booker = byId.get(row.booker_user_id);
    const employeeName = employee ? fullName(employee) : '';
    return {
      bookerPermissionId: row.booker_permission_id,
      userId: row.user_id,
      userFullName: employeeName,
      userEmployeeId: employee?.employee_id ?? null,
      userEmail: employee?.login_id ?? null,
      employeeFullName: employeeName || null,
      bookerFullName: booker ? fullName(booker) : null,
      bookerEmail: booker?.login_id ?? null,
      status: row.status as PermissionStatus,
      startDate: row.start_date,
      endDate: row.end_date,
      updated: row.updated,
    };
  });
}

async function toPermission(app: FastifyInstance, row: PermissionRow): Promise<BookerPermission> {
  const [permission] = await toPermissions(app, [row]);
  if (!permission) throw notFound('Permission not found');
  return permission;
}

/** A permission of the caller's firm, else 404 (another firm's ids are not revealed). */
async function firmPermission(app: FastifyInstance, caller: Caller, id: number): Promise<PermissionRow> {
  const row = await findFirmPermission(app.db.kysely, caller.user.firm_id, id);
  if (!row) throw notFound('Permission not found');
  return row;
}

/** The same firm's user, else 404. */
async function firmUser(app: FastifyInstance, caller: Caller, userId: number): Promise<UserRow> {
  const user = await findFirmUser(app.db.kysely, caller.user.firm_id, userId);
  if (!user) throw notFound('User not found');
  return user;
}

const TRANSITION_REFUSED: Record<PermissionAction, string> = {
  accept: 'Only a pending or expired permission can be enabled',
  remove: 'This permission is already removed',
  resend: 'Only a permission that is not accepted can be resent',
};

/** Apply a transition of 000 §4 (through the domain rule), stamp the dates, tell both users. */
async function moveTo(app: FastifyInstance, row: PermissionRow, action: PermissionAction): Promise<PermissionRow> {
  const status = nextPermissionStatus(row.status as PermissionStatus, action);
  if (status === null) throw badRequest(TRANSITION_REFUSED[action]);
  const now = isoNow();
  const updated = await updatePermission(app.db.kysely, row.booker_permission_id, {
    status,
    updated: now,
    ...(status === 'Accepted' ? { start_date: now, end_date: null } : {}),
    ...(status === 'Deleted' ? { end_date: now } : {}),
    ...(action === 'resend' ? { requested_at: now } : {}),
  });
  announce(app, updated);
  return updated;
}

/** 'permission-changed' to both sides (000 §4 live events). */
function announce(app: FastifyInstance, row: PermissionRow): void {
  const data = { bookerPermissionId: row.booker_permission_id, status: row.status };
  app.events.publish({ userId: row.user_id }, 'permission-changed', data);
  app.events.publish({ userId: row.booker_user_id }, 'permission-changed', data);
}

/** The request mail to the employee, in the local outbox (the email stand-in). */
async function mailRequest(app: FastifyInstance, booker: UserRow, employee: UserRow): Promise<void> {
  await sendMail(app.db.kysely, {
    email: employee.login_id,
    subject: 'Book on behalf request',
    body: `${fullName(booker)} (${booker.login_id}) asks to book rides on your behalf. An admin of your firm can enable it.`,
    at: isoNow(),
  });
}

async function create(app: FastifyInstance, caller: Caller, booker: UserRow, employee: UserRow, status: 'Pending' | 'Accepted'): Promise<PermissionRow> {
  const row = await insertPermission(app.db.kysely, {
    firmId: caller.user.firm_id, bookerUserId: booker.user_id, userId: employee.user_id, status, at: isoNow(),
  });
  announce(app, row);
  return row;
}

// spec 000 §7 Permissions, §4 Booker permission status
export function registerPermissionRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  // The permissions a user takes part in, as booker or as the employee booked for; Deleted only when asked for.
  registerEndpoint(app, endpoints.permissions.list, async ({ caller, params, query }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const offset = query.offset ?? 0;
    const { rows, total } = await permissionPage(db, {
      firmId: target.firm_id, userId: target.user_id, status: query.status, otherUserId: query.userId,
      offset, count: query.count ?? PERMISSION_PAGE_SIZE,
    });
    return { permissions: await toPermissions(app, rows), total, hasMore: offset + rows.length < total };
  });

  // The employees a user may book for: their Accepted permissions as booker.
  registerEndpoint(app, endpoints.permissions.employeePermissions, async ({ caller, params }) => {
    const { target } = await accountAccess(db, caller, params.id);
    return toPermissions(app, await acceptedAsBooker(db, target.user_id));
  });

  // Enable booking (admins of the firm) or Remove (an admin, or either party).
  registerEndpoint(app, endpoints.permissions.update, async ({ caller, params, body }) => {
    const row = await firmPermission(app, caller, params.id);
    if (body.status === 'Accepted') {
      requireMayEnable(caller);
      return toPermission(app, await moveTo(app, row, 'accept'));
    }
    requireMayRemove(caller, row);
    return toPermission(app, await moveTo(app, row, 'remove'));
  });

  // Book on behalf request: the booker (loginId) asks to book for the employee (userId); Pending until an admin enables it.
  registerEndpoint(app, endpoints.permissions.request, async ({ caller, body }) => {
    const self = requireMayRequestFor(caller, body.loginId);
    const booker = self ? caller.user : await findFirmUserByEmail(db, caller.user.firm_id, body.loginId);
    if (!booker) throw notFound('User not found');
    const employee = await firmUser(app, caller, body.userId);
    if (employee.user_id === booker.user_id) throw badRequest('You cannot request a permission for yourself');

    const existing = await findOpenPermission(db, booker.user_id, employee.user_id);
    if (existing?.status === 'Accepted') throw conflict('You may already book on behalf of this employee');
    const row = existing ? await moveTo(app, existing, 'resend') : await create(app, caller, booker, employee, 'Pending');
    await mailRequest(app, booker, employee);
    return toPermission(app, row);
  });

  // Resend Request (000 §4): only when the permission is not accepted; by the booker or an admin.
  registerEndpoint(app, endpoints.permissions.resend, async ({ caller, params }) => {
    const row = await firmPermission(app, caller, params.id);
    requireMayResend(caller, row);
    const updated = await moveTo(app, row, 'resend');
    const [booker, employee] = await Promise.all([findUserById(db, updated.booker_user_id), findUserById(db, updated.user_id)]);
    if (booker && employee) await mailRequest(app, booker, employee);
    return { ok: true as const };
  });

  // Add book on behalf (admin): a direct Accepted grant within the admin's firm.
  registerEndpoint(app, endpoints.permissions.adminGrant, async ({ caller, body }) => {
    const booker = await firmUser(app, caller, body.bookerUserId);
    const employee = await firmUser(app, caller, body.userId);
    if (booker.user_id === employee.user_id) throw badRequest('A booker cannot be given a permission for themselves');
    const existing = await findOpenPermission(db, booker.user_id, employee.user_id);
    if (existing?.status === 'Accepted') return toPermission(app, existing);
    if (existing && nextPermissionStatus(existing.status as PermissionStatus, 'accept')) {
      return toPermission(app, await moveTo(app, existing, 'accept'));
    }
    // A request that can no longer be enabled (declined, request expired) is closed; the grant starts afresh.
    if (existing) await moveTo(app, existing, 'remove');
    return toPermission(app, await create(app, caller, booker, employee, 'Accepted'));
  });

  registerEndpoint(app, endpoints.permissions.bookOnBehalfRequests, async ({ caller }) =>
    toPermissions(app, await pendingOfFirm(db, caller.user.firm_id)));

  // All or nothing: every id must be the firm's and able to become Accepted.
  registerEndpoint(app, endpoints.permissions.approveBookOnBehalfRequests, async ({ caller, body }) => {
    const rows: PermissionRow[] = [];
    for (const id of new Set(body.bookerPermissionIds)) {
      const row = await firmPermission(app, caller, id);
      if (nextPermissionStatus(row.status as PermissionStatus, 'accept') === null) throw badRequest(TRANSITION_REFUSED.accept);
      rows.push(row);
    }
    for (const row of rows) await moveTo(app, row, 'accept');
    return { ok: true as const };
  });
}
