import { endpoints, type TourType } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fromJson, isoNow, toJson } from '../db/json-column.ts';
import { serviceAreasOf, toFirm } from '../firms/firm-record.ts';
import { notFound } from '../http/http-error.ts';
import { requestOrigin } from '../http/origin.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { COUNTRIES } from '../reference/countries.ts';
import { LANGUAGE_KIT } from '../reference/language.ts';
import { fullName, userData } from '../users/user-record.ts';

const SEARCH_LIMIT = 20;
/** The order the server proposes tours in (000 §9 Product tours). */
const TOUR_ORDER: TourType[] = ['NEW_USER'];

// spec 000 §7 Users: the signed-in context. Everything is scoped to the caller's own user and firm.
export function registerUserContextRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.users.userData, ({ caller }) => userData(app.db, caller.user, caller.firm));

  registerEndpoint(app, endpoints.users.firmData, ({ caller, request }) => toFirm(app.db, caller.firm, requestOrigin(request)));

  registerEndpoint(app, endpoints.users.language, () => LANGUAGE_KIT);

  registerEndpoint(app, endpoints.users.countries, () => COUNTRIES);

  registerEndpoint(app, endpoints.users.serviceAreas, ({ caller }) => serviceAreasOf(app.db, caller.firm.firm_id));

  // Employee search: own firm only, by name, email or employee id.
  registerEndpoint(app, endpoints.users.searchUsers, async ({ caller, query }) => {
    const pattern = `%${query.q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    let search = db.selectFrom('users').selectAll()
      .where('firm_id', '=', caller.firm.firm_id)
      .where((eb) => eb.or([
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(login_id)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(employee_id, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]));
    if (!query.includeSelf) search = search.where('user_id', '<>', caller.user.user_id);
    if (!query.includeAdmin) search = search.where('user_type', '<>', 'ADMIN').where('is_super_admin', '=', 0);
    const rows = await search.orderBy('last_name').orderBy('first_name').limit(SEARCH_LIMIT).execute();
    return rows.map((r) => ({
      userId: r.user_id, fullName: fullName(r), employeeId: r.employee_id, email: r.login_id, firmCode: caller.firm.firm_code,
    }));
  });

  registerEndpoint(app, endpoints.users.documents, async ({ caller, query }) => {
    const rows = await db.selectFrom('firm_documents').selectAll()
      .where('firm_id', '=', caller.firm.firm_id).where('document_type', '=', query.type)
      .orderBy('firm_document_id').execute();
    return rows.map((r) => ({ firmDocumentId: r.firm_document_id, documentTitle: r.title, document: r.document }));
  });

  registerEndpoint(app, endpoints.users.acceptDocument, async ({ caller, params }) => {
    const doc = await db.selectFrom('firm_documents').select('firm_document_id')
      .where('firm_document_id', '=', params.id).where('firm_id', '=', caller.firm.firm_id).executeTakeFirst();
    if (!doc) throw notFound('Document not found');
    const already = await db.selectFrom('document_acceptances').select('user_id')
      .where('user_id', '=', caller.user.user_id).where('firm_document_id', '=', doc.firm_document_id).executeTakeFirst();
    if (!already) {
      await db.insertInto('document_acceptances')
        .values({ user_id: caller.user.user_id, firm_document_id: doc.firm_document_id, accepted_at: isoNow() }).execute();
    }
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.users.signSelfOnboarding, async ({ caller }) => {
    await db.updateTable('users').set({ should_sign_self_onboarding: 0 }).where('user_id', '=', caller.user.user_id).execute();
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.users.supportHelp, async ({ caller, body }) => {
    await db.insertInto('support_tickets').values({
      firm_id: caller.firm.firm_id, user_id: caller.user.user_id, subject: body.subject, message: body.message, created_at: isoNow(),
    }).execute();
    app.log.info({ from: caller.user.login_id, subject: body.subject }, 'support ticket received');
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.users.seenTour, async ({ caller, body }) => {
    const seen = new Set(fromJson<TourType[]>(caller.user.seen_tours, []));
    seen.add(body.seenTourType);
    await db.updateTable('users').set({ seen_tours: toJson([...seen]) }).where('user_id', '=', caller.user.user_id).execute();
    return { ok: true as const };
  });

  // NEW_USER until it is seen; after that the last tour is named with tourTypeToShowSeen true, so none starts.
  registerEndpoint(app, endpoints.users.nextTour, ({ caller }) => {
    const seen = new Set(fromJson<TourType[]>(caller.user.seen_tours, []));
    const next = TOUR_ORDER.find((tour) => !seen.has(tour));
    if (next) return { tourTypeToShow: next, tourTypeToShowSeen: false };
    return { tourTypeToShow: TOUR_ORDER[TOUR_ORDER.length - 1] ?? null, tourTypeToShowSeen: true };
  });

  registerEndpoint(app, endpoints.users.activityLog, async ({ caller, body }) => {
    await db.insertInto('activity_logs').values({ user_id: caller.user.user_id, payload: toJson(body), created_at: isoNow() }).execute();
    return { ok: true as const };
  });
}
