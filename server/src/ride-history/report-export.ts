import type { Readable } from 'node:stream';
import type { Executor } from '../db/connection.ts';
import type { FirmRow } from '../firms/firm-repository.ts';
import { CSV_OPTIONS, csvStream, type CsvField } from './csv-stream.ts';
import { FONT, FONT_BOLD, MUTED, createPdf, rule, type PdfDoc } from './pdf-document.ts';
import { localTime, money } from './receipt-pdf.ts';
import { rideCsvColumns } from './report-view.ts';
import { ridePage, type RideFilter, type RideRow, type RideScope, type RideSort } from './ride-repository.ts';

/** Rows read per query while exporting: memory stays flat however many rides the export holds. */
export const EXPORT_BATCH = 2_000;

/** The rides an export reads, a page at a time from the database (or any other source of pages). */
export type RideBatches = AsyncIterable<readonly RideRow[]>;

/**
 * The matching rides a page at a time, in the report's order. A page is read only when the
 * consumer asks for it, so an export streamed to a slow client never holds more than a page.
 */
export async function* rideBatches(
  db: Executor, scope: RideScope, filter: RideFilter, sort: RideSort, batch = EXPORT_BATCH,
): AsyncGenerator<RideRow[]> {
  for (let offset = 0; ; offset += batch) {
    const rows = await ridePage(db, scope, filter, sort, offset, batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

async function* eachRide(batches: RideBatches): AsyncGenerator<RideRow> {
  for await (const rows of batches) yield* rows;
}

/** The rides report as CSV (POST /reports/csv): the firm's column headers, then a record per ride. */
export function rideCsvStream(batches: RideBatches, firm: FirmRow): Readable {
  const columns = rideCsvColumns(firm);
  async function* records() {
    for await (const ride of eachRide(batches)) yield columns.map((c) => c.value(ride));
  }
  return csvStream(columns.map((c) => c.header), records());
}

// ---- the accounts-payable flat file (format 'ap', 001 §3 export formats; layout in the server README) ----

/** AP records are pipe-separated with CRLF and never quoted: a pipe or a line break inside a field becomes a space. */
const AP_OPTIONS = {
  ...CSV_OPTIONS,
  delimiter: '|',
  quote: false,
  quoted_match: null,
  cast: {
    ...CSV_OPTIONS.cast,
    string: (value: string) => value.replace(/[|\r\n]+/g, ' '),
  },
} as const;

const AP_FILE_VERSION = 1;
const cents = (amount: number): number => Math.round(amount * 100);
const apDate = (isoDate: string): string => isoDate.slice(0, 10).replace(/-/g, '');

/**
 * Header H, one detail D per charged ride (a ride with a total above zero), a trailer T with
 * the detail count and the sum of the totals in cents, so the AP system can check it got all.
 */
export function rideApStream(batches: RideBatches, firm: FirmRow, createdOn: string): Readable {
  const header = ['H', firm.firm_code.toUpperCase(), firm.name, apDate(createdOn), String(AP_FILE_VERSION)];
  async function* records(): AsyncGenerator<CsvField[]> {
    let count = 0;
    let total = 0;
    for await (const ride of eachRide(batches)) {
      if (!(ride.total_cost > 0)) continue;
      count += 1;
      total += cents(ride.total_cost);
      yield [
        'D', ride.invoice_number ?? ride.reservation_number, apDate(ride.trip_date), ride.car_provider, ride.employee_id,
        ride.cost_center, ride.project_code, ride.currency, cents(ride.base_fare + ride.gratuity), cents(ride.taxes),
        cents(ride.total_cost), ride.reservation_number,
      ];
    }
    yield ['T', count, total];
  }
  return csvStream(header, records(), AP_OPTIONS);
}

// ---- the PDF listing (format 'pdf') ----

/** A PDF listing holds at most this many rides; the CSV has them all. */
export const PDF_ROW_LIMIT = 5_000;
const LISTING_MARGIN = 36;
const COLUMNS = [
  { header: 'Pickup', x: 0, width: 74 },
  { header: 'Passenger', x: 78, width: 98 },
  { header: 'Car provider', x: 180, width: 96 },
  { header: 'Route', x: 280, width: 180 },
] as const;

function listingHeader(doc: PdfDoc, firm: FirmRow, shown: number, total: number): void {
  const left = LISTING_MARGIN;
  const width = doc.page.width - 2 * left;
  doc.font(FONT_BOLD).fontSize(14).text(`${firm.name} rides report`, left, LISTING_MARGIN, { width: width - 160, lineBreak: false });
  doc.font(FONT).fontSize(9).fillColor(MUTED)
    .text(`${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rides`, left, LISTING_MARGIN + 3, { width, align: 'right' })
    .fillColor('black');
  const y = LISTING_MARGIN + 24;
  doc.font(FONT_BOLD).fontSize(8);
  for (const column of COLUMNS) doc.text(column.header, left + column.x, y, { width: column.width, lineBreak: false });
  doc.text('Total', left, y, { width, align: 'right' });
  rule(doc, y + 11);
  doc.y = y + 16;
}

/**
 * The rides report as a PDF listing (format 'pdf'): pickup time, passenger, provider, route and
 * total per ride, a header on every page. pdfkit writes each page out as it fills, so the
 * listing streams to the client while later pages are still being read.
 */
export function ridePdfListing(batches: RideBatches, firm: FirmRow, total: number): Readable {
  const doc = createPdf(`${firm.name} rides report`, LISTING_MARGIN);
  const shown = Math.min(total, PDF_ROW_LIMIT);
  const bottom = doc.page.height - LISTING_MARGIN;
  const fill = async () => {
    listingHeader(doc, firm, shown, total);
    let written = 0;
    for await (const ride of eachRide(batches)) {
      if (written >= PDF_ROW_LIMIT) break;
      if (doc.y + 14 > bottom) {
        doc.addPage();
        listingHeader(doc, firm, shown, total);
      }
      const y = doc.y;
      const cells = [localTime(ride.pickup_time), ride.passenger_name, ride.car_provider,
        `${ride.pickup_address.split(',')[0]} - ${ride.dropoff_address.split(',')[0]}`];
      doc.font(FONT).fontSize(7);
      COLUMNS.forEach((column, i) => doc.text(cells[i] ?? '', LISTING_MARGIN + column.x, y, { width: column.width, height: 9, ellipsis: true, lineBreak: false }));
      doc.text(money(ride.total_cost, ride.currency), LISTING_MARGIN, y, { width: doc.page.width - 2 * LISTING_MARGIN, align: 'right', lineBreak: false });
      doc.y = y + 13;
      written += 1;
    }
    doc.end();
  };
  fill().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
