import type {
  CarServiceQuote, ChosenCarService, CostAllocationCode, CostAllocationType, FirmPreferences, ReservationDetails, ReservationRequest, ReservationResponse,
} from '@curbside/contracts';
import { bookingHistoryText, initialBookingStepperFields, rideCo2Kg, toReservationRequest } from '@curbside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInZone } from '../places/timezone.ts';
import { addressStopAt } from '../reservations/address.ts';
import { api, createTestApp, signIn } from '../testing/test-app.ts';
import { ACCEPT_TIMEOUT_MS, RideSimulator, type RideOutcome } from './ride-simulator.ts';

// Issue 12 through the routes: CO2 on the quotes and the booking, re-quote on decline.

type App = Awaited<ReturnType<typeof createTestApp>>;

describe('CO2 on every quote, re-quote on decline (issue 12)', () => {
  let app: App;
  let ava: Record<string, string>;
  let trip: ReservationRequest;

  beforeAll(async () => {
    app = await createTestApp({ simulatorSpeed: 1, quoteDelayMs: 0 });
    ava = await signIn(app, 'ava.employee@acme.example');
    const db = app.db.kysely;
    const user = await db.selectFrom('users').selectAll().where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow();
    const code = await db.selectFrom('cost_allocation_codes').selectAll().where('code_value', '=', 'CC-200').executeTakeFirstOrThrow();
    const firm = (await api(app, 'GET', '/users/firmData', { headers: ava })).json<{ purposeOfJourney: Array<{ firmPurposeOfJourneyId: number }> }>();
    const day = formatInZone(new Date(Date.now() + 2 * 86_400_000), 'America/New_York').slice(0, 10);
    const allocation: CostAllocationCode = {
      codeValue: code.code_value, description: code.description, costAllocationCodeId: code.cost_allocation_code_id,
      costAllocationType: code.cost_allocation_type as CostAllocationType,
    };
    trip = toReservationRequest({
      ...initialBookingStepperFields(),
      authorizingEmployee: { userId: user.user_id, fullName: 'Ava Employee', isBlockedUser: false },
      passengers: [{
        userId: user.user_id, employeeId: null, fullName: 'Ava Employee', email: user.login_id, mobilePhone: '1-2125550101', workPhone: null,
        countryCode: 'US', mainPassenger: true, isPackage: false, preferredContactMethod: 'Email',
      }],
      purposeOfJourneyId: firm.purposeOfJourney[0]?.firmPurposeOfJourneyId ?? null,
      costAllocations: [allocation],
      date: day, time: '14:00', exactPickupPoint: 'Front door',
      pickUpAddress: addressStopAt('curb:gz:acme-hq', 'pickup'), dropOffAddress: addressStopAt('curb:gz:carnegie-hall', 'dropoff'),
      // The places service's route distance.
      distance: { text: '12.4 km', valueInKm: 12.4 },
      paymentOption: 'DB', billCompany: true,
    });
  });
  afterAll(async () => { await app.close(); });

  async function pricedServices(): Promise<ChosenCarService[]> {
    const list = (await api(app, 'POST', '/reservations/car-services', { headers: ava, body: { reservationRequest: trip } })).json<ChosenCarService[]>();
    const open = list.filter((s) => !s.isFilteredOut);
    const res = await api(app, 'POST', '/reservations/car-services/quotes', {
      headers: ava,
      body: { reservationRequest: trip, bookingAccountServiceIds: open.map((s) => s.bookingAccountServiceId), quoteTraceIds: open.map((s) => s.quoteTraceId ?? '') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quotes = res.json<CarServiceQuote[]>();
    return open.map((s) => {
      const quote = quotes.find((q) => q.bookingAccountServiceId === s.bookingAccountServiceId);
      return quote ? { ...s, quoteId: quote.quoteId, userCost: quote.userCost, co2Kg: quote.co2Kg } : s;
    });
  }

  async function book(provider: string): Promise<{ booked: ReservationResponse; service: ChosenCarService }> {
    const service = (await pricedServices()).find((s) => s.name === provider && s.vehicleType === 'Sedan');
    if (!service) throw new Error(`no ${provider} Sedan`);
    const res = await api(app, 'POST', '/reservations', { headers: ava, body: { ...trip, bookingAccountServiceId: service.bookingAccountServiceId, chosenCarService: service } });
    expect(res.statusCode, res.body).toBe(200);
    return { booked: res.json<ReservationResponse>(), service };
  }

  const details = async (id: number) => (await api(app, 'GET', `/reservations/${id}`, { headers: ava })).json<ReservationDetails>();

  /** The simulator with every first attempt ending `first`, then completing; ticks from the booking for `ms`. */
  async function simulate(reservationId: number, first: RideOutcome, ms: number, from?: number): Promise<void> {
    const row = await app.db.kysely.selectFrom('reservations').select('sim_started_at').where('reservation_id', '=', reservationId).executeTakeFirstOrThrow();
    const start = from ?? Date.parse(row.sim_started_at ?? '');
    let clock = start;
    const simulator = new RideSimulator(app, { speed: 1, now: () => new Date(clock), outcome: (_n, attempt) => (attempt === 0 ? first : 'completed') });
    for (let t = 0; t <= ms; t += Math.max(1000, ms / 10)) { clock = start + t; await simulator.tick(); }
  }

  async function withAcmePreferences(patch: Partial<FirmPreferences>, check: () => Promise<void>): Promise<void> {
    const firms = app.db.kysely.selectFrom('firms').select('preferences').where('firm_code', '=', 'acme');
    const saved = (await firms.executeTakeFirstOrThrow()).preferences;
    const write = (preferences: string) => app.db.kysely.updateTable('firms').set({ preferences }).where('firm_code', '=', 'acme').execute();
    await write(JSON.stringify({ ...(JSON.parse(saved) as FirmPreferences), ...patch }));
    try { await check(); } finally { await write(saved); }
  }

  it('prices each quote with its CO2: the route distance x the vehicle factor (electric for a sustainable provider)', async () => {
    const services = await pricedServices();
    const sedan = services.find((s) => s.name === 'Metro Black Car' && s.vehicleType === 'Sedan');
    const ev = services.find((s) => s.name === 'GreenRide EV' && s.vehicleType === 'Sedan');
    expect(sedan?.co2Kg).toBe(rideCo2Kg('Sedan', 12.4));
    expect(sedan?.co2Kg).toBe(2.12);
    expect(ev?.co2Kg).toBe(0.583);
    const list = (await api(app, 'POST', '/reservations/car-services', { headers: ava, body: { reservationRequest: trip } })).json<ChosenCarService[]>();
    expect(list.find((s) => s.bookingAccountServiceId === sedan?.bookingAccountServiceId)?.co2Kg).toBe(2.12);
  });

  it('stores the CO2 with the reservation, computed by the server, and the booking details show it', async () => {
    const service = (await pricedServices()).find((s) => s.name === 'Metro Black Car' && s.vehicleType === 'Sedan');
    if (!service) throw new Error('no sedan');
    const res = await api(app, 'POST', '/reservations', {
      headers: ava, body: { ...trip, bookingAccountServiceId: service.bookingAccountServiceId, chosenCarService: { ...service, co2Kg: 0.001 } },
    });
    const booked = res.json<ReservationResponse>();
    const row = await app.db.kysely.selectFrom('reservations').select('co2_kg').where('reservation_id', '=', booked.reservationId).executeTakeFirstOrThrow();
    expect(row.co2_kg).toBe(2.12);
    expect((await details(booked.reservationId)).chosenCarService?.co2Kg).toBe(2.12);
  });

  it('offers a declined booking to the next best quote of the same class, says so in the history, the live status and an e-mail', async () => {
    const { booked } = await book('Metro Black Car');
    const events: Array<Record<string, unknown>> = [];
    const user = await app.db.kysely.selectFrom('users').select('user_id').where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow();
    // The booking's own events are out first (on PostgreSQL they come back through the database).
    await app.events.settled();
    const off = app.events.subscribe(user.user_id, 0, (event) => { if (event.name === 'reservation-status') events.push(event.data as Record<string, unknown>); });
    await simulate(booked.reservationId, 'declined', 6_000);
    await app.events.settled();
    off();
    const after = await details(booked.reservationId);
    // GreenRide EV quotes the next cheapest Sedan of the trip, within 15% of the booked price.
    expect(after.chosenCarService?.name).toBe('GreenRide EV');
    expect(after.chosenCarService?.co2Kg).toBe(0.583);
    expect(after.reservationNumber).toBe(booked.reservationNumber);
    expect(after.confirmationNumber).toMatch(/^GR-\d{6}$/);
    expect(after.reservationStatus).toBe('New');
    const texts = after.activities.map(bookingHistoryText);
    expect(texts).toContain(`re-booked with another car provider: Metro Black Car declined the booking; offered to GreenRide EV (Sedan) at ${after.chosenCarService?.userCost?.formattedCost}`);
    expect(texts).not.toContain('declined');
    expect(events.find((e) => e.reservationId === booked.reservationId)).toMatchObject({ reservationStatus: 'New', message: expect.stringContaining('offered to GreenRide EV') });
    const mail = await app.db.kysely.selectFrom('outbox').selectAll().where('email', '=', 'ava.employee@acme.example').where('subject', '=', `Booking ${booked.reservationNumber} re-booked`).executeTakeFirst();
    expect(mail?.body).toContain(`Your booking ${booked.reservationNumber}: Metro Black Car declined the booking; offered to GreenRide EV`);
    // The new provider answers as a fresh booking does, and the ride goes on.
    await simulate(booked.reservationId, 'declined', 6_000);
    expect((await details(booked.reservationId)).reservationStatus).toBe('Accepted');
  });

  it('takes a provider that does not accept in time as declining', async () => {
    const { booked } = await book('Metro Black Car');
    await simulate(booked.reservationId, 'noAnswer', 10_000);
    expect((await details(booked.reservationId)).chosenCarService?.name).toBe('Metro Black Car');
    await simulate(booked.reservationId, 'noAnswer', ACCEPT_TIMEOUT_MS);
    const after = await details(booked.reservationId);
    expect(after.chosenCarService?.name).toBe('GreenRide EV');
    expect(after.activities.map(bookingHistoryText).at(-1)).toMatch(/^re-booked with another car provider: Metro Black Car did not accept the booking in time; offered to GreenRide EV/);
  });

  it('ends Declined with the reason when no quote of the class is within the margin', async () => {
    await withAcmePreferences({ requoteMarginPercent: 0 }, async () => {
      // Metro Black Car quotes the cheapest Sedan: every other one is dearer.
      const { booked } = await book('Metro Black Car');
      await simulate(booked.reservationId, 'declined', 6_000);
      const after = await details(booked.reservationId);
      expect(after.reservationStatus).toBe('Declined');
      expect(after.chosenCarService?.name).toBe('Metro Black Car');
      expect(after.activities.map(bookingHistoryText).slice(-2)).toEqual([
        'no other car provider could take the booking: Metro Black Car declined the booking; no other car provider of the same class quotes within 0% of the booked price',
        'declined',
      ]);
      const mail = await app.db.kysely.selectFrom('outbox').selectAll().where('subject', '=', `Booking ${booked.reservationNumber} declined`).executeTakeFirst();
      expect(mail?.body).toContain('within 0% of the booked price');
    });
  });

  it('leaves a car line\'s booking Declined for the line\'s fallback account to take over', async () => {
    const { booked } = await book('Metro Black Car');
    const db = app.db.kysely;
    const line = await db.selectFrom('car_lines').select(['car_line_id', 'booking_account_id']).executeTakeFirstOrThrow();
    await db.insertInto('car_line_reservations').values({
      reservation_id: booked.reservationId, car_line_id: line.car_line_id, booking_account_id: line.booking_account_id,
      is_roller: 0, is_guest: 0, roller_reservation_id: null, replaces_reservation_id: null, created_at: new Date().toISOString(),
    }).execute();
    await simulate(booked.reservationId, 'declined', 6_000);
    const after = await details(booked.reservationId);
    expect(after.reservationStatus).toBe('Declined');
    expect(after.chosenCarService?.name).toBe('Metro Black Car');
  });

  it('lets a development call make the provider decline now (the journeys and the demo)', async () => {
    const { booked } = await book('Metro Black Car');
    const res = await app.inject({ method: 'POST', url: '/api/dev/reservations/decline', payload: { reservationNumber: booked.reservationNumber } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reservationNumber: booked.reservationNumber, reservationStatus: 'New', declinedBy: 'Metro Black Car', carProvider: 'GreenRide EV' });
    expect((await details(booked.reservationId)).chosenCarService?.name).toBe('GreenRide EV');
    const refused = await app.inject({ method: 'POST', url: '/api/dev/reservations/decline', payload: { reservationNumber: 'CB-1' } });
    expect(refused.statusCode).toBe(404);
  });

  it('gives the ride history the stored figure when the ride completes', async () => {
    const { booked } = await book('Metro Black Car');
    const row = await app.db.kysely.selectFrom('reservations').select('sim_started_at').where('reservation_id', '=', booked.reservationId).executeTakeFirstOrThrow();
    const pickupAt = (await app.db.kysely.selectFrom('reservations').select('pickup_at').where('reservation_id', '=', booked.reservationId).executeTakeFirstOrThrow()).pickup_at;
    await simulate(booked.reservationId, 'completed', 6_000);
    // From an hour before the pickup the ride runs to its end.
    await simulate(booked.reservationId, 'completed', 250_000, Date.parse(pickupAt) - 3_600_000);
    expect(row.sim_started_at).toBeTruthy();
    const ride = await app.db.kysely.selectFrom('rides').select(['co2_kg', 'status']).where('reservation_id', '=', booked.reservationId).executeTakeFirstOrThrow();
    expect(ride).toEqual({ co2_kg: 2.12, status: 'Completed' });
  });
});
