import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '../db/json-column.ts';
import { liveEmbedCredentials, revokeEmbedCredential } from '../embed/embed-credential-repository.ts';
import { issueEmbedCredential } from '../embed/embed-credentials.ts';
import { exchangeForHostToken } from '../embed/embed-token.ts';
import { firmEmbedOrigins } from '../http/firm-embed-origin-repository.ts';
import { addFirmEmbedOrigin, removeFirmEmbedOrigin } from '../http/firm-embed-origins.ts';
import { notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

export const NO_CREDENTIAL = 'No such embed credential';

// Issue 9, embedding for real hosts: host tokens (server to server), the firm's embed credentials
// for them, and its allow-list of embedding origins, which its super admins keep.
export function registerEmbedRoutes(app: FastifyInstance): void {
  // Rate-limited like a sign-in (per IP): it signs a user in.
  registerEndpoint(app, endpoints.embed.token, ({ request, body }) => exchangeForHostToken(app, request, body), {
    rateLimit: { max: app.env.loginRateLimit.max, timeWindow: app.env.loginRateLimit.timeWindowMs },
  });

  registerEndpoint(app, endpoints.embed.origins, async ({ caller }) => ({ origins: await firmEmbedOrigins(app.db.kysely, caller.firm.firm_id) }));
  registerEndpoint(app, endpoints.embed.addOrigin, async ({ caller, body }) =>
    ({ origins: await addFirmEmbedOrigin(app.db.kysely, caller.firm.firm_id, body.origin) }));
  registerEndpoint(app, endpoints.embed.removeOrigin, async ({ caller, body }) =>
    ({ origins: await removeFirmEmbedOrigin(app.db.kysely, caller.firm.firm_id, body.origin) }));

  registerEndpoint(app, endpoints.embed.credentials, async ({ caller }) =>
    (await liveEmbedCredentials(app.db.kysely, caller.firm.firm_id)).map((row) => ({ clientId: row.client_id, name: row.name, createdAt: row.created_at })));
  registerEndpoint(app, endpoints.embed.issueCredential, ({ caller, body }) =>
    issueEmbedCredential(app.db.kysely, { firmId: caller.firm.firm_id, name: body.name }));
  registerEndpoint(app, endpoints.embed.revokeCredential, async ({ caller, body }) => {
    // Another firm's credential answers like one that does not exist.
    if (!(await revokeEmbedCredential(app.db.kysely, body.clientId, isoNow(), caller.firm.firm_id))) throw notFound(NO_CREDENTIAL);
    return { ok: true as const };
  });
}
