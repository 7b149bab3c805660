import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { outstandingFirm } from '../access/index.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import {
  changeRideCard, convertToDirectBill, outstandingPage, rideEmails, sendOutstandingEmail,
} from '../outstanding/outstanding-charges.ts';

// spec 001 §7: GET /rides/outstanding, POST /rides/outstanding/{id}/convertToDirectBill,
// POST /rides/outstanding/emails, GET /rides/{id}/emails, POST /rides/{id}/creditcards (issue 15).
// Super admins of SG2 and FN firms (000 §2), over their own firm's rides.
export function registerOutstandingRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;
  const rides = endpoints.reports;

  registerEndpoint(app, rides.outstanding, ({ caller, query }) => outstandingPage(db, caller, outstandingFirm(caller), query));

  registerEndpoint(app, rides.convertToDirectBill, async ({ caller, params }) => {
    await convertToDirectBill(db, caller, outstandingFirm(caller), params.id);
    return { ok: true as const };
  });

  registerEndpoint(app, rides.rideChangeCard, async ({ caller, params, body }) => {
    await changeRideCard(db, outstandingFirm(caller), params.id, body);
    return { ok: true as const };
  });

  registerEndpoint(app, rides.outstandingEmail, ({ caller, body }) => sendOutstandingEmail(db, caller, outstandingFirm(caller), body));

  registerEndpoint(app, rides.rideEmails, ({ caller, params }) => rideEmails(db, outstandingFirm(caller), params.id));
}
