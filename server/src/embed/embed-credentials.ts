import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/connection.ts';
import { isoNow } from '../db/json-column.ts';
import { findLiveEmbedCredential, insertEmbedCredential, type EmbedCredentialRow } from './embed-credential-repository.ts';

/*
 * Embed credentials (issue 9): what a client firm's server presents to obtain host tokens for its
 * users (embed-token.ts). A client id names the credential; its secret is 32 random bytes, shown
 * once when issued and kept only as its SHA-256 (a random secret needs no slow hash).
 */

const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

/** The firm's credential when `clientSecret` is the secret of the live credential `clientId`, else null. */
export async function checkEmbedCredential(db: Executor, clientId: string, clientSecret: string): Promise<EmbedCredentialRow | null> {
  const credential = await findLiveEmbedCredential(db, clientId);
  // Hash either way, so a wrong client id takes as long as a wrong secret.
  const given = hashSecret(clientSecret);
  if (!credential) return null;
  const expected = Buffer.from(credential.secret_hash, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? credential : null;
}

/**
 * Issue a credential for a firm: its client id and secret (the secret is not kept; show it once).
 * `secret` is given only by the demo seed, whose credential is documented.
 */
export async function issueEmbedCredential(
  db: Executor,
  { firmId, name, clientId = `curb_${randomBytes(9).toString('base64url')}`, secret = randomBytes(32).toString('base64url') }:
    { firmId: number; name: string; clientId?: string; secret?: string },
): Promise<{ clientId: string; clientSecret: string }> {
  await insertEmbedCredential(db, {
    client_id: clientId, firm_id: firmId, secret_hash: hashSecret(secret).toString('hex'), name, created_at: isoNow(),
  });
  return { clientId, clientSecret: secret };
}
