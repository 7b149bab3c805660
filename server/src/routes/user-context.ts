import { endpoints, type TourType } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { activeBroadcastNote } from '../administration/administration-repository.ts';
import { fromJson, isoNow, toJson } from '../db/json-column.ts';
import { serviceAreasOf, toFirm } from '../firms/firm-record.ts';
import { acceptDocument, documentsOf, findFirmDocument } from '../firms/firm-repository.ts';
import { notFound } from '../http/http-error.ts';
import { requestOrigin } from '../http/origin.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { COUNTRIES } from '../reference/countries.ts';
import { LANGUAGE_KIT } from '../reference/language.ts';
import { fullName, userData } from '../users/user-record.ts';
import { insertActivityLog, insertSupportTicket, searchFirmUsers, updateUser } from '../users/user-repository.ts';

const SEARCH_LIMIT = 20;
/**
 * The order the server proposes tours in (000 §9 Product tours): the new user tour, then the new
 * booking stepper's (shown by curb-booking on /new-booking: a new user books first), then the
 * rides report's columns tour (shown by curb-reports once its table is on screen), then the car
 * providers map tour (the portal goes to /map for it after login; curb-coverage-map shows it).
 */
const TOUR_ORDER: TourType[] = ['NEW_USER', 'NEW_STEPPER', 'COLUMNS_TOUR', 'CAR_PROVIDERS_MAP'];

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
    const rows = await searchFirmUsers(db, {
      firmId: caller.firm.firm_id, text: query.q,
      excludeUserId: query.includeSelf ? undefined : caller.user.user_id,
      excludeAdmins: !query.includeAdmin,
      limit: SEARCH_LIMIT,
    });
    return rows.map((r) => ({
      userId: r.user_id, fullName: fullName(r), employeeId: r.employee_id, email: r.login_id, firmCode: caller.firm.firm_code,
    }));
  });

  registerEndpoint(app, endpoints.users.documents, async ({ caller, query }) => {
    if (query.type === 'BroadcastNote') {
      // The firm's active broadcast note (issue 17): allow-listed HTML, at most one; none once withdrawn.
      const note = await activeBroadcastNote(db, caller.firm.firm_id);
      return note ? [{ firmDocumentId: note.broadcast_note_id, documentTitle: 'Broadcast note', document: note.document }] : [];
    }
    const rows = await documentsOf(db, caller.firm.firm_id, query.type);
    return rows.map((r) => ({ firmDocumentId: r.firm_document_id, documentTitle: r.title, document: r.document }));
  });

  registerEndpoint(app, endpoints.users.acceptDocument, async ({ caller, params }) => {
    const doc = await findFirmDocument(db, caller.firm.firm_id, params.id);
    if (!doc) throw notFound('Document not found');
    await acceptDocument(db, caller.user.user_id, doc.firm_document_id, isoNow());
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.users.signSelfOnboarding, async ({ caller }) => {
    await updateUser(db, caller.user.user_id, { should_sign_self_onboarding: 0 });
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.users.supportHelp, async ({ caller, body }) => {
    await insertSupportTicket(db, { firmId: caller.firm.firm_id, userId: caller.user.user_id, subject: body.subject, message: body.message, at: isoNow() });
    app.log.info({ from: caller.user.login_id, subject: body.subject }, 'support ticket received');
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.users.seenTour, async ({ caller, body }) => {
    const seen = new Set(fromJson<TourType[]>(caller.user.seen_tours, []));
    seen.add(body.seenTourType);
    await updateUser(db, caller.user.user_id, { seen_tours: toJson([...seen]) });
    return { ok: true as const };
  });

  // The first tour of TOUR_ORDER not seen; once all are seen the last is named with tourTypeToShowSeen true, so none starts.
  registerEndpoint(app, endpoints.users.nextTour, ({ caller }) => {
    const seen = new Set(fromJson<TourType[]>(caller.user.seen_tours, []));
    const next = TOUR_ORDER.find((tour) => !seen.has(tour));
    if (next) return { tourTypeToShow: next, tourTypeToShowSeen: false };
    return { tourTypeToShow: TOUR_ORDER[TOUR_ORDER.length - 1] ?? null, tourTypeToShowSeen: true };
  });

  registerEndpoint(app, endpoints.users.activityLog, async ({ caller, body }) => {
    await insertActivityLog(db, caller.user.user_id, body, isoNow());
    return { ok: true as const };
  });
}
