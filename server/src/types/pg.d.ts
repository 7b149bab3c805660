// Minimal typing of the 'pg' driver (no @types/pg installed): only what the PostgreSQL dialect needs.
declare module 'pg' {
  import type { PostgresPool } from 'kysely';
  interface PoolConfig {
    connectionString?: string;
    max?: number;
  }
  const pg: { Pool: new (config?: PoolConfig) => PostgresPool };
  export default pg;
}
