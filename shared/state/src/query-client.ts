import { QueryClient } from '@tanstack/query-core';

/** Client errors (4xx: 401, 403, 404, validation) will not change on a retry; server and network errors may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one QueryClient (ARCHITECTURE 'Data and state'): a module singleton, so every
 * element loading @curbside/state through the import map shares its cache.
 */
export const queryClient: QueryClient = createQueryClient();
