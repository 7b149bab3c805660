import { endpoints } from '@curbside/contracts';
import type { ApiClient } from './client.ts';
import { shouldRefreshToken, TOKEN_REFRESH_CHECK_INTERVAL_MS } from './rules.ts';
import { getLastActivityMs } from './user-activity.ts';

export interface TokenRefreshOptions {
  /** The firm's token lifetime in minutes (from the user's settings); null while unknown. */
  getTokenExpiryInMinutes: () => number | null | undefined;
  /** When the user was last active (epoch ms); `trackActivity` keeps the default current. */
  getLastActivityMs?: () => number;
  intervalMs?: number;
}

/**
 * spec 000 §4, §9 Token refresh: every 60 s ask `shouldRefreshToken`; when it says
 * so, POST /users/refreshToken (the client stores the new expiry). Returns stop().
 */
export function startTokenRefresh(client: ApiClient, options: TokenRefreshOptions): () => void {
  const lastActivity = options.getLastActivityMs ?? getLastActivityMs;
  let inFlight = false;

  async function check(): Promise<void> {
    if (inFlight) return;
    const expiresAtEpochSec = client.tokens.getExpiresAtEpoch();
    const tokenExpiryInMinutes = options.getTokenExpiryInMinutes();
    if (expiresAtEpochSec === null || tokenExpiryInMinutes === null || tokenExpiryInMinutes === undefined) return;
    const refresh = shouldRefreshToken({
      nowMs: client.now(),
      lastActivityMs: lastActivity(),
      expiresAtEpochSec,
      tokenExpiryInMinutes,
      nonSecure: client.tokens.isNonSecure(),
    });
    if (!refresh) return;
    inFlight = true;
    try {
      await client.call(endpoints.auth.refreshToken);
    } catch {
      // Logged by the client; a 401 already ended the session. The next check tries again.
    } finally {
      inFlight = false;
    }
  }

  const timer = setInterval(() => void check(), options.intervalMs ?? TOKEN_REFRESH_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
