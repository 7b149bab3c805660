import type { ApiClient } from '@curbside/api';
import { keysChangedBy, type Endpoint } from '@curbside/contracts';
import type { QueryClient } from '@tanstack/query-core';

const wrapped = new WeakMap<ApiClient, WeakMap<QueryClient, ApiClient>>();

/**
 * The API client as elements use it: after a call that changes data succeeds, every cached
 * answer the contract's query keys say it made stale is invalidated (active ones refetch), so
 * a card added in the account dialog shows in the booking stepper and manage bookings at once.
 * One wrapper per client and QueryClient, so its identity is stable across renders and elements.
 */
export function refreshingClient(client: ApiClient, queries: QueryClient): ApiClient {
  let byQueries = wrapped.get(client);
  if (!byQueries) wrapped.set(client, (byQueries = new WeakMap()));
  let result = byQueries.get(queries);
  if (!result) {
    const call: ApiClient['call'] = async (endpoint, ...args) => {
      const answer = await client.call(endpoint, ...args);
      await Promise.all(keysChangedBy(endpoint as Endpoint).map((queryKey) => queries.invalidateQueries({ queryKey })));
      return answer;
    };
    result = Object.freeze({ ...client, call });
    byQueries.set(queries, result);
  }
  return result;
}
