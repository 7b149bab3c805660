import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { routeTestApp } from '../testing/route-test-app.ts';
import { api, signIn } from '../testing/test-app.ts';

type Headers = Record<string, string>;

interface CardEntry { userCreditCardId: number; isDefault: boolean; source: string; card: { creditCardId: number; brand: string; last4: string; expDate: string; description: string | null; billingName: string | null; billingZip: string | null; amexCardBalance: number | null; amexCardValidToDate: string | null } }

const nextYear = new Date().getFullYear() + 1;

/** The whole add flow of 000 §4: initSetup, the provider frame's confirm call, confirmSetup. */
async function addCard(
  app: FastifyInstance,
  headers: Headers,
  userId: number,
  { number = '4242 4242 4242 4242', description = 'Travel card', setAsDefault = false } = {},
) {
  const init = await api(app, 'POST', `/users/${userId}/creditCards/initSetup`, { headers, body: { isFirmCard: false } });
  expect(init.statusCode).toBe(200);
  const { setupIntentId, setupIntentClientSecret } = init.json();
  const provider = await app.inject({
    method: 'POST', url: `/payments/sandbox/setup-intents/${setupIntentId}/confirm`,
    payload: { clientSecret: setupIntentClientSecret, number, expMonth: 12, expYear: nextYear, holderName: 'Ava Employee', zip: '10023' },
  });
  const saved = await api(app, 'POST', `/users/${userId}/creditCards/confirmSetup`, { headers, body: { setupIntentId, setAsDefault, description } });
  return { provider, saved };
}

describe('credit card routes (000 §4 Credit card, §7 Credit cards)', () => {
  const server = routeTestApp({
    signIn: ['ava.employee@acme.example', 'ben.booker@acme.example', 'ada.admin@acme.example', 'sam.super@acme.example', 'rita.reporter@acme.example'],
  });
  const { sessions: { ava, ben, ada, sam, rita }, ids } = server;

  const cardsOf = async (userId: number, headers: Headers): Promise<{ creditCards: CardEntry[]; hasPendingVirtualCard: boolean }> =>
    (await api(server.app, 'GET', `/users/${userId}/creditCards`, { headers })).json();

  describe('the saved cards and who may see them', () => {
    it("lists ben's seeded cards: a default Visa and an expired Mastercard", async () => {
      const list = await cardsOf(ids.ben ?? 0, ben);
      expect(list.hasPendingVirtualCard).toBe(false);
      expect(list.creditCards.map((c) => [c.card.brand, c.card.last4, c.isDefault])).toEqual([['VISA', '4242', true], ['MASTERCARD', '4444', false]]);
    });

    it("refuses another employee's cards to a non-booker, and another firm's to an admin", async () => {
      expect((await api(server.app, 'GET', `/users/${ids.ben}/creditCards`, { headers: ava })).statusCode).toBe(403);
      expect((await api(server.app, 'GET', `/users/${ids.ava}/creditCards`, { headers: rita })).statusCode).toBe(403);
      expect((await api(server.app, 'GET', `/users/${ids.ian}/creditCards`, { headers: ada })).statusCode).toBe(404);
      expect((await api(server.app, 'POST', `/users/${ids.ian}/creditCards/initSetup`, { headers: ada, body: {} })).statusCode).toBe(404);
    });

    it('lets a booker with an accepted permission read the employee cards', async () => {
      const res = await api(server.app, 'GET', `/users/${ids.ava}/creditCards`, { headers: ben });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('default card rules', () => {
    it('does not set a default card default again', async () => {
      const visa = (await cardsOf(ids.ben ?? 0, ben)).creditCards.find((c) => c.card.brand === 'VISA');
      const res = await api(server.app, 'POST', `/users/${ids.ben}/creditCards/${visa?.userCreditCardId}/setDefault`, { headers: ben });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This card is already the default payment method');
    });

    it('does not make an expired card default, through setDefault or update', async () => {
      const expired = (await cardsOf(ids.ben ?? 0, ben)).creditCards.find((c) => c.card.brand === 'MASTERCARD');
      const res = await api(server.app, 'POST', `/users/${ids.ben}/creditCards/${expired?.userCreditCardId}/setDefault`, { headers: ben });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('An expired card cannot be the default payment method');
      const update = await api(server.app, 'POST', `/users/${ids.ben}/creditCards/${expired?.userCreditCardId}`, { headers: ben, body: { setAsDefault: true } });
      expect(update.statusCode).toBe(400);
    });

    it('keeps firm cards out of user routes and never makes them default', async () => {
      const firm = (await api(server.app, 'GET', '/superadmin/creditCards/firm', { headers: sam })).json();
      const firmCard = firm.creditCards[0] as CardEntry;
      expect(firmCard).toMatchObject({ isDefault: false, card: { brand: 'AMEX', last4: '0005' } });
      expect((await api(server.app, 'POST', `/users/${ids.sam}/creditCards/${firmCard.userCreditCardId}/setDefault`, { headers: sam })).statusCode).toBe(404);

      const init = (await api(server.app, 'POST', '/superadmin/creditCards/initSetup', { headers: sam })).json();
      await server.app.inject({ method: 'POST', url: `/payments/sandbox/setup-intents/${init.setupIntentId}/confirm`,
        payload: { clientSecret: init.setupIntentClientSecret, number: '5555555555554444', expMonth: 1, expYear: nextYear, holderName: 'Acme Corp', zip: null } });
      const saved = await api(server.app, 'POST', '/superadmin/creditCards/confirmSetup', { headers: sam, body: { setupIntentId: init.setupIntentId, setAsDefault: true } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ isDefault: false, card: { brand: 'MASTERCARD', last4: '4444', description: null } });
      const removed = await api(server.app, 'POST', '/superadmin/creditCards/remove', { headers: sam, body: { creditCardId: saved.json().userCreditCardId } });
      expect(removed.statusCode).toBe(200);
    });

    it('refuses the superadmin card routes to an admin', async () => {
      expect((await api(server.app, 'GET', '/superadmin/creditCards/firm', { headers: ada })).statusCode).toBe(403);
      expect((await api(server.app, 'POST', '/superadmin/creditCards/initSetup', { headers: ada })).statusCode).toBe(403);
      expect((await api(server.app, 'POST', '/superadmin/creditCards/remove', { headers: ada, body: { creditCardId: 1 } })).statusCode).toBe(403);
      expect((await api(server.app, 'POST', `/superadmin/users/${ids.ava}/creditCards/virtual/create`, { headers: ada, body: {} })).statusCode).toBe(403);
      const firmFlag = await api(server.app, 'POST', `/users/${ids.ada}/creditCards/initSetup`, { headers: ada, body: { isFirmCard: true } });
      expect(firmFlag.statusCode).toBe(403);
    });
  });

  describe('adding a card through the payment sandbox', () => {
    it('answers initSetup with the sandbox key and a setup intent', async () => {
      const res = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/initSetup`, { headers: ava, body: { isFirmCard: false } });
      expect(res.json()).toEqual({
        publishableKey: 'pk_sandbox_curbside',
        setupIntentId: expect.stringMatching(/^seti_/),
        setupIntentClientSecret: expect.stringMatching(/^seti_.+_secret_/),
      });
    });

    it('saves 4242 as the first card, default automatically, with brand, last4, expiry, holder and zip', async () => {
      const { provider, saved } = await addCard(server.app, ava, ids.ava ?? 0, { description: 'Personal Visa' });
      expect(provider.statusCode).toBe(200);
      expect(provider.json()).toMatchObject({ status: 'succeeded' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        isDefault: true, source: 'CP',
        card: { brand: 'VISA', last4: '4242', expDate: `${nextYear}-12-31`, description: 'Personal Visa', billingName: 'Ava Employee', billingZip: '10023' },
      });
    });

    it('keeps the default on a later card unless asked, and moves it when asked', async () => {
      const second = await addCard(server.app, ava, ids.ava ?? 0, { number: '5555 5555 5555 4444', description: 'Work Mastercard' });
      expect(second.saved.json()).toMatchObject({ isDefault: false, card: { brand: 'MASTERCARD', last4: '4444' } });
      const third = await addCard(server.app, ava, ids.ava ?? 0, { number: '3782 822463 10005', description: 'Amex', setAsDefault: true });
      expect(third.saved.json()).toMatchObject({ isDefault: true, card: { brand: 'AMEX', last4: '0005' } });
      const list = await cardsOf(ids.ava ?? 0, ava);
      expect(list.creditCards.filter((c) => c.isDefault).map((c) => c.card.brand)).toEqual(['AMEX']);
      const account = (await api(server.app, 'GET', `/users/${ids.ava}/account`, { headers: ava })).json();
      expect(account.creditCards).toHaveLength(3);
    });

    it('answers 0002 with the provider decline, and confirmSetup then refuses the intent', async () => {
      const { provider, saved } = await addCard(server.app, ava, ids.ava ?? 0, { number: '4000 0000 0000 0002' });
      expect(provider.statusCode).toBe(402);
      expect(provider.json()).toEqual({ error: { code: 'card_declined', message: 'Your card was declined.' } });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().message).toBe('The card has not been confirmed with the payment provider');
    });

    it('answers 9995 with insufficient funds, and a bad number with the 000 §5 message', async () => {
      const poor = await addCard(server.app, ava, ids.ava ?? 0, { number: '4000000000009995' });
      expect(poor.provider.json().error.message).toBe('Your card has insufficient funds.');
      const typo = await addCard(server.app, ava, ids.ava ?? 0, { number: '4242 4242 4242 4241' });
      expect(typo.provider.json().error.message).toBe('Invalid card number');
    });

    it('requires a description for a user card and saves an intent only once', async () => {
      const init = (await api(server.app, 'POST', `/users/${ids.ava}/creditCards/initSetup`, { headers: ava, body: {} })).json();
      await server.app.inject({ method: 'POST', url: `/payments/sandbox/setup-intents/${init.setupIntentId}/confirm`,
        payload: { clientSecret: init.setupIntentClientSecret, number: '4242424242424242', expMonth: 3, expYear: nextYear, holderName: 'Ava E', zip: null } });
      const noDescription = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/confirmSetup`, { headers: ava, body: { setupIntentId: init.setupIntentId, setAsDefault: false } });
      expect(noDescription.statusCode).toBe(400);
      expect(noDescription.json().message).toBe('Description is required');
      const ok = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/confirmSetup`, { headers: ava, body: { setupIntentId: init.setupIntentId, setAsDefault: false, description: 'Spare' } });
      expect(ok.statusCode).toBe(200);
      const twice = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/confirmSetup`, { headers: ava, body: { setupIntentId: init.setupIntentId, setAsDefault: false, description: 'Spare' } });
      expect(twice.statusCode).toBe(400);
      // Another user's session cannot spend this user's intent.
      const init2 = (await api(server.app, 'POST', `/users/${ids.ava}/creditCards/initSetup`, { headers: ava, body: {} })).json();
      const stolen = await api(server.app, 'POST', `/users/${ids.rita}/creditCards/confirmSetup`, { headers: rita, body: { setupIntentId: init2.setupIntentId, setAsDefault: false, description: 'x' } });
      expect(stolen.statusCode).toBe(404);
    });

    it('stores no card number anywhere', async () => {
      const db = server.app.db.kysely;
      // Kysely's introspection reads the catalog of either dialect (SQLite or PostgreSQL).
      const tables = await db.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['credit_cards', 'sandbox_setup_intents']));
      for (const { name, columns } of tables) {
        for (const column of columns) expect(column.name).not.toMatch(/(card|cc)_?num|^pan$|cvc|cvv/i);
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
        expect(JSON.stringify(rows.rows)).not.toMatch(/4242\s?4242\s?4242\s?4242|5555555555554444|378282246310005/);
      }
      const intents = await db.selectFrom('sandbox_setup_intents').selectAll().where('status', '=', 'succeeded').execute();
      expect(intents.length).toBeGreaterThan(0);
      expect(Object.keys(intents[0] ?? {}).sort()).toEqual([
        'brand', 'client_secret', 'consumed_at', 'created_at', 'customer', 'exp_month', 'exp_year', 'holder_name', 'last4', 'setup_intent_id', 'status', 'zip',
      ]);
    });
  });

  describe('changing and removing cards', () => {
    it('updates the description, and leaves the virtual card limits to a super admin', async () => {
      const card = (await cardsOf(ids.ava ?? 0, ava)).creditCards[0] as CardEntry;
      const res = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/${card.userCreditCardId}`, { headers: ava, body: { setAsDefault: false, description: 'Renamed' } });
      expect(res.json().card.description).toBe('Renamed');
      const empty = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/${card.userCreditCardId}`, { headers: ava, body: { setAsDefault: false, description: ' ' } });
      expect(empty.json().message).toBe('Description is required');
      const balance = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/${card.userCreditCardId}`, { headers: ada, body: { setAsDefault: false, amexCardBalance: 100 } });
      expect(balance.statusCode).toBe(403);
    });

    it('sets another valid card default and removes a card', async () => {
      const list = await cardsOf(ids.ava ?? 0, ava);
      const notDefault = list.creditCards.find((c) => !c.isDefault);
      const res = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/${notDefault?.userCreditCardId}/setDefault`, { headers: ava });
      expect(res.statusCode).toBe(200);
      const after = await cardsOf(ids.ava ?? 0, ava);
      expect(after.creditCards.filter((c) => c.isDefault).map((c) => c.userCreditCardId)).toEqual([notDefault?.userCreditCardId]);
      const removed = await api(server.app, 'POST', `/users/${ids.ava}/creditCards/${notDefault?.userCreditCardId}/remove`, { headers: ava });
      expect(removed.statusCode).toBe(200);
      expect((await cardsOf(ids.ava ?? 0, ava)).creditCards.map((c) => c.userCreditCardId)).not.toContain(notDefault?.userCreditCardId);
      expect((await api(server.app, 'POST', `/users/${ids.ben}/creditCards/${notDefault?.userCreditCardId}/remove`, { headers: ben })).statusCode).toBe(404);
    });
  });

  describe('deleting the default card (000 §4/§9 first-card rule)', () => {
    it('makes the next card that can be default the default, skipping an expired one', async () => {
      // Ben: the default Visa, the expired Mastercard, and a new Amex added after them.
      const { saved } = await addCard(server.app, ben, ids.ben ?? 0, { number: '3782 822463 10005', description: 'Amex' });
      expect(saved.statusCode).toBe(200);
      const before = await cardsOf(ids.ben ?? 0, ben);
      const visa = before.creditCards.find((c) => c.isDefault);
      expect(visa?.card.last4).toBe('4242');
      const removed = await api(server.app, 'POST', `/users/${ids.ben}/creditCards/${visa?.userCreditCardId}/remove`, { headers: ben });
      expect(removed.statusCode).toBe(200);
      const after = await cardsOf(ids.ben ?? 0, ben);
      expect(after.creditCards.map((c) => [c.card.last4, c.isDefault])).toEqual([['0005', true], ['4444', false]]);
    });

    it('leaves no default when only an expired card remains', async () => {
      const list = await cardsOf(ids.ben ?? 0, ben);
      const amex = list.creditCards.find((c) => c.card.last4 === '0005');
      await api(server.app, 'POST', `/users/${ids.ben}/creditCards/${amex?.userCreditCardId}/remove`, { headers: ben });
      expect((await cardsOf(ids.ben ?? 0, ben)).creditCards.map((c) => [c.card.last4, c.isDefault])).toEqual([['4444', false]]);
    });
  });

  describe('American Express virtual card (000 §5)', () => {
    it('creates a virtual card for a super admin of a firm with an Amex profile, within the firm limit', async () => {
      await server.app.db.kysely.updateTable('users').set({ is_super_admin: 1 }).where('user_id', '=', ids.hope ?? 0).execute();
      const hope = await signIn(server.app, 'hope.support@hq.example');
      const day = (years: number, days = 0) => {
        const d = new Date();
        d.setFullYear(d.getFullYear() + years);
        d.setDate(d.getDate() + days);
        return d.toISOString().slice(0, 10);
      };
      const details = {
        residenceAddress: { address: '1 Infinite Loop, Cupertino, CA', streetNumber: '1' }, dateOfBirth: day(-30), consent: true,
        cardAmount: 45.5, validToDate: day(1), description: 'Team offsite', setAsDefault: false,
      };
      const tooMuch = await api(server.app, 'POST', `/superadmin/users/${ids.hal}/creditCards/virtual/create`, { headers: hope, body: { amexUserDetails: { ...details, cardAmount: 6000 } } });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toBe('Invalid credit limit');
      // The credit limit keeps its decimals; zero and negative limits are refused with the 000 §5 message.
      for (const cardAmount of [-50, 0]) {
        const refused = await api(server.app, 'POST', `/superadmin/users/${ids.hal}/creditCards/virtual/create`, { headers: hope, body: { amexUserDetails: { ...details, cardAmount } } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe('Invalid credit limit');
      }
      const tooYoung = await api(server.app, 'POST', `/superadmin/users/${ids.hal}/creditCards/virtual/create`, { headers: hope, body: { amexUserDetails: { ...details, dateOfBirth: day(-17) } } });
      expect(tooYoung.json().message).toBe('Invalid date');
      const tooLong = await api(server.app, 'POST', `/superadmin/users/${ids.hal}/creditCards/virtual/create`, { headers: hope, body: { amexUserDetails: { ...details, validToDate: day(5, 1) } } });
      expect(tooLong.json().message).toBe('Invalid expiration date');

      const created = await api(server.app, 'POST', `/superadmin/users/${ids.hal}/creditCards/virtual/create`, { headers: hope, body: { amexUserDetails: details } });
      expect(created.statusCode).toBe(200);
      const cards = await cardsOf(ids.hal ?? 0, hope);
      expect(cards.creditCards).toEqual([expect.objectContaining({
        isDefault: true, card: expect.objectContaining({ brand: 'AMEXVIRTUAL', amexCardBalance: 45.5, amexCardValidToDate: day(1), description: 'Team offsite' }),
      })]);
      // A super admin may then change the balance.
      const id = cards.creditCards[0]?.userCreditCardId;
      const changed = await api(server.app, 'POST', `/users/${ids.hal}/creditCards/${id}`, { headers: hope, body: { setAsDefault: false, amexCardBalance: 900 } });
      expect(changed.json().card.amexCardBalance).toBe(900);
      const negative = await api(server.app, 'POST', `/users/${ids.hal}/creditCards/${id}`, { headers: hope, body: { setAsDefault: false, amexCardBalance: -50 } });
      expect(negative.json().message).toBe('Invalid credit limit');
    });

    it('refuses a virtual card where the firm has no Amex profile', async () => {
      const res = await api(server.app, 'POST', `/superadmin/users/${ids.ava}/creditCards/virtual/create`, { headers: sam, body: { amexUserDetails: {
        consent: true, cardAmount: 100, validToDate: '2099-01-01', description: 'x', setAsDefault: false,
      } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The firm has no American Express profile');
    });
  });
});
