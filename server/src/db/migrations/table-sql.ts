import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.ts';

/*
 * The migrations write their tables as SQL that SQLite and PostgreSQL read alike: the types
 * text, integer and real; NOT NULL, DEFAULT, UNIQUE, PRIMARY KEY, CONSTRAINT ... and
 * REFERENCES ... ON DELETE. The one thing the two spell differently, the auto-increment key,
 * is idColumn; the column groups many tables share are spelled once below.
 */

/** Auto-increment primary key, the way each database wants it. */
export function idColumn(column: string, dialect: DialectName): string {
  return dialect === 'postgres' ? `${column} serial PRIMARY KEY` : `${column} integer PRIMARY KEY AUTOINCREMENT`;
}

/** The firm a row belongs to: it goes when the firm goes. */
export const FIRM_OWNED = 'firm_id integer NOT NULL REFERENCES firms (firm_id) ON DELETE CASCADE';

/** The user a row belongs to: it goes when the user goes. */
export const USER_OWNED = 'user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE';

/** When the row was written (ISO 8601 text, like every timestamp column). */
export const CREATED_AT = 'created_at text NOT NULL';

/**
 * A migration made of DDL statements (CREATE TABLE, CREATE INDEX), run in order, one at a time
 * (SQLite prepares a single statement per call). Down drops the tables it created, newest first.
 */
export function tablesMigration(statements: readonly string[]): Migration {
  const tables = statements.flatMap((statement) => /^\s*CREATE TABLE (\w+)/.exec(statement)?.[1] ?? []);
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of [...tables].reverse()) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
