import type { ReservationRequest, ReservationResponse } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { bookableEmployee } from '../access/index.ts';
import type { Caller } from '../auth/session.ts';
import type { Executor } from '../db/connection.ts';
import { flag, toJson } from '../db/json-column.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { confirmationNumberFor } from '../providers/confirmation-number.ts';
import { quoteCo2Kg } from '../providers/quote-engine.ts';
import { planBooking, usableCard, type BookingPlan } from './booking-plan.ts';
import { needsCancelAndCreate, normalizedNotes, onlyNotesChanged } from './edit-kind.ts';
import { HISTORY_ACTION } from './history.ts';
import { RESERVATION_ERRORS } from './reservation-errors.ts';
import { publishStatus } from './reservation-notifications.ts';
import {
  addHistory, insertReservation, updateReservation, type ReservationColumns, type ReservationRow,
} from './reservation-repository.ts';
import { toResponse } from './reservation-view.ts';
import { markCanceled, requireCancelable, requireCardChangeable, requireEditable } from './status-machine.ts';

// The user's side of a booking's life (001 §4, §5): create, edit, cancel, change the card, admin notes.

/** Columns of a reservation from a plan (everything but ids, numbers and status). */
function planColumns(plan: BookingPlan, callerId: number, at: string) {
  const { request } = plan;
  // Issue 12: the quote's CO2, computed here as for the quote list (not taken from the client).
  const co2Kg = quoteCo2Kg(plan.service.vehicleType, plan.service.provider.isSustainable, request);
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
    chosen_car_service: toJson({ ...plan.chosenCarService, co2Kg }),
    co2_kg: co2Kg,
    // A booking as the user (re)books it starts with no provider having declined it.
    declined_quotes: null,
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
  } satisfies ReservationColumns;
}

/** Insert a booked reservation (status New, simulated from now) with its first history row. */
async function insertBooked(trx: Executor, plan: BookingPlan, caller: Caller, at: string, historyAction: string = HISTORY_ACTION.created): Promise<ReservationRow> {
  const row = await insertReservation(trx, {
    ...planColumns(plan, caller.user.user_id, at),
    firm_id: caller.user.firm_id,
    booking_user_id: caller.user.user_id,
    status: 'New',
    status_updated_at: at,
    payment_status: null,
    driver_details: null,
    admin_notes: null,
    sim_started_at: at,
    created_at: at,
  }, (number) => confirmationNumberFor(plan.service.provider.confirmationPrefix, number));
  await addHistory(trx, row.reservation_id, historyAction, row.reservation_number, caller.user.user_id, at);
  return row;
}

export async function createReservation(app: FastifyInstance, caller: Caller, request: ReservationRequest, now = new Date()): Promise<ReservationResponse> {
  const plan = await planBooking(app, caller, request, now);
  const row = await app.db.kysely.transaction().execute((trx) => insertBooked(trx, plan, caller, now.toISOString()));
  publishStatus(app, row);
  return toResponse(row);
}

export async function editReservation(
  app: FastifyInstance, caller: Caller, row: ReservationRow, request: ReservationRequest, now = new Date(),
): Promise<ReservationResponse> {
  requireEditable(row);
  const at = now.toISOString();
  const by = caller.user.user_id;
  const notes = normalizedNotes(request.notes);
  if (onlyNotesChanged(row, request)) {
    const updated = await app.db.kysely.transaction().execute(async (trx) => {
      const next = await updateReservation(trx, row.reservation_id, { notes, request: toJson(request), updated_at: at, updated_by_user_id: by });
      await addHistory(trx, row.reservation_id, HISTORY_ACTION.notesUpdated, notes ?? '', by, at);
      return next;
    });
    publishStatus(app, updated); // the lists showing it refresh (001 §4 event stream)
    return toResponse(updated);
  }
  const plan = await planBooking(app, caller, request, now);
  if (await needsCancelAndCreate(app.db, row, request)) {
    const { old, created } = await app.db.kysely.transaction().execute(async (trx) => {
      const canceled = await markCanceled(trx, row, by, at);
      let fresh: ReservationRow;
      try {
        fresh = await insertBooked(trx, plan, caller, at, HISTORY_ACTION.indirectlyCreated);
      } catch (error) {
        await addHistory(trx, row.reservation_id, HISTORY_ACTION.failedByUpdate, '', by, at);
        throw error instanceof HttpError ? error : badRequest(RESERVATION_ERRORS.notEditable);
      }
      await addHistory(trx, row.reservation_id, HISTORY_ACTION.indirectlyCanceled, fresh.reservation_number, by, at);
      return { old: canceled, created: fresh };
    });
    publishStatus(app, old);
    publishStatus(app, created);
    return toResponse(created);
  }
  const updated = await app.db.kysely.transaction().execute(async (trx) => {
    const next = await updateReservation(trx, row.reservation_id, planColumns(plan, by, at));
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.updateRequest, row.reservation_number, by, at);
    if (notes !== row.notes) await addHistory(trx, row.reservation_id, HISTORY_ACTION.notesUpdated, notes ?? '', by, at);
    return next;
  });
  publishStatus(app, updated);
  return toResponse(updated);
}

export async function cancelReservation(app: FastifyInstance, caller: Caller, row: ReservationRow, now = new Date()): Promise<ReservationResponse> {
  requireCancelable(row);
  const at = now.toISOString();
  const updated = await app.db.kysely.transaction().execute(async (trx) => {
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.cancelRequest, row.reservation_number, caller.user.user_id, at);
    const next = await markCanceled(trx, row, caller.user.user_id, at);
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.statusUpdate, 'Canceled', null, at);
    return next;
  });
  publishStatus(app, updated);
  return toResponse(updated);
}

export async function changeCard(
  app: FastifyInstance, caller: Caller, row: ReservationRow, creditCardId: number, authorizingUserId: number, now = new Date(),
): Promise<void> {
  requireCardChangeable(row);
  if (authorizingUserId !== row.authorizing_user_id) throw badRequest(RESERVATION_ERRORS.cardNotFound);
  const db = app.db.kysely;
  await bookableEmployee(db, caller, authorizingUserId);
  const card = await usableCard(db, authorizingUserId, creditCardId, now);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await updateReservation(trx, row.reservation_id, { credit_card_id: card.credit_card_id, bill_company: 0, updated_at: at, updated_by_user_id: caller.user.user_id });
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.cardUpdated, `${card.brand} ending ${card.last4}`, caller.user.user_id, at);
  });
}

export async function setAdminNotes(app: FastifyInstance, caller: Caller, row: ReservationRow, notes: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await app.db.kysely.transaction().execute(async (trx) => {
    await updateReservation(trx, row.reservation_id, { admin_notes: normalizedNotes(notes), updated_at: at });
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.notesUpdated, normalizedNotes(notes) ?? '', caller.user.user_id, at);
  });
}
