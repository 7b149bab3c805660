import type { Readable } from 'node:stream';
import { endpoints, type CostAllocationType, type StarredReport } from '@curbside/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportScope, starredReportOwner } from '../access/index.ts';
import type { Caller } from '../auth/session.ts';
import { isoNow } from '../db/json-column.ts';
import { allocationColumnOf } from '../db/ride-columns.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { notFound } from '../http/http-error.ts';
import { csvStream } from '../ride-history/csv-stream.ts';
import { rideApStream, rideBatches, rideCsvStream, ridePdfListing } from '../ride-history/report-export.ts';
import { pagingOf, rideFilterOf, rideSortOf, type ReportRequest } from '../ride-history/report-filter.ts';
import {
  firmCurrency, reportAllocationTypes, summaryCsvFields, summaryCsvHeader, toReportRow, toRouteRow, toSummaryRow,
} from '../ride-history/report-view.ts';
import { ridePage, rideRoutes, rideSums, rideSumsBy } from '../ride-history/ride-repository.ts';
import { deleteStarredReport, insertStarredReport, starredReportsOf, type StarredReportRow } from '../ride-history/starred-report-repository.ts';

/** How many routes GET /reports/routes answers (the most frequent first). */
const ROUTES_SHOWN = 50;
const DEFAULT_GROUP: CostAllocationType = 'Cost Center';

/** Today as the reports' default range reads it (UTC, 001 §9 default timezone). */
const today = (): string => new Date().toISOString().slice(0, 10);

/** Send a file: a download with its name; text streams are piped, not buffered. */
function sendFile(reply: FastifyReply, type: string, fileName: string, body: Readable | Buffer | string): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
}

const exportName = (caller: Caller, kind: string, ext: string): string => `${caller.firm.firm_code}-${kind}-${today()}.${ext}`;

function toStarred(row: StarredReportRow): StarredReport {
  return {
    starredReportId: row.starred_report_id, name: row.name, type: row.report_type as StarredReport['type'], query: row.query,
    created: row.created_at, schedule: row.schedule as StarredReport['schedule'], format: row.format as StarredReport['format'],
  };
}

async function summaryRows(app: FastifyInstance, caller: Caller, q: ReportRequest) {
  const scope = reportScope(caller);
  const groupBy = q.groupBy ?? DEFAULT_GROUP;
  const groups = await rideSumsBy(app.db.kysely, scope, rideFilterOf(q, today()), allocationColumnOf(groupBy));
  return { groupBy, rows: groups.map((group) => toSummaryRow(group, firmCurrency(caller.firm))) };
}

// spec 001 §7 Reports and receipts: the rides report, summary, routes, exports and starred reports (issue 13).
export function registerReportRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.reports.rides, async ({ caller, query }) => {
    const scope = reportScope(caller);
    const filter = rideFilterOf(query, today());
    const { offset, count } = pagingOf(query);
    const [rows, sums] = await Promise.all([ridePage(db, scope, filter, rideSortOf(query), offset, count), rideSums(db, scope, filter)]);
    return {
      data: rows.map(toReportRow),
      total: sums.rides,
      hasMore: offset + rows.length < sums.rides,
      totals: {
        rides: sums.rides, totalCost: sums.totalCost, distanceInKm: sums.distanceKm, durationInMinutes: sums.durationMinutes,
        co2Kg: sums.co2Kg, currency: firmCurrency(caller.firm),
      },
    };
  });

  // The rides export in the format asked (001 §3 export formats): CSV, AP and the PDF listing all stream, a page of rides at a time.
  registerEndpoint(app, endpoints.reports.ridesCsv, async ({ caller, body, reply }) => {
    const scope = reportScope(caller);
    const filter = rideFilterOf(body.filters, today());
    const batches = rideBatches(db, scope, filter, rideSortOf(body.filters));
    if (body.format === 'pdf') {
      const { rides } = await rideSums(db, scope, filter);
      return sendFile(reply, 'application/pdf', exportName(caller, 'rides', 'pdf'), ridePdfListing(batches, caller.firm, rides));
    }
    if (body.format === 'ap') {
      return sendFile(reply, 'text/plain; charset=utf-8', exportName(caller, 'rides', 'ap.txt'), rideApStream(batches, caller.firm, today()));
    }
    return sendFile(reply, 'text/csv; charset=utf-8', exportName(caller, 'rides', 'csv'), rideCsvStream(batches, caller.firm));
  });

  registerEndpoint(app, endpoints.reports.summary, async ({ caller, query }) => (await summaryRows(app, caller, query)).rows);

  registerEndpoint(app, endpoints.reports.summaryCsv, async ({ caller, body, reply }) => {
    const { groupBy, rows } = await summaryRows(app, caller, body.filters);
    const header = reportAllocationTypes(caller.firm).find((t) => t.type === groupBy)?.header ?? groupBy;
    return sendFile(reply, 'text/csv; charset=utf-8', exportName(caller, 'summary', 'csv'), csvStream(summaryCsvHeader(header), rows.map(summaryCsvFields)));
  });

  registerEndpoint(app, endpoints.reports.routes, async ({ caller, query }) => {
    const routes = await rideRoutes(db, reportScope(caller), rideFilterOf(query, today()), ROUTES_SHOWN);
    return routes.map((route) => toRouteRow(route, firmCurrency(caller.firm)));
  });

  registerEndpoint(app, endpoints.reports.starredReports, async ({ caller }) =>
    (await starredReportsOf(db, starredReportOwner(caller))).map(toStarred));

  registerEndpoint(app, endpoints.reports.starReport, async ({ caller, body }) => {
    const owner = starredReportOwner(caller);
    const row = await insertStarredReport(db, {
      firm_id: owner.firmId, user_id: owner.userId, name: body.name.trim(), report_type: body.type, query: body.query.replace(/^\?/, ''),
      schedule: body.schedule, format: body.schedule ? body.format ?? 'csv' : body.format, last_sent_at: null, created_at: isoNow(),
    });
    return toStarred(row);
  });

  registerEndpoint(app, endpoints.reports.unstarReport, async ({ caller, params }) => {
    if (!(await deleteStarredReport(db, starredReportOwner(caller), params.id))) throw notFound('Starred report not found');
    return { ok: true as const };
  });
}
