import type { Readable } from 'node:stream';
import type { ExportFormat, ScheduleFrequency } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { reportScope } from '../access/index.ts';
import { findFirmById } from '../firms/firm-repository.ts';
import { sendMail } from '../outbox/outbox-repository.ts';
import { findUserById } from '../users/user-repository.ts';
import type { FirmRow } from '../firms/firm-repository.ts';
import { streamText } from './csv-stream.ts';
import { rideApStream, rideBatches, rideCsvStream, ridePdfListing, type RideBatches } from './report-export.ts';
import { rideFilterOf, rideSortOf } from './report-filter.ts';
import { rideSums, type RideFilter, type RideScope } from './ride-repository.ts';
import { reportQueryOfUrl } from './report-url-query.ts';
import { markStarredReportSent, scheduledReports, type StarredReportRow } from './starred-report-repository.ts';

/**
 * Scheduled starred reports (issue 13): a report with a schedule is sent by email, as a file in
 * its chosen format (CSV, the AP flat file or the PDF listing, as the Export menu makes them),
 * once a day, week or month after it was saved or last sent, to the user who saved it, through
 * the development outbox (and the server log). The outbox holds text: a CSV or AP file is the
 * mail's text after the 'Attached:' line, a PDF is there in base64. A user who may no longer see
 * reports gets nothing.
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

/** The attachment of a scheduled report: its name, type and content as the outbox holds it. */
export interface ScheduledFile {
  fileName: string;
  contentType: string;
  /** The file's text (CSV, AP), or its bytes in base64 (PDF). */
  content: string;
  encoding: 'text' | 'base64';
}

async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

const FILE_KINDS: Record<ExportFormat, { extension: string; contentType: string }> = {
  csv: { extension: 'csv', contentType: 'text/csv' },
  ap: { extension: 'ap.txt', contentType: 'text/plain' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
};

/** The report's file in `format` (CSV when none was chosen), built by the same streams as POST /reports/csv. */
export async function scheduledReportFile(
  db: FastifyInstance['db']['kysely'], request: { scope: RideScope; filter: RideFilter; batches: RideBatches },
  firm: FirmRow, format: ExportFormat, baseName: string, at: string,
): Promise<ScheduledFile> {
  const { extension, contentType } = FILE_KINDS[format];
  const fileName = `${baseName}.${extension}`;
  if (format === 'pdf') {
    const { rides } = await rideSums(db, request.scope, request.filter);
    const bytes = await streamBytes(ridePdfListing(request.batches, firm, rides));
    return { fileName, contentType, content: bytes.toString('base64'), encoding: 'base64' };
  }
  const stream = format === 'ap' ? rideApStream(request.batches, firm, at) : rideCsvStream(request.batches, firm);
  return { fileName, contentType, content: await streamText(stream), encoding: 'text' };
}

/** The mail's text: the 'Attached:' line, then the file (base64 files say so). */
export function scheduledMailBody(file: ScheduledFile): string {
  const note = file.encoding === 'base64' ? `Attached: ${file.fileName} (${file.contentType}, base64)` : `Attached: ${file.fileName}`;
  return `${note}\n\n${file.content}`;
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
      const filter = rideFilterOf(query, at.slice(0, 10));
      const batches = rideBatches(db, scope, filter, rideSortOf(query));
      const format: ExportFormat = row.format === 'ap' || row.format === 'pdf' ? row.format : 'csv';
      const baseName = `${firm.firm_code}-${row.name.replace(/[^A-Za-z0-9]+/g, '-')}-${at.slice(0, 10)}`;
      const file = await scheduledReportFile(db, { scope, filter, batches }, firm, format, baseName, at);
      await sendMail(db, {
        email: user.login_id, subject: `Your ${row.schedule?.toLowerCase()} report: ${row.name}`, body: scheduledMailBody(file), at,
      });
      app.log.info({ starredReportId: row.starred_report_id, email: user.login_id, fileName: file.fileName, bytes: file.content.length }, 'scheduled report sent to the outbox');
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
