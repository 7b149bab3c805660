import type { Kysely } from 'kysely';
import { issueEmbedCredential } from '../embed/embed-credentials.ts';
import type { Database } from './schema.ts';

/**
 * Embedding of the demo roster (issue 9): the host origins Acme (its intranet) and Initech (its
 * partner billing site) list, and Acme's demo embed credential, whose secret the README gives so a
 * developer can try host tokens at once (a real firm's is issued with a random secret, shown once).
 * Loopback host pages (development, the journeys) are allowed by CORS_ORIGINS' default.
 */
export const DEMO_EMBED_CREDENTIAL = { clientId: 'acme-intranet-demo', secret: 'acme-demo-secret-not-for-production' } as const;

const SEED_EMBED_ORIGINS: Record<string, readonly string[]> = {
  acme: ['https://intranet.acme.example'],
  initech: ['https://billing.initech.example'],
};

export async function seedEmbed(trx: Kysely<Database>, firmIds: ReadonlyMap<string, number>): Promise<void> {
  const firmId = (code: string): number => {
    const id = firmIds.get(code);
    if (id === undefined) throw new Error(`Seed embed origins name unknown firm ${code}`);
    return id;
  };
  for (const [code, origins] of Object.entries(SEED_EMBED_ORIGINS)) {
    await trx.insertInto('firm_embed_origins')
      .values(origins.map((origin) => ({ firm_id: firmId(code), origin, created_at: new Date().toISOString() }))).execute();
  }
  await issueEmbedCredential(trx, {
    firmId: firmId('acme'), name: 'Acme intranet (demo)', clientId: DEMO_EMBED_CREDENTIAL.clientId, secret: DEMO_EMBED_CREDENTIAL.secret,
  });
}
