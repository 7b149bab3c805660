import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/session.ts';
import { crossSiteOfFirm, foreignOrigin } from '../http/cors.ts';
import { findFirmById } from '../firms/firm-repository.ts';
import { findUserById } from '../users/user-repository.ts';
import { isoNow } from '../db/json-column.ts';
import { insertEventTicket, liveSessionOfTicket, spendEventTicket } from './event-ticket-repository.ts';

// Event stream tickets (issue 11): the session token never goes in a URL (URLs end up in logs and
// histories). A page that cannot rely on the cookie asks for a ticket with its usual
// `Authorization` header and opens the stream with `?ticket=`: it opens one stream, once, within
// TICKET_SECONDS, and only while the session it was issued for is live. A ticket is also bound to
// the page that asked for it (issue 9): it opens a stream only from the same origin (the portal's
// own pages, or the one host page), and that origin must still be on the user's firm's allow-list.

export const TICKET_SECONDS = 30;

/** A fresh ticket for the caller's session, for the page (origin) that asks. */
export async function issueEventTicket(app: FastifyInstance, request: FastifyRequest, caller: Caller): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + TICKET_SECONDS * 1000).toISOString();
  await insertEventTicket(app.db.kysely, { ticket, sessionId: caller.claims.sessionId, expiresAt, origin: foreignOrigin(request) });
  return ticket;
}

/**
 * The caller a ticket stands for, spending it; null when it is unknown, spent, expired, its
 * session is over, or it was issued to another page's origin. Refused (403) from a host origin
 * the user's firm does not list (any more).
 */
export async function redeemEventTicket(app: FastifyInstance, request: FastifyRequest, ticket: string): Promise<Caller | null> {
  const now = isoNow();
  // One UPDATE decides who spends it, whichever server process is asked.
  if (!(await spendEventTicket(app.db.kysely, ticket, now))) return null;
  const session = await liveSessionOfTicket(app.db.kysely, ticket, now);
  if (!session || session.origin !== foreignOrigin(request)) return null;
  const user = await findUserById(app.db.kysely, session.user_id);
  const firm = user ? await findFirmById(app.db.kysely, user.firm_id) : undefined;
  if (!user || !firm) return null;
  await crossSiteOfFirm(app, request, firm.firm_id);
  return {
    user,
    firm,
    claims: {
      sessionId: session.session_id,
      userId: user.user_id,
      firmId: firm.firm_id,
      impersonatorUserId: session.impersonator_user_id,
      expiresAtEpoch: Math.floor(Date.parse(session.expires_at) / 1000),
    },
  };
}
