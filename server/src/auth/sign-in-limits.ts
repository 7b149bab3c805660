import type { AppEnv } from '../config.ts';
import type { Executor } from '../db/connection.ts';
import { tooManyRequests } from '../http/http-error.ts';
import { recentAttemptsOf } from './sign-in-repository.ts';

// Sign-in limits per address, across sign-in attempts: a new attempt does not buy new guesses, and
// one address's lockout never locks another (an office shares one IP; the per-IP limit in
// config.ts is generous for that reason and only stops floods). The numbers are the env's
// addressSignInLimit: codes one address may ask for in the hour, and wrong codes it may give
// whatever attempt they were for (10 and 10 by default).

export const ADDRESS_LIMIT_WINDOW_MS = 60 * 60_000;
export const ADDRESS_LOCKED = 'Too many sign-in attempts for this address. Please try again in an hour';

const windowStart = () => new Date(Date.now() - ADDRESS_LIMIT_WINDOW_MS).toISOString();

/** Before a new code is sent to an address. */
export async function checkNewAttemptAllowed(db: Executor, env: AppEnv, email: string): Promise<void> {
  const recent = await recentAttemptsOf(db, email, windowStart());
  const limit = env.addressSignInLimit;
  if (recent.attempts >= limit.attempts || recent.failedTries >= limit.failedTries) throw tooManyRequests(ADDRESS_LOCKED);
}

/** Before a code for an address is checked. */
export async function checkCodeTryAllowed(db: Executor, env: AppEnv, email: string): Promise<void> {
  const recent = await recentAttemptsOf(db, email, windowStart());
  if (recent.failedTries >= env.addressSignInLimit.failedTries) throw tooManyRequests(ADDRESS_LOCKED);
}
