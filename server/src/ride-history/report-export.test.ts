import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { streamText } from './csv-stream.ts';
import { pdfPageCount, pdfText } from './pdf-text.test-support.ts';
import { EXPORT_BATCH, PDF_ROW_LIMIT, rideApStream, rideCsvStream, ridePdfListing } from './report-export.ts';
import { firmRow, rideRow } from './ride-fixture.test-support.ts';
import type { RideRow } from './ride-repository.ts';

/** `pages` pages of rides, made as they are asked for; `pulled` counts the pages read so far. */
function pagedRides(pages: number, perPage = EXPORT_BATCH) {
  const source = { pulled: 0, batches: null as unknown as AsyncIterable<RideRow[]> };
  const template = rideRow();
  source.batches = (async function* () {
    for (let page = 0; page < pages; page += 1) {
      source.pulled += 1;
      yield Array.from({ length: perPage }, (_, i) => ({ ...template, ride_id: page * perPage + i + 1, reservation_number: `CB-${page * perPage + i + 1}` }));
    }
  })();
  return source;
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A binary stream's bytes. */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('streamed report exports (POST /reports/csv, issue 13)', () => {
  it('streams a 100,000-ride CSV reading the rides a page at a time, as the client reads', async () => {
    const source = pagedRides(50);
    const csv = rideCsvStream(source.batches, firmRow());
    const first = await new Promise<string>((resolve) => csv.once('data', (chunk) => resolve(String(chunk))));
    csv.pause();
    await nextTick();
    // The first bytes are out while 48 of the 50 pages are still unread: nothing holds the whole export.
    expect(first.startsWith('Reservation number,Confirmation number,Status,')).toBe(true);
    expect(source.pulled).toBeLessThanOrEqual(2);
    let records = first.split('\r\n').length - 1;
    let mostPagesAhead = 0;
    csv.resume();
    for await (const chunk of csv) {
      records += String(chunk).split('\r\n').length - 1;
      // Pages read beyond the ones the client has received: never more than the page in hand and the next.
      mostPagesAhead = Math.max(mostPagesAhead, source.pulled - Math.floor(records / EXPORT_BATCH));
    }
    expect(records).toBe(100_001);
    expect(source.pulled).toBe(50);
    expect(mostPagesAhead).toBeLessThanOrEqual(2);
  }, 60_000);

  it("writes the firm's headers and a line per ride, the ride's fields quoted where they must be", async () => {
    const rows = [rideRow(), rideRow({ ride_id: 2, passenger_name: 'Lee, Ann', purpose_of_journey: '=HYPERLINK("x")' })];
    const text = await streamText(rideCsvStream((async function* () { yield rows; })(), firmRow()));
    const [header, , second] = text.split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['Reservation number', 'Confirmation number', 'Status']);
    expect(second).toContain(',"Lee, Ann",');
    expect(second).toContain(`,"'=HYPERLINK(""x"")",`);
  });

  it('writes the AP flat file: header, a detail per charged ride, a trailer with the count and the total in cents', async () => {
    const rides = [
      rideRow(),
      rideRow({ ride_id: 2, reservation_number: 'CB-2', invoice_number: null, car_provider: 'City|Cars\r\nLtd', total_cost: 10.05, base_fare: 9, taxes: 1.05, gratuity: 0 }),
      rideRow({ ride_id: 3, status: 'Canceled', total_cost: 0 }),
    ];
    const text = await streamText(rideApStream((async function* () { yield rides; })(), firmRow(), '2026-03-31T10:00:00Z'));
    expect(text.split('\r\n')).toEqual([
      'H|ACME|Acme|20260331|1',
      'D|R202603-1000007|20260302|Metro Black Car|ACM-1001|CC-100|PRJ-1|USD|5900|444|6344|CB-1000007',
      'D|CB-2|20260302|City Cars Ltd|ACM-1001|CC-100|PRJ-1|USD|900|105|1005|CB-2',
      'T|2|7349',
      '',
    ]);
  });

  it('lists rides in a PDF with a header on every page, at most PDF_ROW_LIMIT of them', async () => {
    const few = pagedRides(1, 120);
    const pdf = await bytesOf(ridePdfListing(few.batches, firmRow(), 120));
    expect(pdfPageCount(pdf)).toBe(3);
    const lines = pdfText(pdf);
    expect(lines.filter((line) => line === 'Acme rides report')).toHaveLength(3);
    expect(lines.filter((line) => line === '120 of 120 rides')).toHaveLength(3);
    expect(lines.filter((line) => line === '$ 63.44 (USD)')).toHaveLength(120);

    const many = pagedRides(3);
    const listing = ridePdfListing(many.batches, firmRow(), 6_000);
    expect(pdfPageCount(await bytesOf(listing))).toBeGreaterThan(90);
    expect(many.pulled, 'stops reading after the limit').toBe(Math.ceil(PDF_ROW_LIMIT / EXPORT_BATCH));
  }, 60_000);
});
