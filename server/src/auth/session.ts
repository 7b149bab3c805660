import { randomUUID } from 'node:crypto';
import type { LoginCompleteResponse } from '@curbside/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteOfFirm, foreignOrigin } from '../http/cors.ts';
import { tokenExpiryMinutes } from '../firms/firm-record.ts';
import { findFirmById, type FirmRow } from '../firms/firm-repository.ts';
import { findUserById, type UserRow } from '../users/user-repository.ts';
import { isoNow } from '../db/json-column.ts';
import type { SessionClaims } from './jwt.ts';
import { extendSession, findLiveSession, insertSession, revokeSession } from './session-repository.ts';

export const SESSION_COOKIE = 'curb_session';

/** The signed-in user of a request, read fresh from the database. */
export interface Caller {
  user: UserRow;
  firm: FirmRow;
  claims: SessionClaims;
}

/**
 * Where the session cookie may go (issue 9). The portal's own pages keep a first-party
 * `SameSite=Lax` cookie (Secure outside development). A sign-in from a host page on another origin
 * that the user's firm lists (a cross-site embed, http/cors.ts; any other is refused) gets
 * `SameSite=None; Secure; Partitioned`: the browser sends it on that page's credentialed calls and keeps it in a jar partitioned by the
 * host page's site (CHIPS: Chrome and Edge 114+, Safari 18.4+), so no other site can use it.
 * Browsers take a Secure cookie from http://localhost; any other host needs HTTPS. Where a
 * browser refuses it, non-secure mode (AUTH_MODE=non-secure: the token in the answer, sent as
 * `Authorization: Bearer`) is the hand-off that works everywhere.
 */
function cookieScope(app: FastifyInstance, crossSite: boolean) {
  return crossSite
    ? { sameSite: 'none', secure: true, partitioned: true, path: '/' } as const
    // Secure everywhere but development (issue 11): browsers keep a Secure cookie from http://localhost too.
    : { sameSite: 'lax', secure: app.env.nodeEnv !== 'development', path: '/' } as const;
}

/**
 * The session token of a request: the cookie, else `Authorization: Bearer`. Never the URL: the
 * event stream takes a single-use ticket there instead (events/event-tickets.ts).
 */
export function sessionToken(request: FastifyRequest): string | null {
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return null;
}

/** Verify the token (signature, expiry) and load the user and firm; null when any of it fails. */
export async function resolveCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const claims = await app.jwt.verify(token);
  if (!claims) return null;
  // Signed and unexpired is not enough: the session must not have been revoked (logout).
  if (!(await findLiveSession(app.db.kysely, claims.sessionId, isoNow()))) return null;
  const user = await findUserById(app.db.kysely, claims.userId);
  // A user moved to another firm after the token was issued must sign in again.
  if (!user || user.firm_id !== claims.firmId) return null;
  const firm = await findFirmById(app.db.kysely, user.firm_id);
  if (!firm) return null;
  // A session used from a host page its firm does not list is refused (403), listed elsewhere or not.
  await crossSiteOfFirm(app, request, firm.firm_id);
  return { user, firm, claims };
}

/**
 * Start a session for a user (or, with `refreshOf`, extend the caller's): a JWT that lasts the
 * firm's tokenExpiryInMinutes, backed by a session row that logout revokes.
 * Secure mode puts it in the HttpOnly cookie and answers token null (000 §7).
 */
export async function issueSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UserRow,
  firm: FirmRow,
  { impersonatorUserId = null, refreshOf = null }: { impersonatorUserId?: number | null; refreshOf?: string | null } = {},
): Promise<LoginCompleteResponse> {
  const crossSite = await crossSiteOfFirm(app, reply.request, firm.firm_id);
  const expiresAtEpoch = Math.floor(Date.now() / 1000) + tokenExpiryMinutes(firm) * 60;
  let token: string;
  if (refreshOf) {
    await extendSession(app.db.kysely, refreshOf, new Date(expiresAtEpoch * 1000).toISOString());
    token = await app.jwt.sign({ sessionId: refreshOf, userId: user.user_id, firmId: firm.firm_id, impersonatorUserId, expiresAtEpoch });
  } else {
    token = await startSession(app, { user, firm, expiresAtEpoch, impersonatorUserId });
  }
  if (app.env.authMode === 'secure') {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieScope(app, crossSite), httpOnly: true, expires: new Date(expiresAtEpoch * 1000) });
    return { expiresAtEpoch, token: null };
  }
  return { expiresAtEpoch, token };
}

/**
 * A new server-side session (a row that logout revokes) for `user` until `expiresAtEpoch`, and
 * its signed token. `hostToken`: one a firm's server obtained for a host page (issue 9), never refreshed.
 */
export async function startSession(
  app: FastifyInstance,
  { user, firm, expiresAtEpoch, impersonatorUserId = null, hostToken = false }:
    { user: UserRow; firm: FirmRow; expiresAtEpoch: number; impersonatorUserId?: number | null; hostToken?: boolean },
): Promise<string> {
  const sessionId = randomUUID();
  await insertSession(app.db.kysely, {
    session_id: sessionId, user_id: user.user_id, impersonator_user_id: impersonatorUserId, created_at: isoNow(),
    expires_at: new Date(expiresAtEpoch * 1000).toISOString(),
  });
  return app.jwt.sign({
    sessionId, userId: user.user_id, firmId: firm.firm_id, impersonatorUserId, expiresAtEpoch, ...(hostToken ? { hostToken: true as const } : {}),
  });
}

/**
 * Logout: revoke the request's session server-side (its token and every refresh of it are refused
 * from now on, wherever they were copied), drop the cookie and ask the browser to clear its cookies.
 */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  const claims = token ? await app.jwt.verify(token) : null;
  if (claims) await revokeSession(app.db.kysely, claims.sessionId, isoNow());
  // A partitioned cookie is only cleared by a Set-Cookie naming the same partition (a foreign
  // origin that got this far is listed: http/cors.ts).
  reply.clearCookie(SESSION_COOKIE, cookieScope(app, foreignOrigin(request) !== null));
  reply.header('Clear-Site-Data', '"cookies"');
}
