import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { latestOutboxCode } from '../auth/otp.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { registerProviderDevRoutes } from '../providers/provider-dev-routes.ts';

const OutboxQuery = z.object({ email: z.email() });

/** Development only (never registered in production): the latest sign-in code mailed to an address. */
export function registerDevRoutes(app: FastifyInstance): void {
  app.get('/api/dev/outbox', async (request) => {
    const parsed = OutboxQuery.safeParse(request.query);
    if (!parsed.success) throw badRequest('A valid email is required');
    const code = await latestOutboxCode(app, parsed.data.email);
    if (code === null) throw notFound('No code was sent to this address');
    return { code };
  });
  registerProviderDevRoutes(app);
}
