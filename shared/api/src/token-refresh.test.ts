import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { fakeFetch } from './test-support/fake-fetch.ts';
import { startTokenRefresh } from './token-refresh.ts';
import { EXPIRES_AT_KEY, memoryStorage } from './token-store.ts';
import { getLastActivityMs, trackActivity } from './user-activity.ts';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const nowSec = NOW / 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(login: { expiresAtEpoch: number; token: string | null }) {
  const fake = fakeFetch({ json: { expiresAtEpoch: nowSec + 24 * 3600, token: null } });
  const storage = memoryStorage();
  const client = createApiClient({ apiBase: '', apiKey: 'k', fetch: fake.fetch, storage, now: () => Date.now() });
  client.tokens.saveLogin(login);
  return { client, storage, ...fake };
}

describe('startTokenRefresh', () => {
  it('refreshes every 60 s check when the user was active and the token is close to expiry, storing the new expiry', async () => {
    // A firm with a 1440-minute token refreshes only when under 10800 s remain (000 §9).
    const { client, seen, storage } = setup({ expiresAtEpoch: nowSec + 3600, token: null });
    const stop = startTokenRefresh(client, { getTokenExpiryInMinutes: () => 1440, getLastActivityMs: () => Date.now() - 10_000 });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/web/v1/users/refreshToken']);
    expect(storage.getItem(EXPIRES_AT_KEY)).toBe(String(nowSec + 24 * 3600));
    stop();
  });

  it.each([
    { when: 'a long-lived token has plenty of time left', expiresIn: 20 * 3600, token: null, idleMs: 0, waitMs: 60_000 },
    { when: 'the user has been idle for more than 60 s', expiresIn: 3600, token: null, idleMs: 120_000, waitMs: 180_000 },
    { when: 'the token was handed to the page (non-secure mode)', expiresIn: 3600, token: 'jwt-abc', idleMs: 0, waitMs: 180_000 },
  ])('does not refresh when $when', async ({ expiresIn, token, idleMs, waitMs }) => {
    const { client, seen } = setup({ expiresAtEpoch: nowSec + expiresIn, token });
    const stop = startTokenRefresh(client, { getTokenExpiryInMinutes: () => 1440, getLastActivityMs: () => Date.now() - idleMs });

    await vi.advanceTimersByTimeAsync(waitMs);

    expect(seen).toHaveLength(0);
    stop();
  });

  it('stops checking after stop()', async () => {
    const { client, seen } = setup({ expiresAtEpoch: nowSec + 3600, token: null });
    const stop = startTokenRefresh(client, { getTokenExpiryInMinutes: () => 1440, getLastActivityMs: () => Date.now() });
    stop();

    await vi.advanceTimersByTimeAsync(180_000);

    expect(seen).toHaveLength(0);
  });
});

describe('trackActivity', () => {
  it('moves the last activity time forward on pointer and key events, until stopped', () => {
    const target = new EventTarget();
    const stop = trackActivity(target);
    expect(getLastActivityMs()).toBe(NOW);

    vi.setSystemTime(NOW + 5_000);
    target.dispatchEvent(new Event('keydown'));
    expect(getLastActivityMs()).toBe(NOW + 5_000);

    stop();
    vi.setSystemTime(NOW + 9_000);
    target.dispatchEvent(new Event('pointerdown'));
    expect(getLastActivityMs()).toBe(NOW + 5_000);
  });
});
