import { z } from 'zod';
import { fields } from './fields.ts';

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
  /**
   * The call honours an `Idempotency-Key` header: a retried or concurrent request with the same
   * key (same user, same request) gets the first answer instead of doing the work again.
   */
  idempotent: boolean;
  /** The largest request body the server reads for it, in bytes (DEFAULT_MAX_BODY_BYTES unless given). */
  maxBodyBytes: number;
}

/**
 * Request bodies are small JSON (issue 11, hostile input): 64 KiB is far above any form's answer,
 * so a larger body is refused (413) before it is read. A row that needs more says so (a broadcast note).
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The header of an idempotent call (Endpoint.idempotent): one key per user intention. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const none = z.object({}).strict();

/** A numeric id as it arrives in a path or query string (text, coerced). */
export const positiveId = z.coerce.number().int().positive();

/** Path params named `id` are numeric ids throughout the spec. */
export const idParam = z.object({ id: positiveId });

/** The id segments of a path: `:id` and `:…Id` (`/users/:id/places/:placeId/remove`: 'id' | 'placeId'). */
type IdSegments<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? IdName<Name> | IdSegments<`/${Rest}`>
  : Path extends `${string}:${infer Name}` ? IdName<Name> : never;
type IdName<Name extends string> = Name extends 'id' | `${string}Id` ? Name : never;

/** The params a path declares by itself: each id segment a numeric id (none when it has no id segment). */
export type PathIdParams<Path extends string> = z.ZodObject<
  { [K in IdSegments<Path>]: typeof positiveId },
  [IdSegments<Path>] extends [never] ? z.core.$strict : z.core.$strip
>;

const ID_SEGMENT = /:(id|[A-Za-z]+Id)(?=\/|$)/g;

/** The params schema of a path's id segments (see PathIdParams). */
function pathIdParams<Path extends string>(path: Path): PathIdParams<Path> {
  const ids = [...path.matchAll(ID_SEGMENT)].map((match) => match[1] ?? '');
  return (ids.length ? z.object(fields(ids, positiveId)) : none) as PathIdParams<Path>;
}

export const emptyBody = z.object({}).passthrough().optional();
/** A success answer with nothing in it. */
export const okResponse = z.object({ ok: z.literal(true) });

/** What a row states besides its method and path; a part left out takes its default (see RowEndpoint). */
export interface RowParts {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  access?: Endpoint['access'];
  summary: string;
  idempotent?: true;
  maxBodyBytes?: number;
}

/** The schema a row gives as `key`, else `Default`. */
type Part<Parts, Key extends string, Default extends z.ZodType> = Parts extends { [K in Key]: infer S extends z.ZodType }
  ? S
  : Default;

/**
 * The endpoint a row declares: the schemas it gives, and for the rest the params of its path's id
 * segments, no query, an empty body and the ok answer.
 */
export type RowEndpoint<Path extends string, Parts> = Endpoint<
  Part<Parts, 'params', PathIdParams<Path>>,
  Part<Parts, 'query', typeof none>,
  Part<Parts, 'body', typeof emptyBody>,
  Part<Parts, 'response', typeof okResponse>
>;

/**
 * One row of the table. A path's id segments (`:id`, `:placeId`) are numeric ids by themselves: `params`
 * is given only for other segments (`:iata`) or ids that are not numeric.
 */
export function endpoint<Path extends string, Parts extends RowParts>(
  def: Parts & { method: HttpMethod; path: Path },
): RowEndpoint<Path, Parts> {
  const row: Endpoint = {
    method: def.method,
    path: def.path,
    params: def.params ?? pathIdParams(def.path),
    query: def.query ?? none,
    body: def.body ?? emptyBody,
    response: def.response ?? okResponse,
    access: def.access ?? 'user',
    summary: def.summary,
    idempotent: def.idempotent ?? false,
    maxBodyBytes: def.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  };
  return row as RowEndpoint<Path, Parts>;
}

/** Where each row sits in the endpoint table: its group and name (`['creditCards', 'list']`). */
const tablePlaces = new WeakMap<Endpoint, readonly [string, string]>();

/**
 * A group of the endpoint table (`endpoints.<group>`): each row learns its place, so a cache key
 * (query-keys.ts) is found from the row alone. The rows are not looked up through the whole
 * table, so a page bundles only the groups it calls (the embeds' first step, issue 10).
 */
export function endpointGroup<Rows extends Record<string, Endpoint>>(group: string, rows: Rows): Rows {
  for (const [name, row] of Object.entries(rows)) tablePlaces.set(row, [group, name]);
  return rows;
}

/** The row's group and name in the table; undefined for a row that is not in it. */
export function tablePlaceOf(endpoint: Endpoint): readonly [string, string] | undefined {
  return tablePlaces.get(endpoint);
}

/** A call as the spec writes it: 'POST /users/:id/places'. */
type RouteLine = `${HttpMethod} /${string}`;
type PathOf<Line extends RouteLine> = Line extends `${HttpMethod} ${infer Path}` ? Path : never;

/**
 * A row of the table written as the spec names the call:
 * `route('POST /users/:id/places', { summary, body, response })` is
 * `endpoint({ method: 'POST', path: '/users/:id/places', summary, body, response })`.
 */
export function route<Line extends RouteLine, Parts extends RowParts>(line: Line, parts: Parts): RowEndpoint<PathOf<Line>, Parts> {
  const [method, path] = line.split(' ') as [HttpMethod, PathOf<Line>];
  return endpoint({ ...parts, method, path });
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

/** Fill `:name` segments of a path from params. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A boolean query parameter. Query strings arrive as text and `z.coerce.boolean()`
 * would read "false" as true, so text goes through `z.stringbool()` ("true"/"false",
 * "1"/"0", "yes"/"no"); a real boolean (client side) passes as is.
 */
export const queryBoolean = z.union([z.boolean(), z.stringbool()]);

/** A numeric query parameter (query strings arrive as text). */
export const queryNumber = z.coerce.number();
export const queryInt = z.coerce.number().int();

/**
 * A list query parameter: comma-joined text (`statuses=New,Accepted`), repeated
 * keys (an array) or a single value all read as an array of `item`.
 */
export function queryList<T extends z.ZodType>(item: T) {
  const list = z.array(item);
  return z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
    .transform((value, ctx): z.output<T>[] => {
      const parts = (Array.isArray(value) ? value.map(String) : String(value).split(','))
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
      const parsed = list.safeParse(parts);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    });
}

/** Paging of list calls (`offset`, `count`); each list call extends it with its filters. */
export const pagingQuery = z.object({
  offset: queryInt.min(0).optional(),
  count: queryInt.positive().optional(),
});

/** What every page of a paged list answers besides its rows. */
const pageTotals = {
  total: z.number().int().min(0),
  hasMore: z.boolean(),
};

/** One page of a paged list: its rows (under `key`), the total and whether more follow. */
export function pageOf<K extends string, T extends z.ZodType>(key: K, rows: T) {
  const shape = { [key]: z.array(rows), ...pageTotals } as { [P in K]: z.ZodArray<T> } & typeof pageTotals;
  return z.object(shape);
}

/** Path segments without empty parts. */
function segments(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}

/**
 * Match a concrete path against a `:name` pattern; the params (as text) or null.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(path.split('?')[0] ?? '');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const h = have[i] ?? '';
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(h);
    else if (w !== h) return null;
  }
  return params;
}

/**
 * The row of `table` a request hits. Several rows overlap (`GET /reservations/:id`
 * and `GET /reservations/history`), so literal segments win over `:name` ones,
 * left to right: a router must try the row with more literal segments first.
 */
export function findEndpoint<E extends Endpoint>(
  table: Iterable<E>,
  method: string,
  path: string,
): { endpoint: E; params: Record<string, string> } | null {
  let best: { endpoint: E; params: Record<string, string>; rank: string } | null = null;
  for (const candidate of table) {
    if (candidate.method !== method.toUpperCase()) continue;
    const params = matchPath(candidate.path, path);
    if (!params) continue;
    // '1' for a literal segment, '0' for a param: a bigger string is more specific.
    const rank = segments(candidate.path).map((s) => (s.startsWith(':') ? '0' : '1')).join('');
    if (!best || rank > best.rank) best = { endpoint: candidate, params, rank };
  }
  return best ? { endpoint: best.endpoint, params: best.params } : null;
}
