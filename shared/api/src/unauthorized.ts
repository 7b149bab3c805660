/** The part of the auth state (000 §3) the 401 rule reads. */
export interface UnauthorizedRouteState {
  type?: string | null;
  ssoUrl?: string | null;
}

export const LOGIN_PATH = '/login';

/** Where a 401 sends the user (000 §4 Authentication): the SSO URL for SSO logins that have one, else /login. */
export function unauthorizedRedirectTarget(authState: UnauthorizedRouteState | null | undefined): string {
  if (authState?.type === 'sso' && authState.ssoUrl) return authState.ssoUrl;
  return LOGIN_PATH;
}

/**
 * The default 401 handler: leave for the SSO page or /login. Stays put when the
 * page already is /login, so a 401 on the login page cannot reload it forever.
 */
export function defaultUnauthorizedRedirect(
  authState: UnauthorizedRouteState | null | undefined,
  navigate: (url: string) => void = browserNavigate,
): void {
  const target = unauthorizedRedirectTarget(authState);
  if (target === LOGIN_PATH && globalThis.location?.pathname === LOGIN_PATH) return;
  navigate(target);
}

function browserNavigate(url: string): void {
  globalThis.location?.assign(url);
}
