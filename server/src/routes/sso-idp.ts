import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findSsoAttempt, issueSsoSession, startSso } from '../auth/sso.ts';
import { findFirmByCode, findFirmById } from '../firms/firm-repository.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';
import { fullName } from '../users/user-record.ts';
import { findFirmUser, usersOfFirm } from '../users/user-repository.ts';

const PageQuery = z.object({ guid: z.string().min(1).optional(), firmCode: z.string().min(1).optional() });
const AuthorizeQuery = z.object({ guid: z.string().min(1), userId: z.coerce.number().int().positive() });

const expiredPage = () => htmlPage('Sign-in expired', '<h1>This sign-in link has expired</h1><p><a href="/login">Start again</a></p>');

/**
 * The simulated identity provider of SSO firms (ARCHITECTURE: simulated SSO).
 * It lists the firm's users; choosing one returns to the portal with
 * `/login?guid=...&sessionId=...`, which the portal exchanges at /auth/login/sso.
 */
export function registerSsoIdpRoutes(app: FastifyInstance): void {
  app.get('/sso/idp', async (request, reply) => {
    const query = PageQuery.safeParse(request.query);
    reply.type('text/html; charset=utf-8');
    if (!query.success) return reply.code(400).send(expiredPage());
    let guid = query.data.guid;
    // The firm's ssoUrl (after a 401) has no attempt yet: start one here.
    if (!guid && query.data.firmCode) {
      const firm = await findFirmByCode(app.db.kysely, query.data.firmCode);
      if (!firm || firm.login_type !== 'sso') return reply.code(404).send(expiredPage());
      guid = await startSso(app, firm, null);
    }
    const attempt = guid ? await findSsoAttempt(app, guid) : undefined;
    const firm = attempt ? await findFirmById(app.db.kysely, attempt.firm_id) : undefined;
    if (!attempt || !firm) return reply.code(404).send(expiredPage());

    const rows = await usersOfFirm(app.db.kysely, firm.firm_id);
    const buttons = rows.map((u) => `<li><form method="get" action="/sso/idp/authorize">
      <input type="hidden" name="guid" value="${escapeHtml(attempt.guid)}"><input type="hidden" name="userId" value="${u.user_id}">
      <button type="submit">${escapeHtml(fullName(u))} <span class="hint">${escapeHtml(u.login_id)}</span></button></form></li>`).join('');
    return reply.send(htmlPage(`${firm.name} identity provider`, `<h1>${escapeHtml(firm.name)} identity provider</h1>
      <p class="hint">Simulated single sign-on. Choose who you are:</p><ul>${buttons}</ul>`));
  });

  app.get('/sso/idp/authorize', async (request, reply) => {
    const query = AuthorizeQuery.safeParse(request.query);
    const attempt = query.success ? await findSsoAttempt(app, query.data.guid) : undefined;
    if (!query.success || !attempt) return reply.code(400).type('text/html; charset=utf-8').send(expiredPage());
    const user = await findFirmUser(app.db.kysely, attempt.firm_id, query.data.userId);
    // Only users of the attempt's firm.
    if (!user) {
      return reply.code(403).type('text/html; charset=utf-8').send(expiredPage());
    }
    const sessionId = await issueSsoSession(app, attempt.guid, user.user_id);
    return reply.redirect(`/login?guid=${encodeURIComponent(attempt.guid)}&sessionId=${encodeURIComponent(sessionId)}`, 302);
  });
}
