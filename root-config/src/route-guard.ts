// The guard run on every navigation (spec 000 §2 'On entering an authenticated
// route'). The rules are @curbside/domain's; this sequences them with the
// session load. Dependencies are passed in so it runs without a browser.
import { LOGIN_PATH, decideRouteEntry, normalizePath, shouldStoreRedirect } from '@curbside/domain';
import type { RouteDef } from '@curbside/domain';
import type { Firm, User } from '@curbside/contracts';
import { routeAccess } from './route-access.ts';

export type GuardResult = { kind: 'allow'; route: RouteDef } | { kind: 'redirect'; to: string };

export interface GuardSession {
  isAuthenticated: boolean;
  user: User | null;
  /** The user's firm; null while unknown (its load failed): the navigation rule then leaves the route to the server. */
  firm: Firm | null;
}

export interface GuardDeps {
  session(): GuardSession;
  /** Fetches user data (then firm and countries); resolves the session found (isAuthenticated false when not signed in). */
  loadSession(): Promise<GuardSession>;
  /** Whether this browser holds a session that has not expired yet (000 §7 expiresAtEpoch): only then is the server asked on /login. */
  mayHaveSession(): boolean;
  /** Remembers where to go after login. */
  storeRedirect(path: string): void;
}

export interface GuardTarget {
  pathname: string;
  search: string;
}

export async function guardNavigation(target: GuardTarget, previousPath: string | null, deps: GuardDeps): Promise<GuardResult> {
  const decide = (session: GuardSession) => {
    const decision = decideRouteEntry({ pathname: target.pathname, search: target.search, isAuthenticated: session.isAuthenticated, user: session.user, previousPath });
    if (decision.kind !== 'allow' || !session.user || !session.firm) return decision;
    return routeAccess(decision.route, { user: session.user, firm: session.firm });
  };

  let session = deps.session();
  // 000 §2: /login is for signed-out users ('otherwise redirect to /'). Opened straight from the
  // address bar the session is not loaded yet: with an unexpired one in this browser, ask first.
  if (!session.isAuthenticated && normalizePath(target.pathname) === LOGIN_PATH && deps.mayHaveSession()) {
    session = await deps.loadSession();
  }

  let decision = decide(session);
  if (decision.kind === 'fetchUserData') {
    const loaded = await deps.loadSession();
    decision = loaded.isAuthenticated && loaded.user ? decide(loaded) : decision;
    if (decision.kind === 'fetchUserData') {
      // Not signed in: remember the intended path (never /login itself) and go to /login.
      if (shouldStoreRedirect(target.pathname)) deps.storeRedirect(target.pathname + target.search);
      return { kind: 'redirect', to: LOGIN_PATH };
    }
  }
  return decision;
}
