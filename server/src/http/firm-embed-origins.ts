import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/connection.ts';
import { isoNow } from '../db/json-column.ts';

/*
 * Per-firm allow-lists of embedding origins (issue 9, migration 0021): each firm lists the host
 * pages (its intranet, a partner's billing site) that may run our elements against this server.
 * `CORS_ORIGINS` (env.corsOrigins) stays a global extra, listed for every firm. Read at each
 * foreign-origin request (one indexed lookup), so a change applies at once in every process.
 */

/** A listed origin in its one spelling, `scheme://host[:port]`; null for what is not one (a wildcard, a bare host, a file). */
export function embedOriginOf(entry: string): string | null {
  const trimmed = entry.trim();
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname.includes('*')) return null;
  return url.origin;
}

export async function firmEmbedOrigins(db: Executor, firmId: number): Promise<string[]> {
  const rows = await db.selectFrom('firm_embed_origins').select('origin').where('firm_id', '=', firmId).orderBy('origin').execute();
  return rows.map((row) => row.origin);
}

/** Replace a firm's list (each entry an origin; refused otherwise, naming the entry). */
export async function setFirmEmbedOrigins(db: Executor, firmId: number, entries: readonly string[]): Promise<string[]> {
  const origins = [...new Set(entries.map((entry) => {
    const origin = embedOriginOf(entry);
    if (origin === null) throw new Error(`'${entry}' is not an origin (scheme://host[:port])`);
    return origin;
  }))];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('firm_embed_origins').where('firm_id', '=', firmId).execute();
    if (origins.length > 0) {
      const createdAt = isoNow();
      await trx.insertInto('firm_embed_origins').values(origins.map((origin) => ({ firm_id: firmId, origin, created_at: createdAt }))).execute();
    }
  });
  return origins;
}

/** Whether an origin may embed at all (before the firm is known: preflights, the embed files): listed globally or by any firm. */
export async function isEmbedOrigin(app: FastifyInstance, origin: string): Promise<boolean> {
  if (app.env.corsOrigins.includes(origin)) return true;
  const row = await app.db.kysely.selectFrom('firm_embed_origins').select('firm_id').where('origin', '=', origin).executeTakeFirst();
  return row !== undefined;
}

/** Whether an origin may embed for a firm's users: listed globally or by that firm. */
export async function isEmbedOriginOfFirm(app: FastifyInstance, origin: string, firmId: number): Promise<boolean> {
  if (app.env.corsOrigins.includes(origin)) return true;
  const row = await app.db.kysely.selectFrom('firm_embed_origins').select('firm_id')
    .where('origin', '=', origin).where('firm_id', '=', firmId).executeTakeFirst();
  return row !== undefined;
}
