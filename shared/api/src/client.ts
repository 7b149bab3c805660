import {
  API_PREFIX,
  buildPath,
  endpoints,
  ErrorBodySchema,
  EVENT_STREAM_PATH,
  eventTicketEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  LoginCompleteResponseSchema,
  LoginInitiateResponseSchema,
} from '@curbside/contracts';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@curbside/contracts';
import { ApiError } from './api-error.ts';
import { errorText } from './rules.ts';
import { createTokenStore } from './token-store.ts';
import type { KeyValueStorage, TokenStore } from './token-store.ts';
import { defaultUnauthorizedRedirect } from './unauthorized.ts';

/** A field the caller must pass unless every key in it is optional. */
type Field<K extends string, T> = Record<never, never> extends T ? { [P in K]?: T } : { [P in K]: T };

/** What `call` takes for an endpoint: typed from its zod schemas. */
export type CallInput<E extends Endpoint> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** Sent as `Idempotency-Key` (idempotent endpoints): the same key for every retry of one user intention. */
    idempotencyKey?: string;
  };

/** The input may be left out when the endpoint needs nothing. */
export type CallArgs<E extends Endpoint> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export type QueryValue = string | number | boolean | Date | null | undefined | ReadonlyArray<string | number | boolean>;

export interface ApiClientOptions {
  /** Origin or base URL of the API server; '' means the page's own origin. */
  apiBase: string;
  /** Sent as the `x-api-key` header on every call. */
  apiKey: string;
  fetch?: typeof fetch;
  /** Where the session lives; local storage by default. */
  storage?: KeyValueStorage;
  /**
   * Replaces the default 401 redirect (SSO URL or /login). Listeners added with
   * `client.onUnauthorized` run either way.
   */
  onUnauthorized?: () => void;
  now?: () => number;
}

export interface ApiClient {
  readonly apiBase: string;
  readonly apiKey: string;
  readonly tokens: TokenStore;
  readonly now: () => number;
  /**
   * One call of the endpoint table. Resolves with the validated answer; rejects
   * with an `ApiError` on a failing or malformed answer.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /** Full URL of a path under the API prefix (e.g. the live event stream). */
  url(path: string, query?: Record<string, QueryValue>): string;
  /**
   * URL of the live event stream. EventSource cannot send headers, so the key rides in the query,
   * and without the session cookie (non-secure mode) a single-use ticket, never the token.
   */
  eventStreamUrl(): Promise<string>;
  /** Hear about every 401 (the session store clears its flag). Returns the unsubscribe. */
  onUnauthorized(listener: () => void): () => void;
  /** Replace (or with null, restore) the default 401 redirect of this client. */
  setUnauthorizedHandler(handler: (() => void) | null): void;
}

const LOG_PREFIX = '[curbside/api]';

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (value instanceof Date) search.append(key, value.toISOString());
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The 'response data' of the error-text rule in terms of our contract: errors are
 * `{ message, data?, code? }`, so the message when there is one, else the `data`
 * field; a body of another shape counts as data itself.
 */
export function errorResponseData(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return body;
  if (typeof parsed.data.message === 'string' && parsed.data.message.trim() !== '') return { message: parsed.data.message };
  return parsed.data.data;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const apiKey = options.apiKey;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const tokens = createTokenStore(options.storage);
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let unauthorizedHandler: (() => void) | null = options.onUnauthorized ?? null;

  const url = (path: string, query?: Record<string, QueryValue>): string =>
    `${apiBase}${API_PREFIX}${path}${queryString(query)}`;

  // spec 000 §4 Authentication: any 401 clears the session, then leaves for SSO or /login.
  // Only a refusal of the session held now counts: a 401 to a request sent with no token or an
  // older one, answered after a sign-in or a host's new token, says nothing about the new session.
  function handleUnauthorized(sentToken: string | null): void {
    if (tokens.getToken() !== sentToken) return;
    tokens.clear();
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        console.error(LOG_PREFIX, '401 listener failed', error);
      }
    }
    if (unauthorizedHandler) unauthorizedHandler();
    else defaultUnauthorizedRedirect(tokens.getLoginRoute());
  }

  /** Answers that carry the session are stored here, in one place (000 §7 login/complete). */
  function remember(endpoint: Endpoint, answer: unknown): void {
    if (endpoint.response === LoginCompleteResponseSchema) {
      tokens.saveLogin(answer as ResponseOf<typeof endpoints.auth.loginComplete>);
    } else if (endpoint.response === LoginInitiateResponseSchema) {
      const { type, ssoUrl } = answer as ResponseOf<typeof endpoints.auth.loginInitiate>;
      tokens.saveLoginRoute({ type, ssoUrl });
    }
  }

  async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
    const input = (args[0] ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal; idempotencyKey?: string };
    const label = `${endpoint.method} ${endpoint.path}`;
    const target = url(
      buildPath(endpoint.path, (input.params ?? {}) as Record<string, unknown>),
      input.query as Record<string, QueryValue> | undefined,
    );

    const headers: Record<string, string> = { 'x-api-key': apiKey, Accept: 'application/json' };
    const token = tokens.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (input.idempotencyKey && endpoint.idempotent) headers[IDEMPOTENCY_KEY_HEADER] = input.idempotencyKey;
    let body: string | undefined;
    if (endpoint.method !== 'GET' && endpoint.method !== 'HEAD' && input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body);
    }

    try {
      let response: Response;
      try {
        response = await fetchImpl(target, {
          method: endpoint.method,
          headers,
          body,
          credentials: 'include',
          signal: input.signal,
        });
      } catch (error) {
        if (isAbort(error)) throw error;
        throw new ApiError({ status: 0, text: errorText(error), call: label, cause: error });
      }

      const data = parseJson(await response.text());

      if (!response.ok) {
        const responseData = errorResponseData(data);
        const text = errorText({
          response: { status: response.status, data: responseData },
          message: response.statusText || `Request failed with status ${response.status}`,
        });
        const error = new ApiError({ status: response.status, text, body: data, responseData, call: label });
        if (response.status === 401) handleUnauthorized(token);
        throw error;
      }

      const parsed = endpoint.response.safeParse(data);
      if (!parsed.success) {
        console.error(LOG_PREFIX, `${label}: answer does not match the contract`, parsed.error.issues);
        throw new ApiError({ status: response.status, text: `Unexpected response from ${label}`, body: data, call: label });
      }
      remember(endpoint, parsed.data);
      return parsed.data as ResponseOf<E>;
    } catch (error) {
      if (error instanceof ApiError) {
        // 000 §7: any failure is logged and rethrown; the call site shows the toast.
        const log = error.status >= 400 && error.status < 500 ? console.warn : console.error;
        log(LOG_PREFIX, `${label} failed (${error.status}): ${error.text}`);
      }
      throw error;
    } finally {
      // Signing out ends the session here even when the server call fails (000 §4).
      if ((endpoint as Endpoint) === endpoints.auth.logout) tokens.clear();
    }
  }

  return {
    apiBase,
    apiKey,
    tokens,
    now,
    call,
    url,
    async eventStreamUrl() {
      if (!tokens.getToken()) return url(EVENT_STREAM_PATH, { apiKey });
      const { ticket } = await call(eventTicketEndpoint);
      return url(EVENT_STREAM_PATH, { apiKey, ticket });
    },
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setUnauthorizedHandler(handler) {
      unauthorizedHandler = handler;
    },
  };
}

const REGISTRY_KEY = Symbol.for('curbside.api.clients.v1');

/**
 * One shared client per (apiBase, apiKey) per page, also across separately
 * bundled embeds, so every element sees the same session and 401 listeners.
 */
export function getApiClient(apiBase: string, apiKey: string): ApiClient {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Map<string, ApiClient> };
  const registry = (holder[REGISTRY_KEY] ??= new Map<string, ApiClient>());
  const key = `${apiBase.replace(/\/+$/, '')}\n${apiKey}`;
  let client = registry.get(key);
  if (!client) {
    client = createApiClient({ apiBase, apiKey });
    registry.set(key, client);
  }
  return client;
}

/**
 * For calls whose failures the spec ignores (000 §7: employee search, country
 * load, service area, next-tour, mark-tour-seen): resolves to `fallback` instead of rejecting.
 */
export async function callQuietly<T, F = undefined>(promise: Promise<T>, fallback?: F): Promise<T | F> {
  try {
    return await promise;
  } catch {
    return fallback as F;
  }
}
