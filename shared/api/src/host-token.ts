import type { ApiClient } from './client.ts';

/*
 * The token hand-off of a cross-site embed (issue 9). Where a browser keeps no third-party cookie,
 * the host page's server obtains a short-lived session token for its user and the page hands it to
 * an element (`element.token = ...`). Every call of the page's client then carries it as
 * `Authorization: Bearer`; shortly before it expires, or when the server refuses it, the client
 * asks the host for the next one (the element fires `curb-token-expiring`). The server, not this
 * code, verifies the token: its expiry is read here only to know when to ask.
 */

/** How long before a host token expires the host is asked for the next one (seconds). */
export const HOST_TOKEN_RENEW_BEFORE_S = 60;
// setTimeout fires at once beyond 2^31-1 ms (about 24.8 days): wait in steps no longer than that.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export type HostTokenRequestReason = 'expiring' | 'refused';
/** Asks the host page for the next token. */
export type HostTokenRequest = (reason: HostTokenRequestReason, expiresAtEpoch: number | null) => void;

/** A whole-number claim of a JWT (`exp`, `iat`: epoch seconds), read without verifying it; null when it has none or is no JWT. */
function epochClaim(token: string, name: 'exp' | 'iat'): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const value = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
    return typeof value === 'number' && Number.isInteger(value) ? value : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT (epoch seconds), read without verifying it; null when it has none or is no JWT. */
export function tokenExpiresAtEpoch(token: string): number | null {
  return epochClaim(token, 'exp');
}

/**
 * When to ask for the next token, on this page's clock (ms). A token that says when it was issued
 * (`iat`) is timed from its lifetime, counted from now: a page whose clock runs ahead of the
 * server's would otherwise ask at once for every token it is given, again and again (or, behind
 * it, too late). Without `iat`, from `exp` on the page's clock.
 */
function renewAtMs(client: ApiClient, token: string, expiresAtEpoch: number): number {
  const issuedAt = epochClaim(token, 'iat');
  if (issuedAt === null || issuedAt > expiresAtEpoch) return (expiresAtEpoch - HOST_TOKEN_RENEW_BEFORE_S) * 1000;
  return client.now() + (expiresAtEpoch - issuedAt - HOST_TOKEN_RENEW_BEFORE_S) * 1000;
}

interface HostTokenState {
  token: string | null;
  expiresAtEpoch: number | null;
  request: HostTokenRequest;
  timer: ReturnType<typeof setTimeout> | null;
  stopListening: () => void;
}

const states = new WeakMap<ApiClient, HostTokenState>();

/**
 * Hand `client` (the page's one client of an api base and key) a token from the host page; null
 * forgets it (the session ends). `request` asks the host for the next token, once per token: a
 * minute before its `exp`, or when a call with it is answered 401. The last caller's `request`
 * is the one asked (the element the token was last set on). Setting the token already held
 * changes nothing.
 */
export function setHostToken(client: ApiClient, token: string | null, request: HostTokenRequest): void {
  let state = states.get(client);
  if (!state) {
    const created: HostTokenState = { token: null, expiresAtEpoch: null, request, timer: null, stopListening: () => {} };
    created.stopListening = client.onUnauthorized(() => {
      if (created.token === null) return;
      const { expiresAtEpoch } = created;
      forget(created);
      created.request('refused', expiresAtEpoch);
    });
    states.set(client, (state = created));
  }
  state.request = request;
  if (token === state.token) return;
  forget(state);
  if (token === null || token === '') {
    client.tokens.clear();
    return;
  }
  // The host page handed the session over: a 401 is its to handle (curb-token-expiring), never
  // the portal's redirect of the host page to /login.
  client.setUnauthorizedHandler(() => {});
  state.token = token;
  state.expiresAtEpoch = tokenExpiresAtEpoch(token);
  client.tokens.saveLogin({ token, expiresAtEpoch: state.expiresAtEpoch ?? 0 });
  if (state.expiresAtEpoch !== null) askAt(client, state, renewAtMs(client, token, state.expiresAtEpoch), state.expiresAtEpoch);
}

function askAt(client: ApiClient, state: HostTokenState, atMs: number, expiresAtEpoch: number): void {
  const waitMs = atMs - client.now();
  state.timer = setTimeout(() => {
    state.timer = null;
    if (waitMs > LONGEST_TIMEOUT_MS) askAt(client, state, atMs, expiresAtEpoch);
    else state.request('expiring', expiresAtEpoch);
  }, Math.max(0, Math.min(waitMs, LONGEST_TIMEOUT_MS)));
}

function forget(state: HostTokenState): void {
  if (state.timer !== null) clearTimeout(state.timer);
  state.timer = null;
  state.token = null;
  state.expiresAtEpoch = null;
}
