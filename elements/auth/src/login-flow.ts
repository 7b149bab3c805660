import type { endpoints, z } from '@curbside/contracts';
import { sessionStore } from '@curbside/state';

type LoginInitiateAnswer = z.output<typeof endpoints.auth.loginInitiate.response>;

/** What a view shows after an initiate or register answer. */
export type LoginFlowNext = 'code' | 'sso' | 'no-sso-url';

/**
 * Follows a POST /auth/login/initiate or /auth/register answer (spec 000 §7): remembers the flow
 * (guid, auth type, the address typed) for the code step and the 401 redirect; for SSO sends the
 * browser to the identity provider, or answers 'no-sso-url' when the server named none.
 */
export function followLoginAnswer(email: string | null, answer: LoginInitiateAnswer): LoginFlowNext {
  sessionStore.getState().setLoginFlow({
    email, guid: answer.guid, authType: answer.type, ssoUrl: answer.ssoUrl, selfOnboarding: answer.selfOnboarding,
  });
  if (answer.type !== 'sso') return 'code';
  if (!answer.ssoUrl) return 'no-sso-url';
  window.location.assign(answer.ssoUrl);
  return 'sso';
}
