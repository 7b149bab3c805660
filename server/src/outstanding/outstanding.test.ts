import type { OutstandingCharge, OutstandingPage, RideEmail } from '@curbside/contracts';
import { PAYMENT_STATUS_MESSAGES } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsOfUser } from '../cards/card-repository.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';
import { findUserByEmail, updateUser } from '../users/user-repository.ts';
import { OUTSTANDING_ERRORS } from './outstanding-charges.ts';

type Headers = Record<string, string>;

const LOGINS = {
  sam: 'sam.super@acme.example', ada: 'ada.admin@acme.example', rita: 'rita.reporter@acme.example', ava: 'ava.employee@acme.example',
  hal: 'hal.dev@hq.example', ian: 'ian.employee@initech.example',
} as const;

describe('outstanding charges (001 §7, 001 §3 payment statuses, 000 §2; issue 15)', () => {
  let app: FastifyInstance;
  const who: Record<'sam' | 'ada' | 'rita' | 'ava' | 'hal' | 'ian', Headers> = { sam: {}, ada: {}, rita: {}, ava: {}, hal: {}, ian: {} };
  let benId = 0;
  const get = (headers: Headers, path: string) => api(app, 'GET', path, { headers });
  const post = (headers: Headers, path: string, body: unknown = {}) => api(app, 'POST', path, { headers, body });
  const page = async (headers: Headers, query = ''): Promise<OutstandingPage> => {
    const response = await get(headers, `/rides/outstanding?count=1000&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OutstandingPage>();
  };
  const bens = async (status: OutstandingCharge['paymentStatus']): Promise<OutstandingCharge> => {
    const ride = (await page(who.sam, `paymentStatuses=${encodeURIComponent(status)}&passenger=Ben%20Booker`)).data[0];
    if (!ride) throw new Error(`Ben has no ${status} charge`);
    return ride;
  };

  beforeAll(async () => {
    app = await createTestApp({}, undefined, { rideHistory: true });
    const db = app.db.kysely;
    // A super admin of another firm billed through SG2 (HQ), and one of an SG1 firm (Initech).
    for (const email of ['hal.dev@hq.example', 'ian.employee@initech.example']) {
      const user = await findUserByEmail(db, email);
      if (user) await updateUser(db, user.user_id, { is_super_admin: 1 });
    }
    benId = (await findUserByEmail(db, 'ben.booker@acme.example'))?.user_id ?? 0;
    for (const name of Object.keys(who) as Array<keyof typeof who>) who[name] = await signIn(app, LOGINS[name]);
  }, 120_000);
  afterAll(async () => { await app.close(); });

  it("lists the firm's rides whose payment failed, had no card or awaits a retry, with totals of all of them", async () => {
    const all = await page(who.sam);
    expect(all.total).toBeGreaterThan(50);
    expect(all.data).toHaveLength(all.total);
    expect(new Set(all.data.map((c) => c.paymentStatus))).toEqual(new Set(['Failed', 'No card', 'Awaiting retry']));
    const amount = Math.round(all.data.reduce((n, c) => n + c.amount, 0) * 100) / 100;
    expect(all.totals).toMatchObject({ charges: all.total, amount, currency: 'USD' });
    for (const { paymentStatus, charges } of all.totals.byStatus) {
      expect(all.data.filter((c) => c.paymentStatus === paymentStatus)).toHaveLength(charges);
    }
    expect(all.directBillAllowed).toBe(true);
    expect(all.data.filter((c) => c.paymentStatus === 'Failed').every((c) => c.failureReason)).toBe(true);
  });

  it('filters by payment status, passenger and ride dates', async () => {
    const failed = await page(who.sam, 'paymentStatuses=Failed,Awaiting%20retry');
    expect(failed.data.every((c) => c.paymentStatus !== 'No card')).toBe(true);
    expect(failed.totals.byStatus.map((s) => s.paymentStatus)).toEqual(['Failed', 'Awaiting retry']);
    const ben = await page(who.sam, 'passenger=ben%20book');
    expect(ben.total).toBeGreaterThanOrEqual(4);
    expect(ben.data.every((c) => c.passengerName === 'Ben Booker' && c.passengerUserId === benId)).toBe(true);
    const day = ben.data[0]?.rideDate.slice(0, 10) ?? '';
    const onDay = await page(who.sam, `dateFrom=${day}&dateTo=${day}`);
    expect(onDay.data.every((c) => c.rideDate.startsWith(day))).toBe(true);
    expect((await get(who.sam, '/rides/outstanding?paymentStatuses=Paid')).statusCode).toBe(400);
  });

  it('is for super admins of firms billed through SG2 or FN only (000 §2)', async () => {
    for (const headers of [who.ada, who.rita, who.ava]) expect((await get(headers, '/rides/outstanding')).statusCode).toBe(403);
    const sg1 = await get(who.ian, '/rides/outstanding');
    expect(sg1.statusCode).toBe(403);
    expect(sg1.json<{ message: string }>().message).toBe('Outstanding charges are available to super admins of firms billed through SG2 or FN');
  });

  it("shows and moves nothing of another firm: another firm's ride answers as unknown", async () => {
    const hq = await page(who.hal);
    expect(hq.total).toBeGreaterThan(0);
    const acme = await page(who.sam);
    const acmeIds = new Set(acme.data.map((c) => c.rideId));
    expect(hq.data.some((c) => acmeIds.has(c.rideId))).toBe(false);
    const ride = acme.data[0];
    if (!ride) throw new Error('no Acme charge');
    const calls = [
      post(who.hal, `/rides/outstanding/${ride.rideId}/convertToDirectBill`),
      post(who.hal, `/rides/${ride.rideId}/creditcards`, { newCreditCardId: 1, oldCreditCardId: null, authorizingUserId: benId }),
      post(who.hal, '/rides/outstanding/emails', { rideId: ride.rideId, recipients: ['x@hq.example'], ccs: [], subject: 'S', emailContent: 'C' }),
      get(who.hal, `/rides/${ride.rideId}/emails`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(OUTSTANDING_ERRORS.rideNotFound);
    }
  });

  it('converts a charge to direct bill where the firm allows it: it leaves the list, once', async () => {
    const ride = await bens('Failed');
    expect((await post(who.sam, `/rides/outstanding/${ride.rideId}/convertToDirectBill`)).statusCode).toBe(200);
    expect((await page(who.sam)).data.some((c) => c.rideId === ride.rideId)).toBe(false);
    const again = await post(who.sam, `/rides/outstanding/${ride.rideId}/convertToDirectBill`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(PAYMENT_STATUS_MESSAGES.notOutstanding);
    // HQ bills through SG2 and does not allow direct bill.
    const hqRide = (await page(who.hal)).data[0];
    const refused = await post(who.hal, `/rides/outstanding/${hqRide?.rideId ?? 0}/convertToDirectBill`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(PAYMENT_STATUS_MESSAGES.directBillNotAllowed);
  });

  it("moves a charge to another of the passenger's cards; it then awaits a retry", async () => {
    const ride = await bens('Failed');
    // The failed charge is on Ben's expired Mastercard; his Visa is the one card it can move to.
    const [second, first] = await cardsOfUser(app.db.kysely, benId);
    if (!first || !second) throw new Error('Ben has two cards');
    expect(ride.card?.creditCardId).toBe(first.credit_card_id);
    const change = (body: Record<string, unknown>) => post(who.sam, `/rides/${ride.rideId}/creditcards`, {
      newCreditCardId: second.credit_card_id, oldCreditCardId: first.credit_card_id, authorizingUserId: benId, ...body,
    });
    const sameCard = await change({ newCreditCardId: first.credit_card_id });
    expect([sameCard.statusCode, sameCard.json<{ message: string }>().message]).toEqual([400, OUTSTANDING_ERRORS.sameCard]);
    const notTheirs = await change({ authorizingUserId: benId + 1 });
    expect([notTheirs.statusCode, notTheirs.json<{ message: string }>().message]).toEqual([400, OUTSTANDING_ERRORS.notPassengerCard]);
    expect((await change({ newCreditCardId: 999_999 })).statusCode).toBe(400);
    const expired = await (post(who.sam, `/rides/${(await bens('No card')).rideId}/creditcards`, {
      newCreditCardId: first.credit_card_id, oldCreditCardId: null, authorizingUserId: benId,
    }));
    expect([expired.statusCode, expired.json<{ message: string }>().message]).toEqual([400, 'This credit card has expired']);

    const changed = await change({});
    expect(changed.statusCode, changed.body).toBe(200);
    const moved = (await page(who.sam, 'passenger=Ben%20Booker')).data.find((c) => c.rideId === ride.rideId);
    expect(moved).toMatchObject({ paymentStatus: 'Awaiting retry', failureReason: null, card: { creditCardId: second.credit_card_id, brand: second.brand, last4: second.last4 } });
    const stale = await change({ newCreditCardId: second.credit_card_id });
    expect([stale.statusCode, stale.json<{ message: string }>().message]).toEqual([409, OUTSTANDING_ERRORS.changedMeanwhile]);
  });

  it('emails the passenger through the outbox and keeps the email in the ride history', async () => {
    const ride = await bens('No card');
    const email = {
      rideId: ride.rideId, recipients: ['Ben.Booker@acme.example'], ccs: ['travel@acme.example', 'ben.booker@acme.example'],
      subject: `Outstanding charge for your ride ${ride.reservationNumber}`, emailContent: 'Dear Ben,\nPlease add a card.',
    };
    const sent = await post(who.sam, '/rides/outstanding/emails', email);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<RideEmail>()).toMatchObject({ recipients: ['ben.booker@acme.example'], ccs: ['travel@acme.example'], sentBy: 'Sam Super' });
    const outbox = await app.db.kysely.selectFrom('outbox').select(['email', 'subject', 'body'])
      .where('subject', '=', email.subject).orderBy('email').execute();
    expect(outbox).toEqual([
      { email: 'ben.booker@acme.example', subject: email.subject, body: email.emailContent },
      { email: 'travel@acme.example', subject: email.subject, body: email.emailContent },
    ]);
    const history = await get(who.sam, `/rides/${ride.rideId}/emails`);
    expect(history.json<RideEmail[]>().map((e) => [e.subject, e.emailContent])).toEqual([[email.subject, email.emailContent]]);
    expect((await page(who.sam, 'passenger=Ben%20Booker')).data.find((c) => c.rideId === ride.rideId)?.emailsSent).toBe(1);

    const none = await post(who.sam, '/rides/outstanding/emails', { ...email, recipients: [] });
    expect([none.statusCode, none.json<{ message: string }>().message]).toEqual([400, 'Add at least one recipient']);
    expect((await post(who.sam, '/rides/outstanding/emails', { ...email, emailContent: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post(who.sam, '/rides/outstanding/emails', { ...email, recipients: ['not an email'] })).statusCode).toBe(400);
  });
});
