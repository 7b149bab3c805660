import { sql } from 'kysely';
import type { Executor } from '../db/connection.ts';

// Rate-limit counts (0024-several-servers): hits per key and fixed window.

/** One more hit of `key` in the window starting at `windowStart`; the hits so far in it. */
export async function addHit(db: Executor, key: string, windowStart: number): Promise<number> {
  const row = await db.insertInto('rate_limit_windows')
    .values({ limit_key: key, window_start: windowStart, hits: 1 })
    .onConflict((conflict) => conflict.columns(['limit_key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_windows.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

export async function deleteWindowsBefore(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('window_start', '<', before).execute();
}
