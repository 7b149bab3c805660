import type { FastifyRequest } from 'fastify';

// What the request log writes of a request: never a secret. Headers are not logged at all; a
// `token=` in the query (the event stream's EventSource cannot send headers) is masked.

const SECRET_QUERY = /([?&](?:token|ticket)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[redacted]');

/** Fastify's `req` log serializer. */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
