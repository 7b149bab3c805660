import { useMemo } from 'react';
import { getApiClient } from '@curbside/api';
import { useElementContext } from './element-context.ts';

/** The page's API client for this element's `api-base` and `api-key` attributes. */
export function useApi(): ReturnType<typeof getApiClient> {
  const { apiBase, apiKey } = useElementContext();
  return useMemo(() => getApiClient(apiBase, apiKey), [apiBase, apiKey]);
}
