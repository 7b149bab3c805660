import type { Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { BookerPermissionTable } from '../db/schema.ts';

// The booker_permissions table (000 §3 booker permission, §4 status).

export type PermissionRow = Selectable<BookerPermissionTable>;

export async function hasAcceptedPermission(db: Executor, bookerUserId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('booker_permissions').select('booker_permission_id')
    .where('booker_user_id', '=', bookerUserId).where('user_id', '=', userId).where('status', '=', 'Accepted')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findFirmPermission(db: Executor, firmId: number, id: number): Promise<PermissionRow | undefined> {
  return db.selectFrom('booker_permissions').selectAll()
    .where('booker_permission_id', '=', id).where('firm_id', '=', firmId).executeTakeFirst();
}

/** The open (not Deleted) permission between a booker and an employee, the newest first. */
export async function findOpenPermission(db: Executor, bookerUserId: number, userId: number): Promise<PermissionRow | undefined> {
  return db.selectFrom('booker_permissions').selectAll()
    .where('booker_user_id', '=', bookerUserId).where('user_id', '=', userId).where('status', '<>', 'Deleted')
    .orderBy('booker_permission_id', 'desc').executeTakeFirst();
}

export interface PermissionPageQuery {
  firmId: number;
  /** The user taking part, as booker or as the employee booked for. */
  userId: number;
  /** Only this status; else everything but Deleted. */
  status?: string | undefined;
  /** Only permissions with this user on the other side. */
  otherUserId?: number | undefined;
  offset: number;
  count: number;
}

export async function permissionPage(db: Executor, q: PermissionPageQuery): Promise<{ rows: PermissionRow[]; total: number }> {
  let base = db.selectFrom('booker_permissions')
    .where('firm_id', '=', q.firmId)
    .where((eb) => eb.or([eb('booker_user_id', '=', q.userId), eb('user_id', '=', q.userId)]));
  base = q.status ? base.where('status', '=', q.status) : base.where('status', '<>', 'Deleted');
  if (q.otherUserId !== undefined) {
    const other = q.otherUserId;
    base = base.where((eb) => eb.or([eb('booker_user_id', '=', other), eb('user_id', '=', other)]));
  }
  const totalRow = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('updated', 'desc').orderBy('booker_permission_id', 'desc')
    .limit(q.count).offset(q.offset).execute();
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** The Accepted permissions a user holds as booker. */
export async function acceptedAsBooker(db: Executor, bookerUserId: number): Promise<PermissionRow[]> {
  return db.selectFrom('booker_permissions').selectAll()
    .where('booker_user_id', '=', bookerUserId).where('status', '=', 'Accepted')
    .orderBy('booker_permission_id').execute();
}

export async function pendingOfFirm(db: Executor, firmId: number): Promise<PermissionRow[]> {
  return db.selectFrom('booker_permissions').selectAll()
    .where('firm_id', '=', firmId).where('status', '=', 'Pending')
    .orderBy('requested_at', 'desc').orderBy('booker_permission_id', 'desc').execute();
}

export async function updatePermission(db: Executor, id: number, changes: Updateable<BookerPermissionTable>): Promise<PermissionRow> {
  return db.updateTable('booker_permissions').set(changes)
    .where('booker_permission_id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function insertPermission(
  db: Executor,
  values: { firmId: number; bookerUserId: number; userId: number; status: 'Pending' | 'Accepted'; at: string },
): Promise<PermissionRow> {
  const accepted = values.status === 'Accepted';
  return db.insertInto('booker_permissions').values({
    firm_id: values.firmId, booker_user_id: values.bookerUserId, user_id: values.userId, status: values.status,
    start_date: accepted ? values.at : null, end_date: null, updated: values.at,
    requested_at: accepted ? null : values.at, created_at: values.at,
  }).returningAll().executeTakeFirstOrThrow();
}
