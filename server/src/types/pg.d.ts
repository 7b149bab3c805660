// Minimal typing of the 'pg' driver (no @types/pg installed): only what the PostgreSQL dialect needs.
declare module 'pg' {
  import type { PostgresPool } from 'kysely';
  interface PoolConfig {
    connectionString?: string;
    max?: number;
  }
  class Pool implements PostgresPool {
    constructor(config?: PoolConfig);
    connect: PostgresPool['connect'];
    end: PostgresPool['end'];
  }
  const pg: { Pool: typeof Pool };
  export default pg;
}
