// The guard run on every navigation (spec 000 §2 'On entering an authenticated
// route'). The rules are @curbside/domain's; this sequences them with the
// session load. Dependencies are passed in so it runs without a browser.
import { LOGIN_PATH, decideRouteEntry, shouldStoreRedirect } from '@curbside/domain';
import type { RouteDef, RouteEntryInput } from '@curbside/domain';

export type GuardResult = { kind: 'allow'; route: RouteDef } | { kind: 'redirect'; to: string };

export interface GuardSession {
  isAuthenticated: boolean;
  user: RouteEntryInput['user'];
}

export interface GuardDeps {
  session(): GuardSession;
  /** Fetches user data (then firm and countries); resolves null when the user is not signed in. */
  loadSession(): Promise<RouteEntryInput['user']>;
  /** Remembers where to go after login. */
  storeRedirect(path: string): void;
}

export interface GuardTarget {
  pathname: string;
  search: string;
}

export async function guardNavigation(target: GuardTarget, previousPath: string | null, deps: GuardDeps): Promise<GuardResult> {
  const decide = (session: GuardSession) =>
    decideRouteEntry({ pathname: target.pathname, search: target.search, isAuthenticated: session.isAuthenticated, user: session.user, previousPath });

  let decision = decide(deps.session());
  if (decision.kind === 'fetchUserData') {
    const user = await deps.loadSession();
    decision = user ? decide({ isAuthenticated: true, user }) : decision;
    if (decision.kind === 'fetchUserData') {
      // Not signed in: remember the intended path (never /login itself) and go to /login.
      if (shouldStoreRedirect(target.pathname)) deps.storeRedirect(target.pathname + target.search);
      return { kind: 'redirect', to: LOGIN_PATH };
    }
  }
  return decision;
}
