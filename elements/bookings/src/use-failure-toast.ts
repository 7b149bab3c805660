import { useEffect, useRef, useState } from 'react';
import { showToast } from '@curbside/ui';
import { failureText } from './bookings-logic.ts';

/**
 * Toasts the server's error text when a query fails, once per run of failures (a background
 * refetch of a list whose server is down does not repeat it); a success re-arms it.
 */
export function useFailureToast(query: { isError: boolean; errorUpdatedAt: number; error: unknown }): void {
  const seen = useRef(0);
  const failing = useRef(false);
  useEffect(() => {
    if (query.isError && query.errorUpdatedAt !== seen.current) {
      seen.current = query.errorUpdatedAt;
      if (!failing.current) showToast(failureText(query.error), 'danger');
    }
    failing.current = query.isError;
  }, [query.isError, query.errorUpdatedAt, query.error]);
}

/** The value once it stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
