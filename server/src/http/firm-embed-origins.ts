import { embedOriginOf } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/connection.ts';
import {
  deleteFirmEmbedOrigin, firmEmbedOrigins, insertFirmEmbedOrigin, isListedEmbedOrigin, replaceFirmEmbedOrigins,
} from './firm-embed-origin-repository.ts';

/*
 * Per-firm allow-lists of embedding origins (issue 9, migration 0021): each firm lists the host
 * pages (its intranet, a partner's billing site) that may run our elements against this server.
 * `CORS_ORIGINS` (env.corsOrigins) stays a global extra, listed for every firm. Read at each
 * foreign-origin request (one indexed lookup), so a change applies at once in every process.
 */

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

/**
 * A super admin's changes to the firm's list (admin settings, routes/embed.ts): `origin` is
 * already in its one spelling (EmbedOriginSchema). Adding a listed one or removing an unlisted one
 * changes nothing. Answers the list after the change.
 */
export async function addFirmEmbedOrigin(db: Executor, firmId: number, origin: string): Promise<string[]> {
  if (!(await isListedEmbedOrigin(db, origin, firmId))) await insertFirmEmbedOrigin(db, firmId, origin);
  return firmEmbedOrigins(db, firmId);
}

export async function removeFirmEmbedOrigin(db: Executor, firmId: number, origin: string): Promise<string[]> {
  await deleteFirmEmbedOrigin(db, firmId, origin);
  return firmEmbedOrigins(db, firmId);
}

/** Whether an origin may embed at all (before the firm is known: preflights, the embed files): listed globally or by any firm. */
export async function isEmbedOrigin(app: FastifyInstance, origin: string): Promise<boolean> {
  return app.env.corsOrigins.includes(origin) || isListedEmbedOrigin(app.db.kysely, origin);
}

/** Whether an origin may embed for a firm's users: listed globally or by that firm. */
export async function isEmbedOriginOfFirm(app: FastifyInstance, origin: string, firmId: number): Promise<boolean> {
  return app.env.corsOrigins.includes(origin) || isListedEmbedOrigin(app.db.kysely, origin, firmId);
}
