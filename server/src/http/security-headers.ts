import type { FastifyInstance } from 'fastify';

// Headers every answer carries (issue 11, Headers): no MIME sniffing, referrers cut to the origin
// across sites, and HSTS when the server itself speaks TLS. Set when the request arrives, so
// refusals (401, 403, 404) carry them too. The pages' Content-Security-Policy is content-security-policy.ts.

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
