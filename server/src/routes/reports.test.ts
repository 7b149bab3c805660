import { REPORT_SORT_KEYS, type ReportRideRow, type ReportRidesPage, type ReportRouteRow, type ReportSummaryRow, type StarredReport } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../ride-history/pdf-text.test-support.ts';
import { sendDueStarredReports } from '../ride-history/report-scheduler.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';

type Headers = Record<string, string>;

/** The value a sort key orders a row by, as the row shows it (a cost allocation by its column key). */
function sortedValue(row: ReportRideRow, key: (typeof REPORT_SORT_KEYS)[number]): string | number | boolean | null {
  if (key in row) return (row as unknown as Record<string, string | number | boolean | null>)[key] ?? null;
  return row.costAllocations[key] ?? null;
}

/** The order the server promises: empty values last, text without regard to (ASCII) case, the ride id breaking ties. */
function expectedOrder(rows: readonly ReportRideRow[], key: (typeof REPORT_SORT_KEYS)[number], direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const comparable = (value: string | number | boolean) =>
    (typeof value === 'string' ? value.replace(/[A-Z]/g, (c) => c.toLowerCase()) : Number(value));
  return [...rows].sort((a, b) => {
    const [x, y] = [sortedValue(a, key), sortedValue(b, key)];
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || sign * (a.rideId - b.rideId);
    const [cx, cy] = [comparable(x), comparable(y)];
    return sign * (cx < cy ? -1 : cx > cy ? 1 : a.rideId - b.rideId);
  }).map((row) => row.rideId);
}

/** A year of Acme rides: every filter is checked on it against its own rows. */
const YEAR = 'tripDateFrom=2000-01-01&tripDateTo=2100-12-31';
const near = (a: number, b: number, digits = 2) => expect(a).toBeCloseTo(b, digits);

describe('reports over the ride history (001 §7, issue 13)', () => {
  let app: FastifyInstance;
  const who: Record<'rita' | 'sam' | 'ava' | 'ada' | 'ian', Headers> = { rita: {}, sam: {}, ava: {}, ada: {}, ian: {} };
  const get = (headers: Headers, path: string) => api(app, 'GET', path, { headers });
  const page = async (query: string, headers = who.rita): Promise<ReportRidesPage> => {
    const response = await get(headers, `/reports?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportRidesPage>();
  };

  beforeAll(async () => {
    app = await createTestApp({}, undefined, { rideHistory: true });
    [who.rita, who.sam, who.ava, who.ada, who.ian] = await Promise.all([
      signIn(app, 'rita.reporter@acme.example'), signIn(app, 'sam.super@acme.example'), signIn(app, 'ava.employee@acme.example'),
      signIn(app, 'ada.admin@acme.example'), signIn(app, 'ian.employee@initech.example'),
    ]);
  }, 120_000);
  afterAll(async () => { await app.close(); });

  it('answers a year of Acme rides, only Acme\'s, with totals over every matching ride', async () => {
    const year = await page(`${YEAR}&count=1`);
    expect(year.total).toBeGreaterThan(20_000);
    expect(year.totals.rides).toBe(year.total);
    expect(year.hasMore).toBe(true);
    const sample = await page(`${YEAR}&count=10000`);
    expect(sample.data).toHaveLength(10_000);
    expect(sample.data.every((row) => row.employeeId?.startsWith('ACM-'))).toBe(true);
  });

  it('defaults to the last 30 days to today (001 §9)', async () => {
    const { data, total } = await page('count=10000');
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(total).toBeGreaterThan(500);
    expect(data.every((row) => row.pickupTime.slice(0, 10) >= from && row.pickupTime.slice(0, 10) <= today)).toBe(true);
  });

  it('sums in SQL what the rows add up to', async () => {
    const month = await page('tripDateFrom=2026-01-01&tripDateTo=2026-01-31&count=10000');
    expect(month.hasMore).toBe(false);
    near(month.totals.totalCost, month.data.reduce((sum, row) => sum + (row.totalCost ?? 0), 0));
    near(month.totals.co2Kg, month.data.reduce((sum, row) => sum + (row.co2Kg ?? 0), 0), 1);
    near(month.totals.distanceInKm, month.data.reduce((sum, row) => sum + (row.distanceInKm ?? 0), 0), 0);
  });

  // Each filter of 001 §7 against what every row it answers must satisfy.
  const FILTERS: Array<[string, string, (row: ReportRideRow) => boolean]> = [
    ['country', 'country=GB', (r) => r.countryCode === 'GB'],
    ['country 0 is every country', 'country=0', () => true],
    ['billable', 'billable=true', (r) => r.billable],
    ['not billable', 'billable=false', (r) => !r.billable],
    ['premium service', 'premiumService=true', (r) => r.premiumService && ['Executive', 'Luxury', 'ExecutiveMinivan', 'LargeSUV'].includes(r.vehicleType ?? '')],
    ['booked by agency', 'bookedByAgency=true', (r) => r.bookedByAgency && r.bookedBy === 'Travel agency'],
    ['rides over 300', 'ridesOver300=true', (r) => (r.totalCost ?? 0) > 300],
    ['ride statistics: completed rides', 'rideStatistics=true', (r) => r.reservationStatus === 'Completed'],
    ['cost centers', 'costCenters=CC-100,CC-300', (r) => ['CC-100', 'CC-300'].includes(r.costAllocations.costCenter ?? '')],
    ['departments', 'departments=Legal', (r) => r.costAllocations.department === 'Legal'],
    ['project codes', 'projectCodes=PRJ-ANVIL', (r) => r.costAllocations.projectCode === 'PRJ-ANVIL'],
    ['passenger, any case', 'passenger=ava%20EMP', (r) => r.passengerName === 'Ava Employee'],
    ['car provider by name', 'carProvider=Skyline%20Executive', (r) => r.carProvider === 'Skyline Executive'],
    ['specific car company, part of the name', 'specificCarCompany=limo', (r) => /limo/i.test(r.carProvider ?? '')],
    ['purpose of journey', 'purposeOfJourney=2', (r) => r.purposeOfJourney === 'Airport transfer'],
    ['processed dates', 'processedDateFrom=2026-03-01&processedDateTo=2026-03-31', (r) => (r.processedDate ?? '') >= '2026-03-01' && (r.processedDate ?? '') <= '2026-03-31'],
    ['trip dates', 'tripDateFrom=2026-02-01&tripDateTo=2026-02-07', (r) => r.pickupTime.slice(0, 10) >= '2026-02-01' && r.pickupTime.slice(0, 10) <= '2026-02-07'],
  ];
  it.each(FILTERS)('filters by %s', async (_name, query, holds) => {
    const dates = query.includes('Date') ? '' : `${YEAR}&`;
    const { data, total } = await page(`${dates}${query}&count=10000`);
    expect(total).toBeGreaterThan(0);
    expect(data.filter((row) => !holds(row))).toEqual([]);
  });

  it('finds a ride by each identifier number type, a receipt number being its invoice number', async () => {
    const [ride] = (await page(`${YEAR}&rideStatistics=true&count=1`)).data;
    if (!ride?.invoiceNumber || !ride.voucherNumber || !ride.confirmationNumber) throw new Error('no completed ride');
    for (const [type, value] of [
      ['reservationNumber', ride.reservationNumber], ['confirmationNumber', ride.confirmationNumber],
      ['voucherNumber', ride.voucherNumber], ['receiptNumber', ride.invoiceNumber],
    ]) {
      const found = await page(`${YEAR}&identifierNumber=${value}&identifierNumberType=${type}`);
      expect(found.data.map((row) => row.rideId), type).toContain(ride.rideId);
    }
    expect((await page(`${YEAR}&invoiceNumber=${ride.invoiceNumber}`)).data.map((row) => row.rideId)).toEqual([ride.rideId]);
    expect((await page(`${YEAR}&identifierNumber=${ride.invoiceNumber}&identifierNumberType=voucherNumber`)).total).toBe(0);
  });

  it('filters by employee ids and sorts by any column', async () => {
    const users = await app.db.kysely.selectFrom('users').select('user_id').where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow();
    const ava = await page(`${YEAR}&employeeIds=${users.user_id}&sortBy=totalCost&sortDirection=asc&count=10000`);
    expect(ava.total).toBeGreaterThan(50);
    expect(ava.data.every((row) => row.passengerName === 'Ava Employee')).toBe(true);
    const costs = ava.data.map((row) => row.totalCost ?? 0);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    // Newest pickup first; within one time zone the local times follow the instants.
    const newest = (await page(`${YEAR}&country=GB&count=50`)).data.map((row) => row.pickupTime);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  // One month (away from a clock change) of one country, so local pickup times follow the instants; every country for the country.
  const MONTH = 'tripDateFrom=2026-06-01&tripDateTo=2026-06-30&count=10000';
  it.each(REPORT_SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((direction) => [key, direction] as const)))(
    'sorts every matching ride on the server by %s (%s), empty values last',
    async (key, direction) => {
      const rows = (await page(`${MONTH}${key === 'countryCode' ? '' : '&country=GB'}&sortBy=${key}&sortDirection=${direction}`)).data;
      expect(rows.length).toBeGreaterThan(20);
      expect(new Set(rows.map((row) => sortedValue(row, key))).size, `${key} takes more than one value`).toBeGreaterThan(1);
      expect(rows.map((row) => row.rideId)).toEqual(expectedOrder(rows, key, direction));
    },
  );

  it('pages without gaps or repeats', async () => {
    const all = await page('tripDateFrom=2026-01-05&tripDateTo=2026-01-09&count=10000');
    const first = await page('tripDateFrom=2026-01-05&tripDateTo=2026-01-09&count=40');
    const second = await page('tripDateFrom=2026-01-05&tripDateTo=2026-01-09&count=40&offset=40');
    expect([...first.data, ...second.data].map((r) => r.rideId)).toEqual(all.data.slice(0, 80).map((r) => r.rideId));
  });

  it.each([
    ['a date that does not exist', 'tripDateFrom=2026-02-30'],
    ['a range ending before it starts', 'tripDateFrom=2026-03-02&tripDateTo=2026-03-01'],
    ['a page over 10,000 rows', 'count=10001'],
    ['an unknown groupBy', 'groupBy=Team'],
    ['a country that is not a code', 'country=USA'],
    ['a flag that is not a boolean', 'billable=maybe'],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await get(who.rita, `/reports?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });

  it('is for reporters and super admins of FN firms only (000 §2)', async () => {
    expect((await get(who.sam, '/reports?count=1')).statusCode).toBe(200);
    for (const headers of [who.ava, who.ada, who.ian]) {
      for (const path of ['/reports', '/reports/summary', '/reports/routes', '/reports/starred-reports']) {
        expect((await get(headers, path)).statusCode, path).toBe(403);
      }
    }
    expect((await api(app, 'GET', '/reports')).statusCode).toBe(401);
  });

  it('groups the summary by any cost allocation type, the groups adding up to the rides report', async () => {
    const rides = await page(`${YEAR}&count=1`);
    for (const groupBy of ['Department', 'Cost Center', 'Project Code', 'Employee Manager']) {
      const response = await get(who.rita, `/reports/summary?${YEAR}&groupBy=${encodeURIComponent(groupBy)}`);
      expect(response.statusCode).toBe(200);
      const rows = response.json<ReportSummaryRow[]>();
      expect(rows.reduce((sum, row) => sum + row.rides, 0)).toBe(rides.total);
      near(rows.reduce((sum, row) => sum + row.totalCost, 0), rides.totals.totalCost, 0);
      for (const row of rows) near(row.averageCost, row.totalCost / row.rides, 1);
    }
    const departments = (await get(who.rita, `/reports/summary?${YEAR}&groupBy=Department`)).json<ReportSummaryRow[]>();
    // Rides booked in the product carry only the codes chosen at booking: '' is their not-allocated group.
    expect(departments.map((row) => row.groupValue).filter(Boolean).sort()).toEqual(['Engineering', 'Finance', 'Legal', 'Marketing', 'Operations', 'Sales']);
  });

  it('lists the most frequent routes first', async () => {
    const routes = (await get(who.rita, `/reports/routes?${YEAR}`)).json<ReportRouteRow[]>();
    expect(routes.length).toBeGreaterThan(10);
    const counts = routes.map((row) => row.rides);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('exports the rides as CSV with the firm\'s column names, every matching ride a line', async () => {
    const filters = { tripDateFrom: '2026-01-01', tripDateTo: '2026-01-31', costCenters: ['CC-200'] };
    const csv = await api(app, 'POST', '/reports/csv', { headers: who.rita, body: { filters } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toContain('Reservation number,Confirmation number');
    expect(lines[0]).toContain(',Cost Center,Project,');
    const { total } = await page('tripDateFrom=2026-01-01&tripDateTo=2026-01-31&costCenters=CC-200&count=1');
    expect(lines.length - 1).toBe(total);

    const summary = await api(app, 'POST', '/reports/summary/csv', { headers: who.rita, body: { filters: { ...filters, groupBy: 'Department' } } });
    expect(summary.body.split('\r\n')[0]).toBe('Department,Rides,Total cost,Average cost,Currency,Distance (km),CO2 (kg)');
    expect((await api(app, 'POST', '/reports/csv', { headers: who.ava, body: { filters } })).statusCode).toBe(403);
  });

  it('exports the same rides as an accounts-payable flat file and a PDF listing (001 §3 formats)', async () => {
    const filters = { tripDateFrom: '2026-01-01', tripDateTo: '2026-01-07', departments: ['Finance'] };
    const rows = (await page('tripDateFrom=2026-01-01&tripDateTo=2026-01-07&departments=Finance&count=10000')).data;
    const charged = rows.filter((row) => (row.totalCost ?? 0) > 0);
    const ap = await api(app, 'POST', '/reports/csv', { headers: who.rita, body: { filters, format: 'ap' } });
    expect(ap.statusCode).toBe(200);
    const records = ap.body.trimEnd().split('\r\n').map((line) => line.split('|'));
    expect(records[0]?.slice(0, 3)).toEqual(['H', 'ACME', 'Acme']);
    expect(records.filter((r) => r[0] === 'D')).toHaveLength(charged.length);
    const cents = charged.reduce((sum, row) => sum + Math.round((row.totalCost ?? 0) * 100), 0);
    expect(records.at(-1)).toEqual(['T', String(charged.length), String(cents)]);
    const pdf = await api(app, 'POST', '/reports/csv', { headers: who.rita, body: { filters, format: 'pdf' } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(`${rows.length} of ${rows.length} rides`);
  });

  it('keeps starred reports per user, with a schedule and format', async () => {
    const saved = await api(app, 'POST', '/reports/starred-reports', {
      headers: who.rita, body: { name: 'Engineering this month', type: 'Rides', query: '?costAllocations=costCenter:CC-200', schedule: 'Weekly' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const report = saved.json<StarredReport>();
    expect(report).toMatchObject({ name: 'Engineering this month', query: 'costAllocations=costCenter:CC-200', schedule: 'Weekly', format: 'csv' });
    expect((await get(who.rita, '/reports/starred-reports')).json<StarredReport[]>().map((r) => r.starredReportId)).toEqual([report.starredReportId]);
    expect((await get(who.sam, '/reports/starred-reports')).json<StarredReport[]>()).toEqual([]);
    const del = (headers: Headers) => app.inject({
      method: 'DELETE', url: `/api/web/v1/reports/starred-reports/${report.starredReportId}`, headers: { 'x-api-key': 'curbside-demo-key', ...headers },
    });
    expect((await del(who.sam)).statusCode).toBe(404);
    expect((await del(who.rita)).statusCode).toBe(200);
    expect((await get(who.rita, '/reports/starred-reports')).json<StarredReport[]>()).toEqual([]);
    const bad = await api(app, 'POST', '/reports/starred-reports', { headers: who.rita, body: { name: '', type: 'Rides', query: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a scheduled starred report to its owner\'s outbox when it is due, with the saved filters', async () => {
    const saved = await api(app, 'POST', '/reports/starred-reports', {
      headers: who.rita,
      body: { name: 'Legal daily', type: 'Rides', query: 'tripDates=2026-01-01,2026-01-31&costAllocations=Department:Legal', schedule: 'Daily', format: 'csv' },
    });
    expect(saved.statusCode).toBe(200);
    const outbox = () => app.db.kysely.selectFrom('outbox').selectAll().where('email', '=', 'rita.reporter@acme.example')
      .where('subject', 'like', '%Legal daily%').execute();
    expect(await sendDueStarredReports(app, new Date())).toBe(0);
    expect(await sendDueStarredReports(app, new Date(Date.now() + 25 * 3_600_000))).toBe(1);
    const [mail] = await outbox();
    const { total } = await page('tripDateFrom=2026-01-01&tripDateTo=2026-01-31&departments=Legal&count=1');
    expect(mail?.subject).toBe('Your daily report: Legal daily');
    expect(mail?.body.trimEnd().split('\r\n')).toHaveLength(total + 1); // the note and the header share the first line
    expect(await sendDueStarredReports(app, new Date(Date.now() + 26 * 3_600_000))).toBe(0);
  });

  it.each([
    { format: 'pdf', file: /^Attached: acme-Finance-weekly-\d{4}-\d{2}-\d{2}\.pdf \(application\/pdf, base64\)$/ },
    { format: 'ap', file: /^Attached: acme-Finance-weekly-\d{4}-\d{2}-\d{2}\.ap\.txt$/ },
    { format: 'csv', file: /^Attached: acme-Finance-weekly-\d{4}-\d{2}-\d{2}\.csv$/ },
  ] as const)('sends a scheduled report in its chosen format: $format', async ({ format, file }) => {
    const name = 'Finance weekly';
    const query = 'tripDates=2026-01-01,2026-01-07&costAllocations=Department:Finance';
    const saved = await api(app, 'POST', '/reports/starred-reports', { headers: who.rita, body: { name, type: 'Rides', query, schedule: 'Weekly', format } });
    expect(saved.statusCode).toBe(200);
    expect(await sendDueStarredReports(app, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const mail = await app.db.kysely.selectFrom('outbox').selectAll().where('email', '=', 'rita.reporter@acme.example')
      .where('subject', '=', `Your weekly report: ${name}`).orderBy('outbox_id', 'desc').executeTakeFirstOrThrow();
    const [note, , ...rest] = mail.body.split('\n');
    expect(note).toMatch(file);
    const content = rest.join('\n');
    const rides = (await page('tripDateFrom=2026-01-01&tripDateTo=2026-01-07&departments=Finance&count=1')).total;
    if (format === 'pdf') {
      const pdf = Buffer.from(content, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain(`${rides} of ${rides} rides`);
    } else if (format === 'ap') {
      expect(content.split('\r\n')[0]?.split('|').slice(0, 3)).toEqual(['H', 'ACME', 'Acme']);
    } else {
      expect(content.trimEnd().split('\r\n')).toHaveLength(rides + 1);
    }
    const id = saved.json<StarredReport>().starredReportId;
    await app.inject({ method: 'DELETE', url: `/api/web/v1/reports/starred-reports/${id}`, headers: { 'x-api-key': 'curbside-demo-key', ...who.rita } });
  });

  it('holds the product\'s own finished bookings in the history', async () => {
    const booked = await app.db.kysely.selectFrom('reservations').select(['reservation_id', 'reservation_number'])
      .where('status', '=', 'Completed').executeTakeFirstOrThrow();
    const found = await page(`${YEAR}&identifierNumber=${booked.reservation_number}&identifierNumberType=reservationNumber`);
    expect(found.data.map((row) => row.reservationId)).toEqual([booked.reservation_id]);
  });
});
