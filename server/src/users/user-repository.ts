import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import { toJson } from '../db/json-column.ts';
import type { UserEmailTable, UserPhoneTable, UserCostAllocationTable, UserProfileTable, UserTable } from '../db/schema.ts';

// The users table and the account rows beside it (000 §3 user, contact info, preferences).

export type UserRow = Selectable<UserTable>;
type EmailRow = Selectable<UserEmailTable>;
type PhoneRow = Selectable<UserPhoneTable>;

export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('login_id', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** A user of the firm, else undefined (another firm's user is not revealed). */
export async function findFirmUser(db: Executor, firmId: number, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).where('firm_id', '=', firmId).executeTakeFirst();
}

export async function findFirmUserByEmail(db: Executor, firmId: number, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll()
    .where('login_id', '=', email.trim().toLowerCase()).where('firm_id', '=', firmId).executeTakeFirst();
}

export async function usersByIds(db: Executor, userIds: readonly number[]): Promise<UserRow[]> {
  return userIds.length ? db.selectFrom('users').selectAll().where('user_id', 'in', [...userIds]).execute() : [];
}

/** Everyone of a firm, by name (the simulated identity provider's list). */
export async function usersOfFirm(db: Executor, firmId: number): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('firm_id', '=', firmId).orderBy('last_name').orderBy('first_name').execute();
}

/** Columns a new user starts with: no AI features, no tours seen. */
export type NewUser = Omit<Insertable<UserTable>, 'user_id' | 'ai_features' | 'seen_tours' | 'created_at'>;

export async function insertUser(db: Executor, user: NewUser, at: string): Promise<number> {
  const inserted = await db.insertInto('users').values({
    ...user,
    ai_features: toJson({ enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: false }),
    seen_tours: toJson([]),
    created_at: at,
  }).returning('user_id').executeTakeFirstOrThrow();
  return inserted.user_id;
}

export async function updateUser(db: Executor, userId: number, changes: Updateable<UserTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
}

export async function deleteUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('users').where('user_id', '=', userId).execute();
}

/** `%text%` for LIKE, lower case, with LIKE's own characters escaped (used with `escape '\'`). */
export const likePattern = (text: string): string => `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface UserSearch {
  firmId: number;
  text: string;
  excludeUserId?: number | undefined;
  excludeAdmins: boolean;
  limit: number;
}

/** The firm's users whose name, email or employee id contain the text. */
export async function searchFirmUsers(db: Executor, q: UserSearch): Promise<UserRow[]> {
  const pattern = likePattern(q.text);
  let search = db.selectFrom('users').selectAll()
    .where('firm_id', '=', q.firmId)
    .where((eb) => eb.or([
      eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(login_id)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(coalesce(employee_id, ''))`, 'like', sql`${pattern} escape '\\'`),
    ]));
  if (q.excludeUserId !== undefined) search = search.where('user_id', '<>', q.excludeUserId);
  if (q.excludeAdmins) search = search.where('user_type', '<>', 'ADMIN').where('is_super_admin', '=', 0);
  return search.orderBy('last_name').orderBy('first_name').limit(q.limit).execute();
}

/** Whom a caller may book for, as the access module decides it: all of the firm, or oneself plus Accepted permissions. */
export type BookableScope =
  | { firmId: number; kind: 'firm' }
  | { firmId: number; kind: 'self-and-permitted'; userId: number }
  | { firmId: number; kind: 'nobody' };

/** Active (not pending) users of a scope, optionally matching text, by name; a page or the given ids. */
export async function bookableUsers(
  db: Executor,
  scope: BookableScope,
  filter: { text?: string | undefined; userIds?: readonly number[]; page?: { offset: number; limit: number } },
): Promise<UserRow[]> {
  if (scope.kind === 'nobody' || filter.userIds?.length === 0) return [];
  let query = db.selectFrom('users').selectAll('users')
    .where('users.firm_id', '=', scope.firmId).where('users.is_pending', '=', 0);
  if (scope.kind === 'self-and-permitted') {
    const me = scope.userId;
    query = query.where((eb) => eb.or([
      eb('users.user_id', '=', me),
      eb('users.user_id', 'in', eb.selectFrom('booker_permissions').select('booker_permissions.user_id')
        .where('booker_permissions.booker_user_id', '=', me).where('booker_permissions.status', '=', 'Accepted')),
    ]));
  }
  if (filter.userIds) query = query.where('users.user_id', 'in', [...filter.userIds]);
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    const pattern = likePattern(text);
    query = query.where((eb) => eb.or([
      eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(users.login_id)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(coalesce(users.employee_id, ''))`, 'like', sql`${pattern} escape '\\'`),
    ]));
  }
  query = query.orderBy('users.last_name').orderBy('users.first_name').orderBy('users.user_id');
  if (filter.page) query = query.limit(filter.page.limit).offset(filter.page.offset);
  return query.execute();
}

// ---- Profile, emails, phones, cost allocations ----

export async function profileOf(db: Executor, userId: number): Promise<Selectable<UserProfileTable> | undefined> {
  return db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function profilesOf(db: Executor, userIds: readonly number[]): Promise<Array<Selectable<UserProfileTable>>> {
  return userIds.length ? db.selectFrom('user_profiles').selectAll().where('user_id', 'in', [...userIds]).execute() : [];
}

export async function saveContactMethod(db: Executor, userId: number, method: string): Promise<void> {
  await db.insertInto('user_profiles').values({ user_id: userId, preferred_contact_method: method, preferences_note: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferred_contact_method: method }))
    .execute();
}

export async function savePreferencesNote(db: Executor, userId: number, note: string | null): Promise<void> {
  await db.insertInto('user_profiles').values({ user_id: userId, preferred_contact_method: 'Email', preferences_note: note })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences_note: note }))
    .execute();
}

export interface ContactRowsOf {
  emails: EmailRow[];
  phones: PhoneRow[];
  costAllocations: Array<Selectable<UserCostAllocationTable>>;
}

export async function contactRowsOf(db: Executor, userId: number): Promise<ContactRowsOf> {
  const [emails, phones, costAllocations] = await Promise.all([
    db.selectFrom('user_emails').selectAll().where('user_id', '=', userId).orderBy('user_email_id').execute(),
    db.selectFrom('user_phones').selectAll().where('user_id', '=', userId).orderBy('user_phone_id').execute(),
    db.selectFrom('user_cost_allocations').selectAll().where('user_id', '=', userId).orderBy('cost_allocation_type').execute(),
  ]);
  return { emails, phones, costAllocations };
}

/** The primary emails and all phones of several users (passenger contact details). */
export async function contactsOfUsers(db: Executor, userIds: readonly number[]): Promise<{ emails: EmailRow[]; phones: PhoneRow[] }> {
  if (userIds.length === 0) return { emails: [], phones: [] };
  const [emails, phones] = await Promise.all([
    db.selectFrom('user_emails').selectAll().where('user_id', 'in', [...userIds]).where('is_primary', '=', 1).execute(),
    db.selectFrom('user_phones').selectAll().where('user_id', 'in', [...userIds]).orderBy('user_phone_id').execute(),
  ]);
  return { emails, phones };
}

export interface ContactRows {
  emails: Array<{ name: string | null; email: string; isPrimary: boolean; source: string | null }>;
  phones: Array<{ type: 'Work' | 'Mobile'; phone: string; source: string | null }>;
  costAllocations: Array<{ type: string; code: string; source: string | null }>;
}

/** Replace a user's emails, phones and cost allocations. */
export async function replaceContactRows(db: Executor, userId: number, rows: ContactRows): Promise<void> {
  await db.deleteFrom('user_emails').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_phones').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_cost_allocations').where('user_id', '=', userId).execute();
  for (const e of rows.emails) {
    await db.insertInto('user_emails').values({ user_id: userId, name: e.name, email: e.email, is_primary: e.isPrimary ? 1 : 0, source: e.source }).execute();
  }
  for (const p of rows.phones) {
    await db.insertInto('user_phones').values({ user_id: userId, type: p.type, phone: p.phone, source: p.source }).execute();
  }
  for (const a of rows.costAllocations) {
    await db.insertInto('user_cost_allocations').values({ user_id: userId, cost_allocation_type: a.type, code_value: a.code, source: a.source }).execute();
  }
}

// ---- 'Login as' permissions (000 §6) ----

export async function loginPermissionRows(db: Executor, holderUserId: number) {
  return db.selectFrom('login_permissions')
    .innerJoin('users', 'users.user_id', 'login_permissions.target_user_id')
    .innerJoin('firms', 'firms.firm_id', 'users.firm_id')
    .select(['login_permissions.user_login_permission_id', 'users.login_id', 'firms.name', 'firms.firm_code'])
    .where('login_permissions.holder_user_id', '=', holderUserId)
    .orderBy('firms.name')
    .orderBy('users.login_id')
    .execute();
}

/** The target of a 'login as' permission the holder has, else undefined. */
export async function loginAsTarget(db: Executor, permissionId: number, holderUserId: number): Promise<number | undefined> {
  const row = await db.selectFrom('login_permissions').select('target_user_id')
    .where('user_login_permission_id', '=', permissionId).where('holder_user_id', '=', holderUserId).executeTakeFirst();
  return row?.target_user_id;
}

// ---- What a user did in the portal ----

export async function insertSupportTicket(db: Executor, ticket: { firmId: number; userId: number; subject: string; message: string; at: string }): Promise<void> {
  await db.insertInto('support_tickets').values({
    firm_id: ticket.firmId, user_id: ticket.userId, subject: ticket.subject, message: ticket.message, created_at: ticket.at,
  }).execute();
}

export async function insertActivityLog(db: Executor, userId: number, payload: unknown, at: string): Promise<void> {
  await db.insertInto('activity_logs').values({ user_id: userId, payload: toJson(payload), created_at: at }).execute();
}
