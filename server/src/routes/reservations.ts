import { endpoints, type AddressStop, type FavoriteReservation, type ReservationRequest } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import {
  isAdmin, requireAdminReservationNotes, reservationScope, visibleReservation, visibleReservationByNumber,
} from '../access/index.ts';
import { fromJson, isoNow } from '../db/json-column.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { answerBusQuoteRequest } from '../event-booking/bus-quote.ts';
import { airportByIata } from '../airports/airport-data.ts';
import { airportMapsPlace } from '../airports/airport-place.ts';
import { airportTerminals } from '../airports/terminals.ts';
import { placeWithTimezone } from '../places/validation.ts';
import { needsCancelAndCreate } from '../reservations/edit-kind.ts';
import { FINAL_STATUSES } from '../reservations/history.ts';
import { cancelReservation, changeCard, createReservation, editReservation, setAdminNotes } from '../reservations/lifecycle.ts';
import { RESERVATION_ERRORS } from '../reservations/reservation-errors.ts';
import {
  activeFavorites, openReservations, reservationPage, reservationsByIds, ridesOfPassengerBetween, saveFavorite,
  type ReservationRow,
} from '../reservations/reservation-repository.ts';
import { flightInfoOf, requestOf, toDetails, toState, toSummaries } from '../reservations/reservation-view.ts';
import { sortUpcoming } from '../reservations/status-order.ts';

const HISTORY_PAGE_SIZE = 20;


// spec 001 §7 Reservations
export function registerReservationRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.reservations.create, ({ caller, body }) => createReservation(app, caller, body));

  registerEndpoint(app, endpoints.reservations.edit, async ({ caller, params, body }) => {
    const row = await visibleReservation(db, caller, params.id);
    return editReservation(app, caller, row, body);
  });

  registerEndpoint(app, endpoints.reservations.shouldCancelAndCreate, async ({ caller, params, body }) => {
    const row = await visibleReservation(db, caller, params.id);
    const should = await needsCancelAndCreate(app.db, row, body);
    return { shouldCancelAndCreate: should, message: should ? RESERVATION_ERRORS.cancelAndCreate : null };
  });

  registerEndpoint(app, endpoints.reservations.cancel, async ({ caller, params }) => {
    const row = await visibleReservation(db, caller, params.id);
    return cancelReservation(app, caller, row);
  });

  registerEndpoint(app, endpoints.reservations.changeCard, async ({ caller, params, body }) => {
    const row = await visibleReservation(db, caller, params.id);
    await changeCard(app, caller, row, body.creditCardId, body.authorizingUserId);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.admin.reservationNotes, async ({ caller, params, body }) => {
    requireAdminReservationNotes(caller.firm);
    const row = await visibleReservation(db, caller, params.id);
    await setAdminNotes(app, caller, row, body.notes);
    return { ok: true as const };
  });

  // Upcoming: everything not finished, in the 001 §4 status order.
  registerEndpoint(app, endpoints.reservations.upcoming, async ({ caller }) => {
    const rows = await openReservations(db, reservationScope(caller), FINAL_STATUSES);
    return toSummaries(db, sortUpcoming(rows));
  });

  // History: finished bookings with the 001 §7 filters, newest pickup first, paged.
  registerEndpoint(app, endpoints.reservations.history, async ({ caller, query }) => {
    const offset = query.offset ?? 0;
    const { rows, total } = await reservationPage(db, reservationScope(caller), {
      ...query,
      statuses: query.statuses?.length ? query.statuses : FINAL_STATUSES,
      offset,
      count: query.count ?? HISTORY_PAGE_SIZE,
    });
    return { data: await toSummaries(db, rows), total, hasMore: offset + rows.length < total };
  });

  registerEndpoint(app, endpoints.reservations.details, async ({ caller, params }) => {
    const row = await visibleReservation(db, caller, params.id);
    return toDetails(db, row, { seesAdminNotes: isAdmin(caller.user) });
  });

  registerEndpoint(app, endpoints.reservations.state, async ({ caller, params }) => {
    const row = await visibleReservation(db, caller, params.id);
    return toState(row);
  });

  // A follow-up booking (by reservation number): from where the ride ended (the arrival airport of its flight).
  registerEndpoint(app, endpoints.reservations.followUp, async ({ caller, params }) => {
    const row = await visibleReservationByNumber(db, caller, params.id);
    return followUpRequest(row);
  });

  // Offer a follow-up when the main passenger has a ride to this airport around that time.
  registerEndpoint(app, endpoints.reservations.showFollowUp, async ({ caller, query }) => {
    const passengerId = query.mainPassengerUserId ?? caller.user.user_id;
    const at = Date.parse(query.datetime);
    if (Number.isNaN(at)) return { showFollowUp: false, reservationNumber: null };
    const rows = await ridesOfPassengerBetween(db, reservationScope(caller), passengerId,
      new Date(at - 86_400_000).toISOString().slice(0, 19), new Date(at + 86_400_000).toISOString().slice(0, 19));
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
    const rows = await activeFavorites(db, caller.user.user_id);
    const reservations = await reservationsByIds(db, reservationScope(caller), rows.map((r) => r.reservation_id));
    const summaries = await toSummaries(db, reservations);
    const byId = new Map(summaries.map((s) => [s.reservationId, s]));
    return rows.flatMap((r): FavoriteReservation[] => {
      const reservation = byId.get(r.reservation_id);
      return reservation ? [{ reservationId: r.reservation_id, name: r.name, active: true, reservation }] : [];
    });
  });

  registerEndpoint(app, endpoints.reservations.saveFavorite, async ({ caller, body }) => {
    const row = await visibleReservation(db, caller, body.reservationId);
    await saveFavorite(db, { userId: caller.user.user_id, reservationId: row.reservation_id, name: body.name.trim(), active: body.active, at: isoNow() });
    const [reservation] = await toSummaries(db, [row]);
    return { reservationId: row.reservation_id, name: body.name.trim(), active: body.active, reservation: reservation ?? null };
  });

  // A bus / large-group request goes to the groups desk (the local outbox); the simulated providers price it (issue 16).
  registerEndpoint(app, endpoints.reservations.quoteRequest, ({ caller, body }) => answerBusQuoteRequest(app, caller, body.busQuoteRequest, new Date()));
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
function followUpRequest(row: ReservationRow): ReservationRequest {
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
