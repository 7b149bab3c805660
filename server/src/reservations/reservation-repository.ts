import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import { toJson } from '../db/json-column.ts';
import type { Database, ReservationTable } from '../db/schema.ts';

// The reservations table and its history, favorites and group quote requests (001 §3, §4, §7).

export type ReservationRow = Selectable<ReservationTable>;
export type ReservationColumns = Updateable<ReservationTable>;

/** Reservation numbers: 'CB-' and six digits from the id. */
const RESERVATION_NUMBER_BASE = 100_000;
export const reservationNumberOf = (reservationId: number): string => `CB-${RESERVATION_NUMBER_BASE + reservationId}`;

/**
 * Whose reservations a list shows, as the access module decides it: the firm's, all of them
 * (viewerUserId null) or those the viewer booked, authorizes or rides in as main passenger.
 */
export interface ReservationScope {
  firmId: number;
  viewerUserId: number | null;
}

function inScope(scope: ReservationScope) {
  return (eb: ExpressionBuilder<Database, 'reservations'>) => {
    const firm = eb('reservations.firm_id', '=', scope.firmId);
    if (scope.viewerUserId === null) return firm;
    const me = scope.viewerUserId;
    return eb.and([firm, eb.or([
      eb('reservations.booking_user_id', '=', me),
      eb('reservations.authorizing_user_id', '=', me),
      eb('reservations.main_passenger_user_id', '=', me),
    ])]);
  };
}

export async function findReservation(db: Executor, firmId: number, reservationId: number): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll()
    .where('reservation_id', '=', reservationId).where('firm_id', '=', firmId).executeTakeFirst();
}

export async function findReservationByNumber(db: Executor, firmId: number, reservationNumber: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll()
    .where('reservation_number', '=', reservationNumber.trim().toUpperCase()).where('firm_id', '=', firmId).executeTakeFirst();
}

/** Development tools only (the simulated provider's decline): a reservation by number, whatever its firm. */
export async function findReservationByNumberInAnyFirm(db: Executor, reservationNumber: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('reservation_number', '=', reservationNumber.trim().toUpperCase()).executeTakeFirst();
}

/** Everything not in one of the given (final) statuses, by pickup. */
export async function openReservations(db: Executor, scope: ReservationScope, finalStatuses: readonly string[]): Promise<ReservationRow[]> {
  return db.selectFrom('reservations').selectAll().where(inScope(scope))
    .where('status', 'not in', [...finalStatuses]).orderBy('pickup_at').execute();
}

export interface HistoryFilter {
  statuses: readonly string[];
  passengerName?: string | undefined;
  bookingUserId?: number | undefined;
  authorizingUserId?: number | undefined;
  rideDateFrom?: string | undefined;
  rideDateTo?: string | undefined;
  bookingDateFrom?: string | undefined;
  bookingDateTo?: string | undefined;
  confirmationNumber?: string | undefined;
  bookingId?: string | undefined;
  carProviderCode?: string | undefined;
  countryCode?: string | undefined;
  authorizingEmployeeId?: string | undefined;
  reservationNotes?: string | undefined;
  offset: number;
  count: number;
}

const endOfDay = (text: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59.999Z` : text);
const like = (text: string): string => `%${text.trim().toLowerCase().replace(/[%_]/g, '')}%`;

/** A page of reservations with the 001 §7 history filters, newest pickup first, and the total. */
export async function reservationPage(db: Executor, scope: ReservationScope, f: HistoryFilter): Promise<{ rows: ReservationRow[]; total: number }> {
  let base = db.selectFrom('reservations').where(inScope(scope)).where('status', 'in', [...f.statuses]);
  if (f.passengerName?.trim()) base = base.where('passenger_names', 'like', like(f.passengerName));
  if (f.bookingUserId) base = base.where('booking_user_id', '=', f.bookingUserId);
  if (f.authorizingUserId) base = base.where('authorizing_user_id', '=', f.authorizingUserId);
  if (f.rideDateFrom) base = base.where('pickup_time', '>=', f.rideDateFrom);
  if (f.rideDateTo) base = base.where('pickup_time', '<=', endOfDay(f.rideDateTo));
  if (f.bookingDateFrom) base = base.where('created_at', '>=', f.bookingDateFrom);
  if (f.bookingDateTo) base = base.where('created_at', '<=', endOfDay(f.bookingDateTo));
  const confirmation = f.confirmationNumber?.trim();
  if (confirmation) base = base.where((eb) => eb(eb.fn('lower', ['confirmation_number']), 'like', like(confirmation)));
  const id = f.bookingId?.trim();
  if (id) {
    base = base.where((eb) => eb.or([
      eb(eb.fn('lower', ['reservation_number']), 'like', like(id)),
      ...(/^\d+$/.test(id) && Number(id) < 2 ** 31 ? [eb('reservation_id', '=', Number(id))] : []),
    ]));
  }
  const providerCode = f.carProviderCode?.trim().toUpperCase();
  if (providerCode) {
    base = base.where('car_provider_id', 'in', (eb) => eb.selectFrom('car_providers').select('car_provider_id').where('code', '=', providerCode));
  }
  if (f.countryCode?.trim()) base = base.where('country_code', '=', f.countryCode.trim().toUpperCase());
  const employeeId = f.authorizingEmployeeId?.trim();
  if (employeeId) {
    base = base.where('authorizing_user_id', 'in', (eb) => eb.selectFrom('users').select('user_id')
      .where('employee_id', '=', employeeId).where('firm_id', '=', scope.firmId));
  }
  const notes = f.reservationNotes?.trim();
  if (notes) base = base.where((eb) => eb(eb.fn('lower', ['notes']), 'like', like(notes)));

  const totalRow = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('pickup_at', 'desc').orderBy('reservation_id', 'desc').limit(f.count).offset(f.offset).execute();
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** Rides with a drop-off, not failed, of a passenger (main or authorizing) with pickup between two local times, latest first. */
export async function ridesOfPassengerBetween(
  db: Executor, scope: ReservationScope, passengerId: number, fromLocal: string, toLocal: string,
): Promise<ReservationRow[]> {
  return db.selectFrom('reservations').selectAll().where(inScope(scope))
    .where((eb) => eb.or([eb('main_passenger_user_id', '=', passengerId), eb('authorizing_user_id', '=', passengerId)]))
    .where('status', 'not in', ['Canceled', 'Declined', 'Error'])
    .where('dropoff', 'is not', null)
    .where('pickup_time', '>=', fromLocal)
    .where('pickup_time', '<=', toLocal)
    .orderBy('pickup_time', 'desc')
    .execute();
}

export async function reservationsByIds(db: Executor, scope: ReservationScope, ids: readonly number[]): Promise<ReservationRow[]> {
  return ids.length ? db.selectFrom('reservations').selectAll().where(inScope(scope)).where('reservation_id', 'in', [...ids]).execute() : [];
}

/** The passengers (JSON) of a user's latest bookings, newest first. */
export async function latestBookedPassengers(db: Executor, firmId: number, bookingUserId: number, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('reservations').select(['passengers', 'created_at'])
    .where('firm_id', '=', firmId).where('booking_user_id', '=', bookingUserId)
    .orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((r) => r.passengers);
}

/** Rides the simulator still moves (started, not final), by id. */
export async function simulatedOpenReservations(db: Executor, finalStatuses: readonly string[]): Promise<ReservationRow[]> {
  return db.selectFrom('reservations').selectAll()
    .where('sim_started_at', 'is not', null).where('status', 'not in', [...finalStatuses])
    .orderBy('reservation_id').execute();
}

export async function reservationById(db: Executor, reservationId: number): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('reservation_id', '=', reservationId).executeTakeFirst();
}

/** Insert a reservation; its number and the provider's confirmation number come from its id. */
export async function insertReservation(
  db: Executor,
  values: Omit<Insertable<ReservationTable>, 'reservation_id' | 'reservation_number' | 'confirmation_number'>,
  confirmationNumberFor: (reservationNumber: string) => string,
): Promise<ReservationRow> {
  const inserted = await db.insertInto('reservations').values({
    ...values,
    reservation_number: `pending-${values.created_at}-${Math.random().toString(36).slice(2)}`,
    confirmation_number: null,
  }).returning('reservation_id').executeTakeFirstOrThrow();
  const number = reservationNumberOf(inserted.reservation_id);
  return db.updateTable('reservations')
    .set({ reservation_number: number, confirmation_number: confirmationNumberFor(number) })
    .where('reservation_id', '=', inserted.reservation_id).returningAll().executeTakeFirstOrThrow();
}

export async function updateReservation(db: Executor, reservationId: number, changes: ReservationColumns): Promise<ReservationRow> {
  return db.updateTable('reservations').set(changes).where('reservation_id', '=', reservationId).returningAll().executeTakeFirstOrThrow();
}

// ---- Booking history (001 §4) ----

export async function addHistory(db: Executor, reservationId: number, action: string, description: string, userId: number | null, at: string): Promise<void> {
  await db.insertInto('reservation_history').values({ reservation_id: reservationId, action, description, user_id: userId, created_at: at }).execute();
}

/** History rows of a reservation, oldest first, with the acting user's names. */
export async function historyRows(db: Executor, reservationId: number) {
  return db.selectFrom('reservation_history')
    .leftJoin('users', 'users.user_id', 'reservation_history.user_id')
    .select(['reservation_history.action', 'reservation_history.description', 'reservation_history.created_at',
      'users.first_name', 'users.middle_name', 'users.last_name'])
    .where('reservation_history.reservation_id', '=', reservationId)
    .orderBy('reservation_history.created_at').orderBy('reservation_history.reservation_history_id')
    .execute();
}

// ---- Favorites ----

export async function activeFavorites(db: Executor, userId: number) {
  return db.selectFrom('reservation_favorites').selectAll()
    .where('user_id', '=', userId).where('active', '=', 1).orderBy('updated_at', 'desc').execute();
}

/** Create or update the user's favorite of a reservation. */
export async function saveFavorite(db: Executor, fav: { userId: number; reservationId: number; name: string; active: boolean; at: string }): Promise<void> {
  const existing = await db.selectFrom('reservation_favorites').select('reservation_favorite_id')
    .where('user_id', '=', fav.userId).where('reservation_id', '=', fav.reservationId).executeTakeFirst();
  const active = fav.active ? 1 : 0;
  if (existing) {
    await db.updateTable('reservation_favorites').set({ name: fav.name, active, updated_at: fav.at })
      .where('reservation_favorite_id', '=', existing.reservation_favorite_id).execute();
  } else {
    await db.insertInto('reservation_favorites').values({
      user_id: fav.userId, reservation_id: fav.reservationId, name: fav.name, active, updated_at: fav.at,
    }).execute();
  }
}

// ---- Group (bus) quote requests ----

/** Store a group quote request; answers its id. */
export async function insertBusQuoteRequest(db: Executor, req: { firmId: number; userId: number; payload: unknown; at: string }): Promise<number> {
  const row = await db.insertInto('bus_quote_requests').values({ firm_id: req.firmId, user_id: req.userId, payload: toJson(req.payload), created_at: req.at })
    .returning('bus_quote_request_id').executeTakeFirstOrThrow();
  return row.bus_quote_request_id;
}

// ---- Names for lists ----

export async function userNames(db: Executor, userIds: readonly number[]) {
  return userIds.length
    ? db.selectFrom('users').select(['user_id', 'first_name', 'middle_name', 'last_name']).where('user_id', 'in', [...userIds]).execute()
    : [];
}

export async function providerNames(db: Executor, providerIds: readonly number[]) {
  return providerIds.length
    ? db.selectFrom('car_providers').select(['car_provider_id', 'code', 'name']).where('car_provider_id', 'in', [...providerIds]).execute()
    : [];
}
