import { z } from 'zod';

/** Every call of the spec lives under this prefix (000 §7, 001 §7). */
export const API_PREFIX = '/api/web/v1';

export type HttpMethod = 'GET' | 'POST' | 'DELETE' | 'HEAD';

/**
 * One row of the endpoint table: the client and the server both read it.
 * `path` uses `:name` segments (`/users/:id/account`); `params` describes them.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  params: P;
  query: Q;
  body: B;
  response: R;
  /** Who may call it: 'public' needs no session. Server enforces; default 'user'. */
  access: 'public' | 'user' | 'admin' | 'superadmin';
  summary: string;
}

const none = z.object({}).strict();
export const emptyBody = z.object({}).passthrough().optional();
/** A success answer with nothing in it. */
export const okResponse = z.object({ ok: z.literal(true) });

export function endpoint<
  P extends z.ZodType = typeof none,
  Q extends z.ZodType = typeof none,
  B extends z.ZodType = typeof emptyBody,
  R extends z.ZodType = typeof okResponse,
>(def: {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  access?: Endpoint['access'];
  summary: string;
}): Endpoint<P, Q, B, R> {
  return {
    method: def.method,
    path: def.path,
    params: (def.params ?? none) as P,
    query: (def.query ?? none) as Q,
    body: (def.body ?? emptyBody) as B,
    response: (def.response ?? okResponse) as R,
    access: def.access ?? 'user',
    summary: def.summary,
  };
}

export type ParamsOf<E extends Endpoint> = z.input<E['params']>;
export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** Error body every failing call returns (000 §7: message, else data). */
export const ErrorBodySchema = z.object({
  message: z.string().optional(),
  data: z.unknown().optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Path params named `id` are numeric ids throughout the spec. */
export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Fill `:name` segments of a path from params. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
