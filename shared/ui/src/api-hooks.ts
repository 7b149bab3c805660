import { useMemo } from 'react';
import { getApiClient } from '@curbside/api';
import { queryClient } from '@curbside/state';
import { useElementContext } from './element-context.ts';
import { refreshingClient } from './query/refreshing-client.ts';

/**
 * The page's API client for this element's `api-base` and `api-key` attributes; a call that
 * changes data refreshes the cached answers the contract's query keys say it made stale.
 */
export function useApi(): ReturnType<typeof getApiClient> {
  const { apiBase, apiKey } = useElementContext();
  return useMemo(() => refreshingClient(getApiClient(apiBase, apiKey), queryClient), [apiBase, apiKey]);
}
