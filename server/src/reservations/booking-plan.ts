import type {
  CarServiceQuote, ChosenCarService, CostAllocationType, FirmCostAllocation, PurposeOfJourney, ReservationRequest,
} from '@curbside/contracts';
import {
  TIME_ROUNDING_MINUTES, initialBookingStepperFields, isCardExpired, splitPickupTime,
  validateDateLocationStep, validatePassengerStep, type BookingValidationContext, type ValidationErrors,
} from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { bookableEmployee, mayBillCompany, requireFirmPassenger } from '../access/index.ts';
import { blockedAmong } from '../administration/administration-repository.ts';
import type { Caller } from '../auth/session.ts';
import { findActiveUserCard, type CardRow } from '../cards/card-repository.ts';
import type { Executor } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { costAllocationCodesByIds, type CostAllocationCodeRow } from '../firms/firm-repository.ts';
import { badRequest } from '../http/http-error.ts';
import { formatInZone, timezoneAt, zonedTimeToInstant } from '../places/timezone.ts';
import { loadCatalog, filterReason, FILTER_REASON_TEXT, servesPlace, type ServiceRecord } from '../providers/providers.ts';
import { measureTrip, priceQuote } from '../providers/quote-engine.ts';
import { isQuoted } from '../providers/quote-repository.ts';
import { fullName, userSettings } from '../users/user-record.ts';
import type { UserRow } from '../users/user-repository.ts';
import { RESERVATION_ERRORS } from './reservation-errors.ts';

// Checking a create or edit request (001 §5) into what to store: the booking plan.

/** The employee a booking is for: the authorizing employee, else the main passenger, else the first passenger. */
export const employeeIdOf = (request: ReservationRequest): number | null =>
  request.authorizingUserId ?? request.reservationPassengers.find((p) => p.mainPassenger)?.userId ?? request.reservationPassengers[0]?.userId ?? null;

export interface PickupTime {
  /** Local 'YYYY-MM-DDTHH:mm:ss'. */
  local: string;
  /** UTC instant (ISO). */
  instant: string;
  timezone: string;
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
  return { local: `${match[1]}T${match[2]}:${match[3]}:00`, instant: instant.toISOString(), timezone };
}

/**
 * A pickup earlier than now by more than the stepper's time rounding (the domain's
 * TIME_ROUNDING_MINUTES: a time picked now may be rounded down that much) has passed.
 */
const hasPassed = (pickup: PickupTime, now: Date): boolean =>
  Date.parse(pickup.instant) < now.getTime() - TIME_ROUNDING_MINUTES * 60_000;

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
  const db = app.db.kysely;
  const employee = await bookableEmployee(db, caller, employeeIdOf(request));

  if (request.reservationPassengers.length === 0) throw badRequest(RESERVATION_ERRORS.noPassenger);
  for (const passenger of request.reservationPassengers) {
    if (passenger.userId === null || passenger.userId === employee.user_id) continue;
    await requireFirmPassenger(db, caller, passenger.userId);
  }

  // 001 §5 steps 1 and 2 through the domain's validators (the same rules the stepper shows).
  const codes = await costAllocationCodesByIds(db, caller.user.firm_id, [...new Set(request.costAllocationsIds)]);
  // A blocked employee cannot authorize a booking (001 §7 Admin blocked users): the firm's message, as the stepper shows it.
  const employeeBlocked = (await blockedAmong(db, [employee.user_id])).has(employee.user_id);
  const ruleErrors = validateRequestSteps(request, caller, { row: employee, isBlocked: employeeBlocked }, codes, now);
  const firstError = Object.entries(ruleErrors)[0];
  if (firstError) throw badRequest(firstError[1], ruleErrors);
  if (!hasPlace(request.origin)) throw badRequest(RESERVATION_ERRORS.noPickup);
  if (request.reservationType !== 'asDirected' && !hasPlace(request.destination)) throw badRequest(RESERVATION_ERRORS.noDropoff);
  const pickup = pickupTimeOf(request, now);
  if (!request.isAsap && hasPassed(pickup, now)) throw badRequest(RESERVATION_ERRORS.pickupPassed);

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
    if (sent !== quote.quoteId || !(await isQuoted(db, sent, caller.user.firm_id, serviceId))) throw badRequest(RESERVATION_ERRORS.quoteMissing);
  }

  // Payment (001 §5): a card of the employee, not expired; or bill to company where the firm allows it (FN: bill-company).
  let card: CardRow | null = null;
  const billCompany = request.billCompany;
  if (billCompany) {
    if (!mayBillCompany(caller.firm)) throw badRequest(RESERVATION_ERRORS.noDirectBill);
  } else {
    if (!request.creditCardId || request.creditCardId <= 0) throw badRequest(RESERVATION_ERRORS.noPayment);
    card = await usableCard(db, employee.user_id, request.creditCardId, now);
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
function validateRequestSteps(
  request: ReservationRequest, caller: Caller, employee: { row: UserRow; isBlocked: boolean }, codes: CostAllocationCodeRow[], now: Date,
): ValidationErrors {
  const { date, time } = splitPickupTime(request.dateTime);
  const mainFirst = [...request.reservationPassengers].sort((a, b) => Number(b.mainPassenger) - Number(a.mainPassenger));
  const fields = {
    ...initialBookingStepperFields(),
    authorizingEmployee: { userId: employee.row.user_id, fullName: fullName(employee.row), isBlockedUser: employee.isBlocked },
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
  // The times of a message on the caller's clock (000 §5 preferences), as the stepper shows them (issue 12).
  const ctx: BookingValidationContext = { firm: validationFirm(caller), now, timeFormat: userSettings(caller.user).timeFormat };
  return { ...validatePassengerStep(fields, ctx), ...validateDateLocationStep(fields, ctx) };
}

/** A card of the user, active and not expired (000 §4: expired at or before now). */
export async function usableCard(db: Executor, userId: number, cardId: number, now: Date): Promise<CardRow> {
  const card = await findActiveUserCard(db, userId, cardId);
  if (!card) throw badRequest(RESERVATION_ERRORS.cardNotFound);
  if (isCardExpired(card.exp_date, now)) throw badRequest(RESERVATION_ERRORS.cardExpired);
  return card;
}
