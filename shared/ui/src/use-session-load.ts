import { useEffect } from 'react';
import { connectSessionToApi, loadSession, sessionStore } from '@curbside/state';
import type { useApi } from './api-hooks.ts';

/**
 * Connects the session to the element's API client and loads it unless it is loaded already:
 * the portal's root config usually loaded it, and loadSession() shares a running load.
 */
export function useSessionLoad(api: ReturnType<typeof useApi>): void {
  useEffect(() => {
    connectSessionToApi(api);
    if (!sessionStore.getState().userData) void loadSession(api);
  }, [api]);
}
