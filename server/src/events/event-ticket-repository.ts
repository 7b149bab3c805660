import type { Executor } from '../db/connection.ts';

// Event stream tickets (0022-event-tickets): issued for a session, spent once.

export async function insertEventTicket(
  db: Executor,
  { ticket, sessionId, expiresAt, origin }: { ticket: string; sessionId: string; expiresAt: string; origin: string | null },
): Promise<void> {
  await db.insertInto('event_tickets').values({ ticket, session_id: sessionId, expires_at: expiresAt, used_at: null, origin }).execute();
}

/** Spend the ticket: true for the one call that finds it unspent and unexpired at `now`. */
export async function spendEventTicket(db: Executor, ticket: string, now: string): Promise<boolean> {
  const spent = await db.updateTable('event_tickets').set({ used_at: now })
    .where('ticket', '=', ticket).where('used_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** The live session a ticket was issued for, and the origin it was issued to. */
export async function liveSessionOfTicket(db: Executor, ticket: string, now: string) {
  return db.selectFrom('event_tickets')
    .innerJoin('sessions', 'sessions.session_id', 'event_tickets.session_id')
    .select(['sessions.session_id', 'sessions.user_id', 'sessions.impersonator_user_id', 'sessions.expires_at', 'event_tickets.origin'])
    .where('event_tickets.ticket', '=', ticket).where('sessions.revoked_at', 'is', null).where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}
