import { endpoints, type BookerPermission, type PermissionStatus } from '@curbside/contracts';
import { PERMISSION_PAGE_SIZE, nextPermissionStatus, type PermissionAction } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { isAdmin } from '../auth/roles.ts';
import type { Caller } from '../auth/session.ts';
import { isoNow } from '../db/json-column.ts';
import type { BookerPermissionTable } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { findUserById, fullName, type UserRow } from '../users/user-record.ts';

type PermissionRow = Selectable<BookerPermissionTable>;

// ---- Who may see and edit an employee's account (000 §6) ----

/** How the caller reaches the account: their own, as a booker with an Accepted permission, or as an admin of the firm. */
export type AccountAccess = 'self' | 'booker' | 'admin';

/**
 * The employee `userId` as the caller may see them, or an error: another firm's user
 * (or nobody) is 404, a user of the same firm the caller holds no Accepted permission for is 403.
 */
export async function resolveAccountAccess(app: FastifyInstance, caller: Caller, userId: number): Promise<{ target: UserRow; access: AccountAccess }> {
  const target = await findUserById(app.db, userId);
  if (!target || target.firm_id !== caller.user.firm_id) throw notFound('User not found');
  if (target.user_id === caller.user.user_id) return { target, access: 'self' };
  if (isAdmin(caller.user)) return { target, access: 'admin' };
  if (await hasAcceptedPermission(app, caller.user.user_id, target.user_id)) return { target, access: 'booker' };
  throw forbidden('You do not have permission to manage this employee');
}

export async function hasAcceptedPermission(app: FastifyInstance, bookerUserId: number, userId: number): Promise<boolean> {
  const row = await app.db.kysely.selectFrom('booker_permissions').select('booker_permission_id')
    .where('booker_user_id', '=', bookerUserId).where('user_id', '=', userId).where('status', '=', 'Accepted')
    .executeTakeFirst();
  return row !== undefined;
}

// ---- Rows to the contract ----

async function toPermissions(app: FastifyInstance, rows: PermissionRow[]): Promise<BookerPermission[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.user_id, r.booker_user_id]))];
  const users = ids.length
    ? await app.db.kysely.selectFrom('users').selectAll().where('user_id', 'in', ids).execute()
    : [];
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
async function findFirmPermission(app: FastifyInstance, caller: Caller, id: number): Promise<PermissionRow> {
  const row = await app.db.kysely.selectFrom('booker_permissions').selectAll()
    .where('booker_permission_id', '=', id).where('firm_id', '=', caller.user.firm_id).executeTakeFirst();
  if (!row) throw notFound('Permission not found');
  return row;
}

/** The same firm's user, else 404. */
async function findFirmUser(app: FastifyInstance, caller: Caller, userId: number): Promise<UserRow> {
  const user = await findUserById(app.db, userId);
  if (!user || user.firm_id !== caller.user.firm_id) throw notFound('User not found');
  return user;
}

/** Apply a transition of 000 §4 (through the domain rule), stamp the dates, tell both users. */
async function moveTo(app: FastifyInstance, row: PermissionRow, action: PermissionAction): Promise<PermissionRow> {
  const status = nextPermissionStatus(row.status as PermissionStatus, action);
  if (status === null) throw badRequest(TRANSITION_REFUSED[action]);
  const now = isoNow();
  const changes: Partial<PermissionRow> = { status, updated: now };
  if (status === 'Accepted') Object.assign(changes, { start_date: now, end_date: null });
  if (status === 'Deleted') changes.end_date = now;
  if (action === 'resend') changes.requested_at = now;
  const updated = await app.db.kysely.updateTable('booker_permissions').set(changes)
    .where('booker_permission_id', '=', row.booker_permission_id).returningAll().executeTakeFirstOrThrow();
  announce(app, updated);
  return updated;
}

const TRANSITION_REFUSED: Record<PermissionAction, string> = {
  accept: 'Only a pending or expired permission can be enabled',
  remove: 'This permission is already removed',
  resend: 'Only a permission that is not accepted can be resent',
};

/** 'permission-changed' to both sides (000 §4 live events). */
function announce(app: FastifyInstance, row: PermissionRow): void {
  const data = { bookerPermissionId: row.booker_permission_id, status: row.status };
  app.events.publish({ userId: row.user_id }, 'permission-changed', data);
  app.events.publish({ userId: row.booker_user_id }, 'permission-changed', data);
}

/** The request mail to the employee, in the local outbox (the email stand-in). */
async function mailRequest(app: FastifyInstance, booker: UserRow, employee: UserRow): Promise<void> {
  await app.db.kysely.insertInto('outbox').values({
    email: employee.login_id,
    subject: 'Book on behalf request',
    body: `${fullName(booker)} (${booker.login_id}) asks to book rides on your behalf. An admin of your firm can enable it.`,
    code: null,
    created_at: isoNow(),
  }).execute();
}

// spec 000 §7 Permissions, §4 Booker permission status
export function registerPermissionRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  // The permissions a user takes part in, as booker or as the employee booked for; Deleted only when asked for.
  registerEndpoint(app, endpoints.permissions.list, async ({ caller, params, query }) => {
    const { target } = await resolveAccountAccess(app, caller, params.id);
    let base = db.selectFrom('booker_permissions')
      .where('firm_id', '=', target.firm_id)
      .where((eb) => eb.or([eb('booker_user_id', '=', target.user_id), eb('user_id', '=', target.user_id)]));
    base = query.status ? base.where('status', '=', query.status) : base.where('status', '<>', 'Deleted');
    if (query.userId !== undefined) {
      const other = query.userId;
      base = base.where((eb) => eb.or([eb('booker_user_id', '=', other), eb('user_id', '=', other)]));
    }
    const offset = query.offset ?? 0;
    const count = query.count ?? PERMISSION_PAGE_SIZE;
    const totalRow = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const total = Number(totalRow?.n ?? 0);
    const rows = await base.selectAll().orderBy('updated', 'desc').orderBy('booker_permission_id', 'desc')
      .limit(count).offset(offset).execute();
    return { permissions: await toPermissions(app, rows), total, hasMore: offset + rows.length < total };
  });

  // The employees a user may book for: their Accepted permissions as booker.
  registerEndpoint(app, endpoints.permissions.employeePermissions, async ({ caller, params }) => {
    const { target } = await resolveAccountAccess(app, caller, params.id);
    const rows = await db.selectFrom('booker_permissions').selectAll()
      .where('booker_user_id', '=', target.user_id).where('status', '=', 'Accepted')
      .orderBy('booker_permission_id').execute();
    return toPermissions(app, rows);
  });

  // Enable booking (admins of the firm) or Remove (an admin, or either party).
  registerEndpoint(app, endpoints.permissions.update, async ({ caller, params, body }) => {
    const row = await findFirmPermission(app, caller, params.id);
    const admin = isAdmin(caller.user);
    if (body.status === 'Accepted') {
      if (!admin) throw forbidden('Only an admin can enable booking');
      return toPermission(app, await moveTo(app, row, 'accept'));
    }
    const party = caller.user.user_id === row.booker_user_id || caller.user.user_id === row.user_id;
    if (!admin && !party) throw forbidden('You cannot remove this permission');
    return toPermission(app, await moveTo(app, row, 'remove'));
  });

  // Book on behalf request: the booker (loginId) asks to book for the employee (userId); Pending until an admin enables it.
  registerEndpoint(app, endpoints.permissions.request, async ({ caller, body }) => {
    const sameLogin = body.loginId.trim().toLowerCase() === caller.user.login_id;
    if (!sameLogin && !isAdmin(caller.user)) throw forbidden('You can only request permissions for yourself');
    const booker = sameLogin ? caller.user : await db.selectFrom('users').selectAll()
      .where('login_id', '=', body.loginId.trim().toLowerCase()).where('firm_id', '=', caller.user.firm_id).executeTakeFirst();
    if (!booker) throw notFound('User not found');
    const employee = await findFirmUser(app, caller, body.userId);
    if (employee.user_id === booker.user_id) throw badRequest('You cannot request a permission for yourself');

    const existing = await db.selectFrom('booker_permissions').selectAll()
      .where('booker_user_id', '=', booker.user_id).where('user_id', '=', employee.user_id).where('status', '<>', 'Deleted')
      .orderBy('booker_permission_id', 'desc').executeTakeFirst();
    if (existing?.status === 'Accepted') throw conflict('You may already book on behalf of this employee');
    let row: PermissionRow;
    if (existing) {
      row = await moveTo(app, existing, 'resend');
    } else {
      const now = isoNow();
      row = await db.insertInto('booker_permissions').values({
        firm_id: caller.user.firm_id, booker_user_id: booker.user_id, user_id: employee.user_id, status: 'Pending',
        start_date: null, end_date: null, updated: now, requested_at: now, created_at: now,
      }).returningAll().executeTakeFirstOrThrow();
      announce(app, row);
    }
    await mailRequest(app, booker, employee);
    return toPermission(app, row);
  });

  // Resend Request (000 §4): only when the permission is not accepted; by the booker or an admin.
  registerEndpoint(app, endpoints.permissions.resend, async ({ caller, params }) => {
    const row = await findFirmPermission(app, caller, params.id);
    if (caller.user.user_id !== row.booker_user_id && !isAdmin(caller.user)) throw forbidden('You cannot resend this request');
    const updated = await moveTo(app, row, 'resend');
    const [booker, employee] = await Promise.all([findUserById(app.db, updated.booker_user_id), findUserById(app.db, updated.user_id)]);
    if (booker && employee) await mailRequest(app, booker, employee);
    return { ok: true as const };
  });

  // Add book on behalf (admin): a direct Accepted grant within the admin's firm.
  registerEndpoint(app, endpoints.permissions.adminGrant, async ({ caller, body }) => {
    const booker = await findFirmUser(app, caller, body.bookerUserId);
    const employee = await findFirmUser(app, caller, body.userId);
    if (booker.user_id === employee.user_id) throw badRequest('A booker cannot be given a permission for themselves');
    const existing = await db.selectFrom('booker_permissions').selectAll()
      .where('booker_user_id', '=', booker.user_id).where('user_id', '=', employee.user_id).where('status', '<>', 'Deleted')
      .orderBy('booker_permission_id', 'desc').executeTakeFirst();
    if (existing?.status === 'Accepted') return toPermission(app, existing);
    if (existing && nextPermissionStatus(existing.status as PermissionStatus, 'accept')) {
      return toPermission(app, await moveTo(app, existing, 'accept'));
    }
    // A request that can no longer be enabled (declined, request expired) is closed; the grant starts afresh.
    if (existing) await moveTo(app, existing, 'remove');
    const now = isoNow();
    const row = await db.insertInto('booker_permissions').values({
      firm_id: caller.user.firm_id, booker_user_id: booker.user_id, user_id: employee.user_id, status: 'Accepted',
      start_date: now, end_date: null, updated: now, requested_at: null, created_at: now,
    }).returningAll().executeTakeFirstOrThrow();
    announce(app, row);
    return toPermission(app, row);
  });

  registerEndpoint(app, endpoints.permissions.bookOnBehalfRequests, async ({ caller }) => {
    const rows = await db.selectFrom('booker_permissions').selectAll()
      .where('firm_id', '=', caller.user.firm_id).where('status', '=', 'Pending')
      .orderBy('requested_at', 'desc').orderBy('booker_permission_id', 'desc').execute();
    return toPermissions(app, rows);
  });

  // All or nothing: every id must be the firm's and able to become Accepted.
  registerEndpoint(app, endpoints.permissions.approveBookOnBehalfRequests, async ({ caller, body }) => {
    const rows: PermissionRow[] = [];
    for (const id of new Set(body.bookerPermissionIds)) {
      const row = await findFirmPermission(app, caller, id);
      if (nextPermissionStatus(row.status as PermissionStatus, 'accept') === null) throw badRequest(TRANSITION_REFUSED.accept);
      rows.push(row);
    }
    for (const row of rows) await moveTo(app, row, 'accept');
    return { ok: true as const };
  });
}
