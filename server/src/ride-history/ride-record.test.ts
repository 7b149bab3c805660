import type { Receipt } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyStatus } from '../reservations/status-machine.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';
import { pdfText } from './pdf-text.test-support.ts';

interface ReceiptPage { data: Receipt[]; total: number }

describe('a ride booked in the product joins the ride history when it finishes (issue 13)', () => {
  let app: FastifyInstance;
  let ava: Record<string, string>;
  /** A new open booking of ava's: a copy of one of her seeded bookings, Accepted, under a number of its own. */
  const newOpenBooking = async (reservationNumber: string) => {
    const user = await app.db.kysely.selectFrom('users').select('user_id').where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow();
    const seeded = await app.db.kysely.selectFrom('reservations').selectAll().where('main_passenger_user_id', '=', user.user_id)
      .orderBy('reservation_id').executeTakeFirstOrThrow();
    const { reservation_id: _seededId, ...copy } = seeded;
    return app.db.kysely.insertInto('reservations')
      .values({ ...copy, reservation_number: reservationNumber, confirmation_number: `MBC-${reservationNumber}`, status: 'Accepted' })
      .returningAll().executeTakeFirstOrThrow();
  };
  const ridesOf = (reservationId: number) => app.db.kysely.selectFrom('rides').selectAll().where('reservation_id', '=', reservationId).execute();
  const receiptsFor = async (reservationNumber: string) => (await api(app, 'GET',
    `/receipts?identifierNumber=${reservationNumber}&identifierNumberType=reservationNumber`, { headers: ava })).json<ReceiptPage>();

  beforeAll(async () => {
    app = await createTestApp();
    ava = await signIn(app, 'ava.employee@acme.example');
  }, 60_000);
  afterAll(async () => { await app.close(); });

  it('gives a completed ride a receipt the passenger finds and opens as a PDF, once however often it is told', async () => {
    const open = await newOpenBooking('CB-9900001');
    expect(await receiptsFor(open.reservation_number)).toMatchObject({ total: 0 });

    const completed = await applyStatus(app, open, 'Completed', new Date());
    await applyStatus(app, completed, 'Completed', new Date());
    expect(await ridesOf(open.reservation_id)).toHaveLength(1);

    const { data } = await receiptsFor(open.reservation_number);
    expect(data).toHaveLength(1);
    const [receipt] = data;
    expect(receipt).toMatchObject({ reservationId: open.reservation_id, reservationNumber: open.reservation_number, reservationStatus: 'Completed' });
    expect(receipt?.invoiceNumber).toBe(`R${open.pickup_time.slice(0, 7).replace('-', '')}-${open.reservation_number}`);
    const pdf = await api(app, 'GET', `/receipts/receiptPdf?invoiceNumber=${receipt?.invoiceNumber}`, { headers: ava });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(open.reservation_number);
  });

  it('keeps a canceled ride in the history without a receipt', async () => {
    const open = await newOpenBooking('CB-9900002');
    await applyStatus(app, open, 'Canceled', new Date());
    const [ride] = await ridesOf(open.reservation_id);
    expect(ride).toMatchObject({ status: 'Canceled', total_cost: 0, invoice_number: null });
    expect(await receiptsFor(open.reservation_number)).toMatchObject({ total: 0 });
  });
});
