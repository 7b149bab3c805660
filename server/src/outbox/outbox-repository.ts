import type { Executor } from '../db/connection.ts';

// The local outbox: the stand-in for email (sign-in codes, requests to employees and desks).

export async function sendMail(db: Executor, mail: { email: string; subject: string; body: string; code?: string | null; at: string }): Promise<void> {
  await db.insertInto('outbox').values({
    email: mail.email, subject: mail.subject, body: mail.body, code: mail.code ?? null, created_at: mail.at,
  }).execute();
}

/** The latest sign-in code mailed to an address (the dev outbox endpoint). */
export async function latestCodeSentTo(db: Executor, email: string): Promise<string | null> {
  const row = await db.selectFrom('outbox').select('code')
    .where('email', '=', email.trim().toLowerCase()).where('code', 'is not', null)
    .orderBy('outbox_id', 'desc').executeTakeFirst();
  return row?.code ?? null;
}
