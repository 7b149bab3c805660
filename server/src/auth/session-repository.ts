import type { Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { SessionTable } from '../db/schema.ts';

// Server-side sessions (the token's jti): live until they expire or are revoked at logout.

type SessionRow = Selectable<SessionTable>;

export async function insertSession(db: Executor, session: Omit<SessionRow, 'revoked_at'>): Promise<void> {
  await db.insertInto('sessions').values({ ...session, revoked_at: null }).execute();
}

/** The session when it exists, is not revoked and has not expired at `now` (ISO). */
export async function findLiveSession(db: Executor, sessionId: string, now: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll()
    .where('session_id', '=', sessionId).where('revoked_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();
}

/** A refresh moves the end of a live session. */
export async function extendSession(db: Executor, sessionId: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt })
    .where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeSession(db: Executor, sessionId: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at })
    .where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
}
