import type { Executor } from '../db/connection.ts';

// The partner billing demo's place on a firm's allow-list of embedding origins (table firm_embed_origins,
// migration 0021, issue 9), written by the seed inside its transaction.

/** List `origin` (already in its one spelling) for the firm; a second time changes nothing. */
export async function listEmbedOrigin(db: Executor, firmId: number, origin: string, at: string): Promise<void> {
  await db.insertInto('firm_embed_origins').values({ firm_id: firmId, origin, created_at: at })
    .onConflict((oc) => oc.columns(['firm_id', 'origin']).doNothing()).execute();
}
