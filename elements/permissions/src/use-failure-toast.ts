import { useEffect, useRef } from 'react';
import { showToast } from '@curbside/ui';

/**
 * Toasts `message` when a query fails (spec 000 §8), once per run of failures: the 15 s refresh
 * of a table whose server is down does not repeat it every time; a success re-arms it.
 */
export function useFailureToast(query: { isError: boolean; errorUpdatedAt: number }, message: string): void {
  const seen = useRef(0);
  const failing = useRef(false);
  useEffect(() => {
    if (query.isError && query.errorUpdatedAt !== seen.current) {
      seen.current = query.errorUpdatedAt;
      if (!failing.current) showToast(message, 'danger');
    }
    failing.current = query.isError;
  }, [query.isError, query.errorUpdatedAt, message]);
}
