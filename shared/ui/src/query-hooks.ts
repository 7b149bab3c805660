import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { MutationObserver, notifyManager, QueryObserver } from '@tanstack/query-core';
import type {
  DefaultError, MutateOptions, MutationObserverOptions, MutationObserverResult, QueryKey,
  QueryObserverOptions, QueryObserverResult,
} from '@tanstack/query-core';
import { queryClient } from '@curbside/state';

/**
 * A thin React binding over query-core's QueryObserver on the page's one QueryClient
 * (the shape of @tanstack/react-query's useQuery, without suspense).
 */
export function useQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): QueryObserverResult<TData, TError> {
  const defaulted = queryClient.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(queryClient, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useSyncExternalStore(
    useCallback((onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)), [observer]),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  return result;
}

export type UseMutationResult<TData, TError, TVariables> = Omit<MutationObserverResult<TData, TError, TVariables, unknown>, 'mutate'> & {
  /** Fire and forget: failures land in `error` (and the options' onError), never as an unhandled rejection. */
  mutate(variables: TVariables, options?: MutateOptions<TData, TError, TVariables, unknown>): void;
  mutateAsync(variables: TVariables, options?: MutateOptions<TData, TError, TVariables, unknown>): Promise<TData>;
};

/** A thin React binding over query-core's MutationObserver on the page's one QueryClient. */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void>(
  options: MutationObserverOptions<TData, TError, TVariables, unknown>,
): UseMutationResult<TData, TError, TVariables> {
  const [observer] = useState(() => new MutationObserver<TData, TError, TVariables, unknown>(queryClient, options));
  useEffect(() => {
    observer.setOptions(options);
  }, [observer, options]);
  const result = useSyncExternalStore(
    useCallback((onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)), [observer]),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  const mutate = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, unknown>) => {
      observer.mutate(variables, mutateOptions).catch(() => {});
    },
    [observer],
  );
  return { ...result, mutate, mutateAsync: result.mutate };
}
