import type { CarLinePayload, CarlineBooking, CarlineReservation, MarshalState } from '@curbside/contracts';
import { WEEKDAYS, endpoints } from '@curbside/contracts';
import { CAR_LINE_MESSAGES } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../events/event-bus.ts';
import { routeTestApp } from '../testing/route-test-app.ts';
import { bodySample } from '../testing/schema-sample.ts';
import { api } from '../testing/test-app.ts';

// 001 §7 Marshals (issue 16): the marshal's lines and board, rollers, riders on a roller, on a new
// car and on hold, the fallback account, and who may reach which line.

describe('marshal routes (001 §7 Marshals)', () => {
  const server = routeTestApp({
    signIn: ['max.marshal@acme.example', 'sam.super@acme.example', 'ava.employee@acme.example', 'ian.employee@initech.example'],
    fresh: 'test',
  });
  const { sessions: { max, sam, ava, ian }, ids } = server;
  const get = (path: string, headers = max) => api(server.app, 'GET', path, { headers });
  const post = (path: string, body: unknown, headers = max) => api(server.app, 'POST', path, { headers, body });
  const state = async (query = ''): Promise<MarshalState> => (await get(`/marshals/carlines${query}`)).json();
  const lineNamed = async (name: string): Promise<CarLinePayload> => {
    const line = (await state()).carlines.find((l) => l.carlineDetails.carlineName === name);
    if (!line) throw new Error(`no line ${name}`);
    return line;
  };
  /** The line made to run all week, all day, so the test does not depend on the weekday it runs on. */
  const openAllWeek = async (name: string): Promise<number> => {
    const line = await lineNamed(name);
    const res = await post('/superadmin/carline', {
      ...line, exceptionDates: [], simplifiedWeeklySchedule: { weekdays: [...WEEKDAYS], timeRanges: [{ fromTime: '00:00', toTime: '23:59' }] },
    }, sam);
    expect(res.statusCode, res.body).toBe(200);
    return line.carlineDetails.carlineDetailsId ?? 0;
  };
  const rider = (carlineDetailsId: number, passenger: Record<string, unknown>) => ({
    carlineDetailsId, passenger: { email: null, mobilePhone: null, userId: null, ...passenger }, dropoff: null, notes: null,
  });

  it("gives the marshal their firm's lines, the first as current, with its schedule and places", async () => {
    const body = await state();
    expect(body.carlines.map((l) => l.carlineDetails.carlineName)).toEqual(['Acme HQ lobby', 'Acme evening events']);
    expect(body.currentCarline?.carlineDetails).toMatchObject({
      carlineName: 'Acme HQ lobby', isOnHoldMode: false, projectCode: 'PRJ-ROCKET', departmentCode: 'LOBBY',
      pickupPlace: expect.objectContaining({ name: 'Acme HQ', timezone: 'America/New_York' }),
    });
    expect(body.currentCarline?.simplifiedWeeklySchedule).toEqual({
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      timeRanges: [{ fromTime: '07:00', toTime: '10:00' }, { fromTime: '16:00', toTime: '23:30' }],
    });
    const first = body.currentCarline?.regionShape[0];
    expect(body.currentCarline?.regionShape.at(-1)).toEqual(first);
    expect(typeof body.isOperationalToday).toBe('boolean');
  });

  it('chooses another line by id, and answers an unknown or other firm\'s line as not found', async () => {
    const evening = await lineNamed('Acme evening events');
    expect((await state(`?carlineDetailsId=${evening.carlineDetails.carlineDetailsId}`)).currentCarline?.carlineDetails.carlineName).toBe('Acme evening events');
    const globex = await server.app.db.kysely.selectFrom('car_lines').select('car_line_id').where('name', '=', 'Globex HQ lobby').executeTakeFirstOrThrow();
    const res = await get(`/marshals/carlines?carlineDetailsId=${globex.car_line_id}`);
    expect([res.statusCode, res.json().message]).toEqual([404, CAR_LINE_MESSAGES.carLineNotFound]);
    const booking = await post('/marshals/reservations/new', { carlineRequest: rider(globex.car_line_id, { fullName: 'Guest', mobilePhone: '1-2125550199' }), rollerReservationId: null, isGuest: true });
    expect([booking.statusCode, booking.json().message]).toEqual([404, CAR_LINE_MESSAGES.carLineNotFound]);
  });

  it('keeps car lines to car-line staff of a firm with car lines, and keeps marshals from booking elsewhere', async () => {
    for (const [headers, message] of [[ava, 'Only car-line staff can run a car line'], [ian, 'Only car-line staff can run a car line']] as const) {
      for (const res of [await get('/marshals/carlines', headers), await get('/marshals/reservations', headers),
        await post('/marshals/reservations/rollers', { carlineDetailsId: 1, howMany: 1, isAsap: true, dateTime: null, cpCode: 'MBC' }, headers)]) {
        expect([res.statusCode, res.json().message]).toEqual([403, message]);
      }
    }
    // The booking stepper is closed to a marshal: they book at their line only.
    const stepper = await post('/reservations', bodySample(endpoints.reservations.create));
    expect([stepper.statusCode, stepper.json().message]).toEqual([403, 'Marshals cannot book rides']);
  });

  it('orders rollers, puts an employee on one and a guest on a new car, with the line\'s message and codes, live on the board', async () => {
    const lineId = await openAllWeek('Acme HQ lobby');
    const seen: LiveEvent[] = [];
    const firmId = (await server.app.db.kysely.selectFrom('users').select('firm_id').where('user_id', '=', ids.max ?? 0).executeTakeFirstOrThrow()).firm_id;
    server.app.events.subscribe(ids.max ?? 0, firmId, (event) => seen.push(event));

    const rollers = await post('/marshals/reservations/rollers', { carlineDetailsId: lineId, howMany: 2, isAsap: true, dateTime: null, cpCode: 'MBC' });
    expect(rollers.statusCode, rollers.body).toBe(200);
    const waiting = rollers.json<CarlineReservation[]>();
    expect(waiting).toHaveLength(2);
    expect(waiting[0]).toMatchObject({ reservationStatus: 'New', rollers: 1, passenger: null, carlineDetailsId: lineId, carProviderCode: 'MBC' });
    expect((await state()).rollers).toHaveLength(2);

    const onRoller = await post('/marshals/reservations/new', {
      carlineRequest: rider(lineId, { userId: ids.ava, fullName: 'Ava Employee' }), rollerReservationId: waiting[0]?.reservationId, isGuest: false,
    });
    expect(onRoller.statusCode, onRoller.body).toBe(200);
    expect(onRoller.json<CarlineBooking>()).toMatchObject({
      reservationId: waiting[0]?.reservationId, confirmationMessage: 'Your car is booked. Please wait by the Fifth Avenue doors; the marshal will call your name.',
      onFallbackAccount: false,
    });
    const again = await post('/marshals/reservations/new', {
      carlineRequest: rider(lineId, { userId: ids.ava, fullName: 'Ava Employee' }), rollerReservationId: waiting[0]?.reservationId, isGuest: false,
    });
    expect([again.statusCode, again.json().message]).toEqual([400, CAR_LINE_MESSAGES.rollerNotWaiting]);

    const guest = await post('/marshals/reservations/new', {
      carlineRequest: rider(lineId, { fullName: 'Grace Guest', mobilePhone: '1-2125550177' }), rollerReservationId: null, isGuest: true,
    });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json<CarlineBooking>().reservationStatus).toBe('New');

    const board = await state();
    expect(board.rollers.map((r) => r.reservationId)).toEqual([waiting[1]?.reservationId]);
    expect(board.carlineReservations.map((r) => [r.passenger?.fullName, r.isGuest, r.rollers])).toEqual(expect.arrayContaining([
      ['Ava Employee', false, 1], ['Grace Guest', true, 0],
    ]));
    const list = (await get('/marshals/reservations')).json<CarlineReservation[]>();
    expect(list.map((r) => r.reservationId)).toEqual(expect.arrayContaining([guest.json<CarlineBooking>().reservationId, waiting[1]?.reservationId]));

    // The line's project and department codes are applied.
    const row = await server.app.db.kysely.selectFrom('reservations').select('cost_allocation_ids')
      .where('reservation_id', '=', guest.json<CarlineBooking>().reservationId).executeTakeFirstOrThrow();
    const codes = await server.app.db.kysely.selectFrom('cost_allocation_codes').select(['cost_allocation_type', 'code_value'])
      .where('cost_allocation_code_id', 'in', JSON.parse(row.cost_allocation_ids) as number[]).execute();
    expect(codes).toEqual(expect.arrayContaining([
      { cost_allocation_type: 'Project Code', code_value: 'PRJ-ROCKET' }, { cost_allocation_type: 'Department', code_value: 'LOBBY' },
    ]));
    // Each booking went out live to the marshal's stream.
    expect(seen.filter((e) => e.name === 'reservation-status').map((e) => (e.data as { reservationId: number }).reservationId))
      .toEqual(expect.arrayContaining([waiting[0]?.reservationId, waiting[1]?.reservationId, guest.json<CarlineBooking>().reservationId]));
  });

  it('books one car for a rider however often the same request is sent (Idempotency-Key)', async () => {
    const lineId = await openAllWeek('Acme HQ lobby');
    const send = () => api(server.app, 'POST', '/marshals/reservations/new', {
      headers: { ...max, 'idempotency-key': 'tap-1' },
      body: { carlineRequest: rider(lineId, { fullName: 'Double Tap', mobilePhone: '1-2125550160' }), rollerReservationId: null, isGuest: true },
    });
    const [first, second] = [await send(), await send()];
    expect(second.json<CarlineBooking>().reservationId).toBe(first.json<CarlineBooking>().reservationId);
    const board = (await get('/marshals/reservations')).json<CarlineReservation[]>();
    expect(board.filter((r) => r.passenger?.fullName === 'Double Tap')).toHaveLength(1);
  });

  it("refuses another firm's employee as a rider, as an unknown user", async () => {
    const lineId = await openAllWeek('Acme HQ lobby');
    const res = await post('/marshals/reservations/new', {
      carlineRequest: rider(lineId, { userId: ids.ian, fullName: 'Ian Employee' }), rollerReservationId: null, isGuest: false,
    });
    expect([res.statusCode, res.json().message]).toEqual([404, 'User not found']);
  });

  it('refuses a guest without a phone, a roller from another provider and a roller time in the past', async () => {
    const lineId = await openAllWeek('Acme HQ lobby');
    const guest = await post('/marshals/reservations/new', { carlineRequest: rider(lineId, { fullName: 'No Phone' }), rollerReservationId: null, isGuest: true });
    expect([guest.statusCode, guest.json().message]).toEqual([400, "Enter the guest's name and mobile phone"]);
    const provider = await post('/marshals/reservations/rollers', { carlineDetailsId: lineId, howMany: 1, isAsap: true, dateTime: null, cpCode: 'YCC' });
    expect([provider.statusCode, provider.json().message]).toEqual([400, "Choose a provider of this car line's booking accounts"]);
    const past = await post('/marshals/reservations/rollers', { carlineDetailsId: lineId, howMany: 1, isAsap: false, dateTime: '2020-01-01T09:00', cpCode: 'MBC' });
    expect([past.statusCode, past.json().message]).toEqual([400, 'Choose the time the cars should arrive, from now on']);
    const later = await post('/marshals/reservations/rollers', { carlineDetailsId: lineId, howMany: 1, isAsap: false, dateTime: '2099-01-01T09:00', cpCode: 'HBL' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<CarlineReservation[]>()[0]).toMatchObject({ pickupTime: '2099-01-01T09:00:00', bookingAccountId: expect.any(Number) });
  });

  it('refuses riders on a line that is not operational today', async () => {
    const line = await lineNamed('Acme HQ lobby');
    const id = line.carlineDetails.carlineDetailsId ?? 0;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const res = await post('/superadmin/carline', {
      ...line, exceptionDates: [today], simplifiedWeeklySchedule: { weekdays: [...WEEKDAYS], timeRanges: [{ fromTime: '00:00', toTime: '23:59' }] },
    }, sam);
    expect(res.statusCode, res.body).toBe(200);
    expect((await state()).isOperationalToday).toBe(false);
    const booking = await post('/marshals/reservations/new', { carlineRequest: rider(id, { fullName: 'G', mobilePhone: '1-2125550100' }), rollerReservationId: null, isGuest: true });
    expect([booking.statusCode, booking.json().message]).toEqual([400, CAR_LINE_MESSAGES.notOperationalToday]);
  });

  it('puts riders on hold on a line in on-hold mode', async () => {
    const lineId = await openAllWeek('Acme evening events');
    const res = await post('/marshals/reservations/new', { carlineRequest: rider(lineId, { userId: ids.ava, fullName: 'Ava Employee' }), rollerReservationId: null, isGuest: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CarlineBooking>()).toMatchObject({ reservationStatus: 'OnHold', confirmationMessage: 'You are on the list: the marshal will call you when your car is at the door.' });
  });

  it('books on the fallback account when the primary provider declines, at booking and after', async () => {
    const lineId = await openAllWeek('Acme HQ lobby');
    const db = server.app.db.kysely;
    const accounts = await db.selectFrom('booking_accounts').select(['booking_account_id', 'name']).execute();
    const primary = accounts.find((a) => a.name === 'Acme Lobby · Metro Black Car')?.booking_account_id ?? 0;
    const fallback = accounts.find((a) => a.name === 'Acme Lobby fallback · Harbor Limo')?.booking_account_id ?? 0;

    // After booking: the provider declines the ride; reading the board books it again on the fallback account.
    const first = (await post('/marshals/reservations/new', { carlineRequest: rider(lineId, { fullName: 'Dee Clined', mobilePhone: '1-2125550155' }), rollerReservationId: null, isGuest: true })).json<CarlineBooking>();
    expect(first.onFallbackAccount).toBe(false);
    await db.updateTable('reservations').set({ status: 'Declined' }).where('reservation_id', '=', first.reservationId).execute();
    const board = (await get('/marshals/reservations')).json<CarlineReservation[]>();
    const replacement = board.find((r) => r.passenger?.fullName === 'Dee Clined' && r.reservationId !== first.reservationId);
    expect(replacement).toMatchObject({ bookingAccountId: fallback, reservationStatus: 'New', isGuest: true });
    // Read again: taken over once only.
    const again = (await get('/marshals/reservations')).json<CarlineReservation[]>();
    expect(again.filter((r) => r.passenger?.fullName === 'Dee Clined')).toHaveLength(2);

    // A declined roller is no longer waiting: its fallback car is.
    const [roller] = (await post('/marshals/reservations/rollers', { carlineDetailsId: lineId, howMany: 1, isAsap: true, dateTime: null, cpCode: 'MBC' })).json<CarlineReservation[]>();
    await db.updateTable('reservations').set({ status: 'Declined' }).where('reservation_id', '=', roller?.reservationId ?? 0).execute();
    const rollers = (await state()).rollers;
    expect(rollers.map((r) => r.reservationId)).not.toContain(roller?.reservationId);
    expect(rollers).toEqual([expect.objectContaining({ bookingAccountId: fallback, passenger: null, reservationStatus: 'New' })]);

    // At booking: the primary account is switched off.
    await db.updateTable('booking_accounts').set({ is_active: 0 }).where('booking_account_id', '=', primary).execute();
    const second = (await post('/marshals/reservations/new', { carlineRequest: rider(lineId, { fullName: 'Fay Back', mobilePhone: '1-2125550156' }), rollerReservationId: null, isGuest: true })).json<CarlineBooking>();
    expect(second.onFallbackAccount).toBe(true);
  });
});

describe('car-line configuration (001 §7 Superadmin carlines and booking accounts)', () => {
  const server = routeTestApp({
    signIn: ['sam.super@acme.example', 'ada.admin@acme.example', 'ava.employee@acme.example', 'hal.dev@hq.example', 'max.marshal@acme.example'],
    fresh: 'test',
  });
  const { sessions: { sam, ada, ava, hal, max } } = server;
  const get = (path: string, headers = sam) => api(server.app, 'GET', path, { headers });
  const post = (path: string, body: unknown, headers = sam) => api(server.app, 'POST', path, { headers, body });
  const accounts = async () => (await get('/superadmin/bookingAccounts')).json<Array<{ bookingAccountId: number; name: string; carProviderCode: string }>>();
  const square = [
    { lat: 40.745, lng: -73.995 }, { lat: 40.745, lng: -73.975 }, { lat: 40.765, lng: -73.975 }, { lat: 40.765, lng: -73.995 }, { lat: 40.745, lng: -73.995 },
  ];
  const payload = async (over: Partial<CarLinePayload['carlineDetails']> = {}, rest: Partial<CarLinePayload> = {}): Promise<CarLinePayload> => {
    const events = (await accounts()).find((a) => a.carProviderCode === 'UCH');
    const fallback = (await accounts()).find((a) => a.carProviderCode === 'HBL');
    // The events line's account is taken: switch that line off first.
    return {
      bookingAccountId: events?.bookingAccountId ?? 0,
      regionShape: square,
      exceptionDates: ['2026-12-31'],
      carlineDetails: {
        carlineDetailsId: null, carlineName: 'Times Square pop-up', firmPlaceId: null,
        pickupPlace: { name: 'Acme HQ', address: '350 5th Ave, New York, NY 10118, USA', geometry: { location: { lat: 40.748817, lng: -73.985428 } }, timezone: 'America/New_York' },
        rollerPlace: null, rollerDropoffPlace: null, isOnHoldMode: false, fallbackBookingAccountId: fallback?.bookingAccountId ?? null,
        confirmationMessage: 'See you at the door', projectCode: null, departmentCode: null, ...over,
      },
      simplifiedWeeklySchedule: { weekdays: ['Saturday', 'Sunday'], timeRanges: [{ fromTime: '20:00', toTime: '02:00' }] },
      ...rest,
    };
  };

  it("lists the firm's booking accounts with their providers", async () => {
    expect((await accounts()).map((a) => [a.name, a.carProviderCode])).toEqual([
      ['Acme Lobby · Metro Black Car', 'MBC'], ['Acme Lobby fallback · Harbor Limo', 'HBL'], ['Acme Events · Unity Chauffeurs', 'UCH'],
    ]);
  });

  it('creates a line with a drawn region and a schedule across midnight, which the marshal then sees', async () => {
    const body = await payload();
    const off = await post('/superadmin/carlines/deactivate', { bookingAccountId: body.bookingAccountId });
    expect(off.statusCode).toBe(200);
    const created = await post('/superadmin/carlines', body);
    expect(created.statusCode, created.body).toBe(200);
    const line = created.json<CarLinePayload>();
    expect(line.carlineDetails.carlineDetailsId).toEqual(expect.any(Number));
    // Weekdays come back in week order (Sunday first).
    expect(line.simplifiedWeeklySchedule).toEqual({ ...body.simplifiedWeeklySchedule, weekdays: ['Sunday', 'Saturday'] });
    expect(line.regionShape).toEqual(square);
    const marshal = (await get('/marshals/carlines', max)).json<MarshalState>();
    expect(marshal.carlines.map((l) => l.carlineDetails.carlineName)).toEqual(['Acme HQ lobby', 'Times Square pop-up']);
    expect((await get('/superadmin/carlines')).json<CarLinePayload[]>().map((l) => l.carlineDetails.carlineName)).toEqual(['Acme HQ lobby', 'Times Square pop-up']);
  });

  it.each([
    { rule: 'a pickup outside the region', over: { pickupPlace: { name: 'Barclays Center', geometry: { location: { lat: 40.682661, lng: -73.975225 } } } }, rest: {}, message: CAR_LINE_MESSAGES.pickupOutsideRegion },
    { rule: 'overlapping ranges', over: {}, rest: { simplifiedWeeklySchedule: { weekdays: ['Monday' as const], timeRanges: [{ fromTime: '09:00', toTime: '12:00' }, { fromTime: '11:00', toTime: '13:00' }] } }, message: CAR_LINE_MESSAGES.overlappingRanges('09:00–12:00', '11:00–13:00') },
    { rule: 'a region of two distinct points', over: {}, rest: { regionShape: [square[0], square[1], square[0], square[0]] }, message: CAR_LINE_MESSAGES.regionTooSmall },
    { rule: 'a fallback equal to the account', over: { fallbackBookingAccountId: -1 }, rest: {}, message: 'The fallback booking account must be another account' },
    { rule: 'an account already running a line', over: {}, rest: { bookingAccountId: -2 }, message: 'This booking account already runs the car line Acme HQ lobby' },
  ])('refuses $rule with a clear message', async ({ over, rest, message }) => {
    const base = await payload();
    const mbc = (await accounts()).find((a) => a.carProviderCode === 'MBC')?.bookingAccountId ?? 0;
    const body = {
      ...base, ...rest,
      ...(rest.bookingAccountId === -2 ? { bookingAccountId: mbc } : {}),
      carlineDetails: { ...base.carlineDetails, ...over, ...(over.fallbackBookingAccountId === -1 ? { fallbackBookingAccountId: base.bookingAccountId } : {}) },
    };
    if (rest.bookingAccountId !== -2) await post('/superadmin/carlines/deactivate', { bookingAccountId: base.bookingAccountId });
    const res = await post('/superadmin/carlines', body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('lets super admins configure, and nobody else (HQ staff included)', async () => {
    for (const headers of [ada, ava, max, hal]) {
      const res = await get('/superadmin/carlines', headers);
      expect([res.statusCode, res.json().message]).toEqual([403, 'You do not have permission to do this']);
    }
  });

  it('switches a line off by its booking account, and says so for an account without one', async () => {
    const mbc = (await accounts()).find((a) => a.carProviderCode === 'MBC')?.bookingAccountId ?? 0;
    expect((await post('/superadmin/carlines/deactivate', { bookingAccountId: mbc })).statusCode).toBe(200);
    expect((await get('/superadmin/carlines')).json<CarLinePayload[]>().map((l) => l.carlineDetails.carlineName)).toEqual(['Acme evening events']);
    const again = await post('/superadmin/carlines/deactivate', { bookingAccountId: mbc });
    expect([again.statusCode, again.json().message]).toEqual([404, CAR_LINE_MESSAGES.carLineNotFound]);
  });
});
