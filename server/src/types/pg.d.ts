// Minimal typing of the 'pg' driver (no @types/pg installed): only what the PostgreSQL dialect and the test fixture need.
declare module 'pg' {
  import type { PostgresPool } from 'kysely';
  interface PoolConfig {
    connectionString?: string;
    max?: number;
  }
  /** One connection (the test fixture creates and drops databases with it). */
  interface Client {
    connect(): Promise<void>;
    query(statement: string): Promise<unknown>;
    end(): Promise<void>;
  }
  /** The pool, plus its 'error' event (an idle connection ended by the server). */
  interface Pool extends PostgresPool {
    on(event: 'error', listener: (error: Error) => void): this;
  }
  const pg: { Pool: new (config?: PoolConfig) => Pool; Client: new (config?: PoolConfig) => Client };
  export default pg;
}
