import { endpoints } from '@curbside/contracts';
import { describe, expect, it, vi } from 'vitest';
import { logActivity } from './activity-log.ts';
import { createApiClient } from './client.ts';
import { fakeFetch } from './test-support/fake-fetch.ts';
import { memoryStorage } from './token-store.ts';

const entry = {
  uiSessionId: 's-1',
  userActivityType: 'PageView',
  page: '/bookings',
  userTimezone: 'UTC',
  isSuccess: true,
};

describe('logActivity', () => {
  it('posts the entry to /user-activity/logs', async () => {
    const { fetch, seen } = fakeFetch({ json: { ok: true } });
    const client = createApiClient({ apiBase: '', apiKey: 'k', fetch, storage: memoryStorage() });

    await logActivity(client, entry);

    expect(seen[0]).toMatchObject({ method: 'POST', url: `/api/web/v1${endpoints.users.activityLog.path}`, body: entry });
  });

  it('swallows failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch } = fakeFetch({ status: 500, json: { message: 'down' } });
    const client = createApiClient({ apiBase: '', apiKey: 'k', fetch, storage: memoryStorage() });

    await expect(logActivity(client, entry)).resolves.toBeUndefined();
    const offline = createApiClient({ apiBase: '', apiKey: 'k', fetch: fakeFetch(new TypeError('Failed to fetch')).fetch, storage: memoryStorage() });
    await expect(logActivity(offline, entry)).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });
});
