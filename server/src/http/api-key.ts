import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, EVENT_STREAM_PATH } from '@curbside/contracts';
import { allApiKeys } from './api-key-repository.ts';
import { unauthorized } from './http-error.ts';

const CACHE_MS = 30_000;

/**
 * Every call under /api/web/v1 needs a known `x-api-key` (000 §7). The event
 * stream may pass it as `?apiKey=` because EventSource cannot set headers.
 */
export function requireApiKey(app: FastifyInstance): void {
  let known = new Set<string>();
  let loadedAt = 0;
  const isKnown = async (key: string): Promise<boolean> => {
    if (Date.now() - loadedAt > CACHE_MS || !known.has(key)) {
      known = new Set(await allApiKeys(app.db.kysely));
      loadedAt = Date.now();
    }
    return known.has(key);
  };

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(`${API_PREFIX}/`) && path !== API_PREFIX) return;
    let key = request.headers['x-api-key'];
    if (key === undefined && path === `${API_PREFIX}${EVENT_STREAM_PATH}`) {
      const fromQuery = (request.query as Record<string, unknown>).apiKey;
      if (typeof fromQuery === 'string') key = fromQuery;
    }
    if (typeof key !== 'string' || key === '' || !(await isKnown(key))) throw unauthorized('Invalid API key');
  });
}
