import { randomUUID } from 'node:crypto';
import type { LoginCompleteResponse } from '@curbside/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isProduction } from '../config.ts';
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

/** The session token of a request: the cookie, else `Authorization: Bearer`, else (event stream only) `?token=`. */
export function sessionToken(request: FastifyRequest, allowQuery = false): string | null {
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  if (allowQuery) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string' && token) return token;
  }
  return null;
}

/** Verify the token (signature, expiry) and load the user and firm; null when any of it fails. */
export async function resolveCaller(app: FastifyInstance, request: FastifyRequest, allowQuery = false): Promise<Caller | null> {
  const token = sessionToken(request, allowQuery);
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
  const expiresAtEpoch = Math.floor(Date.now() / 1000) + tokenExpiryMinutes(firm) * 60;
  const expiresAt = new Date(expiresAtEpoch * 1000).toISOString();
  let sessionId = refreshOf;
  if (sessionId) {
    await extendSession(app.db.kysely, sessionId, expiresAt);
  } else {
    sessionId = randomUUID();
    await insertSession(app.db.kysely, {
      session_id: sessionId, user_id: user.user_id, impersonator_user_id: impersonatorUserId, created_at: isoNow(), expires_at: expiresAt,
    });
  }
  const token = await app.jwt.sign({ sessionId, userId: user.user_id, firmId: firm.firm_id, impersonatorUserId, expiresAtEpoch });
  if (app.env.authMode === 'secure') {
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isProduction(app.env),
      path: '/',
      expires: new Date(expiresAtEpoch * 1000),
    });
    return { expiresAtEpoch, token: null };
  }
  return { expiresAtEpoch, token };
}

/**
 * Logout: revoke the request's session server-side (its token and every refresh of it are refused
 * from now on, wherever they were copied), drop the cookie and ask the browser to clear its cookies.
 */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  const claims = token ? await app.jwt.verify(token) : null;
  if (claims) await revokeSession(app.db.kysely, claims.sessionId, isoNow());
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.header('Clear-Site-Data', '"cookies"');
}
