import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/query-core';
import { queryClient, shouldRetryQuery } from './query-client.ts';

describe('queryClient', () => {
  it('is one QueryClient for the page', async () => {
    expect(queryClient).toBeInstanceOf(QueryClient);
    const again = await import('./query-client.ts');
    expect(again.queryClient).toBe(queryClient);
  });

  it('does not retry client errors but retries server and network errors twice', () => {
    expect(shouldRetryQuery(0, { status: 401 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 404 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 500 })).toBe(true);
    expect(shouldRetryQuery(1, { status: 0 })).toBe(true);
    expect(shouldRetryQuery(2, new Error('offline'))).toBe(false);
  });
});
