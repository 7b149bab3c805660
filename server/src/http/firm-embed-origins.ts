import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/connection.ts';
import { isListedEmbedOrigin, replaceFirmEmbedOrigins } from './firm-embed-origin-repository.ts';

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

/** Replace a firm's list (each entry an origin; refused otherwise, naming the entry). */
export async function setFirmEmbedOrigins(db: Executor, firmId: number, entries: readonly string[]): Promise<string[]> {
  const origins = [...new Set(entries.map((entry) => {
    const origin = embedOriginOf(entry);
    if (origin === null) throw new Error(`'${entry}' is not an origin (scheme://host[:port])`);
    return origin;
  }))];
  await replaceFirmEmbedOrigins(db, firmId, origins);
  return origins;
}

/** Whether an origin may embed at all (before the firm is known: preflights, the embed files): listed globally or by any firm. */
export async function isEmbedOrigin(app: FastifyInstance, origin: string): Promise<boolean> {
  return app.env.corsOrigins.includes(origin) || isListedEmbedOrigin(app.db.kysely, origin);
}

/** Whether an origin may embed for a firm's users: listed globally or by that firm. */
export async function isEmbedOriginOfFirm(app: FastifyInstance, origin: string, firmId: number): Promise<boolean> {
  return app.env.corsOrigins.includes(origin) || isListedEmbedOrigin(app.db.kysely, origin, firmId);
}
