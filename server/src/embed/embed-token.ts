import { EMBED_TOKEN_SECONDS, type EmbedTokenRequest, type EmbedTokenResponse } from '@curbside/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startSession } from '../auth/session.ts';
import { tokenExpiryMinutes } from '../firms/firm-record.ts';
import { findFirmById } from '../firms/firm-repository.ts';
import { forbidden, notFound, unauthorized } from '../http/http-error.ts';
import { findFirmUserByEmail } from '../users/user-repository.ts';
import { checkEmbedCredential } from './embed-credentials.ts';

/*
 * Host tokens (issue 9): a client firm's server exchanges its embed credentials for a short-lived
 * session token for one of its users; the host page sets it on an element (`element.token`), and
 * every element of the page calls as that user (Authorization: Bearer), from an origin the firm
 * lists. The token is a session like a sign-in's (logout revokes it) that is never refreshed: a
 * minute before it expires the element fires `curb-token-expiring` and the host asks again.
 */

export const INVALID_CLIENT = 'Invalid client id or secret';
export const NO_FIRM_USER = 'No user of your firm has this email';
export const FROM_A_BROWSER = 'Ask for host tokens from your server: a client secret never goes to a browser';

export async function exchangeForHostToken(app: FastifyInstance, request: FastifyRequest, body: EmbedTokenRequest): Promise<EmbedTokenResponse> {
  // A browser names the page it calls from; a server does not. A page holding the secret is a leak.
  if (request.headers.origin !== undefined) throw forbidden(FROM_A_BROWSER);
  const credential = await checkEmbedCredential(app.db.kysely, body.clientId, body.clientSecret);
  if (!credential) throw unauthorized(INVALID_CLIENT);
  const user = await findFirmUserByEmail(app.db.kysely, credential.firm_id, body.email);
  if (!user) throw notFound(NO_FIRM_USER);
  const firm = await findFirmById(app.db.kysely, credential.firm_id);
  if (!firm) throw unauthorized(INVALID_CLIENT);
  // Never longer than the firm's own sessions.
  const seconds = Math.min(body.expiresInSeconds ?? EMBED_TOKEN_SECONDS.default, tokenExpiryMinutes(firm) * 60);
  const expiresAtEpoch = Math.floor(Date.now() / 1000) + seconds;
  const token = await startSession(app, { user, firm, expiresAtEpoch, hostToken: true });
  return { token, expiresAtEpoch };
}
