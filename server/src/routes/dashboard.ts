import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { reportScope } from '../access/index.ts';
import { dashboardView } from '../dashboard/dashboard-views.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { firmCurrency } from '../ride-history/report-view.ts';

/** Today as the dashboard's default range reads it (UTC, 001 §9 default timezone). */
const today = (): string => new Date().toISOString().slice(0, 10);

// spec 001 §7 Dashboard: GET /reports/dashboard/{name}, for whoever sees reports (000 §2), over the firm's rides (issue 14).
export function registerDashboardRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.reports.dashboard, async ({ caller, params, query }) =>
    dashboardView(app.db.kysely, reportScope(caller), params.name, query, firmCurrency(caller.firm), today()));
}
