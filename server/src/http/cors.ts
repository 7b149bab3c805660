import { embedOriginOf } from '@curbside/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEmbedOrigin, isEmbedOriginOfFirm } from './firm-embed-origins.ts';
import { forbidden } from './http-error.ts';

/**
 * Cross-origin embeds (issue 9): a host page on another origin (a client firm's intranet, a
 * partner's billing site) loads our embed files and runs curb-login and curb-booking against this
 * server. The API (`/api/*`), the maps service (`/maps/*`) and the files a host page loads (the
 * embeds and their chunks, Shoelace's icons) answer CORS, with credentials, only for listed
 * origins: those of a firm's allow-list (firm-embed-origins.ts) and the global `CORS_ORIGINS`
 * (`env.corsOrigins`); never `*`. A preflight is answered here, before the API key check (it
 * carries no key); a request from a foreign origin nobody lists is refused. Once the caller is
 * known, its firm must list the origin too (`crossSiteOfFirm`), so a cross-site cookie (see
 * session.ts) only works on the pages of the user's own firm.
 */

/**
 * Paths a host page calls: the API (its event stream and dev outbox too), the maps service, and
 * the public files it loads from another origin (module scripts and fetched icons need CORS).
 */
const CORS_PATH_PREFIXES = ['/api/', '/maps/', '/embed/', '/vendor/shoelace/'];

/** Request headers our clients send: API key, JSON body, bearer token (non-secure mode), idempotent calls, the event stream's resume. */
export const CORS_ALLOWED_HEADERS = ['x-api-key', 'content-type', 'authorization', 'idempotency-key', 'last-event-id'] as const;
export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

export const ORIGIN_NOT_ALLOWED = 'This origin is not allowed to call the Curbside API';

const isCorsPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return CORS_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
};

/**
 * The `Origin` of a request when it is another origin than ours: the browser says so
 * (`Sec-Fetch-Site`, which no page script can set), else its host differs from the one we were
 * asked on (the scheme may be a TLS proxy's; a proxy that rewrites Host is what the header covers).
 */
export function foreignOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return null;
  if (request.headers['sec-fetch-site'] === 'same-origin') return null;
  try {
    return new URL(origin).host === request.host ? null : origin;
  } catch {
    return origin; // 'null' (a sandboxed frame, a file) is foreign and never listed
  }
}

/**
 * For a request made for a firm's user (a sign-in, a call with a session): true when it comes from
 * a host page on another origin that the firm (or `CORS_ORIGINS`) lists, so its session cookie is
 * the cross-site one; false for the portal's own pages; refused (403) from an origin only other
 * firms list.
 */
export async function crossSiteOfFirm(app: FastifyInstance, request: FastifyRequest, firmId: number): Promise<boolean> {
  const origin = foreignOrigin(request);
  if (origin === null) return false;
  if (!(await isEmbedOriginOfFirm(app, origin, firmId))) throw forbidden(ORIGIN_NOT_ALLOWED);
  return true;
}

function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
}

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCorsPath(request.url)) return;
    // Answers differ by Origin: caches must keep them apart.
    reply.header('vary', 'Origin');
    const origin = foreignOrigin(request);
    if (origin === null) return;
    if (!(await isEmbedOrigin(app, origin))) {
      return reply.code(403).send({ message: ORIGIN_NOT_ALLOWED });
    }
    allowOrigin(reply, origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return reply
        .header('access-control-allow-methods', CORS_ALLOWED_METHODS.join(', '))
        .header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '))
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
        .code(204)
        .send();
    }
  });
}

/**
 * The global allow-list from `CORS_ORIGINS` (comma-separated origins, `scheme://host[:port]`); unset:
 * none in production, and in development the loopback origins of `port` and of `port + 1`
 * (where a developer serves a host page, e.g. the cross-site intranet demo), as localhost and
 * as 127.0.0.1 (two different sites to a browser). Never a wildcard. Firms add their own.
 */
export function corsOriginsFrom(value: string | undefined, { port, production }: { port: number; production: boolean }): string[] {
  if (value !== undefined && value.trim() !== '') {
    return value.split(',').filter((entry) => entry.trim() !== '').map((entry) => {
      const origin = embedOriginOf(entry);
      if (origin === null) throw new Error(`CORS_ORIGINS: '${entry.trim()}' is not an origin (scheme://host[:port])`);
      return origin;
    });
  }
  if (production) return [];
  return [port, port + 1].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}
