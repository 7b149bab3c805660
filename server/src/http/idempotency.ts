import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, HttpError } from './http-error.ts';
import { claimKey, deleteKeysBefore, findKey, releaseKey, storeAnswer } from './idempotency-repository.ts';

// Idempotent calls (issue 11: a booking is made once). The elements send one Idempotency-Key per
// user intention; a retried or concurrent request with the same key, from the same user, for the
// same request, gets the first answer and does no work. Only successes are kept: a request that
// failed releases its key, so a retry after a failure runs again.

export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible characters';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for another request';
export const IDEMPOTENCY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress. Please try again';

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** How long a concurrent duplicate waits for the first request's answer. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 25;

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentRequest {
  userId: number;
  key: string;
  /** 'POST /reservations/:id' */
  route: string;
  /** What makes two requests the same request: the parsed params and body. */
  request: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Run `work` once per key: the first request runs it, duplicates get its stored answer. */
export async function runIdempotent<T>(app: FastifyInstance, idempotent: IdempotentRequest, work: () => Promise<T>): Promise<T> {
  const { userId, key, route } = idempotent;
  if (!VALID_KEY.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  const db = app.db.kysely;
  const fingerprint = createHash('sha256').update(JSON.stringify(idempotent.request ?? null)).digest('hex');
  const now = Date.now();
  await deleteKeysBefore(db, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString());

  const deadline = now + WAIT_FOR_FIRST_MS;
  for (;;) {
    if (await claimKey(db, { user_id: userId, idem_key: key, route, fingerprint, created_at: new Date().toISOString() })) break;
    const first = await findKey(db, userId, key);
    if (!first) continue; // released by a failed first request: claim it now
    if (first.route !== route || first.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
    if (first.response_status !== null && first.response_body !== null) return JSON.parse(first.response_body) as T;
    if (Date.now() > deadline) throw conflict(IDEMPOTENCY_IN_PROGRESS);
    await sleep(POLL_MS);
  }

  try {
    const answer = await work();
    await storeAnswer(db, userId, key, 200, JSON.stringify(answer));
    return answer;
  } catch (error) {
    await releaseKey(db, userId, key);
    throw error;
  }
}
