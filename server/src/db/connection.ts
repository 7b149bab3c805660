import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

/** What repositories run their queries on: the database or a transaction of it. */
export type Executor = Kysely<Database>;

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's connection URL: what opens a session of its own (LISTEN, an advisory lock). */
  databaseUrl?: string;
}

/**
 * SQLite (a file, or ':memory:' for tests) by default; PostgreSQL when a
 * connection URL is given. The same queries and migrations run on both.
 */
export function createDb(options: { databaseUrl?: string | undefined; sqliteFile?: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a dropped database) is an 'error' on the pool;
    // unheard it would crash the process. The pool opens a new connection at the next query.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', databaseUrl: options.databaseUrl };
  }
  const sqlite = new SqliteDatabase(options.sqliteFile ?? ':memory:');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
