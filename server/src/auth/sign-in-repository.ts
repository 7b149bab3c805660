import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { LoginAttemptTable, SsoSessionTable } from '../db/schema.ts';

// Sign-in attempts (OTP and SSO) and the simulated IdP's one-use sessions.

type LoginAttemptRow = Selectable<LoginAttemptTable>;

export async function insertLoginAttempt(db: Executor, attempt: Insertable<LoginAttemptTable>): Promise<void> {
  await db.insertInto('login_attempts').values(attempt).execute();
}

export async function findLoginAttempt(db: Executor, guid: string, kind: 'otp' | 'sso'): Promise<LoginAttemptRow | undefined> {
  return db.selectFrom('login_attempts').selectAll().where('guid', '=', guid).where('kind', '=', kind).executeTakeFirst();
}

/** How many sign-in attempts an address started since `since` (ISO), and how many wrong codes they took. */
export async function recentAttemptsOf(db: Executor, email: string, since: string): Promise<{ attempts: number; failedTries: number }> {
  const row = await db.selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number | string>().as('attempts'), eb.fn.coalesce(eb.fn.sum<number | string>('failed_tries'), eb.lit(0)).as('failed')])
    .where('email', '=', email).where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { attempts: Number(row.attempts), failedTries: Number(row.failed) };
}

export async function countFailedTry(db: Executor, guid: string, failedTries: number): Promise<void> {
  await db.updateTable('login_attempts').set({ failed_tries: failedTries }).where('guid', '=', guid).execute();
}

/** Spend an attempt once: true only for the call that flips used_at (and records the user, for SSO). */
export async function spendLoginAttempt(db: Executor, guid: string, at: string, userId?: number): Promise<boolean> {
  const spent = await db.updateTable('login_attempts').set({ used_at: at, ...(userId !== undefined ? { user_id: userId } : {}) })
    .where('guid', '=', guid).where('used_at', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function insertSsoSession(db: Executor, session: Insertable<SsoSessionTable>): Promise<void> {
  await db.insertInto('sso_sessions').values(session).execute();
}

export async function findSsoSession(db: Executor, sessionId: string, guid: string): Promise<Selectable<SsoSessionTable> | undefined> {
  return db.selectFrom('sso_sessions').selectAll().where('session_id', '=', sessionId).where('guid', '=', guid).executeTakeFirst();
}

/** Spend an IdP session once: true only for the call that flips used_at. */
export async function spendSsoSession(db: Executor, sessionId: string, at: string): Promise<boolean> {
  const spent = await db.updateTable('sso_sessions').set({ used_at: at })
    .where('session_id', '=', sessionId).where('used_at', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
