import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from './test-support/fake-fetch.ts';
import { startVersionWatcher } from './version-watcher.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('startVersionWatcher', () => {
  it('polls HEAD /index.html every 60 s and reloads the page when the ETag changes', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const { fetch, seen } = fakeFetch(
      { headers: { etag: '"v1"' } },
      { headers: { etag: '"v1"' } },
      { headers: { etag: '"v2"' } },
    );
    const stop = startVersionWatcher({ fetch });

    await vi.advanceTimersByTimeAsync(0);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['HEAD /index.html']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(seen).toHaveLength(3);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts from the version the page was served with: no request at once, a new x-app-version reloads', async () => {
    const onChange = vi.fn();
    const { fetch, seen } = fakeFetch(
      { headers: { 'x-app-version': 'build-1', etag: '"build-1"' } },
      { headers: { 'x-app-version': 'build-2', etag: '"build-2"' } },
    );
    const stop = startVersionWatcher({ fetch, onChange, initialVersion: 'build-1' });
    const after = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return { polls: seen.length, changes: onChange.mock.calls.length };
    };

    expect(await after(0)).toEqual({ polls: 0, changes: 0 });
    expect(await after(60_000)).toEqual({ polls: 1, changes: 0 });
    expect(await after(60_000)).toEqual({ polls: 2, changes: 1 });
    stop();
  });

  it('notices a new Last-Modified or x-app-version too', async () => {
    const onChange = vi.fn();
    const { fetch } = fakeFetch(
      { headers: { 'x-app-version': '1.0.0' } },
      { headers: { 'x-app-version': '1.0.1' } },
    );
    const stop = startVersionWatcher({ fetch, onChange });

    await vi.advanceTimersByTimeAsync(60_000);

    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores failed polls', async () => {
    const onChange = vi.fn();
    const { fetch } = fakeFetch(
      { headers: { etag: '"v1"' } },
      new TypeError('Failed to fetch'),
      { status: 503, headers: { etag: '"maintenance"' } },
      { headers: { etag: '"v1"' } },
    );
    const stop = startVersionWatcher({ fetch, onChange });

    await vi.advanceTimersByTimeAsync(180_000);

    expect(onChange).not.toHaveBeenCalled();
    stop();
  });
});
