import { API_PREFIX, IDEMPOTENCY_KEY_HEADER, type Endpoint } from '@curbside/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireAccessDeclared } from '../access/endpoint-access.ts';
import { requireLevel } from '../access/level.ts';
import { resolveCaller, type Caller } from '../auth/session.ts';
import { isProduction } from '../config.ts';
import { HttpError, badRequest, unauthorized } from './http-error.ts';
import { runIdempotent } from './idempotency.ts';
import { refuseOverlongText } from './text-ceiling.ts';

export interface EndpointContext<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
  /** The signed-in caller; reading it on a public endpoint without a session answers 401. */
  readonly caller: Caller;
  /** The caller when there is a valid session, else null (public endpoints). */
  readonly maybeCaller: Caller | null;
}

/**
 * What a handler answers: the response schema's value, or `reply` itself after it sent a file
 * (a CSV stream, a PDF) with `reply.send(...)`; a file is not checked against `response`.
 */
export type EndpointHandler<E extends Endpoint> = (
  ctx: EndpointContext<E>,
) => Promise<z.input<E['response']> | FastifyReply> | z.input<E['response']> | FastifyReply;

export interface RegisterOptions {
  /** Per-route rate limit (@fastify/rate-limit route config). */
  rateLimit?: { max: number; timeWindow: number };
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw badRequest(first?.message ?? 'Invalid request', result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
}

/**
 * Mount one row of the contract table at `${API_PREFIX}${path}`: check access,
 * validate params, query and body with the row's schemas (400), run the
 * handler, and outside production check the answer against `response`.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RegisterOptions = {},
): void {
  requireAccessDeclared(endpoint);
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    bodyLimit: endpoint.maxBodyBytes,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (request, reply) => {
      const caller = await resolveCaller(app, request);
      requireLevel(caller, endpoint.access);
      refuseOverlongText(request.body);
      const ctx: EndpointContext<E> = {
        params: parseOrThrow<E['params']>(endpoint.params, request.params ?? {}),
        query: parseOrThrow<E['query']>(endpoint.query, request.query ?? {}),
        body: parseOrThrow<E['body']>(endpoint.body, request.body),
        request,
        reply,
        app,
        get caller(): Caller {
          if (!caller) throw unauthorized();
          return caller;
        },
        maybeCaller: caller,
      };
      const key = endpoint.idempotent ? request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] : undefined;
      const answer = typeof key === 'string' && caller
        ? await runIdempotent(app, {
          userId: caller.user.user_id, key, route: `${endpoint.method} ${endpoint.path}`, request: { params: ctx.params, body: ctx.body },
        }, async () => handler(ctx))
        : await handler(ctx);
      if (answer === reply || isProduction(app.env)) return answer;
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        request.log.error({ issues: checked.error.issues, path: endpoint.path }, 'response does not match the contract');
        throw new HttpError(500, 'Response does not match the contract', checked.error.issues);
      }
      return checked.data;
    },
  });
}
