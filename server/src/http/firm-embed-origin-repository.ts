import type { Executor } from '../db/connection.ts';
import { isoNow } from '../db/json-column.ts';

// The firm_embed_origins table (migration 0021, issue 9): the host origins each firm embeds on.

export async function firmEmbedOrigins(db: Executor, firmId: number): Promise<string[]> {
  const rows = await db.selectFrom('firm_embed_origins').select('origin').where('firm_id', '=', firmId).orderBy('origin').execute();
  return rows.map((row) => row.origin);
}

/** Replace a firm's list with `origins` (already in their one spelling). */
export async function replaceFirmEmbedOrigins(db: Executor, firmId: number, origins: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('firm_embed_origins').where('firm_id', '=', firmId).execute();
    if (origins.length > 0) {
      const createdAt = isoNow();
      await trx.insertInto('firm_embed_origins').values(origins.map((origin) => ({ firm_id: firmId, origin, created_at: createdAt }))).execute();
    }
  });
}

export async function insertFirmEmbedOrigin(db: Executor, firmId: number, origin: string): Promise<void> {
  await db.insertInto('firm_embed_origins').values({ firm_id: firmId, origin, created_at: isoNow() }).execute();
}

export async function deleteFirmEmbedOrigin(db: Executor, firmId: number, origin: string): Promise<void> {
  await db.deleteFrom('firm_embed_origins').where('firm_id', '=', firmId).where('origin', '=', origin).execute();
}

/** Whether any firm (or, with `firmId`, that firm) lists the origin. */
export async function isListedEmbedOrigin(db: Executor, origin: string, firmId?: number): Promise<boolean> {
  let query = db.selectFrom('firm_embed_origins').select('firm_id').where('origin', '=', origin);
  if (firmId !== undefined) query = query.where('firm_id', '=', firmId);
  return (await query.executeTakeFirst()) !== undefined;
}
