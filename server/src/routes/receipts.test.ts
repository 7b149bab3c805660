import type { Receipt } from '@curbside/contracts';
import { cardLabel } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../ride-history/pdf-text.test-support.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';

type Headers = Record<string, string>;
interface ReceiptPage { data: Receipt[]; total: number; hasMore: boolean }

describe('receipts (001 §7, 000 §2, issue 13)', () => {
  let app: FastifyInstance;
  const who: Record<'ava' | 'ada' | 'rita' | 'max' | 'ian' | 'tom', Headers> = { ava: {}, ada: {}, rita: {}, max: {}, ian: {}, tom: {} };
  const get = (headers: Headers, path: string) => api(app, 'GET', path, { headers });
  const receipts = async (headers: Headers, query = ''): Promise<ReceiptPage> => {
    const response = await get(headers, `/receipts?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReceiptPage>();
  };

  beforeAll(async () => {
    app = await createTestApp({}, undefined, { rideHistory: true });
    [who.ava, who.ada, who.rita, who.max, who.ian, who.tom] = await Promise.all([
      signIn(app, 'ava.employee@acme.example'), signIn(app, 'ada.admin@acme.example'), signIn(app, 'rita.reporter@acme.example'),
      signIn(app, 'max.marshal@acme.example'), signIn(app, 'ian.employee@initech.example'), signIn(app, 'tom.trial@trial.example'),
    ]);
  }, 120_000);
  afterAll(async () => { await app.close(); });

  it('shows an employee the receipts of their own rides only', async () => {
    const mine = await receipts(who.ava, 'count=500');
    expect(mine.total).toBeGreaterThan(20);
    expect(mine.data.every((r) => r.passengerName === 'Ava Employee')).toBe(true);
    expect(mine.data.every((r) => r.invoiceNumber !== '')).toBe(true);
  });

  it("gives each receipt its ride's distance and CO2 from the ride history", async () => {
    const mine = await receipts(who.ava, 'count=500');
    const completed = mine.data.filter((r) => r.reservationStatus === 'Completed');
    expect(completed.length).toBeGreaterThan(10);
    for (const receipt of completed.slice(0, 20)) {
      const ride = await app.db.kysely.selectFrom('rides').select(['co2_kg', 'distance_km']).where('ride_id', '=', receipt.rideId).executeTakeFirstOrThrow();
      expect(receipt.co2Kg, receipt.invoiceNumber).toBeGreaterThan(0);
      expect([receipt.co2Kg, receipt.distanceInKm]).toEqual([Number(ride.co2_kg), ride.distance_km === null ? null : Number(ride.distance_km)]);
    }
  });

  it("shows an admin or a reporter the firm's receipts", async () => {
    const firm = await receipts(who.ada, 'count=1');
    expect(firm.total).toBeGreaterThan(15_000);
    expect((await receipts(who.rita, 'count=1')).total).toBe(firm.total);
  });

  it('filters by dates, passenger and confirmation or receipt number', async () => {
    const range = await receipts(who.ada, 'dateFrom=2026-04-01&dateTo=2026-04-03&count=500');
    expect(range.data.every((r) => r.rideDate.slice(0, 10) >= '2026-04-01' && r.rideDate.slice(0, 10) <= '2026-04-03')).toBe(true);
    const first = range.data[0];
    if (!first?.confirmationNumber) throw new Error('no receipt in range');
    expect((await receipts(who.ada, `identifierNumber=${first.invoiceNumber}&identifierNumberType=receiptNumber`)).data.map((r) => r.rideId)).toEqual([first.rideId]);
    expect((await receipts(who.ada, `identifierNumber=${first.confirmationNumber}&identifierNumberType=confirmationNumber`)).data.map((r) => r.rideId)).toContain(first.rideId);
    const byName = await receipts(who.ada, `passenger=${encodeURIComponent(first.passengerName)}&count=5`);
    expect(byName.data.every((r) => r.passengerName === first.passengerName)).toBe(true);
    expect((await get(who.ada, '/receipts?dateFrom=2026-04-31')).statusCode).toBe(400);
  });

  it('is hidden from marshals and SG1 firms (000 §2)', async () => {
    expect((await get(who.max, '/receipts')).statusCode).toBe(403);
    expect((await get(who.ian, '/receipts')).statusCode).toBe(403);
    expect((await get(who.ian, '/receipts/receiptPdf?invoiceNumber=x')).statusCode).toBe(403);
  });

  it("opens a receipt as a real PDF with the ride's confirmation number and the card's last 4 digits only", async () => {
    const [receipt] = (await receipts(who.ava, 'count=50')).data.filter((r) => r.card !== null);
    if (!receipt) throw new Error('ava has no card receipt');
    const pdf = await get(who.ava, `/receipts/receiptPdf?invoiceNumber=${receipt.invoiceNumber}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(receipt.confirmationNumber ?? 'none');
    expect(text).toContain(`Receipt number ${receipt.invoiceNumber}`);
    expect(text.filter((line) => line.includes('••••'))).toEqual([receipt.card ? cardLabel(receipt.card) : 'none']);
    expect(text).toContain('CO2');
    const download = await get(who.ava, `/receipts/download?fileInstanceId=${receipt.fileInstanceId}`);
    expect(download.statusCode).toBe(200);
    expect(pdfText(download.rawPayload)).toContain(`Receipt number ${receipt.invoiceNumber}`);
  });

  it("never opens another user's or another firm's receipt", async () => {
    const [other] = (await receipts(who.ada, 'passenger=Ben%20Booker&count=1')).data;
    if (!other) throw new Error('no receipt of ben');
    expect((await get(who.ava, `/receipts/receiptPdf?invoiceNumber=${other.invoiceNumber}`)).statusCode).toBe(404);
    expect((await get(who.tom, `/receipts/receiptPdf?invoiceNumber=${other.invoiceNumber}`)).statusCode).toBe(404);
    expect((await get(who.tom, `/receipts/download?fileInstanceId=${other.fileInstanceId}`)).statusCode).toBe(404);
  });
});
