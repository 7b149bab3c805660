import type { Executor } from '../db/connection.ts';
import type { FirmRow } from '../firms/firm-repository.ts';
import { csvLine } from './csv-line.ts';
import { rideCsvColumns } from './report-view.ts';
import { ridePage, type RideFilter, type RideScope, type RideSort } from './ride-repository.ts';

/** Rows read per query while exporting: memory stays flat however many rides the export holds. */
const EXPORT_BATCH = 2_000;

/**
 * The rides report as CSV text chunks (POST /reports/csv): the header with the firm's column
 * names, then the rides a batch at a time, in the report's order. A consumer that pipes it
 * to the response holds one batch in memory, never the whole export.
 */
export async function* rideCsvChunks(
  db: Executor, firm: FirmRow, scope: RideScope, filter: RideFilter, sort: RideSort,
): AsyncGenerator<string> {
  const columns = rideCsvColumns(firm);
  yield csvLine(columns.map((c) => c.header));
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await ridePage(db, scope, filter, sort, offset, EXPORT_BATCH);
    if (rows.length > 0) yield rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
    if (rows.length < EXPORT_BATCH) return;
  }
}
