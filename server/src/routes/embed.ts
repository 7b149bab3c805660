import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { exchangeForHostToken } from '../embed/embed-token.ts';
import { firmEmbedOrigins } from '../http/firm-embed-origin-repository.ts';
import { addFirmEmbedOrigin, removeFirmEmbedOrigin } from '../http/firm-embed-origins.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

// Issue 9, embedding for real hosts: host tokens (server to server) and the firm's allow-list of
// embedding origins, which its super admins keep in the admin settings.
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
}
