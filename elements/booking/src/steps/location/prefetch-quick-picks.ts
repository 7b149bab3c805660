import { useEffect } from 'react';
import { endpoints, queryKey } from '@curbside/contracts';
import { queryClient } from '@curbside/state';
import { useApi } from '@curbside/ui';
import { useBookingContext } from '../../stepper-hooks.ts';

/** How long a prefetched answer stays fresh: as long as useQuickPicks keeps it. */
const FRESH_MS = 5 * 60_000;

/**
 * Loads what the address fields' quick picks show (useQuickPicks: GET /users/{id}/account and the
 * latest bookings, under the same contract keys) while the browser is idle on step 1. Without it,
 * Next onto 'Date and location' drew the step, then fetched, validated and drew both address
 * fields a second time right after (issue 10: the slow Next).
 */
export function usePrefetchQuickPicks(): void {
  const api = useApi();
  const { viewer } = useBookingContext();
  const userId = viewer?.userId ?? null;

  useEffect(() => {
    if (userId === null) return;
    const account = { params: { id: userId } };
    const recent = { query: { offset: 0, count: 10 } };
    const run = () => {
      const cached = { staleTime: FRESH_MS, retry: false } as const;
      void queryClient.prefetchQuery({
        ...cached,
        queryKey: queryKey(endpoints.account.account, account),
        queryFn: ({ signal }) => api.call(endpoints.account.account, { ...account, signal }),
      });
      void queryClient.prefetchQuery({
        ...cached,
        queryKey: queryKey(endpoints.reservations.history, recent),
        queryFn: ({ signal }) => api.call(endpoints.reservations.history, { ...recent, signal }),
      });
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(run, 500);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [api, userId]);
}
