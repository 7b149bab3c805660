import type { ScheduleFrequency } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { reportScope } from '../access/index.ts';
import { findFirmById } from '../firms/firm-repository.ts';
import { sendMail } from '../outbox/outbox-repository.ts';
import { findUserById } from '../users/user-repository.ts';
import { streamText } from './csv-stream.ts';
import { rideApStream, rideBatches, rideCsvStream } from './report-export.ts';
import { rideFilterOf, rideSortOf } from './report-filter.ts';
import { reportQueryOfUrl } from './report-url-query.ts';
import { markStarredReportSent, scheduledReports, type StarredReportRow } from './starred-report-repository.ts';

/**
 * Scheduled starred reports (issue 13): a report with a schedule is sent by email, as a file in
 * its format (CSV, or the AP flat file; a PDF listing is sent as CSV, the outbox holds text),
 * once a day, week or month after it was saved or last sent, to the user who saved it, through
 * the development outbox (and the server log). A user who may no longer see reports gets nothing.
 */

const DAY_MS = 86_400_000;

/** When a report is next due: a day, a week or a calendar month after it was saved or last sent. */
export function nextDue(schedule: ScheduleFrequency, since: string): Date {
  const at = new Date(since);
  if (schedule === 'Daily') return new Date(at.getTime() + DAY_MS);
  if (schedule === 'Weekly') return new Date(at.getTime() + 7 * DAY_MS);
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const isDue = (row: StarredReportRow, now: Date): boolean =>
  row.schedule !== null && nextDue(row.schedule as ScheduleFrequency, row.last_sent_at ?? row.created_at).getTime() <= now.getTime();

/** Send every due report; answers how many were sent. */
export async function sendDueStarredReports(app: FastifyInstance, now: Date): Promise<number> {
  const db = app.db.kysely;
  let sent = 0;
  for (const row of (await scheduledReports(db)).filter((r) => isDue(r, now))) {
    const [user, firm] = await Promise.all([findUserById(db, row.user_id), findFirmById(db, row.firm_id)]);
    if (!user || !firm) continue;
    const at = now.toISOString();
    try {
      const scope = reportScope({ user, firm });
      const query = reportQueryOfUrl(row.query);
      const batches = rideBatches(db, scope, rideFilterOf(query, at.slice(0, 10)), rideSortOf(query));
      const ap = row.format === 'ap';
      const file = await streamText(ap ? rideApStream(batches, firm, at) : rideCsvStream(batches, firm));
      const fileName = `${firm.firm_code}-${row.name.replace(/[^A-Za-z0-9]+/g, '-')}-${at.slice(0, 10)}.${ap ? 'ap.txt' : 'csv'}`;
      await sendMail(db, {
        email: user.login_id, subject: `Your ${row.schedule?.toLowerCase()} report: ${row.name}`,
        body: `Attached: ${fileName}\n\n${file}`, at,
      });
      app.log.info({ starredReportId: row.starred_report_id, email: user.login_id, fileName, bytes: file.length }, 'scheduled report sent to the outbox');
      sent += 1;
    } catch (error) {
      app.log.warn({ starredReportId: row.starred_report_id, err: error }, 'scheduled report not sent');
    }
    await markStarredReportSent(db, row.starred_report_id, at);
  }
  return sent;
}

/** Checks for due reports every few minutes while the server runs. */
export class ReportScheduler {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly app: FastifyInstance, private readonly everyMs = 5 * 60_000) {}

  start(): void {
    this.timer = setInterval(() => { void sendDueStarredReports(this.app, new Date()); }, this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
