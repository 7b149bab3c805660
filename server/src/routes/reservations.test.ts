import type {
  CarServiceQuote, ChosenCarService, FirmPreferences, Passenger, PaymentOptions, ReservationDetails, ReservationHistory, ReservationRequest,
  ReservationResponse, ReservationSummary,
} from '@curbside/contracts';
import { bookingHistoryText, isCardExpired } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../db/seed-data.ts';
import { formatInZone } from '../places/timezone.ts';
import { RIDE_LEAD_MS, RideSimulator, rideOutcome } from '../providers/ride-simulator.ts';
import { addressStopAt } from '../reservations/address.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';

type Headers = Record<string, string>;

/** A local pickup date-time `days` ahead at `time` in New York. */
function localDateTime(days: number, time: string): string {
  const day = formatInZone(new Date(Date.now() + days * 86_400_000), 'America/New_York').slice(0, 10);
  return `${day}T${time}:00`;
}

describe('booking: car services, quotes, reservations, simulator', () => {
  let app: FastifyInstance;
  let ava: Headers;
  let ben: Headers;
  let ada: Headers;
  let rita: Headers;
  let gail: Headers;
  const ids: Record<string, number> = {};
  let ccEngineering = 0;
  let clientPurpose = 0;
  let latePurpose = 0;
  let benVisa = 0;
  let benExpired = 0;

  beforeAll(async () => {
    app = await createTestApp({ simulatorSpeed: 20 });
    [ava, ben, ada, rita, gail] = await Promise.all([
      signIn(app, 'ava.employee@acme.example'), signIn(app, 'ben.booker@acme.example'), signIn(app, 'ada.admin@acme.example'),
      signIn(app, 'rita.reporter@acme.example'), signIn(app, 'ian.employee@initech.example'),
    ]);
    const users = await app.db.kysely.selectFrom('users').select(['user_id', 'login_id']).execute();
    for (const u of users) ids[u.login_id.split('.')[0]!] = u.user_id;
    const cc = await app.db.kysely.selectFrom('cost_allocation_codes').select('cost_allocation_code_id').where('code_value', '=', 'CC-200').executeTakeFirstOrThrow();
    ccEngineering = cc.cost_allocation_code_id;
    const firm = await api(app, 'GET', '/users/firmData', { headers: ava });
    const purposes = firm.json<{ purposeOfJourney: Array<{ code: string; firmPurposeOfJourneyId: number }> }>().purposeOfJourney;
    clientPurpose = purposes.find((p) => p.code === 'CLIENT')!.firmPurposeOfJourneyId;
    latePurpose = purposes.find((p) => p.code === 'LATE')!.firmPurposeOfJourneyId;
    const cards = await app.db.kysely.selectFrom('credit_cards').select(['credit_card_id', 'exp_date']).where('user_id', '=', ids.ben!).execute();
    benVisa = cards.find((c) => c.exp_date > '2029')!.credit_card_id;
    benExpired = cards.find((c) => c.exp_date < '2029')!.credit_card_id;
  });
  afterAll(async () => { await app.close(); });

  function passengerOf(name: 'ava' | 'ben'): Passenger {
    return name === 'ava'
      ? { userId: ids.ava!, fullName: 'Ava Employee', email: 'ava.employee@acme.example', mobilePhone: '1-2125550101', workPhone: '1-2125550191', countryCode: 'US', mainPassenger: true, isPackage: false, preferredContactMethod: 'Email' }
      : { userId: ids.ben!, fullName: 'Ben Booker', email: 'ben.booker@acme.example', mobilePhone: '1-2125550102', workPhone: null, countryCode: 'US', mainPassenger: true, isPackage: false, preferredContactMethod: 'Email' };
  }

  function request(overrides: Partial<ReservationRequest> = {}, who: 'ava' | 'ben' = 'ava'): ReservationRequest {
    return {
      origin: addressStopAt('curb:gz:acme-hq', 'pickup'), destination: addressStopAt('curb:gz:carnegie-hall', 'dropoff'),
      dateTime: localDateTime(2, '14:00'), meetAndGreet: false, isAsap: false, cost: null, preferedContactMethod: 'Email', exactPickupPoint: 'Front door',
      supplierRefQuoteId: null, bookieQuoteId: null, bookingAccountServiceId: null, purposeOfJourneyId: clientPurpose, timeJobHours: null,
      creditCardId: null, reservationStops: [], authorizingUserId: ids[who]!, reservationPassengers: [passengerOf(who)], specialAccommodations: null,
      emailAddresses: [], reservationType: 'regular', durationInMinutes: null, costAllocationsIds: [ccEngineering], reservationId: null,
      chosenCarService: null, notes: null, flightInfo: null, billCompany: true, distanceInKm: null, pageViewGuid: null, actionOriginDetails: null,
      specialAccommodationsGuid: null, ...overrides,
    };
  }

  async function services(headers: Headers, req: ReservationRequest): Promise<ChosenCarService[]> {
    const res = await api(app, 'POST', '/reservations/car-services', { headers, body: { reservationRequest: req } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChosenCarService[]>();
  }

  async function quotes(headers: Headers, req: ReservationRequest, list: ChosenCarService[]): Promise<CarServiceQuote[]> {
    const res = await api(app, 'POST', '/reservations/car-services/quotes', {
      headers, body: { reservationRequest: req, bookingAccountServiceIds: list.map((s) => s.bookingAccountServiceId), quoteTraceIds: list.map((s) => s.quoteTraceId ?? '') },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CarServiceQuote[]>();
  }

  /** Car services, the quote of the named provider's vehicle, and the request ready to book. */
  async function quoted(headers: Headers, req: ReservationRequest, provider = 'Metro Black Car', vehicleType = 'Sedan'): Promise<ReservationRequest> {
    const list = await services(headers, req);
    const service = list.find((s) => s.name === provider && s.vehicleType === vehicleType);
    if (!service) throw new Error(`no ${provider} ${vehicleType}`);
    const [quote] = await quotes(headers, req, [service]);
    return { ...req, bookingAccountServiceId: service.bookingAccountServiceId, chosenCarService: { ...service, quoteId: quote!.quoteId, userCost: quote!.userCost } };
  }

  /** Runs `check` with Acme's firm preferences patched, then puts them back. */
  async function withAcmePreferences(patch: Partial<FirmPreferences>, check: () => Promise<void>): Promise<void> {
    const firms = app.db.kysely.selectFrom('firms').select('preferences').where('firm_code', '=', 'acme');
    const saved = (await firms.executeTakeFirstOrThrow()).preferences;
    const write = (preferences: string) => app.db.kysely.updateTable('firms').set({ preferences }).where('firm_code', '=', 'acme').execute();
    await write(JSON.stringify({ ...(JSON.parse(saved) as FirmPreferences), ...patch }));
    try {
      await check();
    } finally {
      await write(saved);
    }
  }

  async function book(headers: Headers, req: ReservationRequest): Promise<ReservationResponse> {
    const res = await api(app, 'POST', '/reservations', { headers, body: req });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReservationResponse>();
  }

  it('lists the car providers for the coverage map', async () => {
    const res = await api(app, 'GET', '/users/car-providers', { headers: ava });
    expect(res.statusCode).toBe(200);
    const names = res.json<Array<{ name: string; coverage: unknown[] }>>().map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Metro Black Car', 'Yellow Cab Co', 'GreenRide EV', 'Unity Chauffeurs', 'Skyline Executive', 'Harbor Limo']));
  });

  it('lists the services at the pickup with preferred, sustainable, diverse and filtered-out marks', async () => {
    const list = await services(ava, request());
    expect(list[0]!.name).toBe('Skyline Executive');
    expect(list[0]!.isPreferred).toBe(true);
    expect(list.find((s) => s.name === 'GreenRide EV')!.isSustainable).toBe(true);
    expect(list.find((s) => s.name === 'Unity Chauffeurs')!.isDiverse).toBe(true);
    expect(list.every((s) => s.quoteTraceId?.startsWith('qt-'))).toBe(true);
    expect(list.some((s) => s.isFilteredOut)).toBe(false);

    // Four people do not fit a sedan; Chicago is not Yellow Cab's... it is, but Harbor Limo does not serve it.
    const four = request({ reservationPassengers: [passengerOf('ava'), ...['Bo One', 'Cy Two', 'Di Three'].map((fullName) => ({ ...passengerOf('ava'), userId: null, fullName, mainPassenger: false }))] });
    const crowded = await services(ava, four);
    expect(crowded.find((s) => s.name === 'Metro Black Car' && s.vehicleType === 'Sedan')!.isFilteredOut).toBe(true);
    expect(crowded.find((s) => s.name === 'Metro Black Car' && s.vehicleType === 'SUV')!.isFilteredOut).toBe(false);
    const toBoston = await services(ava, request({ destination: addressStopAt('curb:gz:curbside-trial-office', 'dropoff') }));
    expect(toBoston.find((s) => s.name === 'Unity Chauffeurs')!.isFilteredOut).toBe(true);
    expect(toBoston.find((s) => s.name === 'Harbor Limo')!.isFilteredOut).toBe(false);
    // London: only the providers serving it.
    const london = await services(ava, request({ origin: addressStopAt('curb:gz:hq-office', 'pickup'), destination: null, reservationType: 'asDirected' }));
    expect([...new Set(london.map((s) => s.name))].sort()).toEqual(['GreenRide EV', 'Skyline Executive']);
  });

  it('quotes only the requested ids, deterministically; the slow provider delays only its own', async () => {
    const req = request();
    const list = await services(ava, req);
    const fast = list.filter((s) => s.name === 'Metro Black Car');
    const slow = list.filter((s) => s.name === 'Harbor Limo');
    let started = Date.now();
    const fastQuotes = await quotes(ava, req, fast);
    const fastMs = Date.now() - started;
    expect(fastQuotes.map((q) => q.bookingAccountServiceId)).toEqual(fast.map((s) => s.bookingAccountServiceId));
    expect(fastQuotes.every((q) => q.quoteType === 'oneCostGuaranteed' && q.userCost !== null)).toBe(true);
    expect(fastQuotes[0]!.quoteTraceId).toBe(fast[0]!.quoteTraceId);
    started = Date.now();
    const slowQuotes = await quotes(ava, req, slow);
    const slowMs = Date.now() - started;
    // Harbor Limo answers after 4 s / SIMULATOR_SPEED 20 = 200 ms; Metro after 15 ms.
    expect(slowMs).toBeGreaterThanOrEqual(190);
    expect(fastMs).toBeLessThan(slowMs);
    expect(slowQuotes).toHaveLength(slow.length);
    expect(await quotes(ava, req, fast)).toEqual(fastQuotes);
    const ranges = await quotes(ava, req, list.filter((s) => s.name === 'Unity Chauffeurs'));
    expect(ranges[0]!.quoteType).toBe('range');
    expect(ranges[0]!.minUserCost).not.toBeNull();
  });

  it('quotes every provider, the slow one too, after SIMULATOR_QUOTE_DELAY_MS when it is set (0 for the bench)', async () => {
    const req = request();
    const slow = (await services(ava, req)).filter((s) => s.name === 'Harbor Limo');
    app.env.quoteDelayMs = 0;
    try {
      const started = Date.now();
      const answer = await quotes(ava, req, slow);
      // Harbor Limo's own delay is 4 s / SIMULATOR_SPEED 20 = 200 ms.
      expect(Date.now() - started).toBeLessThan(150);
      expect(answer).toHaveLength(slow.length);
    } finally {
      app.env.quoteDelayMs = null;
    }
  });

  it('offers the payment options: the cards (an expired one listed for the client to refuse), bill to company (FN)', async () => {
    const res = await api(app, 'POST', '/reservations/payment-options', { headers: ben, body: { reservationRequest: request({}, 'ben') } });
    const options = res.json<PaymentOptions>();
    expect(options.options).toEqual(['CC', 'DB']);
    expect(options.creditCards.map((c) => c.card.creditCardId)).toEqual([benVisa, benExpired]);
    expect(isCardExpired(options.creditCards[1]!.card.expDate, new Date())).toBe(true);
    expect(options.defaultOption).toBe('CC');
  });

  it('books, lists as upcoming, edits, cancels, with the 001 §4 history wording', async () => {
    const req = await quoted(ava, request({ notes: 'Ring at the lobby' }));
    const booked = await book(ava, req);
    expect(booked.reservationNumber).toMatch(/^CB-1\d{5}$/);
    expect(booked.confirmationNumber).toMatch(/^MBC-\d{6}$/);
    expect(booked.reservationStatus).toBe('New');

    const upcoming = (await api(app, 'GET', '/reservations', { headers: ava })).json<ReservationSummary[]>();
    expect(upcoming.map((r) => r.reservationId)).toContain(booked.reservationId);

    // Notes only: 'updated notes'.
    const edited = await api(app, 'POST', `/reservations/${booked.reservationId}`, { headers: ava, body: { ...req, notes: 'Ring at the front desk' } });
    expect(edited.statusCode, edited.body).toBe(200);
    // Another time on the same service: an update request (the new time needs its quote).
    const later = await quoted(ava, { ...req, notes: 'Ring at the front desk', dateTime: localDateTime(2, '15:00') });
    const should = await api(app, 'POST', `/reservations/${booked.reservationId}/should-cancel-and-create`, { headers: ava, body: later });
    expect(should.json()).toEqual({ shouldCancelAndCreate: false, message: null });
    expect((await api(app, 'POST', `/reservations/${booked.reservationId}`, { headers: ava, body: later })).statusCode).toBe(200);
    const stale = await api(app, 'POST', `/reservations/${booked.reservationId}`, { headers: ava, body: { ...later, dateTime: localDateTime(2, '16:00') } });
    expect(stale.statusCode).toBe(400);

    const details = (await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ava })).json<ReservationDetails>();
    expect(details.notes).toBe('Ring at the front desk');
    expect(details.pickupTime).toBe(localDateTime(2, '15:00'));
    expect(details.chosenCarService?.name).toBe('Metro Black Car');
    expect(details.activities.map(bookingHistoryText)).toEqual(['created this booking', 'updated notes', 'sent an update request']);

    const cancel = await api(app, 'POST', `/reservations/${booked.reservationId}/cancel`, { headers: ava });
    expect(cancel.json<ReservationResponse>().reservationStatus).toBe('Canceled');
    const after = (await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ava })).json<ReservationDetails>();
    expect(after.activities.map(bookingHistoryText).slice(-2)).toEqual(['sent a cancelation request', 'canceled']);
    expect(after.reservationState?.canCancel).toBe(false);
    const upcomingAfter = (await api(app, 'GET', '/reservations', { headers: ava })).json<ReservationSummary[]>();
    expect(upcomingAfter.map((r) => r.reservationId)).not.toContain(booked.reservationId);
  });

  it('cancels and creates when the provider changes', async () => {
    const req = await quoted(ava, request());
    const booked = await book(ava, req);
    const other = await quoted(ava, req, 'GreenRide EV', 'Sedan');
    const should = await api(app, 'POST', `/reservations/${booked.reservationId}/should-cancel-and-create`, { headers: ava, body: other });
    expect(should.json<{ shouldCancelAndCreate: boolean }>().shouldCancelAndCreate).toBe(true);
    const res = await api(app, 'POST', `/reservations/${booked.reservationId}`, { headers: ava, body: other });
    const fresh = res.json<ReservationResponse>();
    expect(fresh.reservationId).not.toBe(booked.reservationId);
    const old = (await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ava })).json<ReservationDetails>();
    expect(old.reservationStatus).toBe('Canceled');
    expect(old.activities.map(bookingHistoryText)).toContain('indirectly canceled while updating (a new booking created instead)');
    const created = (await api(app, 'GET', `/reservations/${fresh.reservationId}`, { headers: ava })).json<ReservationDetails>();
    expect(created.activities.map(bookingHistoryText)).toEqual(['indirectly created by updating another booking']);
  });

  it('refuses a missing quote, an expired or foreign card, and a booking without a purpose', async () => {
    const req = await quoted(ben, request({}, 'ben'));
    expect((await api(app, 'POST', '/reservations', { headers: ben, body: { ...req, chosenCarService: { ...req.chosenCarService!, quoteId: 'Q-MADEUP' } } })).statusCode).toBe(400);
    const expired = await api(app, 'POST', '/reservations', { headers: ben, body: { ...req, billCompany: false, creditCardId: benExpired } });
    expect(expired.json<{ message: string }>().message).toBe('This credit card has expired');
    const byCard = await api(app, 'POST', '/reservations', { headers: ben, body: { ...req, billCompany: false, creditCardId: benVisa } });
    expect(byCard.statusCode, byCard.body).toBe(200);
    // Ben's card cannot pay ava's ride.
    const forAva = await quoted(ben, request());
    expect((await api(app, 'POST', '/reservations', { headers: ben, body: { ...forAva, billCompany: false, creditCardId: benVisa } })).statusCode).toBe(400);
    const noPurpose = await api(app, 'POST', '/reservations', { headers: ben, body: { ...req, purposeOfJourneyId: null } });
    expect(noPurpose.json<{ message: string }>().message).toBe('Please select a purpose of journey');
    const noCostCenter = await api(app, 'POST', '/reservations', { headers: ben, body: { ...req, costAllocationsIds: [] } });
    expect(noCostCenter.json<{ message: string }>().message).toBe('Please specify Cost Center value');
  });

  // issue 12: the server's message showed 24-hour times to a 12-hour user.
  it("refuses a pickup outside the purpose's time window with the times on the caller's clock", async () => {
    const outside = request({ purposeOfJourneyId: latePurpose, dateTime: localDateTime(2, '12:00') });
    const message = async () => (await api(app, 'POST', '/reservations', { headers: ava, body: outside })).json<{ message: string }>().message;
    expect(await message()).toBe('Pickup time must be between 9:00 PM and 6:00 AM for this purpose of journey');
    const users = app.db.kysely.updateTable('users').where('user_id', '=', ids.ava!);
    const saved = (await app.db.kysely.selectFrom('users').select('settings').where('user_id', '=', ids.ava!).executeTakeFirstOrThrow()).settings;
    await users.set({ settings: JSON.stringify({ ...(JSON.parse(saved) as object), timeFormat: '24Hours' }) }).execute();
    try {
      expect(await message()).toBe('Pickup time must be between 21:00 and 06:00 for this purpose of journey');
    } finally {
      await users.set({ settings: saved }).execute();
    }
  });

  it("refuses a blocked authorizing employee with the firm's blocked-users message (issue 17)", async () => {
    const req = await quoted(ben, request());
    const block = (active: boolean) => api(app, 'POST', '/admin/blockedUsers', { headers: ada, body: { blockedUser: { userId: ids.ava, active } } });
    expect((await block(true)).statusCode).toBe(200);
    try {
      const refused = await api(app, 'POST', '/reservations', { headers: ben, body: req });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe('This employee cannot be booked for. Please contact the Acme travel desk.');
    } finally {
      expect((await block(false)).statusCode).toBe(200);
    }
  });

  it('checks access: booker with permission, booker without, admin, another firm', async () => {
    // ben holds an Accepted permission for ava.
    const forAva = await quoted(ben, request());
    const booked = await book(ben, forAva);
    expect((await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ava })).statusCode).toBe(200);
    // ben's permission for ada is only Pending; rita has none for ava.
    const forAda = request({ authorizingUserId: ids.ada!, reservationPassengers: [{ ...passengerOf('ava'), userId: ids.ada!, fullName: 'Ada Admin', email: 'ada.admin@acme.example' }] });
    expect((await api(app, 'POST', '/reservations/car-services', { headers: ben, body: { reservationRequest: forAda } })).statusCode).toBe(403);
    expect((await api(app, 'POST', '/reservations', { headers: rita, body: forAva })).statusCode).toBe(403);
    // rita cannot read ava's booking; ada (admin) can, and may book for ava.
    expect((await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: rita })).statusCode).toBe(404);
    expect((await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ada })).statusCode).toBe(200);
    const byAdmin = await quoted(ada, request());
    expect((await api(app, 'POST', '/reservations', { headers: ada, body: byAdmin })).statusCode).toBe(200);
    // Another firm: 404 on read, edit, cancel, card change, favorite.
    for (const [method, path, body] of [
      ['GET', `/reservations/${booked.reservationId}`, undefined],
      ['GET', `/reservations/${booked.reservationId}/state`, undefined],
      ['POST', `/reservations/${booked.reservationId}/cancel`, undefined],
      ['POST', `/reservations/${booked.reservationId}`, forAva],
      ['POST', `/reservations/${booked.reservationId}/creditcards`, { creditCardId: 1, authorizingUserId: ids.ava }],
      ['POST', '/reservations/favorites', { name: 'Mine', active: true, reservationId: booked.reservationId }],
    ] as const) {
      expect((await api(app, method, path, { headers: gail, body })).statusCode, path).toBe(404);
    }
    expect((await api(app, 'POST', '/reservations/car-services', { headers: gail, body: { reservationRequest: forAva } })).statusCode).toBe(404);
    // Admin notes: admins only, and only where the firm enables them (Acme does); only admins read them.
    expect((await api(app, 'POST', `/admin/reservations/${booked.reservationId}/notes`, { headers: ben, body: { notes: 'VIP' } })).statusCode).toBe(403);
    expect((await api(app, 'POST', `/admin/reservations/${booked.reservationId}/notes`, { headers: ada, body: { notes: 'VIP' } })).statusCode).toBe(200);
    expect((await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ada })).json<{ adminNotes: string | null }>().adminNotes).toBe('VIP');
    expect((await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ava })).json<{ adminNotes: string | null }>().adminNotes).toBeNull();
    await withAcmePreferences({ adminReservationNotes: false }, async () => {
      expect((await api(app, 'POST', `/admin/reservations/${booked.reservationId}/notes`, { headers: ada, body: { notes: 'VIP' } })).statusCode).toBe(403);
    });
  });

  it('takes a package passenger only where the firm allows packages', async () => {
    const parcel: Passenger = { ...passengerOf('ava'), userId: null, fullName: 'Reception', email: null, mobilePhone: null, workPhone: null, mainPassenger: false, isPackage: true };
    const req = await quoted(ava, request({ reservationPassengers: [passengerOf('ava'), parcel] }));
    await withAcmePreferences({ allowPackage: false }, async () => {
      const refused = await api(app, 'POST', '/reservations', { headers: ava, body: req });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe('Your company does not allow sending packages');
    });
    const booked = await book(ava, req);
    const details = (await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ava })).json<{ passengers: Passenger[] }>();
    expect(details.passengers.map((p) => [p.fullName, p.isPackage])).toEqual([['Ava Employee', false], ['Reception', true]]);
  });

  it('finds passengers by role: booker only with permission, admin anyone, standard user themselves', async () => {
    const names = async (headers: Headers, q = '') =>
      (await api(app, 'GET', `/users/passengers${q ? `?q=${q}` : ''}`, { headers })).json<Passenger[]>().map((p) => p.fullName).sort();
    expect(await names(ben)).toEqual(['Ava Employee', 'Ben Booker']);
    expect(await names(ava)).toEqual(['Ava Employee']);
    expect((await names(ada)).length).toBe(SEED_USERS.filter((u) => u.firmCode === 'acme').length);
    expect(await names(ada, 'rita')).toEqual(['Rita Reporter']);
    const recent = (await api(app, 'GET', '/users/recent-passengers', { headers: ben })).json<Passenger[]>();
    expect(recent.map((p) => p.fullName)).toContain('Ava Employee');
    expect(recent[0]!.mobilePhone).toBe('1-2125550101');
  });

  it('changes the card, saves favorites, offers a follow-up', async () => {
    const req = await quoted(ben, request({ destination: addressStopAt('curb:airport:JFK', 'dropoff') }, 'ben'));
    const booked = await book(ben, req);
    const change = await api(app, 'POST', `/reservations/${booked.reservationId}/creditcards`, { headers: ben, body: { creditCardId: benVisa, authorizingUserId: ids.ben } });
    expect(change.statusCode, change.body).toBe(200);
    const details = (await api(app, 'GET', `/reservations/${booked.reservationId}`, { headers: ben })).json<ReservationDetails>();
    expect(details.creditCard?.creditCardId).toBe(benVisa);
    expect(details.activities.map(bookingHistoryText)).toContain('updated the credit card');

    const fav = await api(app, 'POST', '/reservations/favorites', { headers: ben, body: { name: 'Office to JFK', active: true, reservationId: booked.reservationId } });
    expect(fav.statusCode, fav.body).toBe(200);
    const favorites = (await api(app, 'GET', '/reservations/favorites', { headers: ben })).json<Array<{ name: string; reservation: ReservationSummary }>>();
    expect(favorites.map((f) => f.name)).toEqual(['Office to JFK']);
    await api(app, 'POST', '/reservations/favorites', { headers: ben, body: { name: 'Office to JFK', active: false, reservationId: booked.reservationId } });
    expect((await api(app, 'GET', '/reservations/favorites', { headers: ben })).json()).toEqual([]);

    const show = await api(app, 'GET', `/reservations/show-follow-up?iataCode=JFK&datetime=${encodeURIComponent(req.dateTime!)}`, { headers: ben });
    expect(show.json()).toEqual({ showFollowUp: true, reservationNumber: booked.reservationNumber });
    // Another ride to JFK that evening: each question is answered with the ride nearest its time.
    const evening = await book(ben, await quoted(ben, request({ destination: addressStopAt('curb:airport:JFK', 'dropoff'), dateTime: localDateTime(2, '20:00') }, 'ben')));
    const asked = async (datetime: string) =>
      (await api(app, 'GET', `/reservations/show-follow-up?iataCode=JFK&datetime=${encodeURIComponent(datetime)}`, { headers: ben })).json<{ reservationNumber: string }>().reservationNumber;
    expect(await asked(req.dateTime!)).toBe(booked.reservationNumber);
    expect(await asked(localDateTime(2, '19:30'))).toBe(evening.reservationNumber);
    const follow = await api(app, 'GET', `/reservations/${booked.reservationNumber}/followup`, { headers: ben });
    expect(follow.statusCode, follow.body).toBe(200);
    const followUp = follow.json<ReservationRequest>();
    expect(followUp.origin.place?.iataCode).toBe('JFK');
    expect(followUp.actionOriginDetails?.action).toBe('FOLLOW_UP_RESERVATION');
    expect((await api(app, 'GET', `/reservations/${booked.reservationNumber}/followup`, { headers: gail })).statusCode).toBe(404);
  });

  it('pages and filters the history', async () => {
    const all = (await api(app, 'GET', '/reservations/history?count=2', { headers: ava })).json<ReservationHistory>();
    expect(all.data).toHaveLength(2);
    expect(all.hasMore).toBe(true);
    const next = (await api(app, 'GET', `/reservations/history?count=2&offset=2`, { headers: ava })).json<ReservationHistory>();
    expect(next.data[0]!.reservationId).not.toBe(all.data[0]!.reservationId);
    expect(next.total).toBe(all.total);
    const canceled = (await api(app, 'GET', '/reservations/history?statuses=Canceled', { headers: ava })).json<ReservationHistory>();
    expect(canceled.data.every((r) => r.reservationStatus === 'Canceled')).toBe(true);
    expect(canceled.total).toBeGreaterThan(0);
    const skyline = (await api(app, 'GET', '/reservations/history?carProviderCode=SKX', { headers: ava })).json<ReservationHistory>();
    expect(skyline.data.every((r) => r.carProvider?.code === 'SKX')).toBe(true);
    expect(skyline.total).toBe(1);
    const notes = (await api(app, 'GET', '/reservations/history?reservationNotes=terminal', { headers: ava })).json<ReservationHistory>();
    expect(notes.data.map((r) => r.notes)).toEqual(['Flight lands at terminal B']);
    const byBen = (await api(app, 'GET', `/reservations/history?bookingUserId=${ids.ben}`, { headers: ava })).json<ReservationHistory>();
    expect(byBen.data.every((r) => r.bookingUser?.userId === ids.ben)).toBe(true);
    expect(byBen.total).toBe(1);
    const byName = (await api(app, 'GET', '/reservations/history?passengerName=booker', { headers: ada })).json<ReservationHistory>();
    expect(byName.total).toBe(2);
    const conf = skyline.data[0]!.confirmationNumber!;
    const byConf = (await api(app, 'GET', `/reservations/history?confirmationNumber=${conf}&authorizingEmployeeId=ACM-1001&countryCode=US`, { headers: ada })).json<ReservationHistory>();
    expect(byConf.data.map((r) => r.confirmationNumber)).toEqual([conf]);
    const past = formatInZone(new Date(Date.now() - 20 * 86_400_000), 'America/New_York').slice(0, 10);
    const recent = (await api(app, 'GET', `/reservations/history?rideDateFrom=${past}`, { headers: ava })).json<ReservationHistory>();
    expect(recent.total).toBeLessThan(all.total + 1);
    expect((await api(app, 'GET', '/reservations/history', { headers: gail })).json<ReservationHistory>().total).toBe(0);
  });

  it('keeps a ride booked for later Accepted until its pickup is near, then runs it', async () => {
    let found: ReservationResponse | null = null;
    for (let i = 0; i < 6 && !found; i += 1) {
      const booked = await book(ava, await quoted(ava, request({ dateTime: localDateTime(1, `1${i}:30`) })));
      if (rideOutcome(booked.reservationNumber) === 'completed') found = booked;
    }
    if (!found) throw new Error('no completing ride');
    const row = await app.db.kysely.selectFrom('reservations').select(['sim_started_at', 'pickup_at']).where('reservation_id', '=', found.reservationId).executeTakeFirstOrThrow();
    const started = Date.parse(row.sim_started_at!);
    let clock = started;
    const simulator = new RideSimulator(app, { speed: 30, now: () => new Date(clock) });
    const status = async () => (await api(app, 'GET', `/reservations/${found.reservationId}/state`, { headers: ava })).json<{ reservationStatus: string }>().reservationStatus;
    for (let t = 0; t <= 20_000; t += 1000) { clock = started + t; await simulator.tick(); }
    expect(await status()).toBe('Accepted');
    const goAt = Date.parse(row.pickup_at) - RIDE_LEAD_MS;
    clock = goAt - 1000;
    await simulator.tick();
    expect(await status()).toBe('Accepted');
    for (let t = 0; t <= 10_000; t += 500) { clock = goAt + t; await simulator.tick(); }
    expect(await status()).toBe('Completed');
  });

  it('simulates the ride to Completed, writing history and publishing each status', async () => {
    let found: ReservationResponse | null = null;
    for (let i = 0; i < 6 && !found; i += 1) {
      const booked = await book(ava, await quoted(ava, request({ dateTime: localDateTime(3 + i, '11:00'), isAsap: true })));
      if (rideOutcome(booked.reservationNumber) === 'completed') found = booked;
    }
    if (!found) throw new Error('no completing ride');
    const events: Array<{ userId: number; data: { reservationId: number; reservationStatus: string } }> = [];
    // The booking's own events are out first (on PostgreSQL they come back through the database).
    await app.events.settled();
    const unsubscribe = [ids.ava!, ids.ben!].map((userId) => app.events.subscribe(userId, 0, (event) => {
      if (event.name === 'reservation-status') events.push({ userId, data: event.data as { reservationId: number; reservationStatus: string } });
    }));
    const row = await app.db.kysely.selectFrom('reservations').select('sim_started_at').where('reservation_id', '=', found.reservationId).executeTakeFirstOrThrow();
    let clock = Date.parse(row.sim_started_at!);
    const simulator = new RideSimulator(app, { speed: 30, now: () => new Date(clock) });
    const seen: string[] = [];
    for (let t = 0; t <= 10_000; t += 500) {
      clock = Date.parse(row.sim_started_at!) + t;
      await simulator.tick();
      const state = (await api(app, 'GET', `/reservations/${found.reservationId}/state`, { headers: ava })).json<{ reservationStatus: string; driverDetails: unknown }>();
      if (seen.at(-1) !== state.reservationStatus) seen.push(state.reservationStatus);
    }
    unsubscribe.forEach((off) => off());
    expect(seen.at(-1)).toBe('Completed');
    const mine = events.filter((e) => e.userId === ids.ava && e.data.reservationId === found.reservationId).map((e) => e.data.reservationStatus);
    expect(mine).toEqual(['Accepted', 'Searching', 'Assigned', 'Dispatched', 'OnScene', 'InProgress', 'Completed']);
    expect(events.some((e) => e.userId === ids.ben && e.data.reservationId === found.reservationId)).toBe(false);
    const details = (await api(app, 'GET', `/reservations/${found.reservationId}`, { headers: ava })).json<ReservationDetails>();
    expect(details.activities.map(bookingHistoryText)).toEqual([
      'created this booking', 'accepted', 'is searching for a car', 'driver assigned', 'dispatched and en route',
      'car has arrived at pickup point', 'ride in progress', 'ride completed',
    ]);
    expect(details.driverDetails?.name).toBeTruthy();
    const history = (await api(app, 'GET', '/reservations/history?statuses=Completed', { headers: ava })).json<ReservationHistory>();
    expect(history.data.map((r) => r.reservationId)).toContain(found.reservationId);
  });
  // Issue 11: a booking is made once. One Idempotency-Key per user intention.
  describe('idempotent create, edit and cancel', () => {
    const withKey = (headers: Headers, key: string): Headers => ({ ...headers, 'idempotency-key': key });
    const countFor = async (userId: number) => Number((await app.db.kysely.selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('authorizing_user_id', '=', userId).executeTakeFirstOrThrow()).n);

    it('makes one reservation from five concurrent requests with one key, and answers all five the same', async () => {
      const req = await quoted(ava, request({ dateTime: localDateTime(4, '09:00') }));
      const before = await countFor(ids.ava!);
      const answers = await Promise.all(Array.from({ length: 5 }, () => api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-1'), body: req })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.json<ReservationResponse>().reservationId)).size).toBe(1);
      expect(await countFor(ids.ava!)).toBe(before + 1);
    });

    it('answers a retry after a dropped response with the first answer; a new key books again', async () => {
      const req = await quoted(ava, request({ dateTime: localDateTime(4, '10:00') }));
      const before = await countFor(ids.ava!);
      const first = await api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-2'), body: req });
      const retry = await api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-2'), body: req });
      expect(retry.json()).toEqual(first.json());
      expect(await countFor(ids.ava!)).toBe(before + 1);
      const again = await api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-3'), body: req });
      expect(again.statusCode).toBe(200);
      expect(await countFor(ids.ava!)).toBe(before + 2);
    });

    it('refuses a key reused for another request, keeps keys per user, and checks the key', async () => {
      const req = await quoted(ava, request({ dateTime: localDateTime(4, '11:00') }));
      expect((await api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-4'), body: req })).statusCode).toBe(200);
      const other = await api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-4'), body: { ...req, notes: 'another ride' } });
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe('This Idempotency-Key was already used for another request');
      // Ben's identical key is his own.
      const benReq = await quoted(ben, request({ dateTime: localDateTime(4, '11:00') }, 'ben'));
      expect((await api(app, 'POST', '/reservations', { headers: withKey(ben, 'book-once-4'), body: benReq })).statusCode).toBe(200);
      const bad = await api(app, 'POST', '/reservations', { headers: withKey(ava, 'x'.repeat(300)), body: req });
      expect(bad.statusCode).toBe(400);
    });

    it('lets a retry run again when the first attempt failed (nothing was booked)', async () => {
      const req = await quoted(ava, request({ dateTime: localDateTime(4, '12:00') }));
      const failed = await api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-5'), body: { ...req, purposeOfJourneyId: null } });
      expect(failed.statusCode).toBe(400);
      const retried = await api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-5'), body: { ...req, purposeOfJourneyId: null } });
      expect(retried.statusCode).toBe(400);
      const fixed = await api(app, 'POST', '/reservations', { headers: withKey(ava, 'book-once-6'), body: req });
      expect(fixed.statusCode).toBe(200);
    });

    it('cancels once: a repeated cancel with the key gets the first answer', async () => {
      const booked = await book(ava, await quoted(ava, request({ dateTime: localDateTime(4, '13:00') })));
      const path = `/reservations/${booked.reservationId}/cancel`;
      const [one, two] = await Promise.all([
        api(app, 'POST', path, { headers: withKey(ava, 'cancel-once-1') }), api(app, 'POST', path, { headers: withKey(ava, 'cancel-once-1') }),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(two.json()).toEqual(one.json());
      const canceled = await app.db.kysely.selectFrom('reservation_history').select('action')
        .where('reservation_id', '=', booked.reservationId).where('description', '=', 'Canceled').execute();
      expect(canceled).toHaveLength(1);
    });
  });
});
