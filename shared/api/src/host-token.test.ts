import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@curbside/contracts';
import { createApiClient } from './client.ts';
import { HOST_TOKEN_RENEW_BEFORE_S, setHostToken, tokenExpiresAtEpoch } from './host-token.ts';
import { fakeFetch, type FakeAnswer } from './test-support/fake-fetch.ts';
import { TOKEN_KEY, memoryStorage } from './token-store.ts';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const nowSec = NOW / 1000;

/** A JWT shaped like the server's (HS256 header, claims, a signature this code never checks). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.c2lnbmF0dXJl`;
}

function setup(...answers: FakeAnswer[]) {
  const fake = fakeFetch(...answers);
  const storage = memoryStorage();
  const client = createApiClient({ apiBase: 'https://curbside.example', apiKey: 'k', fetch: fake.fetch, storage, now: () => Date.now() });
  const request = vi.fn();
  return { client, storage, request, ...fake };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tokenExpiresAtEpoch', () => {
  it.each([
    ['a JWT with exp', jwt({ sub: '7', exp: nowSec + 900 }), nowSec + 900],
    ['a JWT with a base64url payload', jwt({ sub: '7', name: '??>>', exp: 1_800_000_000 }), 1_800_000_000],
    ['a JWT without exp', jwt({ sub: '7' }), null],
    ['a JWT with a fractional exp', jwt({ exp: 12.5 }), null],
    ['an opaque token', 'not-a-jwt', null],
    ['a broken payload', 'a.%%%.c', null],
  ])('%s -> %s', (_what, token, expected) => {
    expect(tokenExpiresAtEpoch(token)).toBe(expected);
  });
});

describe('setHostToken', () => {
  it('makes every call of the client carry the host\'s token as a bearer', async () => {
    const { client, seen, request } = setup({ json: [] });
    setHostToken(client, jwt({ exp: nowSec + 900 }), request);
    await client.call(endpoints.users.countries);
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${jwt({ exp: nowSec + 900 })}`);
  });

  it(`asks the host for the next token ${HOST_TOKEN_RENEW_BEFORE_S} s before this one expires, once`, async () => {
    const { client, request } = setup();
    setHostToken(client, jwt({ exp: nowSec + 900 }), request);
    await vi.advanceTimersByTimeAsync((900 - HOST_TOKEN_RENEW_BEFORE_S) * 1000 - 1);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledExactlyOnceWith('expiring', nowSec + 900);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(request).toHaveBeenCalledOnce();
  });

  it('asks at once for a token that is already about to expire', async () => {
    const { client, request } = setup();
    setHostToken(client, jwt({ exp: nowSec + 10 }), request);
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledExactlyOnceWith('expiring', nowSec + 10);
  });

  it.each([
    ['runs ahead of the server\'s by 61 s', -61],
    ['runs behind the server\'s by an hour', 3600],
  ])('times a token that says when it was issued from its lifetime when the page clock %s: once, a minute before', async (_what, skewS) => {
    const { client, request } = setup();
    const issuedAt = nowSec + skewS;
    setHostToken(client, jwt({ iat: issuedAt, exp: issuedAt + 120 }), request);
    await vi.advanceTimersByTimeAsync((120 - HOST_TOKEN_RENEW_BEFORE_S) * 1000 - 1);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledExactlyOnceWith('expiring', issuedAt + 120);
  });

  it('waits out a token that lasts longer than a timer can (weeks) without asking early', async () => {
    const { client, request } = setup();
    setHostToken(client, jwt({ exp: nowSec + 40 * 86_400 }), request);
    await vi.advanceTimersByTimeAsync(39 * 86_400 * 1000);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(86_400 * 1000);
    expect(request).toHaveBeenCalledExactlyOnceWith('expiring', nowSec + 40 * 86_400);
  });

  it('re-arms for a new token and forgets the old one\'s timer; the same token again changes nothing', async () => {
    const { client, request } = setup();
    setHostToken(client, jwt({ exp: nowSec + 120 }), request);
    setHostToken(client, jwt({ exp: nowSec + 900 }), request);
    setHostToken(client, jwt({ exp: nowSec + 900 }), request);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync((900 - 120 - HOST_TOKEN_RENEW_BEFORE_S) * 1000);
    expect(request).toHaveBeenCalledExactlyOnceWith('expiring', nowSec + 900);
  });

  it('asks for a new token when the server refuses this one (401), and no more before the host sets one; the host page stays', async () => {
    const navigated = vi.fn();
    vi.stubGlobal('location', { pathname: '/intranet', assign: navigated });
    const { client, request, storage } = setup({ status: 401, json: { message: 'Unauthorized' } });
    setHostToken(client, jwt({ exp: nowSec + 900 }), request);
    await expect(client.call(endpoints.users.userData)).rejects.toMatchObject({ status: 401 });
    expect(request).toHaveBeenCalledExactlyOnceWith('refused', nowSec + 900);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigated).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(request).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('keeps a token set while a call without it was under way: that call\'s 401 refuses no token of the host\'s', async () => {
    const { client, request, storage } = setup({ status: 401, json: { message: 'Unauthorized' } });
    client.setUnauthorizedHandler(() => {});
    const before = client.call(endpoints.users.userData);
    const token = jwt({ exp: nowSec + 900 });
    setHostToken(client, token, request);
    await expect(before).rejects.toMatchObject({ status: 401 });
    expect(request).not.toHaveBeenCalled();
    expect(storage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('asks the element the token was last set on', async () => {
    const { client } = setup();
    const first = vi.fn();
    const second = vi.fn();
    setHostToken(client, jwt({ exp: nowSec + 100 }), first);
    setHostToken(client, jwt({ exp: nowSec + 100 }), second);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('signs out on null: no bearer, no question', async () => {
    const { client, request, seen } = setup({ json: [] });
    setHostToken(client, jwt({ exp: nowSec + 100 }), request);
    setHostToken(client, null, request);
    await client.call(endpoints.users.countries);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(request).not.toHaveBeenCalled();
  });
});
