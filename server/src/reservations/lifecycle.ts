import type {
  CarServiceQuote, ChosenCarService, CostAllocationType, FirmCostAllocation, PurposeOfJourney, ReservationRequest, ReservationResponse, ReservationStatus,
} from '@curbside/contracts';
import {
  BOOKING_ERRORS as RULE_ERRORS, costAllocationRequired, initialBookingStepperFields, isCancelableStatus, isCardExpired,
  isEditableStatus, splitPickupTime,
  validateDateLocationStep, validatePassengerStep, type BookingValidationContext, type ValidationErrors,
} from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { isAdmin } from '../auth/roles.ts';
import type { Caller } from '../auth/session.ts';
import { flag, fromJson, toJson } from '../db/json-column.ts';
import type { CreditCardTable, Database } from '../db/schema.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { HttpError, badRequest, forbidden, notFound } from '../http/http-error.ts';
import { formatInZone, timezoneAt, zonedTimeToInstant } from '../places/timezone.ts';
import { loadCatalog, filterReason, FILTER_REASON_TEXT, servesPlace, type ServiceRecord } from '../providers/providers.ts';
import { measureTrip, priceQuote, stableBucket } from '../providers/quote-engine.ts';
import { hasAcceptedPermission } from '../routes/permissions.ts';
import { findUserById, fullName, type UserRow } from '../users/user-record.ts';
import { HISTORY_ACTION, isFinalStatus } from './history.ts';
import { reservationNumberOf, statusOf, toResponse, type ReservationRow } from './repository.ts';

type CardRow = Selectable<CreditCardTable>;
type Trx = Kysely<Database>;

// ---- Messages (001 §8: create, edit and cancel failure texts are not shown; designed) ----
export const RESERVATION_ERRORS = {
  marshal: 'Marshals cannot book rides',
  noPermission: 'You do not have permission to book for this employee',
  employeeNotFound: 'User not found',
  noPassenger: RULE_ERRORS.fullNameRequired,
  noPickup: RULE_ERRORS.addressNotValid,
  noDropoff: RULE_ERRORS.addressNotValid,
  noDateTime: RULE_ERRORS.dateRequired,
  pickupPassed: 'The pickup time has already passed',
  timeJobHours: RULE_ERRORS.timeJobHoursRequired,
  noCarService: RULE_ERRORS.carServiceRequired,
  serviceUnavailable: 'This car service is not available for this trip',
  quoteMissing: 'The quote is no longer available. Please choose the car service again',
  noPayment: RULE_ERRORS.paymentRequired,
  cardNotFound: 'Credit card not found',
  cardExpired: RULE_ERRORS.creditCardExpired,
  noDirectBill: 'Your firm does not allow billing to the company',
  purposeRequired: RULE_ERRORS.purposeOfJourneyRequired,
  notEditable: 'This booking can no longer be changed',
  notCancelable: 'This booking can no longer be canceled',
  cardChangeRefused: 'The credit card of this booking can no longer be changed',
  cancelAndCreate: 'Changing the car provider, the vehicle type or the pickup cancels this booking and books a new one',
} as const;


// ---- Who may book for whom ----

/**
 * The employee a booking is for (the authorizing employee, else the main passenger,
 * else the caller) as the caller may book for them: themselves, anyone of the firm
 * for an admin, else only with an Accepted booker permission. Another firm's user is 404.
 */
export async function bookableEmployee(app: FastifyInstance, caller: Caller, employeeId: number | null | undefined): Promise<UserRow> {
  if (caller.user.user_role === 'MARSHAL') throw forbidden(RESERVATION_ERRORS.marshal);
  const id = employeeId ?? caller.user.user_id;
  if (id === caller.user.user_id) return caller.user;
  const target = await findUserById(app.db, id);
  if (!target || target.firm_id !== caller.user.firm_id) throw notFound(RESERVATION_ERRORS.employeeNotFound);
  if (isAdmin(caller.user)) return target;
  if (await hasAcceptedPermission(app, caller.user.user_id, target.user_id)) return target;
  throw forbidden(RESERVATION_ERRORS.noPermission);
}

export const employeeIdOf = (request: ReservationRequest): number | null =>
  request.authorizingUserId ?? request.reservationPassengers.find((p) => p.mainPassenger)?.userId ?? request.reservationPassengers[0]?.userId ?? null;

// ---- Time ----

export interface PickupTime {
  /** Local 'YYYY-MM-DDTHH:mm:ss'. */
  local: string;
  /** UTC instant (ISO). */
  instant: string;
  timezone: string;
  minutesOfDay: number;
}

/** The pickup's local time and instant: the request's date-time in the pickup's timezone, or now for ASAP. */
export function pickupTimeOf(request: ReservationRequest, now: Date): PickupTime {
  const place = request.origin.place;
  const loc = place?.geometry?.location;
  const timezone = place?.timezone || (loc ? timezoneAt(loc.lat, loc.lng) : null) || 'UTC';
  const text = request.isAsap || !request.dateTime ? formatInZone(now, timezone) : request.dateTime;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!match) throw badRequest(RESERVATION_ERRORS.noDateTime);
  const minutesOfDay = Number(match[2]) * 60 + Number(match[3]);
  const instant = zonedTimeToInstant(match[1]!, minutesOfDay, timezone);
  return { local: `${match[1]}T${match[2]}:${match[3]}:00`, instant: instant.toISOString(), timezone, minutesOfDay };
}

const hhmm = (text: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** Inside a purpose's window fromTime-toTime (wrapping past midnight when toTime is earlier). */
export function insideWindow(minutesOfDay: number, fromTime: string, toTime: string): boolean {
  const from = hhmm(fromTime);
  const to = hhmm(toTime);
  if (from === null || to === null) return true;
  return from <= to ? minutesOfDay >= from && minutesOfDay <= to : minutesOfDay >= from || minutesOfDay <= to;
}

// ---- Validation of a booking ----

export interface BookingPlan {
  request: ReservationRequest;
  employee: UserRow;
  service: ServiceRecord;
  quote: CarServiceQuote;
  chosenCarService: ChosenCarService;
  card: CardRow | null;
  billCompany: boolean;
  pickup: PickupTime;
  distanceKm: number;
  durationMinutes: number;
  costAllocationIds: number[];
}

const hasPlace = (stop: ReservationRequest['origin'] | null): boolean =>
  !!stop?.place?.geometry && stop.placeValidationStatus !== 'InvalidPlace';

/** Check a create or edit request against 001 §5 and the server's records; the plan to store, else 400/403/404. */
export async function planBooking(app: FastifyInstance, caller: Caller, request: ReservationRequest, now: Date): Promise<BookingPlan> {
  const employee = await bookableEmployee(app, caller, employeeIdOf(request));
  const prefs = firmPreferences(caller.firm);

  if (request.reservationPassengers.length === 0) throw badRequest(RESERVATION_ERRORS.noPassenger);
  for (const passenger of request.reservationPassengers) {
    if (passenger.userId === null || passenger.userId === employee.user_id) continue;
    const user = await findUserById(app.db, passenger.userId);
    if (!user || user.firm_id !== caller.user.firm_id) throw notFound(RESERVATION_ERRORS.employeeNotFound);
  }

  // 001 §5 steps 1 and 2 through the domain's validators (the same rules the stepper shows).
  const ids = [...new Set(request.costAllocationsIds)];
  const codes = ids.length
    ? await app.db.kysely.selectFrom('cost_allocation_codes').selectAll()
      .where('cost_allocation_code_id', 'in', ids).where('firm_id', '=', caller.user.firm_id).execute()
    : [];
  const ruleErrors = validateRequestSteps(request, caller, employee, codes, now);
  const firstError = Object.entries(ruleErrors)[0];
  if (firstError) throw badRequest(firstError[1], ruleErrors);
  if (!hasPlace(request.origin)) throw badRequest(RESERVATION_ERRORS.noPickup);
  if (request.reservationType !== 'asDirected' && !hasPlace(request.destination)) throw badRequest(RESERVATION_ERRORS.noDropoff);
  const pickup = pickupTimeOf(request, now);
  if (!request.isAsap && Date.parse(pickup.instant) < now.getTime() - 5 * 60_000) throw badRequest(RESERVATION_ERRORS.pickupPassed);

  // Car service (001 §5): chosen, serving the trip, not filtered out, with its quote.
  const serviceId = request.bookingAccountServiceId ?? request.chosenCarService?.bookingAccountServiceId ?? null;
  if (serviceId === null) throw badRequest(RESERVATION_ERRORS.noCarService);
  const catalog = await loadCatalog(app.db);
  const service = catalog.byServiceId.get(serviceId);
  if (!service || !servesPlace(service.provider, request.origin.place)) throw badRequest(RESERVATION_ERRORS.serviceUnavailable);
  const reason = filterReason(service, request);
  if (reason) throw badRequest(FILTER_REASON_TEXT[reason]);
  const quote = priceQuote({
    firmId: caller.user.firm_id, bookingAccountServiceId: service.bookingAccountServiceId, providerCode: service.provider.code,
    vehicleType: service.vehicleType, rateCard: service.provider.rateCard, request,
  });
  if (quote.quoteId !== null) {
    const sent = request.chosenCarService?.quoteId ?? null;
    const stored = sent === quote.quoteId
      ? await app.db.kysely.selectFrom('quotes').select('quote_id')
        .where('quote_id', '=', sent).where('firm_id', '=', caller.user.firm_id).where('booking_account_service_id', '=', serviceId)
        .executeTakeFirst()
      : undefined;
    if (!stored) throw badRequest(RESERVATION_ERRORS.quoteMissing);
  }

  // Payment (001 §5): a card of the employee, not expired; or bill to company where the firm allows it (FN: bill-company).
  let card: CardRow | null = null;
  const billCompany = request.billCompany;
  if (billCompany) {
    if (!prefs.allowDirectBill && caller.firm.billing_system !== 'FN') throw badRequest(RESERVATION_ERRORS.noDirectBill);
  } else {
    if (!request.creditCardId || request.creditCardId <= 0) throw badRequest(RESERVATION_ERRORS.noPayment);
    card = await usableCard(app, employee.user_id, request.creditCardId, now);
  }

  const trip = measureTrip(request, service.provider.rateCard.minimumHours);
  const chosenCarService: ChosenCarService = {
    name: service.provider.name,
    vehicleType: service.vehicleType,
    bookingAccountServiceId: service.bookingAccountServiceId,
    supplierRefQuoteId: quote.supplierRefQuoteId,
    bookieQuoteId: quote.bookieQuoteId,
    quoteId: quote.quoteId,
    specialAccommodationsGuid: request.specialAccommodationsGuid,
    carProviderPhoneNumber: service.provider.phoneNumber,
    carProviderPhoneCountryCode: service.provider.phoneCountryCode,
    numOfPassengers: service.capacity,
    inclusiveness: quote.inclusiveness,
    userCost: quote.userCost,
    paymentCost: quote.paymentCost,
    userQuoteLevel: quote.quoteType,
    minUserCost: quote.minUserCost,
    maxUserCost: quote.maxUserCost,
    minPaymentCost: null,
    maxPaymentCost: null,
    isPreferred: request.chosenCarService?.isPreferred ?? false,
    isSustainable: service.provider.isSustainable,
    isDiverse: service.provider.isDiverse,
    isFilteredOut: false,
  };
  return {
    request, employee, service, quote, chosenCarService, card, billCompany, pickup,
    distanceKm: request.distanceInKm ?? trip.distanceKm,
    durationMinutes: request.durationInMinutes ?? trip.durationMinutes,
    costAllocationIds: codes.map((c) => c.cost_allocation_code_id),
  };
}

type CodeRow = Selectable<Database['cost_allocation_codes']>;

/** The firm as the domain validators read it. */
function validationFirm(caller: Caller): NonNullable<BookingValidationContext['firm']> {
  return {
    firmPreferences: firmPreferences(caller.firm),
    firmBillingProfile: { billingSystem: caller.firm.billing_system as 'SG1' | 'SG2' | 'FN' },
    costAllocations: fromJson<FirmCostAllocation[]>(caller.firm.cost_allocations, []),
    purposeOfJourney: fromJson<PurposeOfJourney[]>(caller.firm.purposes_of_journey, []),
  };
}

/** The request as stepper fields, checked with validatePassengerStep and validateDateLocationStep. */
export function validateRequestSteps(request: ReservationRequest, caller: Caller, employee: UserRow, codes: CodeRow[], now: Date): ValidationErrors {
  const { date, time } = splitPickupTime(request.dateTime);
  const mainFirst = [...request.reservationPassengers].sort((a, b) => Number(b.mainPassenger) - Number(a.mainPassenger));
  const fields = {
    ...initialBookingStepperFields(),
    authorizingEmployee: { userId: employee.user_id, fullName: fullName(employee), isBlockedUser: false },
    passengers: mainFirst,
    emailAddresses: request.emailAddresses,
    purposeOfJourneyId: request.purposeOfJourneyId,
    costAllocations: codes.map((c) => ({
      codeValue: c.code_value, description: c.description, costAllocationCodeId: c.cost_allocation_code_id,
      costAllocationType: c.cost_allocation_type as CostAllocationType,
    })),
    date, time,
    isAsap: request.isAsap,
    pickUpTz: request.origin.place?.timezone ?? null,
    exactPickupPoint: request.exactPickupPoint,
    pickUpAddress: request.origin,
    dropOffAddress: request.destination,
    stops: request.reservationStops,
    reservationType: request.reservationType,
    timeJobHours: request.timeJobHours,
  };
  const ctx: BookingValidationContext = { firm: validationFirm(caller), now };
  if (request.reservationPassengers.length === 0) return { passengers: RESERVATION_ERRORS.noPassenger };
  return { ...validatePassengerStep(fields, ctx), ...validateDateLocationStep(fields, ctx) };
}

/** A card of the user, active and not expired (000 §4: expired at or before now). */
export async function usableCard(app: FastifyInstance, userId: number, cardId: number, now: Date): Promise<CardRow> {
  const card = await app.db.kysely.selectFrom('credit_cards').selectAll()
    .where('credit_card_id', '=', cardId).where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst();
  if (!card) throw badRequest(RESERVATION_ERRORS.cardNotFound);
  if (isCardExpired(card.exp_date, now)) throw badRequest(RESERVATION_ERRORS.cardExpired);
  return card;
}

// ---- Storing ----

/** The provider's confirmation number: its prefix and six digits, stable per reservation number. */
export const confirmationNumberFor = (prefix: string, reservationNumber: string): string =>
  `${prefix}-${100_000 + stableBucket(`${prefix}|${reservationNumber}`, 900_000)}`;

export async function addHistory(db: Trx, reservationId: number, action: string, description: string, userId: number | null, at: string): Promise<void> {
  await db.insertInto('reservation_history').values({ reservation_id: reservationId, action, description, user_id: userId, created_at: at }).execute();
}

const normalizedNotes = (notes: string | null | undefined): string | null => (notes?.trim() ? notes.trim() : null);

/** Columns of a reservation from a plan (everything but ids, numbers and status). */
function planColumns(plan: BookingPlan, callerId: number, at: string) {
  const { request } = plan;
  const passengers = request.reservationPassengers;
  const main = passengers.find((p) => p.mainPassenger) ?? passengers[0];
  return {
    authorizing_user_id: plan.employee.user_id,
    main_passenger_user_id: main?.userId ?? null,
    updated_by_user_id: callerId,
    booking_account_service_id: plan.service.bookingAccountServiceId,
    car_provider_id: plan.service.provider.carProviderId,
    reservation_type: request.reservationType,
    pickup_time: plan.pickup.local,
    pickup_at: plan.pickup.instant,
    pickup_timezone: plan.pickup.timezone,
    is_asap: flag(request.isAsap),
    time_job_hours: request.reservationType === 'timeJob' ? request.timeJobHours : null,
    duration_minutes: plan.durationMinutes,
    distance_km: plan.distanceKm,
    pickup: toJson(request.origin),
    dropoff: request.destination ? toJson(request.destination) : null,
    stops: toJson(request.reservationStops),
    exact_pickup_point: request.exactPickupPoint,
    meet_and_greet: flag(request.meetAndGreet),
    bill_company: flag(plan.billCompany),
    credit_card_id: plan.card?.credit_card_id ?? null,
    chosen_car_service: toJson(plan.chosenCarService),
    quote_id: plan.quote.quoteId,
    purpose_of_journey_id: request.purposeOfJourneyId,
    cost_allocation_ids: toJson(plan.costAllocationIds),
    notes: normalizedNotes(request.notes),
    passengers: toJson(passengers),
    passenger_names: passengers.map((p) => p.fullName.trim().toLowerCase()).join(' | '),
    email_addresses: toJson(request.emailAddresses),
    preferred_contact_method: request.preferedContactMethod,
    flight_info: request.flightInfo ? toJson(request.flightInfo) : request.origin.flight?.flightInfo ? toJson(request.origin.flight.flightInfo) : null,
    special_accommodations: request.specialAccommodations,
    country_code: request.origin.place?.countryCode?.toUpperCase() ?? null,
    request: toJson(request),
    updated_at: at,
  };
}

/** Insert a booked reservation (status New, simulated from now) with its first history row. */
export async function insertReservation(
  db: Trx, plan: BookingPlan, caller: Caller, at: string, historyAction: string = HISTORY_ACTION.created,
): Promise<ReservationRow> {
  const inserted = await db.insertInto('reservations').values({
    ...planColumns(plan, caller.user.user_id, at),
    reservation_number: `pending-${at}-${Math.random().toString(36).slice(2)}`,
    firm_id: caller.user.firm_id,
    booking_user_id: caller.user.user_id,
    confirmation_number: null,
    status: 'New',
    status_updated_at: at,
    payment_status: null,
    driver_details: null,
    admin_notes: null,
    sim_started_at: at,
    created_at: at,
  }).returning('reservation_id').executeTakeFirstOrThrow();
  const number = reservationNumberOf(inserted.reservation_id);
  const row = await db.updateTable('reservations')
    .set({ reservation_number: number, confirmation_number: confirmationNumberFor(plan.service.provider.confirmationPrefix, number) })
    .where('reservation_id', '=', inserted.reservation_id).returningAll().executeTakeFirstOrThrow();
  await addHistory(db, row.reservation_id, historyAction, number, caller.user.user_id, at);
  return row;
}

// ---- Live status ----

/** Everyone who follows a reservation: booking user, authorizing employee, passengers with an account. */
export function audienceOf(row: ReservationRow): number[] {
  const passengers = fromJson<Array<{ userId: number | null }>>(row.passengers, []);
  return [...new Set([row.booking_user_id, row.authorizing_user_id, ...passengers.map((p) => p.userId)]
    .filter((id): id is number => typeof id === 'number'))];
}

export function publishStatus(app: FastifyInstance, row: ReservationRow): void {
  const data = {
    reservationId: row.reservation_id,
    reservationNumber: row.reservation_number,
    reservationStatus: row.status,
    updated: row.status_updated_at,
  };
  for (const userId of audienceOf(row)) app.events.publish({ userId }, 'reservation-status', data);
}

/** Move a reservation to a status: the row, a 'status update' history row with the 001 §4 text, the live event. */
export async function applyStatus(
  app: FastifyInstance, row: ReservationRow, status: ReservationStatus, at: Date,
  extra: { driverDetails?: unknown } = {},
): Promise<ReservationRow> {
  const when = at.toISOString();
  const updated = await app.db.kysely.transaction().execute(async (trx) => {
    const next = await trx.updateTable('reservations')
      .set({
        status, status_updated_at: when, updated_at: when,
        ...(extra.driverDetails !== undefined ? { driver_details: toJson(extra.driverDetails) } : {}),
      })
      .where('reservation_id', '=', row.reservation_id).returningAll().executeTakeFirstOrThrow();
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.statusUpdate, status, null, when);
    return next;
  });
  publishStatus(app, updated);
  return updated;
}

// ---- Create, edit, cancel ----

export async function createReservation(app: FastifyInstance, caller: Caller, request: ReservationRequest, now = new Date()): Promise<ReservationResponse> {
  const plan = await planBooking(app, caller, request, now);
  const row = await app.db.kysely.transaction().execute((trx) => insertReservation(trx, plan, caller, now.toISOString()));
  publishStatus(app, row);
  return toResponse(row);
}

const samePoint = (a: ReservationRequest['origin'] | null, b: ReservationRequest['origin'] | null): boolean => {
  const pa = a?.place?.geometry?.location;
  const pb = b?.place?.geometry?.location;
  if (!pa || !pb) return !pa && !pb;
  return Math.abs(pa.lat - pb.lat) < 1e-5 && Math.abs(pa.lng - pb.lng) < 1e-5;
};

/**
 * Whether an edit must cancel the booking and book a new one: another car
 * provider, another vehicle type (another service), another pickup place or
 * another reservation type. Everything else is an update request to the provider.
 */
export async function needsCancelAndCreate(app: FastifyInstance, row: ReservationRow, request: ReservationRequest): Promise<boolean> {
  const serviceId = request.bookingAccountServiceId ?? request.chosenCarService?.bookingAccountServiceId ?? null;
  if (serviceId !== null && serviceId !== row.booking_account_service_id) {
    const catalog = await loadCatalog(app.db);
    const next = catalog.byServiceId.get(serviceId);
    const current = row.booking_account_service_id !== null ? catalog.byServiceId.get(row.booking_account_service_id) : undefined;
    if (!next || !current) return true;
    if (next.provider.carProviderId !== current.provider.carProviderId || next.vehicleType !== current.vehicleType) return true;
  }
  if (request.reservationType !== row.reservation_type) return true;
  const pickup = fromJson<ReservationRequest['origin'] | null>(row.pickup, null);
  return !samePoint(pickup, request.origin);
}

/**
 * Only the notes differ between the stored request and the new one. Compared on what the
 * user chose (places, times, people, service, payment, allocations), not on values the
 * client derives again (costs, duration, distance), so a notes edit rebuilt from the
 * booking's details is recognised as one.
 */
function onlyNotesChanged(row: ReservationRow, request: ReservationRequest): boolean {
  const before = fromJson<Partial<ReservationRequest>>(row.request, {});
  const choices = (r: Partial<ReservationRequest>) => JSON.stringify({
    origin: r.origin?.place?.placeId ?? r.origin?.place?.googlePlaceId ?? null,
    destination: r.destination?.place?.placeId ?? r.destination?.place?.googlePlaceId ?? null,
    stops: (r.reservationStops ?? []).map((stop) => stop.place?.placeId ?? stop.place?.googlePlaceId ?? null),
    dateTime: r.dateTime ?? null,
    isAsap: r.isAsap ?? false,
    reservationType: r.reservationType ?? null,
    timeJobHours: r.timeJobHours ?? null,
    service: r.chosenCarService?.bookingAccountServiceId ?? r.bookingAccountServiceId ?? null,
    passengers: (r.reservationPassengers ?? []).map((p) => [p.userId ?? null, p.fullName, p.email ?? null]),
    authorizingUserId: r.authorizingUserId ?? null,
    creditCardId: r.creditCardId ?? null,
    billCompany: r.billCompany ?? null,
    purposeOfJourneyId: r.purposeOfJourneyId ?? null,
    costAllocationsIds: r.costAllocationsIds ?? [],
    exactPickupPoint: r.exactPickupPoint ?? null,
    meetAndGreet: r.meetAndGreet ?? false,
  });
  return choices(before) === choices(request) && normalizedNotes(request.notes) !== row.notes;
}

export async function editReservation(
  app: FastifyInstance, caller: Caller, row: ReservationRow, request: ReservationRequest, now = new Date(),
): Promise<ReservationResponse> {
  if (!isEditableStatus(statusOf(row))) throw badRequest(RESERVATION_ERRORS.notEditable);
  const at = now.toISOString();
  if (onlyNotesChanged(row, request)) {
    const updated = await app.db.kysely.transaction().execute(async (trx) => {
      const next = await trx.updateTable('reservations')
        .set({ notes: normalizedNotes(request.notes), request: toJson(request), updated_at: at, updated_by_user_id: caller.user.user_id })
        .where('reservation_id', '=', row.reservation_id).returningAll().executeTakeFirstOrThrow();
      await addHistory(trx, row.reservation_id, HISTORY_ACTION.notesUpdated, normalizedNotes(request.notes) ?? '', caller.user.user_id, at);
      return next;
    });
    publishStatus(app, updated); // the lists showing it refresh (001 §4 event stream)
    return toResponse(updated);
  }
  const plan = await planBooking(app, caller, request, now);
  if (await needsCancelAndCreate(app, row, request)) {
    const { old, created } = await app.db.kysely.transaction().execute(async (trx) => {
      const canceled = await trx.updateTable('reservations')
        .set({ status: 'Canceled', status_updated_at: at, updated_at: at, updated_by_user_id: caller.user.user_id })
        .where('reservation_id', '=', row.reservation_id).returningAll().executeTakeFirstOrThrow();
      let fresh: ReservationRow;
      try {
        fresh = await insertReservation(trx, plan, caller, at, HISTORY_ACTION.indirectlyCreated);
      } catch (error) {
        await addHistory(trx, row.reservation_id, HISTORY_ACTION.failedByUpdate, '', caller.user.user_id, at);
        throw error instanceof HttpError ? error : badRequest(RESERVATION_ERRORS.notEditable);
      }
      await addHistory(trx, row.reservation_id, HISTORY_ACTION.indirectlyCanceled, fresh.reservation_number, caller.user.user_id, at);
      return { old: canceled, created: fresh };
    });
    publishStatus(app, old);
    publishStatus(app, created);
    return toResponse(created);
  }
  const updated = await app.db.kysely.transaction().execute(async (trx) => {
    const next = await trx.updateTable('reservations')
      .set(planColumns(plan, caller.user.user_id, at))
      .where('reservation_id', '=', row.reservation_id).returningAll().executeTakeFirstOrThrow();
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.updateRequest, row.reservation_number, caller.user.user_id, at);
    if (normalizedNotes(request.notes) !== row.notes) {
      await addHistory(trx, row.reservation_id, HISTORY_ACTION.notesUpdated, normalizedNotes(request.notes) ?? '', caller.user.user_id, at);
    }
    return next;
  });
  publishStatus(app, updated);
  return toResponse(updated);
}

export async function cancelReservation(app: FastifyInstance, caller: Caller, row: ReservationRow, now = new Date()): Promise<ReservationResponse> {
  if (!isCancelableStatus(statusOf(row))) throw badRequest(RESERVATION_ERRORS.notCancelable);
  const at = now.toISOString();
  const updated = await app.db.kysely.transaction().execute(async (trx) => {
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.cancelRequest, row.reservation_number, caller.user.user_id, at);
    const next = await trx.updateTable('reservations')
      .set({ status: 'Canceled', status_updated_at: at, updated_at: at, updated_by_user_id: caller.user.user_id })
      .where('reservation_id', '=', row.reservation_id).returningAll().executeTakeFirstOrThrow();
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.statusUpdate, 'Canceled', null, at);
    return next;
  });
  publishStatus(app, updated);
  return toResponse(updated);
}

export async function changeCard(
  app: FastifyInstance, caller: Caller, row: ReservationRow, creditCardId: number, authorizingUserId: number, now = new Date(),
): Promise<void> {
  if (isFinalStatus(statusOf(row))) throw badRequest(RESERVATION_ERRORS.cardChangeRefused);
  if (authorizingUserId !== row.authorizing_user_id) throw badRequest(RESERVATION_ERRORS.cardNotFound);
  await bookableEmployee(app, caller, authorizingUserId);
  const card = await usableCard(app, authorizingUserId, creditCardId, now);
  const at = now.toISOString();
  await app.db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('reservations')
      .set({ credit_card_id: card.credit_card_id, bill_company: 0, updated_at: at, updated_by_user_id: caller.user.user_id })
      .where('reservation_id', '=', row.reservation_id).execute();
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.cardUpdated, `${card.brand} ending ${card.last4}`, caller.user.user_id, at);
  });
}

export async function setAdminNotes(app: FastifyInstance, caller: Caller, row: ReservationRow, notes: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await app.db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('reservations').set({ admin_notes: normalizedNotes(notes), updated_at: at })
      .where('reservation_id', '=', row.reservation_id).execute();
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.notesUpdated, normalizedNotes(notes) ?? '', caller.user.user_id, at);
  });
}
