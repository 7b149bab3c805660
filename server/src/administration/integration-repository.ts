import { createHash, randomInt } from 'node:crypto';
import type { Executor } from '../db/connection.ts';

// Expense-system signup codes and ISO client identifiers of a firm (001 §7 Superadmin:
// POST /superadmin/concur/signup/code, POST /integrations/isos; redeemed by POST /concur/signup).

/** How long a signup code can be redeemed (days). */
const SIGNUP_CODE_DAYS = 7;
/** No 0/O, 1/I/L: the code is read and typed by people. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const hashOf = (code: string): string => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** A new code of three groups of four ('K7QP-M2XD-9HRT'); only its hash is stored. */
export async function issueSignupCode(db: Executor, firmId: number, byUserId: number, now: Date): Promise<string> {
  const code = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')).join('-');
  await db.insertInto('concur_signup_codes').values({
    code_hash: hashOf(code), firm_id: firmId, created_by_user_id: byUserId, created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SIGNUP_CODE_DAYS * 86_400_000).toISOString(), used_at: null,
  }).execute();
  return code;
}

/** Use a code once: the firm it was issued for, or undefined when it is unknown, used or expired. */
export async function redeemSignupCode(db: Executor, code: string, now: Date): Promise<number | undefined> {
  const at = now.toISOString();
  const row = await db.updateTable('concur_signup_codes').set({ used_at: at })
    .where('code_hash', '=', hashOf(code)).where('used_at', 'is', null).where('expires_at', '>', at)
    .returning('firm_id').executeTakeFirst();
  return row?.firm_id;
}

/** Register an ISO client identifier for the firm; false when it is registered already. */
export async function addIsoClientIdentifier(db: Executor, firmId: number, clientIdentifier: string, byUserId: number, at: string): Promise<boolean> {
  const existing = await db.selectFrom('iso_client_identifiers').select('iso_client_identifier_id')
    .where('firm_id', '=', firmId).where('client_identifier', '=', clientIdentifier).executeTakeFirst();
  if (existing) return false;
  await db.insertInto('iso_client_identifiers').values({ firm_id: firmId, client_identifier: clientIdentifier, created_by_user_id: byUserId, created_at: at }).execute();
  return true;
}
