import { useEffect } from 'react';
import { setHostToken, type ApiClient } from '@curbside/api';
import { reloadSession, sessionStore } from '@curbside/state';
import type { Emit } from './emit.ts';

/**
 * The `token` property of an embeddable element (host-token-contract.ts, issue 9): a token the
 * host sets becomes the session of every element of the page (one client per api base and key),
 * whose user is loaded at once (after any load sent before it); null signs out; left unset, the element uses the cookie session.
 * When the token is about to expire or is refused, this element fires `curb-token-expiring`.
 */
export function useHostToken(token: unknown, client: ApiClient, emit: Emit): void {
  useEffect(() => {
    if (token === undefined) return;
    const next = typeof token === 'string' && token !== '' ? token : null;
    const changed = client.tokens.getToken() !== next;
    setHostToken(client, next, (reason, expiresAtEpoch) => emit('curb-token-expiring', { reason, expiresAtEpoch }));
    if (!changed) return;
    if (next === null) sessionStore.getState().clearSession();
    // Not a load the element may have started before the token came: that one was sent without it.
    else void reloadSession(client);
  }, [token, client, emit]);
}
