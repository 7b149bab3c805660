import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { redeemSignupCode } from '../administration/integration-repository.ts';
import { completeOtp, startOtp } from '../auth/otp.ts';
import { loginAsGrant } from '../access/index.ts';
import { endSession, issueSession } from '../auth/session.ts';
import { completeSso, idpPath, startSso } from '../auth/sso.ts';
import { isoNow, toJson } from '../db/json-column.ts';
import { US_SETTINGS } from '../db/seed-data.ts';
import { findFirmByCode, findFirmById, selfOnboardingFirm, type FirmRow } from '../firms/firm-repository.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/http-error.ts';
import { requestOrigin } from '../http/origin.ts';
import { registerEndpoint, type RegisterOptions } from '../http/register-endpoint.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../users/user-repository.ts';

export const NO_ACCOUNT = 'No account found for this email';
export const NO_FIRM = 'No firm found for this code';
export const ACCOUNT_EXISTS = 'An account already exists for this email. Please sign in';
export const HOST_TOKEN_NOT_REFRESHED = 'A host token is not refreshed: the host page asks its server for the next one';

async function firmOf(app: FastifyInstance, user: UserRow): Promise<FirmRow> {
  const firm = await findFirmById(app.db.kysely, user.firm_id);
  if (!firm) throw notFound(NO_ACCOUNT);
  return firm;
}

async function signedInUser(app: FastifyInstance, userId: number): Promise<{ user: UserRow; firm: FirmRow }> {
  const user = await findUserById(app.db.kysely, userId);
  if (!user) throw unauthorized();
  return { user, firm: await firmOf(app, user) };
}

// spec 000 §7 Authentication
export function registerAuthRoutes(app: FastifyInstance): void {
  const limited: RegisterOptions = {
    rateLimit: { max: app.env.loginRateLimit.max, timeWindow: app.env.loginRateLimit.timeWindowMs },
  };

  registerEndpoint(app, endpoints.auth.loginInitiate, async ({ body, request }) => {
    const origin = requestOrigin(request);
    if ('email' in body) {
      const user = await findUserByEmail(app.db.kysely, body.email);
      if (!user) throw notFound(NO_ACCOUNT);
      const firm = await firmOf(app, user);
      if (firm.login_type === 'sso') {
        const guid = await startSso(app, firm, user.login_id);
        return { guid, type: 'sso' as const, ssoUrl: `${origin}${idpPath(guid)}`, selfOnboarding: false };
      }
      const guid = await startOtp(app, user, firm);
      return { guid, type: 'otp' as const, ssoUrl: null, selfOnboarding: firm.is_self_onboarding === 1 };
    }
    const firm = await findFirmByCode(app.db.kysely, body.firmCode);
    if (!firm) throw notFound(NO_FIRM);
    if (firm.login_type !== 'sso') throw badRequest('This firm signs in with a code sent by email. Please enter your work email');
    const guid = await startSso(app, firm, null);
    return { guid, type: 'sso' as const, ssoUrl: `${origin}${idpPath(guid)}`, selfOnboarding: false };
  }, limited);

  registerEndpoint(app, endpoints.auth.loginComplete, async ({ body, reply }) => {
    const userId = await completeOtp(app, body.guid, body.password);
    const { user, firm } = await signedInUser(app, userId);
    return issueSession(app, reply, user, firm);
  }, limited);

  registerEndpoint(app, endpoints.auth.loginSso, async ({ body, reply }) => {
    const userId = await completeSso(app, body.guid, body.sessionId);
    const { user, firm } = await signedInUser(app, userId);
    return issueSession(app, reply, user, firm);
  }, limited);

  registerEndpoint(app, endpoints.auth.logout, async ({ request, reply }) => {
    await endSession(app, request, reply);
    return { ok: true as const };
  });

  // The same session, extended: logout revokes the refreshed token too. A host token (issue 9)
  // stays short-lived: the host page asks its server for the next one.
  registerEndpoint(app, endpoints.auth.refreshToken, ({ caller, reply }) => {
    if (caller.claims.hostToken) throw forbidden(HOST_TOKEN_NOT_REFRESHED);
    return issueSession(app, reply, caller.user, caller.firm, { impersonatorUserId: caller.claims.impersonatorUserId, refreshOf: caller.claims.sessionId });
  });

  // 000 §6: 'Login as' for HQ dev, HQ support, admin and super admin, with a permission they hold.
  registerEndpoint(app, endpoints.auth.loginAs, async ({ caller, params, reply }) => {
    const { actor, targetUserId } = await loginAsGrant(app.db.kysely, caller, params.id);
    const { user, firm } = await signedInUser(app, targetUserId);
    app.log.info({ actor: actor.login_id, target: user.login_id }, 'login as');
    return issueSession(app, reply, user, firm, { impersonatorUserId: actor.user_id });
  });

  // Self-onboarding (000 §2 /signup): a pending user in the trial firm, then an OTP.
  registerEndpoint(app, endpoints.auth.register, async ({ body }) => {
    if (await findUserByEmail(app.db.kysely, body.email)) throw conflict(ACCOUNT_EXISTS);
    const firm = await selfOnboardingFirm(app.db.kysely);
    if (!firm) throw notFound('Self-onboarding is not available');
    const userId = await insertUser(app.db.kysely, {
      firm_id: firm.firm_id,
      login_id: body.email.trim().toLowerCase(),
      first_name: body.firstName.trim(),
      last_name: body.lastName.trim(),
      middle_name: null,
      employee_id: null,
      amex_user_id: null,
      country_code: 'US',
      source: 'self-onboarding',
      user_type: 'EMPLOYEE',
      user_role: 'STANDARD',
      is_super_admin: 0,
      is_pending: 1,
      should_sign_self_onboarding: 1,
      is_billing_allowed: 0,
      is_reports_allowed: 0,
      is_manage_carline_allowed: 0,
      partners_link: null,
      settings: toJson(US_SETTINGS),
    }, isoNow());
    const user = await findUserById(app.db.kysely, userId);
    if (!user) throw notFound(NO_ACCOUNT);
    const guid = await startOtp(app, user, firm);
    return { guid, type: 'otp' as const, ssoUrl: null, selfOnboarding: true };
  }, limited);

  // Expense-system signup: the code a super admin issued (POST /superadmin/concur/signup/code) is used once.
  registerEndpoint(app, endpoints.auth.concurSignup, async ({ body }) => {
    if (await redeemSignupCode(app.db.kysely, body.signupCode, new Date()) === undefined) {
      throw badRequest('This signup code is not valid: ask your administrator for a new one');
    }
    return { ok: true as const };
  }, limited);
}
