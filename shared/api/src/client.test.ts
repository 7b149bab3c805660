import { endpoints } from '@curbside/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { callQuietly, createApiClient, getApiClient } from './client.ts';
import type { ApiClientOptions } from './client.ts';
import { fakeFetch } from './test-support/fake-fetch.ts';
import type { FakeAnswer } from './test-support/fake-fetch.ts';
import { EXPIRES_AT_KEY, memoryStorage, TOKEN_KEY } from './token-store.ts';

function setup(answers: FakeAnswer[], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...answers);
  const storage = memoryStorage();
  const client = createApiClient({ apiBase: 'https://api.example.com', apiKey: 'key-1', fetch: fake.fetch, storage, ...options });
  return { client, storage, ...fake };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function quietConsole() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('requests', () => {
  it('sends the API key, includes credentials and builds the URL from the prefix, path params and query', async () => {
    const { client, seen } = setup([{ json: { ok: true } }, { json: [] }]);

    await client.call(endpoints.users.acceptDocument, { params: { id: 42 } });
    await client.call(endpoints.users.searchUsers, { query: { q: 'ann lee', includeAdmin: true } });

    expect(seen[0]).toMatchObject({
      url: 'https://api.example.com/api/web/v1/users/documents/42/accept',
      method: 'POST',
      credentials: 'include',
    });
    expect(seen[0]?.headers['x-api-key']).toBe('key-1');
    expect(seen[1]?.url).toBe('https://api.example.com/api/web/v1/users?q=ann+lee&includeAdmin=true');
    expect(seen[1]?.method).toBe('GET');
  });

  it('sends Idempotency-Key on an idempotent endpoint only', async () => {
    const { client, seen } = setup([{ json: { ok: true } }, { json: { ok: true } }]);

    await client.call(endpoints.reservations.cancel, { params: { id: 7 }, idempotencyKey: 'intent-1' }).catch(() => {});
    await client.call(endpoints.users.acceptDocument, { params: { id: 42 }, idempotencyKey: 'intent-2' });

    expect(seen[0]?.headers['idempotency-key']).toBe('intent-1');
    expect(seen[1]?.headers['idempotency-key']).toBeUndefined();
  });

  it('calls the same origin when apiBase is empty, and sends the body as JSON', async () => {
    const { client, seen } = setup([{ json: { ok: true } }], { apiBase: '' });

    await client.call(endpoints.users.seenTour, { body: { seenTourType: 'NEW_USER' } });

    expect(seen[0]?.url).toBe('/api/web/v1/users/seen-tour');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.body).toEqual({ seenTourType: 'NEW_USER' });
  });

  it('returns the validated answer', async () => {
    const { client } = setup([{ json: { tourTypeToShow: 'NEW_USER', tourTypeToShowSeen: false } }]);

    await expect(client.call(endpoints.users.nextTour)).resolves.toEqual({ tourTypeToShow: 'NEW_USER', tourTypeToShowSeen: false });
  });

  it('types the input from the endpoint schemas', () => {
    const { client } = setup([]);
    // Never run: the assertions are the type errors tsc expects.
    const typeOnly = () => {
      // @ts-expect-error the document id is required
      void client.call(endpoints.users.acceptDocument);
      // @ts-expect-error the search needs a query
      void client.call(endpoints.users.searchUsers, {});
      // @ts-expect-error the tour type must be one of the spec's names
      void client.call(endpoints.users.seenTour, { body: { seenTourType: 'NO_SUCH_TOUR' } });
      void client.call(endpoints.users.userData);
    };
    expect(typeof typeOnly).toBe('function');
  });
});

describe('bearer token', () => {
  it('sends no Authorization header in secure mode (the login answer has no token)', async () => {
    const { client, seen, storage } = setup([{ json: { expiresAtEpoch: 1_900_000_000, token: null } }, { json: { ok: true } }]);

    await client.call(endpoints.auth.loginComplete, { body: { guid: 'g', password: '123456' } });
    await client.call(endpoints.users.signSelfOnboarding);

    expect(storage.getItem(EXPIRES_AT_KEY)).toBe('1900000000');
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });

  it('stores the token of a non-secure login and sends it as a bearer token', async () => {
    const { client, seen, storage } = setup([{ json: { expiresAtEpoch: 1_900_000_000, token: 'jwt-abc' } }, { json: { ok: true } }]);

    await client.call(endpoints.auth.loginComplete, { body: { guid: 'g', password: '123456' } });
    await client.call(endpoints.users.signSelfOnboarding);

    expect(storage.getItem(TOKEN_KEY)).toBe('jwt-abc');
    expect(seen[1]?.headers.authorization).toBe('Bearer jwt-abc');
    expect(client.tokens.isNonSecure()).toBe(true);
  });

  it('forgets the session on logout even when the server call fails', async () => {
    quietConsole();
    const { client, storage } = setup([{ status: 500, json: { message: 'down' } }]);
    client.tokens.saveLogin({ expiresAtEpoch: 1_900_000_000, token: 'jwt-abc' });

    await expect(client.call(endpoints.auth.logout)).rejects.toBeInstanceOf(ApiError);

    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(EXPIRES_AT_KEY)).toBeNull();
  });
});

describe('401', () => {
  it('clears the stored token, notifies listeners and goes to /login for OTP logins', async () => {
    quietConsole();
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/bookings', assign });
    const { client, storage } = setup([
      { json: { guid: 'g', type: 'otp', ssoUrl: null, selfOnboarding: false } },
      { status: 401, json: { message: 'Unauthorized' } },
    ]);
    client.tokens.saveLogin({ expiresAtEpoch: 1_900_000_000, token: 'jwt-abc' });
    const listener = vi.fn();
    client.onUnauthorized(listener);

    await client.call(endpoints.auth.loginInitiate, { body: { email: 'ann@firm.com' } });
    const failure = client.call(endpoints.users.userData);

    await expect(failure).rejects.toMatchObject({ status: 401, text: 'Unauthorized' });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('goes to the SSO URL when the login type is sso and one exists', async () => {
    quietConsole();
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/bookings', assign });
    const { client } = setup([
      { json: { guid: 'g', type: 'sso', ssoUrl: 'https://idp.example.com/start', selfOnboarding: false } },
      { status: 401, json: { message: 'Unauthorized' } },
    ]);

    await client.call(endpoints.auth.loginInitiate, { body: { firmCode: 'ACME' } });
    await expect(client.call(endpoints.users.userData)).rejects.toBeInstanceOf(ApiError);

    expect(assign).toHaveBeenCalledWith('https://idp.example.com/start');
  });

  it('stays on /login instead of reloading it', async () => {
    quietConsole();
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/login', assign });
    const { client } = setup([{ status: 401, json: {} }]);

    await expect(client.call(endpoints.users.userData)).rejects.toBeInstanceOf(ApiError);

    expect(assign).not.toHaveBeenCalled();
  });

  it('lets a custom handler replace the redirect, and stops notifying unsubscribed listeners', async () => {
    quietConsole();
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/bookings', assign });
    const onUnauthorized = vi.fn();
    const { client } = setup([{ status: 401, json: {} }], { onUnauthorized });
    const listener = vi.fn();
    const unsubscribe = client.onUnauthorized(listener);
    unsubscribe();

    await expect(client.call(endpoints.users.userData)).rejects.toBeInstanceOf(ApiError);

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it.each([
    ['the response message', { status: 400, json: { message: 'Email is already taken', data: 'ignored' } }, 'Email is already taken'],
    ['the response data when there is no message', { status: 400, json: { data: 'Card is expired' } }, 'Card is expired'],
    ['the error message when the body says nothing', { status: 500, statusText: 'Internal Server Error', text: '' }, 'Internal Server Error'],
    ['the error message of a network failure', new TypeError('Failed to fetch'), 'Failed to fetch'],
  ] as const)('shows %s', async (_, answer, text) => {
    quietConsole();
    const { client } = setup([answer]);

    const error = await client.call(endpoints.users.firmData).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).text).toBe(text);
  });

  it("falls back to 'Error has occurred' when nothing says what went wrong", async () => {
    quietConsole();
    const error = new Error('');
    const { client } = setup([error]);

    await expect(client.call(endpoints.users.firmData)).rejects.toMatchObject({ status: 0, text: 'Error has occurred' });
  });

  it('logs a failing call and rethrows it with status, text and body', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = setup([{ status: 403, json: { message: 'Forbidden', code: 'NO_ACCESS' } }]);

    await expect(client.call(endpoints.users.firmData)).rejects.toMatchObject({
      status: 403,
      text: 'Forbidden',
      body: { message: 'Forbidden', code: 'NO_ACCESS' },
    });
    expect(warn).toHaveBeenCalled();
  });

  it('turns a malformed answer into an ApiError with a clear text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = setup([{ json: { user: 'not a user' } }]);

    await expect(client.call(endpoints.users.userData)).rejects.toMatchObject({
      name: 'ApiError',
      text: 'Unexpected response from GET /users/userData',
    });
    expect(error).toHaveBeenCalled();
  });

  it('treats a non-JSON success answer as malformed', async () => {
    quietConsole();
    const { client } = setup([{ text: '<html>maintenance</html>' }]);

    await expect(client.call(endpoints.users.firmData)).rejects.toMatchObject({ text: 'Unexpected response from GET /users/firmData' });
  });
});

describe('getApiClient', () => {
  it('shares one client per apiBase and apiKey', () => {
    expect(getApiClient('https://a.example.com', 'k')).toBe(getApiClient('https://a.example.com/', 'k'));
    expect(getApiClient('https://a.example.com', 'k')).not.toBe(getApiClient('https://a.example.com', 'other'));
    expect(getApiClient('', 'k')).not.toBe(getApiClient('https://a.example.com', 'k'));
  });
});

describe('callQuietly', () => {
  it('resolves to the answer, or to the fallback when the call fails', async () => {
    await expect(callQuietly(Promise.resolve([1]), [])).resolves.toEqual([1]);
    await expect(callQuietly(Promise.reject(new Error('x')), [])).resolves.toEqual([]);
    await expect(callQuietly(Promise.reject(new Error('x')))).resolves.toBeUndefined();
  });
});

describe('event stream URL', () => {
  it('carries the API key, and in non-secure mode a single-use ticket asked with the token, never the token', async () => {
    const storage = memoryStorage();
    const asked: Array<{ url: string; authorization: string | null }> = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ ticket: 't-1' }), { headers: { 'content-type': 'application/json' } });
    };
    const client = createApiClient({ apiBase: 'https://api.example', apiKey: 'k1', storage, fetch });
    expect(await client.eventStreamUrl()).toBe('https://api.example/api/web/v1/events?apiKey=k1');
    expect(asked).toEqual([]);
    storage.setItem('curb.token', 'tok');
    const url = await client.eventStreamUrl();
    expect(url).toBe('https://api.example/api/web/v1/events?apiKey=k1&ticket=t-1');
    expect(url).not.toContain('tok');
    expect(asked).toEqual([{ url: 'https://api.example/api/web/v1/events/ticket', authorization: 'Bearer tok' }]);
  });
});
