import type { Executor } from '../db/connection.ts';
import type { FirmRow } from '../firms/firm-repository.ts';
import { csvLine } from './csv-line.ts';
import { PAGE_HEIGHT, PAGE_WIDTH, PdfDocument } from './pdf-document.ts';
import { money } from './receipt-pdf.ts';
import { rideCsvColumns } from './report-view.ts';
import { ridePage, type RideFilter, type RideRow, type RideScope, type RideSort } from './ride-repository.ts';

/** Rows read per query while exporting: memory stays flat however many rides the export holds. */
const EXPORT_BATCH = 2_000;

/** The matching rides a batch at a time, in the report's order. */
async function* rideBatches(db: Executor, scope: RideScope, filter: RideFilter, sort: RideSort): AsyncGenerator<RideRow[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await ridePage(db, scope, filter, sort, offset, EXPORT_BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * The rides report as CSV text chunks (POST /reports/csv): the header with the firm's column
 * names, then the rides a batch at a time. A consumer that pipes it to the response holds one
 * batch in memory, never the whole export.
 */
export async function* rideCsvChunks(
  db: Executor, firm: FirmRow, scope: RideScope, filter: RideFilter, sort: RideSort,
): AsyncGenerator<string> {
  const columns = rideCsvColumns(firm);
  yield csvLine(columns.map((c) => c.header));
  for await (const rows of rideBatches(db, scope, filter, sort)) yield rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
}

const apField = (value: string | number | null): string => String(value ?? '').replace(/[|\r\n]/g, ' ');
const apLine = (fields: ReadonlyArray<string | number | null>): string => `${fields.map(apField).join('|')}\r\n`;
const cents = (amount: number): number => Math.round(amount * 100);

/**
 * The accounts-payable flat file (format 'ap', 001 §3; layout in the server README): pipe-
 * separated records, a header H, one detail D per charged ride, a trailer T with the count and
 * the total in cents, so an AP system can check it received the whole file.
 */
export async function* rideApChunks(
  db: Executor, firm: FirmRow, scope: RideScope, filter: RideFilter, sort: RideSort, createdOn: string,
): AsyncGenerator<string> {
  yield apLine(['H', firm.firm_code.toUpperCase(), firm.name, createdOn.replace(/-/g, ''), '1']);
  let count = 0;
  let total = 0;
  for await (const rows of rideBatches(db, scope, filter, sort)) {
    const charged = rows.filter((row) => row.total_cost > 0);
    count += charged.length;
    total += charged.reduce((sum, row) => sum + cents(row.total_cost), 0);
    yield charged.map((row) => apLine([
      'D', row.invoice_number ?? row.reservation_number, row.trip_date.replace(/-/g, ''), row.car_provider, row.employee_id,
      row.cost_center, row.project_code, row.currency, cents(row.base_fare + row.gratuity), cents(row.taxes), cents(row.total_cost),
      row.reservation_number,
    ])).join('');
  }
  yield apLine(['T', count, total]);
}

/** A PDF listing holds at most this many rides; the CSV has them all. */
export const PDF_ROW_LIMIT = 5_000;
const ROWS_PER_PAGE = 46;

/** The rides report as a PDF listing (format 'pdf'): date, passenger, provider, route and total per ride. */
export async function ridePdfListing(
  db: Executor, firm: FirmRow, scope: RideScope, filter: RideFilter, sort: RideSort, total: number,
): Promise<Buffer> {
  const doc = new PdfDocument(`${firm.name} rides report`);
  const margin = 36;
  let y = PAGE_HEIGHT - margin;
  const header = () => {
    doc.text(margin, y, `${firm.name} rides report`, { size: 14, bold: true });
    doc.text(PAGE_WIDTH - margin - 150, y, `${Math.min(total, PDF_ROW_LIMIT)} of ${total} rides`, { size: 9 });
    y -= 20;
    for (const [x, label] of [[0, 'Pickup'], [78, 'Passenger'], [180, 'Car provider'], [280, 'Route']] as const) doc.text(margin + x, y, label, { size: 8, bold: true });
    doc.textRight(PAGE_WIDTH - margin, y, 'Total', { size: 8, bold: true });
    y -= 4;
    doc.line(margin, y, PAGE_WIDTH - margin, y);
    y -= 12;
  };
  header();
  let written = 0;
  const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 3)}...` : text);
  for await (const rows of rideBatches(db, scope, filter, sort)) {
    for (const row of rows) {
      if (written >= PDF_ROW_LIMIT) break;
      if (written > 0 && written % ROWS_PER_PAGE === 0) {
        doc.addPage();
        y = PAGE_HEIGHT - margin;
        header();
      }
      doc.text(margin, y, row.pickup_time.replace('T', ' ').slice(0, 16), { size: 7 });
      doc.text(margin + 78, y, clip(row.passenger_name, 20), { size: 7 });
      doc.text(margin + 180, y, clip(row.car_provider, 19), { size: 7 });
      doc.text(margin + 280, y, clip(`${row.pickup_address.split(',')[0]} - ${row.dropoff_address.split(',')[0]}`, 44), { size: 7 });
      doc.textRight(PAGE_WIDTH - margin, y, money(row.total_cost, row.currency), { size: 7 });
      y -= 14;
      written += 1;
    }
    if (written >= PDF_ROW_LIMIT) break;
  }
  return doc.toBuffer();
}
