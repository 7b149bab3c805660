import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Executor } from '../db/connection.ts';
import { addHit, deleteWindowsBefore } from './rate-limit-repository.ts';

// @fastify/rate-limit's counts in the database instead of one process's memory (issue 11, 'More
// than one server'): every server process on one database counts the same hits. Fixed windows per
// key: one upsert per hit; windows older than an hour are dropped now and then.

const CLEAN_EVERY = 500;
const KEEP_MS = 60 * 60_000;

/** Count one hit of `key` in the current window of `windowMs`; the hits so far and the ms left. */
async function countHit(db: Executor, key: string, windowMs: number, now = Date.now()): Promise<{ current: number; ttl: number }> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  return { current: await addHit(db, key, windowStart), ttl: windowStart + windowMs - now };
}

/** The store class @fastify/rate-limit builds (its `store` option), counting in `db`. */
export function databaseRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  let hitsSinceClean = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      if (++hitsSinceClean >= CLEAN_EVERY) {
        hitsSinceClean = 0;
        void deleteWindowsBefore(db, Date.now() - KEEP_MS).catch(() => undefined);
      }
      countHit(db, key, timeWindow).then((result) => callback(null, result), (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
