import type { Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { BlockedUserTable, BroadcastNoteTable, FeedStatusTable } from '../db/schema-administration.ts';

// Blocked users, broadcast notes and the company-records feed status of a firm (001 §7 Admin, Superadmin).

/** A blocked-users row with the user's name and sign-in id. */
export type BlockedUserRow = Selectable<BlockedUserTable> & { first_name: string; middle_name: string | null; last_name: string; login_id: string };
export type BroadcastNoteRow = Selectable<BroadcastNoteTable>;
export type FeedStatusRow = Selectable<FeedStatusTable>;

function blockedUsersQuery(db: Executor, firmId: number) {
  return db.selectFrom('blocked_users').innerJoin('users', 'users.user_id', 'blocked_users.user_id')
    .selectAll('blocked_users').select(['users.first_name', 'users.middle_name', 'users.last_name', 'users.login_id'])
    .where('blocked_users.firm_id', '=', firmId);
}

/** The firm's users blocked now, by name. */
export async function activeBlockedUsers(db: Executor, firmId: number): Promise<BlockedUserRow[]> {
  return blockedUsersQuery(db, firmId).where('blocked_users.active', '=', 1)
    .orderBy('users.last_name').orderBy('users.first_name').orderBy('blocked_users.blocked_user_id').execute();
}

export async function findBlockedUser(db: Executor, firmId: number, userId: number): Promise<BlockedUserRow | undefined> {
  return blockedUsersQuery(db, firmId).where('blocked_users.user_id', '=', userId).executeTakeFirst();
}

/** Which of the users are blocked now. */
export async function blockedAmong(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('blocked_users').select('user_id')
    .where('user_id', 'in', [...userIds]).where('active', '=', 1).execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Block (active) or unblock a user: one row per user, kept after unblocking. */
export async function saveBlockedUser(
  db: Executor, block: { firmId: number; userId: number; active: boolean; reason: string | null; byUserId: number }, at: string,
): Promise<void> {
  const existing = await db.selectFrom('blocked_users').select(['blocked_user_id', 'active', 'blocked_at'])
    .where('user_id', '=', block.userId).executeTakeFirst();
  const blockedAt = block.active ? (existing?.active === 1 ? existing.blocked_at : at) : (existing?.blocked_at ?? null);
  const values = {
    reason: block.reason, active: block.active ? 1 as const : 0 as const, blocked_at: blockedAt,
    updated_by_user_id: block.byUserId, updated_at: at,
  };
  if (existing) {
    await db.updateTable('blocked_users').set(values).where('blocked_user_id', '=', existing.blocked_user_id).execute();
  } else {
    await db.insertInto('blocked_users').values({ firm_id: block.firmId, user_id: block.userId, ...values }).execute();
  }
}

export async function activeBroadcastNote(db: Executor, firmId: number): Promise<BroadcastNoteRow | undefined> {
  return db.selectFrom('broadcast_notes').selectAll().where('firm_id', '=', firmId).where('active', '=', 1)
    .orderBy('broadcast_note_id', 'desc').executeTakeFirst();
}

/** Withdraw the firm's active notes; how many were active. */
export async function deactivateBroadcastNotes(db: Executor, firmId: number, at: string): Promise<number> {
  const result = await db.updateTable('broadcast_notes').set({ active: 0, deactivated_at: at })
    .where('firm_id', '=', firmId).where('active', '=', 1).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertBroadcastNote(
  db: Executor, note: { firmId: number; document: string; active: boolean; byUserId: number | null }, at: string,
): Promise<number> {
  const row = await db.insertInto('broadcast_notes').values({
    firm_id: note.firmId, document: note.document, active: note.active ? 1 : 0, created_by_user_id: note.byUserId,
    created_at: at, deactivated_at: note.active ? null : at,
  }).returning('broadcast_note_id').executeTakeFirstOrThrow();
  return row.broadcast_note_id;
}

/** The firm's company-records feed, or undefined when the firm has none. */
export async function feedStatusOf(db: Executor, firmId: number): Promise<FeedStatusRow | undefined> {
  return db.selectFrom('feed_status').selectAll().where('firm_id', '=', firmId).executeTakeFirst();
}
