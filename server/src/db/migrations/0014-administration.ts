import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, USER_OWNED, idColumn, tablesMigration } from './table-sql.ts';

// Issue 17 (spec 001 §7 Admin and Superadmin): user tags, blocked users, broadcast notes and
// the company-records feed status of each firm that has a feed.
export function administrationMigration(dialect: DialectName): Migration {
  return tablesMigration([
    `CREATE TABLE tags (
      ${idColumn('tag_id', dialect)},
      ${FIRM_OWNED},
      tag_name text NOT NULL,
      tag_description text,
      is_system integer NOT NULL DEFAULT 0,
      ${CREATED_AT},
      CONSTRAINT tags_firm_name_unique UNIQUE (firm_id, tag_name)
    )`,
    `CREATE TABLE user_tags (
      ${idColumn('user_tag_id', dialect)},
      tag_id integer NOT NULL REFERENCES tags (tag_id) ON DELETE CASCADE,
      ${USER_OWNED},
      ${CREATED_AT},
      CONSTRAINT user_tags_unique UNIQUE (tag_id, user_id)
    )`,
    'CREATE INDEX user_tags_user_idx ON user_tags (user_id)',
    `CREATE TABLE blocked_users (
      ${idColumn('blocked_user_id', dialect)},
      ${FIRM_OWNED},
      ${USER_OWNED},
      reason text,
      active integer NOT NULL,
      blocked_at text,
      updated_by_user_id integer,
      updated_at text NOT NULL,
      CONSTRAINT blocked_users_user_unique UNIQUE (user_id)
    )`,
    `CREATE TABLE broadcast_notes (
      ${idColumn('broadcast_note_id', dialect)},
      ${FIRM_OWNED},
      document text NOT NULL,
      active integer NOT NULL,
      created_by_user_id integer,
      ${CREATED_AT},
      deactivated_at text
    )`,
    'CREATE INDEX broadcast_notes_firm_active_idx ON broadcast_notes (firm_id, active)',
    `CREATE TABLE feed_status (
      firm_id integer PRIMARY KEY REFERENCES firms (firm_id) ON DELETE CASCADE,
      status text NOT NULL,
      last_sync_at text,
      users_imported integer,
      message text
    )`,
  ]);
}
