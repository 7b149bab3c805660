import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '../db/json-column.ts';
import type { FirmRow } from '../firms/firm-repository.ts';
import { unauthorized } from '../http/http-error.ts';
import { findLoginAttempt, findSsoSession, insertLoginAttempt, insertSsoSession, spendLoginAttempt, spendSsoSession } from './sign-in-repository.ts';

/** Simulated single sign-on: the IdP page hands back a one-use session id for the chosen user. */
export const SSO_ATTEMPT_TTL_MS = 10 * 60_000;
export const SSO_SESSION_TTL_MS = 5 * 60_000;
export const INVALID_SSO = 'Single sign-on failed. Please try again';

export const idpPath = (guid: string): string => `/sso/idp?guid=${encodeURIComponent(guid)}`;

export async function startSso(app: FastifyInstance, firm: FirmRow, email: string | null): Promise<string> {
  const guid = randomUUID();
  const now = Date.now();
  await insertLoginAttempt(app.db.kysely, {
    guid,
    kind: 'sso',
    firm_id: firm.firm_id,
    user_id: null,
    email,
    code_hash: null,
    failed_tries: 0,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + SSO_ATTEMPT_TTL_MS).toISOString(),
    used_at: null,
  });
  return guid;
}

/** A live SSO attempt, for the IdP page. */
export async function findSsoAttempt(app: FastifyInstance, guid: string) {
  const attempt = await findLoginAttempt(app.db.kysely, guid, 'sso');
  if (!attempt || attempt.used_at !== null || Date.parse(attempt.expires_at) <= Date.now()) return undefined;
  return attempt;
}

/** The IdP authenticated a user of the attempt's firm: mint the session id it redirects back with. */
export async function issueSsoSession(app: FastifyInstance, guid: string, userId: number): Promise<string> {
  const sessionId = randomBytes(24).toString('base64url');
  await insertSsoSession(app.db.kysely, {
    session_id: sessionId,
    guid,
    user_id: userId,
    expires_at: new Date(Date.now() + SSO_SESSION_TTL_MS).toISOString(),
    used_at: null,
  });
  return sessionId;
}

/** Exchange {guid, sessionId} for the user id, once. */
export async function completeSso(app: FastifyInstance, guid: string, sessionId: string): Promise<number> {
  const db = app.db.kysely;
  const session = await findSsoSession(db, sessionId, guid);
  if (!session || session.used_at !== null || Date.parse(session.expires_at) <= Date.now()) throw unauthorized(INVALID_SSO);
  if (!(await spendSsoSession(db, sessionId, isoNow()))) throw unauthorized(INVALID_SSO);
  await spendLoginAttempt(db, guid, isoNow(), session.user_id);
  return session.user_id;
}

