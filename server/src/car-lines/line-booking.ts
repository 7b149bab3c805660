import type {
  AddressPlace, AddressStop, CarlineBooking, CarlineRequest, CarlineReservation, Passenger, ReservationStatus, RollersRequest,
} from '@curbside/contracts';
import { CAR_LINE_MESSAGES, FINAL_RESERVATION_STATUSES, localDateTimeIn, type CarLineCalendar } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/session.ts';
import type { Executor } from '../db/connection.ts';
import { flag, fromJson, toJson } from '../db/json-column.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { zonedTimeToInstant } from '../places/timezone.ts';
import { confirmationNumberFor } from '../providers/confirmation-number.ts';
import { loadCatalog, servesPlace, type ProviderRecord } from '../providers/providers.ts';
import { HISTORY_ACTION } from '../reservations/history.ts';
import { audienceOf } from '../reservations/reservation-notifications.ts';
import {
  addHistory, insertReservation, reservationById, updateReservation, type ReservationRow,
} from '../reservations/reservation-repository.ts';
import { requireFirmPassenger } from '../access/booking-access.ts';
import { findUserById } from '../users/user-repository.ts';
import {
  bookingAccountsOf, carLineStaffIds, costAllocationIdsFor, findLineReservation, insertLineReservation, insertRollerRequest,
  markRollerTaken, smallestServiceOf, type BookingAccountRow, type CarLineRow, type LineReservation, type ScheduleRows,
} from './car-line-repository.ts';

// Booking at a car line (001 §7 Marshals, issue 16): riders on a waiting roller, on a new car or on
// hold, rollers ordered ahead, and the fallback booking account when the primary provider declines.

const BOOKING_ERRORS = {
  guest: "Enter the guest's name and mobile phone",
  employee: 'Choose the employee to book',
  noProvider: 'No provider of this car line serves its pickup',
  rollerProvider: "Choose a provider of this car line's booking accounts",
  rollerTime: 'Choose the time the cars should arrive, from now on',
  pickup: 'This car line has no pickup place',
} as const;

/** The line's calendar for the domain's operational-today rule. */
export function lineCalendar(line: CarLineRow, schedule: ScheduleRows | undefined): CarLineCalendar {
  const weekdays = [...new Set(schedule?.ranges.map((r) => r.weekday) ?? [])] as CarLineCalendar['schedule']['weekdays'];
  const timeRanges = (schedule?.ranges ?? []).filter((r) => r.weekday === weekdays[0]).map((r) => ({ fromTime: r.from_time, toTime: r.to_time }));
  return { schedule: { weekdays, timeRanges }, exceptionDates: schedule?.exceptionDates ?? [], timezone: line.timezone };
}

const stopAt = (place: AddressPlace, stopType: 'pickup' | 'dropoff'): AddressStop => ({
  place, placeValidationStatus: 'ValidPlace', addressType: place.iataCode ? 'AIRPORT' : 'SPECIFIC_ADDRESS',
  flight: null, specialAccommodations: null, stopType,
});

interface Account { account: BookingAccountRow; provider: ProviderRecord }

/**
 * The account a booking goes to: the line's, unless its provider declines (account switched off,
 * or it does not serve the pickup), then the fallback account's; refused when neither takes it.
 */
async function takingAccount(app: FastifyInstance, line: CarLineRow, pickup: AddressPlace, onlyAccountId?: number): Promise<Account & { onFallback: boolean }> {
  const accounts = await bookingAccountsOf(app.db.kysely, line.firm_id);
  const catalog = await loadCatalog(app.db);
  const accepts = (accountId: number | null): Account | null => {
    const account = accounts.find((a) => a.booking_account_id === accountId && a.is_active === 1);
    const provider = catalog.providers.find((p) => p.carProviderId === account?.car_provider_id);
    return account && provider && servesPlace(provider, pickup) ? { account, provider } : null;
  };
  if (onlyAccountId !== undefined) {
    const only = accepts(onlyAccountId);
    if (!only) throw badRequest(BOOKING_ERRORS.noProvider);
    return { ...only, onFallback: onlyAccountId !== line.booking_account_id };
  }
  const primary = accepts(line.booking_account_id);
  if (primary) return { ...primary, onFallback: false };
  const fallback = accepts(line.fallback_booking_account_id);
  if (fallback) return { ...fallback, onFallback: true };
  throw badRequest(BOOKING_ERRORS.noProvider);
}

/** Everyone who follows a line reservation: its own audience and the firm's car-line staff (every marshal's board). */
async function publishLine(app: FastifyInstance, row: ReservationRow): Promise<void> {
  const audience = new Set([...audienceOf(row), ...await carLineStaffIds(app.db.kysely, row.firm_id)]);
  const data = {
    reservationId: row.reservation_id, reservationNumber: row.reservation_number, reservationStatus: row.status, updated: row.status_updated_at,
  };
  for (const userId of audience) app.events.publish({ userId }, 'reservation-status', data);
}

interface NewLineReservation {
  line: CarLineRow;
  account: Account;
  caller: Caller;
  passenger: Passenger | null;
  dropoff: AddressPlace | null;
  notes: string | null;
  status: ReservationStatus;
  pickupTime: { local: string; instant: string; isAsap: boolean };
  at: string;
}

/** Insert one reservation of the line (not yet its car_line_reservations row). */
async function insertLineRide(trx: Executor, r: NewLineReservation): Promise<ReservationRow> {
  const pickupPlace = fromJson<AddressPlace | null>(r.line.pickup_place, null);
  const rollerPlace = fromJson<AddressPlace | null>(r.line.roller_place, null);
  const place = r.passenger ? pickupPlace : rollerPlace ?? pickupPlace;
  if (!place) throw badRequest(BOOKING_ERRORS.pickup);
  const origin = stopAt(place, 'pickup');
  const destination = r.dropoff ? stopAt(r.dropoff, 'dropoff') : null;
  const passengers = r.passenger ? [r.passenger] : [];
  const costAllocationIds = await costAllocationIdsFor(trx, r.line.firm_id, [
    ...(r.line.project_code ? [{ type: 'Project Code', value: r.line.project_code }] : []),
    ...(r.line.department_code ? [{ type: 'Department', value: r.line.department_code }] : []),
  ]);
  const request = {
    origin, destination, dateTime: r.pickupTime.local, isAsap: r.pickupTime.isAsap, reservationType: 'regular',
    reservationPassengers: passengers, notes: r.notes, billCompany: true, reservationStops: [],
    carline: { carlineDetailsId: r.line.car_line_id, projectCode: r.line.project_code, departmentCode: r.line.department_code },
  };
  const row = await insertReservation(trx, {
    firm_id: r.line.firm_id,
    booking_user_id: r.caller.user.user_id,
    authorizing_user_id: r.passenger?.userId ?? r.caller.user.user_id,
    main_passenger_user_id: r.passenger?.userId ?? null,
    updated_by_user_id: r.caller.user.user_id,
    booking_account_service_id: await smallestServiceOf(trx, r.account.provider.carProviderId),
    car_provider_id: r.account.provider.carProviderId,
    status: r.status,
    status_updated_at: r.at,
    payment_status: null,
    reservation_type: 'regular',
    pickup_time: r.pickupTime.local,
    pickup_at: r.pickupTime.instant,
    pickup_timezone: r.line.timezone,
    is_asap: flag(r.pickupTime.isAsap),
    pickup: toJson(origin),
    dropoff: destination ? toJson(destination) : null,
    stops: toJson([]),
    meet_and_greet: 0,
    bill_company: 1,
    cost_allocation_ids: toJson(costAllocationIds),
    notes: r.notes?.trim() || null,
    passengers: toJson(passengers),
    passenger_names: passengers.map((p) => p.fullName.trim().toLowerCase()).join(' | '),
    email_addresses: toJson(r.passenger?.email ? [r.passenger.email] : []),
    preferred_contact_method: r.passenger?.preferredContactMethod ?? 'SMS',
    country_code: place.countryCode?.toUpperCase() ?? null,
    request: toJson(request),
    // On hold waits for the marshal; everything else goes to the provider (simulated) now.
    sim_started_at: r.status === 'OnHold' ? null : r.at,
    created_at: r.at,
    updated_at: r.at,
  }, (number) => confirmationNumberFor(r.account.provider.confirmationPrefix, number));
  await addHistory(trx, row.reservation_id, HISTORY_ACTION.created, row.reservation_number, r.caller.user.user_id, r.at);
  return row;
}

const asapTime = (line: CarLineRow, now: Date) => ({ local: localDateTimeIn(line.timezone, now), instant: now.toISOString(), isAsap: true });

/** The rider of a carlineRequest: a guest (name and phone) or an employee of the caller's firm. */
async function riderOf(db: Executor, caller: Caller, request: CarlineRequest, isGuest: boolean): Promise<Passenger> {
  const { passenger } = request;
  const base = {
    workPhone: null, countryCode: null, mainPassenger: true, isPackage: false,
    email: passenger.email?.trim() || null, mobilePhone: passenger.mobilePhone?.trim() || null,
  };
  if (isGuest) {
    if (!passenger.fullName.trim() || !base.mobilePhone) throw badRequest(BOOKING_ERRORS.guest);
    return { ...base, userId: null, fullName: passenger.fullName.trim(), preferredContactMethod: 'SMS' };
  }
  if (passenger.userId === null) throw badRequest(BOOKING_ERRORS.employee);
  await requireFirmPassenger(db, caller, passenger.userId);
  const user = await findUserById(db, passenger.userId);
  return {
    ...base, userId: passenger.userId, employeeId: user?.employee_id ?? null,
    fullName: passenger.fullName.trim() || [user?.first_name, user?.last_name].filter(Boolean).join(' '),
    email: base.email ?? user?.login_id ?? null, preferredContactMethod: 'Email',
  };
}

/**
 * POST /marshals/reservations/new: the rider on the roller named (it becomes their ride), else on
 * hold when the line is in on-hold mode, else on a new car of the line's account (the fallback's
 * when the primary provider declines). Answers with the line's confirmation message.
 */
export async function bookRider(
  app: FastifyInstance, caller: Caller, line: CarLineRow,
  body: { carlineRequest: CarlineRequest; rollerReservationId: number | null; isGuest: boolean }, now: Date,
): Promise<CarlineBooking> {
  const db = app.db.kysely;
  const rider = await riderOf(db, caller, body.carlineRequest, body.isGuest);
  const at = now.toISOString();
  const notes = body.carlineRequest.notes?.trim() || null;
  const dropoff = body.carlineRequest.dropoff;
  const pickup = fromJson<AddressPlace | null>(line.pickup_place, null);
  if (!pickup) throw badRequest(BOOKING_ERRORS.pickup);
  // Asked before the transaction: the catalog is read on the app's connection.
  const account = body.rollerReservationId === null ? await takingAccount(app, line, pickup) : null;
  let onFallback = account?.onFallback ?? false;
  const row = await db.transaction().execute(async (trx) => {
    if (body.rollerReservationId !== null) {
      const roller = await findLineReservation(trx, body.rollerReservationId);
      const rollerRow = roller?.car_line_id === line.car_line_id && roller.is_roller === 1
        ? await reservationById(trx, roller.reservation_id) : undefined;
      if (!roller || !rollerRow || FINAL_RESERVATION_STATUSES.includes(rollerRow.status as ReservationStatus)) {
        throw badRequest(CAR_LINE_MESSAGES.rollerNotWaiting);
      }
      onFallback = roller.booking_account_id !== line.booking_account_id;
      const taken = await updateReservation(trx, rollerRow.reservation_id, {
        authorizing_user_id: rider.userId ?? caller.user.user_id,
        main_passenger_user_id: rider.userId,
        passengers: toJson([rider]),
        passenger_names: rider.fullName.trim().toLowerCase(),
        email_addresses: toJson(rider.email ? [rider.email] : []),
        preferred_contact_method: rider.preferredContactMethod,
        pickup: toJson(stopAt(pickup, 'pickup')),
        dropoff: dropoff ? toJson(stopAt(dropoff, 'dropoff')) : null,
        notes,
        updated_by_user_id: caller.user.user_id,
        updated_at: at,
      });
      await markRollerTaken(trx, taken.reservation_id, body.isGuest);
      await addHistory(trx, taken.reservation_id, HISTORY_ACTION.updateRequest, `${rider.fullName} took the roller`, caller.user.user_id, at);
      return taken;
    }
    if (!account) throw badRequest(BOOKING_ERRORS.noProvider);
    const inserted = await insertLineRide(trx, {
      line, account, caller, passenger: rider, dropoff, notes, status: line.is_on_hold_mode === 1 ? 'OnHold' : 'New',
      pickupTime: asapTime(line, now), at,
    });
    await insertLineReservation(trx, {
      reservation_id: inserted.reservation_id, car_line_id: line.car_line_id, booking_account_id: account.account.booking_account_id,
      is_roller: 0, is_guest: flag(body.isGuest), roller_reservation_id: null, replaces_reservation_id: null, created_at: at,
    });
    return inserted;
  });
  await publishLine(app, row);
  return {
    reservationId: row.reservation_id, reservationNumber: row.reservation_number, confirmationNumber: row.confirmation_number,
    reservationStatus: row.status as ReservationStatus, confirmationMessage: line.confirmation_message, onFallbackAccount: onFallback,
  };
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;

/** POST /marshals/reservations/rollers: howMany cars from the provider cpCode, now or at dateTime (the line's clock). */
export async function orderRollers(app: FastifyInstance, caller: Caller, line: CarLineRow, body: RollersRequest, now: Date): Promise<ReservationRow[]> {
  const db = app.db.kysely;
  const accounts = await bookingAccountsOf(db, line.firm_id);
  const account = accounts.find((a) => [line.booking_account_id, line.fallback_booking_account_id].includes(a.booking_account_id)
    && a.car_provider_code.toUpperCase() === body.cpCode.trim().toUpperCase());
  if (!account) throw badRequest(BOOKING_ERRORS.rollerProvider);
  let pickupTime = asapTime(line, now);
  if (!body.isAsap) {
    const match = LOCAL_TIME.exec(body.dateTime ?? '');
    const instant = match?.[1] ? zonedTimeToInstant(match[1], Number(match[2]) * 60 + Number(match[3]), line.timezone ?? 'UTC') : null;
    if (!match || !instant || Number.isNaN(instant.getTime()) || instant.getTime() < now.getTime() - 60_000) throw badRequest(BOOKING_ERRORS.rollerTime);
    pickupTime = { local: `${match[0]}:00`, instant: instant.toISOString(), isAsap: false };
  }
  const place = fromJson<AddressPlace | null>(line.roller_place ?? line.pickup_place, null);
  if (!place) throw badRequest(BOOKING_ERRORS.pickup);
  const taking = await takingAccount(app, line, place, account.booking_account_id);
  const at = now.toISOString();
  const dropoff = fromJson<AddressPlace | null>(line.roller_dropoff_place, null);
  const rows = await db.transaction().execute(async (trx) => {
    await insertRollerRequest(trx, {
      car_line_id: line.car_line_id, requested_by_user_id: caller.user.user_id, how_many: body.howMany, is_asap: flag(body.isAsap),
      date_time: body.isAsap ? null : pickupTime.local, cp_code: account.car_provider_code, created_at: at,
    });
    const inserted: ReservationRow[] = [];
    for (let i = 0; i < body.howMany; i++) {
      const row = await insertLineRide(trx, { line, account: taking, caller, passenger: null, dropoff, notes: null, status: 'New', pickupTime, at });
      await insertLineReservation(trx, {
        reservation_id: row.reservation_id, car_line_id: line.car_line_id, booking_account_id: account.booking_account_id,
        is_roller: 1, is_guest: 0, roller_reservation_id: null, replaces_reservation_id: null, created_at: at,
      });
      inserted.push(row);
    }
    return inserted;
  });
  for (const row of rows) await publishLine(app, row);
  return rows;
}

/**
 * The fallback booking account takes over: each line reservation its primary provider declined
 * (status Declined, on the line's account, not replaced yet) is booked again on the line's
 * fallback account, linked to the declined one. Run when the board is read.
 */
export async function takeOverDeclined(app: FastifyInstance, line: CarLineRow, reservations: readonly LineReservation[], now: Date): Promise<number> {
  if (line.fallback_booking_account_id === null) return 0;
  const replaced = new Set(reservations.map((r) => r.replaces_reservation_id));
  const declined = reservations.filter((r) => r.status === 'Declined' && r.booking_account_id === line.booking_account_id
    && !replaced.has(r.reservation_id));
  let taken = 0;
  for (const old of declined) {
    const place = fromJson<AddressStop | null>(old.pickup, null)?.place;
    if (!place) continue;
    let account: Account;
    try {
      account = await takingAccount(app, line, place, line.fallback_booking_account_id);
    } catch {
      continue;
    }
    const at = now.toISOString();
    const booker = await findUserById(app.db.kysely, old.booking_user_id);
    if (!booker) continue;
    const passengers = fromJson<Passenger[]>(old.passengers, []);
    try {
      const row = await app.db.kysely.transaction().execute(async (trx) => {
        const fresh = await insertLineRide(trx, {
          line, account, caller: { user: booker } as Caller, passenger: passengers[0] ?? null,
          dropoff: fromJson<AddressStop | null>(old.dropoff, null)?.place ?? null, notes: old.notes, status: 'New',
          pickupTime: old.is_asap === 1 ? asapTime(line, now) : { local: old.pickup_time, instant: old.pickup_at, isAsap: false }, at,
        });
        await insertLineReservation(trx, {
          reservation_id: fresh.reservation_id, car_line_id: line.car_line_id, booking_account_id: account.account.booking_account_id,
          is_roller: old.is_roller, is_guest: old.is_guest, roller_reservation_id: old.roller_reservation_id === old.reservation_id ? fresh.reservation_id : null,
          replaces_reservation_id: old.reservation_id, created_at: at,
        });
        await addHistory(trx, fresh.reservation_id, HISTORY_ACTION.indirectlyCreated,
          `${account.provider.name} on the fallback account ${account.account.name} took ${old.reservation_number}, which the line's provider declined`, null, at);
        return fresh;
      });
      await publishLine(app, row);
      taken += 1;
    } catch (error) {
      // Another server process took it over first (replaces_reservation_id is unique).
      app.log.warn({ err: error, reservationId: old.reservation_id }, 'fallback takeover skipped');
    }
  }
  return taken;
}

/** A line reservation as the marshal's board shows it. */
export function toCarlineReservation(r: LineReservation): CarlineReservation {
  const passenger = fromJson<Passenger[]>(r.passengers, [])[0] ?? null;
  return {
    reservationId: r.reservation_id,
    reservationNumber: r.reservation_number,
    reservationStatus: r.status as ReservationStatus,
    reservationStatusObject: { status: r.status as ReservationStatus, created: r.status_updated_at },
    pickupTime: r.pickup_time,
    rollers: r.is_roller === 1 || r.roller_reservation_id !== null ? 1 : 0,
    passenger,
    dropoff: fromJson<AddressStop | null>(r.dropoff, null)?.place ?? null,
    carProviderCode: r.car_provider_code,
    isGuest: r.is_guest === 1,
    carlineDetailsId: r.car_line_id,
    bookingAccountId: r.booking_account_id,
  };
}

/** Refuse a line that is unknown to the caller's firm or switched off. */
export function requireRunningLine(line: CarLineRow | undefined): CarLineRow {
  if (!line) throw notFound(CAR_LINE_MESSAGES.carLineNotFound);
  if (line.is_active !== 1) throw badRequest(CAR_LINE_MESSAGES.inactiveCarLine);
  return line;
}
