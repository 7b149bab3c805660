import { endpoints, type AddressStop, type FavoriteReservation, type ReservationRequest } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { isAdmin } from '../auth/roles.ts';
import type { Caller } from '../auth/session.ts';
import { flag, fromJson, isoNow, toJson } from '../db/json-column.ts';
import type { Database } from '../db/schema.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { forbidden } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { airportByIata } from '../airports/airport-data.ts';
import { airportMapsPlace } from '../airports/airport-place.ts';
import { airportTerminals } from '../airports/terminals.ts';
import { placeWithTimezone } from '../places/validation.ts';
import { FINAL_STATUSES } from '../reservations/history.ts';
import {
  cancelReservation, changeCard, createReservation, editReservation, needsCancelAndCreate, setAdminNotes, RESERVATION_ERRORS,
} from '../reservations/lifecycle.ts';
import {
  findVisibleByNumber, findVisibleReservation, flightInfoOf, requestOf, toDetails, toState, toSummaries, type ReservationRow,
} from '../reservations/repository.ts';
import { sortUpcoming } from '../reservations/status-order.ts';

export const HISTORY_PAGE_SIZE = 20;
export const ADMIN_NOTES_DISABLED = 'Admin reservation notes are not enabled for your firm';

type ReservationQuery = SelectQueryBuilder<Database, 'reservations', object>;

/** The reservations a caller may list: the firm's for an admin, else those they booked, authorize or ride in. */
function visibleTo(caller: Caller) {
  return (eb: ExpressionBuilder<Database, 'reservations'>) => {
    const firm = eb('reservations.firm_id', '=', caller.user.firm_id);
    if (isAdmin(caller.user)) return firm;
    const me = caller.user.user_id;
    return eb.and([firm, eb.or([
      eb('reservations.booking_user_id', '=', me),
      eb('reservations.authorizing_user_id', '=', me),
      eb('reservations.main_passenger_user_id', '=', me),
    ])]);
  };
}

const endOfDay = (text: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59.999Z` : text);
const like = (text: string): string => `%${text.trim().toLowerCase().replace(/[%_]/g, '')}%`;

// spec 001 §7 Reservations
export function registerReservationRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.reservations.create, ({ caller, body }) => createReservation(app, caller, body));

  registerEndpoint(app, endpoints.reservations.edit, async ({ caller, params, body }) => {
    const row = await findVisibleReservation(app.db, caller, params.id);
    return editReservation(app, caller, row, body);
  });

  registerEndpoint(app, endpoints.reservations.shouldCancelAndCreate, async ({ caller, params, body }) => {
    const row = await findVisibleReservation(app.db, caller, params.id);
    const should = await needsCancelAndCreate(app, row, body);
    return { shouldCancelAndCreate: should, message: should ? RESERVATION_ERRORS.cancelAndCreate : null };
  });

  registerEndpoint(app, endpoints.reservations.cancel, async ({ caller, params }) => {
    const row = await findVisibleReservation(app.db, caller, params.id);
    return cancelReservation(app, caller, row);
  });

  registerEndpoint(app, endpoints.reservations.changeCard, async ({ caller, params, body }) => {
    const row = await findVisibleReservation(app.db, caller, params.id);
    await changeCard(app, caller, row, body.creditCardId, body.authorizingUserId);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.admin.reservationNotes, async ({ caller, params, body }) => {
    if (!firmPreferences(caller.firm).adminReservationNotes) throw forbidden(ADMIN_NOTES_DISABLED);
    const row = await findVisibleReservation(app.db, caller, params.id);
    await setAdminNotes(app, caller, row, body.notes);
    return { ok: true as const };
  });

  // Upcoming: everything not finished, in the 001 §4 status order.
  registerEndpoint(app, endpoints.reservations.upcoming, async ({ caller }) => {
    const rows = await db.selectFrom('reservations').selectAll().where(visibleTo(caller))
      .where('status', 'not in', [...FINAL_STATUSES]).orderBy('pickup_at').execute();
    return toSummaries(app.db, sortUpcoming(rows));
  });

  // History: finished bookings with the 001 §7 filters, newest pickup first, paged.
  registerEndpoint(app, endpoints.reservations.history, async ({ caller, query }) => {
    let base: ReservationQuery = db.selectFrom('reservations').where(visibleTo(caller));
    base = query.statuses?.length
      ? base.where('status', 'in', query.statuses)
      : base.where('status', 'in', [...FINAL_STATUSES]);
    if (query.passengerName?.trim()) base = base.where('passenger_names', 'like', like(query.passengerName));
    if (query.bookingUserId) base = base.where('booking_user_id', '=', query.bookingUserId);
    if (query.authorizingUserId) base = base.where('authorizing_user_id', '=', query.authorizingUserId);
    if (query.rideDateFrom) base = base.where('pickup_time', '>=', query.rideDateFrom);
    if (query.rideDateTo) base = base.where('pickup_time', '<=', endOfDay(query.rideDateTo));
    if (query.bookingDateFrom) base = base.where('created_at', '>=', query.bookingDateFrom);
    if (query.bookingDateTo) base = base.where('created_at', '<=', endOfDay(query.bookingDateTo));
    if (query.confirmationNumber?.trim()) base = base.where((eb) => eb(eb.fn('lower', ['confirmation_number']), 'like', like(query.confirmationNumber ?? '')));
    if (query.bookingId?.trim()) {
      const id = query.bookingId.trim();
      base = base.where((eb) => eb.or([
        eb(eb.fn('lower', ['reservation_number']), 'like', like(id)),
        ...(/^\d+$/.test(id) && Number(id) < 2 ** 31 ? [eb('reservation_id', '=', Number(id))] : []),
      ]));
    }
    if (query.carProviderCode?.trim()) {
      const code = query.carProviderCode.trim().toUpperCase();
      base = base.where('car_provider_id', 'in', (eb) => eb.selectFrom('car_providers').select('car_provider_id').where('code', '=', code));
    }
    if (query.countryCode?.trim()) base = base.where('country_code', '=', query.countryCode.trim().toUpperCase());
    if (query.authorizingEmployeeId?.trim()) {
      const employeeId = query.authorizingEmployeeId.trim();
      base = base.where('authorizing_user_id', 'in', (eb) => eb.selectFrom('users').select('user_id')
        .where('employee_id', '=', employeeId).where('firm_id', '=', caller.user.firm_id));
    }
    if (query.reservationNotes?.trim()) base = base.where((eb) => eb(eb.fn('lower', ['notes']), 'like', like(query.reservationNotes ?? '')));

    const offset = query.offset ?? 0;
    const count = query.count ?? HISTORY_PAGE_SIZE;
    const totalRow = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const total = Number(totalRow?.n ?? 0);
    const rows = await base.selectAll().orderBy('pickup_at', 'desc').orderBy('reservation_id', 'desc').limit(count).offset(offset).execute();
    return { data: await toSummaries(app.db, rows), total, hasMore: offset + rows.length < total };
  });

  registerEndpoint(app, endpoints.reservations.details, async ({ caller, params }) => {
    const row = await findVisibleReservation(app.db, caller, params.id);
    return toDetails(app.db, caller, row);
  });

  registerEndpoint(app, endpoints.reservations.state, async ({ caller, params }) => {
    const row = await findVisibleReservation(app.db, caller, params.id);
    return toState(row);
  });

  // A follow-up booking (by reservation number): from where the ride ended (the arrival airport of its flight).
  registerEndpoint(app, endpoints.reservations.followUp, async ({ caller, params }) => {
    const row = await findVisibleByNumber(app.db, caller, params.id);
    return followUpRequest(row);
  });

  // Offer a follow-up when the main passenger has a ride to this airport around that time.
  registerEndpoint(app, endpoints.reservations.showFollowUp, async ({ caller, query }) => {
    const passengerId = query.mainPassengerUserId ?? caller.user.user_id;
    const at = Date.parse(query.datetime);
    if (Number.isNaN(at)) return { showFollowUp: false, reservationNumber: null };
    const rows = await db.selectFrom('reservations').selectAll().where(visibleTo(caller))
      .where((eb) => eb.or([eb('main_passenger_user_id', '=', passengerId), eb('authorizing_user_id', '=', passengerId)]))
      .where('status', 'not in', ['Canceled', 'Declined', 'Error'])
      .where('dropoff', 'is not', null)
      .where('pickup_time', '>=', new Date(at - 86_400_000).toISOString().slice(0, 19))
      .where('pickup_time', '<=', new Date(at + 86_400_000).toISOString().slice(0, 19))
      .orderBy('pickup_time', 'desc')
      .execute();
    const iata = query.iataCode?.trim().toUpperCase();
    // The ride to that airport nearest the time asked about.
    const distance = (row: ReservationRow) => Math.abs(Date.parse(`${row.pickup_time.slice(0, 19)}Z`) - Date.parse(`${query.datetime.slice(0, 19)}Z`));
    const match = rows
      .filter((row) => {
        const code = fromJson<AddressStop | null>(row.dropoff, null)?.place?.iataCode?.toUpperCase();
        return code ? !iata || code === iata : false;
      })
      .sort((a, b) => distance(a) - distance(b))[0];
    return { showFollowUp: match !== undefined, reservationNumber: match?.reservation_number ?? null };
  });

  registerEndpoint(app, endpoints.reservations.favorites, async ({ caller }) => {
    const rows = await db.selectFrom('reservation_favorites').selectAll()
      .where('user_id', '=', caller.user.user_id).where('active', '=', 1).orderBy('updated_at', 'desc').execute();
    const reservations = rows.length
      ? await db.selectFrom('reservations').selectAll().where(visibleTo(caller))
        .where('reservation_id', 'in', rows.map((r) => r.reservation_id)).execute()
      : [];
    const summaries = await toSummaries(app.db, reservations);
    const byId = new Map(summaries.map((s) => [s.reservationId, s]));
    return rows.flatMap((r): FavoriteReservation[] => {
      const reservation = byId.get(r.reservation_id);
      return reservation ? [{ reservationId: r.reservation_id, name: r.name, active: true, reservation }] : [];
    });
  });

  registerEndpoint(app, endpoints.reservations.saveFavorite, async ({ caller, body }) => {
    const row = await findVisibleReservation(app.db, caller, body.reservationId);
    const now = isoNow();
    const existing = await db.selectFrom('reservation_favorites').select('reservation_favorite_id')
      .where('user_id', '=', caller.user.user_id).where('reservation_id', '=', row.reservation_id).executeTakeFirst();
    if (existing) {
      await db.updateTable('reservation_favorites').set({ name: body.name.trim(), active: flag(body.active), updated_at: now })
        .where('reservation_favorite_id', '=', existing.reservation_favorite_id).execute();
    } else {
      await db.insertInto('reservation_favorites').values({
        user_id: caller.user.user_id, reservation_id: row.reservation_id, name: body.name.trim(), active: flag(body.active), updated_at: now,
      }).execute();
    }
    const [reservation] = await toSummaries(app.db, [row]);
    return { reservationId: row.reservation_id, name: body.name.trim(), active: body.active, reservation: reservation ?? null };
  });

  // A bus / large-group request goes to the groups desk (the local outbox).
  registerEndpoint(app, endpoints.reservations.quoteRequest, async ({ caller, body }) => {
    const now = isoNow();
    const request = body.busQuoteRequest;
    await db.insertInto('bus_quote_requests').values({ firm_id: caller.user.firm_id, user_id: caller.user.user_id, payload: toJson(request), created_at: now }).execute();
    await db.insertInto('outbox').values({
      email: 'groups@curbside.example',
      subject: `Group quote request: ${request.numberOfPassengers} passengers on ${request.dateTime}`,
      body: `${request.contactName} (${request.email}) asks for a quote from ${request.pickup.address ?? request.pickup.name ?? 'the pickup'}`
        + `${request.dropoff ? ` to ${request.dropoff.address ?? request.dropoff.name ?? 'the drop-off'}` : ''}.${request.notes ? ` Notes: ${request.notes}` : ''}`,
      code: null,
      created_at: now,
    }).execute();
    return { ok: true as const };
  });
}

const addHours = (local: string, hours: number): string => {
  const date = new Date(`${local.slice(0, 19)}Z`);
  return Number.isNaN(date.getTime()) ? local : new Date(date.getTime() + hours * 3_600_000).toISOString().slice(0, 19);
};

/**
 * The request of a follow-up booking: pickup at the arrival airport of the ride's
 * flight (else where the ride ended), same passengers, purpose, allocations and payment;
 * drop-off, car service and quote left for the user.
 */
export function followUpRequest(row: ReservationRow): ReservationRequest {
  const booked = requestOf(row);
  const flight = flightInfoOf(row);
  const dropoff = fromJson<AddressStop | null>(row.dropoff, null);
  const arrival = flight?.arrivalAirportCode && flight.arrivalAirportCode.toUpperCase() !== dropoff?.place?.iataCode?.toUpperCase()
    ? airportByIata(flight.arrivalAirportCode) : undefined;
  const origin: AddressStop = arrival
    ? {
      place: { ...placeWithTimezone(airportMapsPlace(arrival)), iataCode: arrival.iata },
      placeValidationStatus: 'ValidPlace', addressType: 'AIRPORT',
      flight: { isCommercial: true, flightCode: null, flightInfo: flight, terminal: null, airportTerminals: airportTerminals(arrival.iata) },
      specialAccommodations: null, stopType: 'pickup',
    }
    : { ...(dropoff ?? fromJson<AddressStop>(row.pickup, {} as AddressStop)), stopType: 'pickup', flight: null };
  return {
    ...booked,
    origin,
    destination: null,
    dateTime: flight?.arrivalDateTime?.slice(0, 19) ?? addHours(row.pickup_time, 3),
    isAsap: false,
    cost: null,
    meetAndGreet: false,
    exactPickupPoint: null,
    supplierRefQuoteId: null,
    bookieQuoteId: null,
    bookingAccountServiceId: null,
    chosenCarService: null,
    reservationStops: [],
    reservationType: 'regular',
    timeJobHours: null,
    durationInMinutes: null,
    distanceInKm: null,
    reservationId: null,
    flightInfo: null,
    notes: null,
    pageViewGuid: null,
    actionOriginDetails: { action: 'FOLLOW_UP_RESERVATION', origin: 'FROM_CONFIRMATION' },
  };
}
