import type { Migration } from 'kysely';
import { CREATED_AT, FIRM_OWNED, tablesMigration } from './table-sql.ts';

// Issue 9: the host origins (scheme://host[:port]) a firm embeds our elements on, its intranet or
// a partner's billing site. CORS answers them (http/cors.ts), and a session from one of them is
// only for a user of that firm (http/firm-embed-origins.ts). CORS_ORIGINS stays a global extra.
export function firmEmbedOriginsMigration(): Migration {
  return tablesMigration([
    `CREATE TABLE firm_embed_origins (
      ${FIRM_OWNED},
      origin text NOT NULL,
      ${CREATED_AT},
      CONSTRAINT firm_embed_origins_unique UNIQUE (firm_id, origin)
    )`,
    // CORS asks by origin alone, before it knows the firm.
    'CREATE INDEX firm_embed_origins_origin_idx ON firm_embed_origins (origin)',
  ]);
}
