import { sql, type Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { TagTable } from '../db/schema-administration.ts';
import { likePattern } from '../users/user-repository.ts';

// User tags of a firm (001 §7 Superadmin: /superadmin/tags and their users).

export type TagRow = Selectable<TagTable>;

export async function tagsOfFirm(db: Executor, firmId: number): Promise<TagRow[]> {
  return db.selectFrom('tags').selectAll().where('firm_id', '=', firmId).orderBy('tag_name').orderBy('tag_id').execute();
}

/** A tag of the firm, else undefined (another firm's tag is not revealed). */
export async function findFirmTag(db: Executor, firmId: number, tagId: number): Promise<TagRow | undefined> {
  return db.selectFrom('tags').selectAll().where('tag_id', '=', tagId).where('firm_id', '=', firmId).executeTakeFirst();
}

/** The firm's tag of that name, compared without case (names are unique in a firm). */
export async function findTagByName(db: Executor, firmId: number, tagName: string): Promise<TagRow | undefined> {
  return db.selectFrom('tags').selectAll().where('firm_id', '=', firmId)
    .where(sql`lower(tag_name)`, '=', tagName.trim().toLowerCase()).executeTakeFirst();
}

export async function insertTag(
  db: Executor, tag: { firmId: number; tagName: string; tagDescription: string | null; isSystem: boolean }, at: string,
): Promise<TagRow> {
  return db.insertInto('tags').values({
    firm_id: tag.firmId, tag_name: tag.tagName, tag_description: tag.tagDescription, is_system: tag.isSystem ? 1 : 0, created_at: at,
  }).returningAll().executeTakeFirstOrThrow();
}

export async function updateTag(db: Executor, tagId: number, tag: { tagName: string; tagDescription: string | null }): Promise<void> {
  await db.updateTable('tags').set({ tag_name: tag.tagName, tag_description: tag.tagDescription }).where('tag_id', '=', tagId).execute();
}

/** Delete a tag; its user tags go with it (ON DELETE CASCADE, and explicitly for SQLite without foreign keys on). */
export async function deleteTag(db: Executor, tagId: number): Promise<void> {
  await db.deleteFrom('user_tags').where('tag_id', '=', tagId).execute();
  await db.deleteFrom('tags').where('tag_id', '=', tagId).execute();
}

/** A user holding a tag, with the user's name and sign-in id. */
export interface UserTagRow {
  user_tag_id: number;
  tag_id: number;
  user_id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  login_id: string;
}

function userTagsQuery(db: Executor, tagId: number, userName: string | undefined) {
  let query = db.selectFrom('user_tags').innerJoin('users', 'users.user_id', 'user_tags.user_id').where('user_tags.tag_id', '=', tagId);
  if (userName?.trim()) {
    const pattern = likePattern(userName);
    query = query.where((eb) => eb.or([
      eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(users.login_id)`, 'like', sql`${pattern} escape '\\'`),
    ]));
  }
  return query;
}

/** One page of a tag's users by name (userName: part of the name or sign-in id), and how many match. */
export async function userTagPage(
  db: Executor, tagId: number, userName: string | undefined, page: { offset: number; limit: number },
): Promise<{ rows: UserTagRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    userTagsQuery(db, tagId, userName)
      .select(['user_tags.user_tag_id', 'user_tags.tag_id', 'user_tags.user_id', 'users.first_name', 'users.middle_name', 'users.last_name', 'users.login_id'])
      .orderBy('users.last_name').orderBy('users.first_name').orderBy('user_tags.user_tag_id')
      .limit(page.limit).offset(page.offset).execute(),
    userTagsQuery(db, tagId, userName).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findUserTag(db: Executor, tagId: number, userId: number): Promise<{ user_tag_id: number } | undefined> {
  return db.selectFrom('user_tags').select('user_tag_id').where('tag_id', '=', tagId).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertUserTag(db: Executor, tagId: number, userId: number, at: string): Promise<number> {
  const row = await db.insertInto('user_tags').values({ tag_id: tagId, user_id: userId, created_at: at })
    .returning('user_tag_id').executeTakeFirstOrThrow();
  return row.user_tag_id;
}

/** A user tag whose tag belongs to the firm, else undefined. */
export async function findFirmUserTag(db: Executor, firmId: number, userTagId: number): Promise<{ user_tag_id: number; tag_id: number } | undefined> {
  return db.selectFrom('user_tags').innerJoin('tags', 'tags.tag_id', 'user_tags.tag_id')
    .select(['user_tags.user_tag_id', 'user_tags.tag_id'])
    .where('user_tags.user_tag_id', '=', userTagId).where('tags.firm_id', '=', firmId).executeTakeFirst();
}

export async function deleteUserTag(db: Executor, userTagId: number): Promise<void> {
  await db.deleteFrom('user_tags').where('user_tag_id', '=', userTagId).execute();
}
