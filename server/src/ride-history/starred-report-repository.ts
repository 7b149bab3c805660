import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { StarredReportTable } from '../db/schema-ride-history.ts';

// Starred reports (001 §7 GET, POST, DELETE /reports/starred-reports): one user's named filter sets.

export type StarredReportRow = Selectable<StarredReportTable>;

export async function starredReportsOf(db: Executor, owner: { firmId: number; userId: number }): Promise<StarredReportRow[]> {
  return db.selectFrom('starred_reports').selectAll()
    .where('firm_id', '=', owner.firmId).where('user_id', '=', owner.userId).orderBy('starred_report_id').execute();
}

export async function insertStarredReport(db: Executor, row: Omit<Insertable<StarredReportTable>, 'starred_report_id'>): Promise<StarredReportRow> {
  return db.insertInto('starred_reports').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the owner's report; false when there is none of theirs with that id. */
export async function deleteStarredReport(db: Executor, owner: { firmId: number; userId: number }, id: number): Promise<boolean> {
  const result = await db.deleteFrom('starred_reports')
    .where('starred_report_id', '=', id).where('firm_id', '=', owner.firmId).where('user_id', '=', owner.userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Scheduled reports not sent since `sentBefore` (the scheduler picks what is due). */
export async function scheduledReports(db: Executor): Promise<StarredReportRow[]> {
  return db.selectFrom('starred_reports').selectAll().where('schedule', 'is not', null).orderBy('starred_report_id').execute();
}

export async function markStarredReportSent(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable('starred_reports').set({ last_sent_at: at }).where('starred_report_id', '=', id).execute();
}
