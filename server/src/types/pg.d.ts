// Minimal typing of the 'pg' driver (no @types/pg installed): only what the PostgreSQL dialect, the test fixture and
// db/postgres-session.ts need.
declare module 'pg' {
  import type { PostgresPool } from 'kysely';
  interface PoolConfig {
    connectionString?: string;
    max?: number;
  }
  /** A NOTIFY heard by a client that ran LISTEN. */
  interface Notification {
    channel: string;
    payload?: string;
  }
  /** One connection: the test fixture's CREATE/DROP DATABASE, LISTEN, an advisory lock (db/postgres-session.ts). */
  interface Client {
    connect(): Promise<void>;
    query<Row = unknown>(statement: string, values?: readonly unknown[]): Promise<{ rows: Row[] }>;
    end(): Promise<void>;
    on(event: 'notification', listener: (message: Notification) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'end', listener: () => void): this;
  }
  /** The pool, plus its 'error' event (an idle connection ended by the server). */
  interface Pool extends PostgresPool {
    on(event: 'error', listener: (error: Error) => void): this;
  }
  const pg: { Pool: new (config?: PoolConfig) => Pool; Client: new (config?: PoolConfig) => Client };
  export default pg;
}
