import type { Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { EmbedCredentialTable } from '../db/schema.ts';

// The embed_credentials table (0025-embed-credentials, issue 9): a firm's server-to-server
// credentials for host tokens, the secret kept as its SHA-256.

export type EmbedCredentialRow = Selectable<EmbedCredentialTable>;

/** The credential of a client id unless it was revoked. */
export async function findLiveEmbedCredential(db: Executor, clientId: string): Promise<EmbedCredentialRow | undefined> {
  return db.selectFrom('embed_credentials').selectAll().where('client_id', '=', clientId).where('revoked_at', 'is', null).executeTakeFirst();
}

export async function insertEmbedCredential(db: Executor, row: Omit<EmbedCredentialRow, 'revoked_at'>): Promise<void> {
  await db.insertInto('embed_credentials').values({ ...row, revoked_at: null }).execute();
}

export async function liveEmbedCredentials(db: Executor, firmId: number): Promise<EmbedCredentialRow[]> {
  return db.selectFrom('embed_credentials').selectAll().where('firm_id', '=', firmId).where('revoked_at', 'is', null)
    .orderBy('created_at').orderBy('client_id').execute();
}

/** Revoke a live credential (of `firmId` when given): true when one was. */
export async function revokeEmbedCredential(db: Executor, clientId: string, at: string, firmId?: number): Promise<boolean> {
  let query = db.updateTable('embed_credentials').set({ revoked_at: at }).where('client_id', '=', clientId).where('revoked_at', 'is', null);
  if (firmId !== undefined) query = query.where('firm_id', '=', firmId);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}
