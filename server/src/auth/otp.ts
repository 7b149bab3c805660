import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '../db/json-column.ts';
import type { FirmRow } from '../firms/firm-repository.ts';
import type { UserRow } from '../users/user-repository.ts';
import { unauthorized } from '../http/http-error.ts';
import { latestCodeSentTo, sendMail } from '../outbox/outbox-repository.ts';
import { isProduction } from '../config.ts';
import { checkCodeTryAllowed, checkNewAttemptAllowed } from './sign-in-limits.ts';
import { countFailedTry, findLoginAttempt, insertLoginAttempt, spendLoginAttempt } from './sign-in-repository.ts';

/** One-time codes: 6 digits, valid 10 minutes, single use, 5 wrong tries burn the attempt. */
export const OTP_DIGITS = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_FAILED_TRIES = 5;
export const INVALID_CODE = 'Invalid code';
export const EXPIRED_CODE = 'The code has expired. Please request a new one';

const hashCode = (secret: string, guid: string, code: string): string =>
  createHmac('sha256', secret).update(`${guid}:${code}`).digest('hex');

/**
 * Start an OTP sign-in: store the code's HMAC with the attempt, and "send" the
 * code: a mail in the local outbox, plus a line in the server log outside production.
 */
export async function startOtp(app: FastifyInstance, user: UserRow, firm: FirmRow): Promise<string> {
  await checkNewAttemptAllowed(app.db.kysely, app.env, user.login_id);
  const guid = randomUUID();
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const now = Date.now();
  await insertLoginAttempt(app.db.kysely, {
    guid,
    kind: 'otp',
    firm_id: firm.firm_id,
    user_id: user.user_id,
    email: user.login_id,
    code_hash: hashCode(app.env.jwtSecret, guid, code),
    failed_tries: 0,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + OTP_TTL_MS).toISOString(),
    used_at: null,
  });
  await sendMail(app.db.kysely, {
    email: user.login_id,
    subject: 'Your Curbside sign-in code',
    body: `Your sign-in code is ${code}. It expires in 10 minutes.`,
    code,
    at: isoNow(),
  });
  // A code is a secret: never in a production log.
  if (!isProduction(app.env)) app.log.info(`[outbox] sign-in code for ${user.login_id}: ${code}`);
  return guid;
}

/** Check a code; on success the attempt is spent and its user id returned. */
export async function completeOtp(app: FastifyInstance, guid: string, code: string): Promise<number> {
  const db = app.db.kysely;
  const attempt = await findLoginAttempt(db, guid, 'otp');
  if (!attempt || attempt.used_at !== null || attempt.user_id === null || attempt.code_hash === null) throw unauthorized(INVALID_CODE);
  if (attempt.failed_tries >= OTP_MAX_FAILED_TRIES) throw unauthorized(INVALID_CODE);
  if (attempt.email) await checkCodeTryAllowed(db, app.env, attempt.email);
  if (Date.parse(attempt.expires_at) <= Date.now()) throw unauthorized(EXPIRED_CODE);
  const expected = Buffer.from(attempt.code_hash, 'hex');
  const given = Buffer.from(hashCode(app.env.jwtSecret, guid, code.trim()), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await countFailedTry(db, guid, attempt.failed_tries + 1);
    throw unauthorized(INVALID_CODE);
  }
  // Single use: only the request that flips used_at wins.
  if (!(await spendLoginAttempt(db, guid, isoNow()))) throw unauthorized(INVALID_CODE);
  return attempt.user_id;
}

/** The latest code mailed to an address (dev outbox). */
export async function latestOutboxCode(app: FastifyInstance, email: string): Promise<string | null> {
  return latestCodeSentTo(app.db.kysely, email);
}
