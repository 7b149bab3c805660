import type { DefaultError, QueryKey, QueryObserverOptions, QueryObserverResult } from '@tanstack/query-core';
import type { CallArgs, CallInput } from '@curbside/api';
import { queryKey, type Endpoint, type ResponseOf } from '@curbside/contracts';
import { useApi } from '../api-hooks.ts';
import { useQuery } from '../query-hooks.ts';

/** What picks a call's answer: its params, query and body (no signal, the query owns it). */
export type CallPick<E extends Endpoint> = Omit<CallInput<E>, 'signal' | 'idempotencyKey'>;

/** The cache options of a call (how long it stays fresh, when it runs, retries, placeholder). */
export type CallOptions<E extends Endpoint> = Omit<
  QueryObserverOptions<ResponseOf<E>, DefaultError, ResponseOf<E>, ResponseOf<E>, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * One call of the endpoint table, cached under the contract's key for exactly this input
 * (`queryKey(endpoint, input)` of query-keys.ts): every element caching the same call shares
 * one entry, and a change the contract says makes it stale (a card added in the account dialog)
 * refreshes it wherever it shows.
 */
export function useCall<E extends Endpoint>(endpoint: E, input: CallPick<E>, options: CallOptions<E> = {}): QueryObserverResult<ResponseOf<E>> {
  const api = useApi();
  return useQuery({
    ...options,
    queryKey: queryKey(endpoint, input),
    queryFn: ({ signal }) => api.call(endpoint, ...([{ ...input, signal }] as unknown as CallArgs<E>)),
  });
}
