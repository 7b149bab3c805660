import type {
  AddressStop, BookingHistoryEntry, CardBrand, ChosenCarService, CostAllocationCode, CostAllocationType, DriverDetails, FlightInfo,
  Passenger, PaymentStatus, ReservationDetails, ReservationRequest, ReservationResponse, ReservationState, ReservationStatus,
  ReservationSummary, ReservationType,
} from '@curbside/contracts';
import { isCancelableStatus, isEditableStatus } from '@curbside/domain';
import type { Selectable } from 'kysely';
import { isAdmin } from '../auth/roles.ts';
import type { Caller } from '../auth/session.ts';
import type { Db } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import type { ReservationTable } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import { fullName } from '../users/user-record.ts';
import { isFinalStatus } from './history.ts';

export type ReservationRow = Selectable<ReservationTable>;

/** Reservation numbers: 'CB-' and six digits from the id. */
export const RESERVATION_NUMBER_BASE = 100_000;
export const reservationNumberOf = (reservationId: number): string => `CB-${RESERVATION_NUMBER_BASE + reservationId}`;

export const statusOf = (row: Pick<ReservationRow, 'status'>): ReservationStatus => row.status as ReservationStatus;

/**
 * Who sees a reservation: the firm's admins; else the booking user, the
 * authorizing employee and the main passenger. Another firm's reservation is
 * never visible.
 */
export function canSee(caller: Caller, row: ReservationRow): boolean {
  if (row.firm_id !== caller.user.firm_id) return false;
  if (isAdmin(caller.user)) return true;
  const me = caller.user.user_id;
  return row.booking_user_id === me || row.authorizing_user_id === me || row.main_passenger_user_id === me;
}

/** The reservation as the caller may see it, else 404 (another firm's is 404 too). */
export async function findVisibleReservation(db: Db, caller: Caller, reservationId: number): Promise<ReservationRow> {
  const row = await db.kysely.selectFrom('reservations').selectAll()
    .where('reservation_id', '=', reservationId).where('firm_id', '=', caller.user.firm_id).executeTakeFirst();
  if (!row || !canSee(caller, row)) throw notFound('Reservation not found');
  return row;
}

export async function findVisibleByNumber(db: Db, caller: Caller, reservationNumber: string): Promise<ReservationRow> {
  const row = await db.kysely.selectFrom('reservations').selectAll()
    .where('reservation_number', '=', reservationNumber.trim().toUpperCase()).where('firm_id', '=', caller.user.firm_id).executeTakeFirst();
  if (!row || !canSee(caller, row)) throw notFound('Reservation not found');
  return row;
}

export function toResponse(row: ReservationRow): ReservationResponse {
  return {
    reservationId: row.reservation_id,
    reservationNumber: row.reservation_number,
    confirmationNumber: row.confirmation_number,
    reservationStatus: statusOf(row),
  };
}

export function toState(row: ReservationRow): ReservationState {
  const status = statusOf(row);
  return {
    reservationId: row.reservation_id,
    reservationStatus: status,
    reservationStatusObject: { status, created: row.status_updated_at },
    paymentStatus: row.payment_status as PaymentStatus | null,
    canEdit: isEditableStatus(status),
    canCancel: isCancelableStatus(status),
    canChangePayment: !isFinalStatus(status),
    driverDetails: fromJson<DriverDetails | null>(row.driver_details, null),
  };
}

interface Lookups {
  users: Map<number, { user_id: number; first_name: string; middle_name: string | null; last_name: string }>;
  providers: Map<number, { code: string; name: string }>;
}

async function lookups(db: Db, rows: ReservationRow[]): Promise<Lookups> {
  const userIds = [...new Set(rows.flatMap((r) => [r.booking_user_id, r.authorizing_user_id, r.updated_by_user_id].filter((id): id is number => id !== null)))];
  const providerIds = [...new Set(rows.map((r) => r.car_provider_id).filter((id): id is number => id !== null))];
  const [users, providers] = await Promise.all([
    userIds.length ? db.kysely.selectFrom('users').select(['user_id', 'first_name', 'middle_name', 'last_name']).where('user_id', 'in', userIds).execute() : [],
    providerIds.length ? db.kysely.selectFrom('car_providers').select(['car_provider_id', 'code', 'name']).where('car_provider_id', 'in', providerIds).execute() : [],
  ]);
  return {
    users: new Map(users.map((u) => [u.user_id, u])),
    providers: new Map(providers.map((p) => [p.car_provider_id, { code: p.code, name: p.name }])),
  };
}

function userRef(look: Lookups, userId: number | null) {
  if (userId === null) return null;
  const user = look.users.get(userId);
  return user ? { userId, fullName: fullName(user) } : null;
}

function summaryOf(row: ReservationRow, look: Lookups): ReservationSummary {
  const status = statusOf(row);
  return {
    reservationId: row.reservation_id,
    reservationNumber: row.reservation_number,
    confirmationNumber: row.confirmation_number,
    reservationStatus: status,
    reservationStatusObject: { status, created: row.status_updated_at },
    paymentStatus: row.payment_status as PaymentStatus | null,
    reservationType: row.reservation_type as ReservationType,
    pickupTime: row.pickup_time,
    isAsap: row.is_asap === 1,
    pickup: fromJson<AddressStop>(row.pickup, {} as AddressStop),
    dropoff: fromJson<AddressStop | null>(row.dropoff, null),
    stops: fromJson<AddressStop[]>(row.stops, []),
    passengers: fromJson<Passenger[]>(row.passengers, []),
    chosenCarService: fromJson<ChosenCarService | null>(row.chosen_car_service, null),
    carProvider: row.car_provider_id !== null ? look.providers.get(row.car_provider_id) ?? null : null,
    bookingUser: userRef(look, row.booking_user_id),
    notes: row.notes,
  };
}

export async function toSummaries(db: Db, rows: ReservationRow[]): Promise<ReservationSummary[]> {
  const look = await lookups(db, rows);
  return rows.map((row) => summaryOf(row, look));
}

export async function historyOf(db: Db, reservationId: number): Promise<BookingHistoryEntry[]> {
  const rows = await db.kysely.selectFrom('reservation_history')
    .leftJoin('users', 'users.user_id', 'reservation_history.user_id')
    .select(['reservation_history.action', 'reservation_history.description', 'reservation_history.created_at',
      'users.first_name', 'users.middle_name', 'users.last_name'])
    .where('reservation_history.reservation_id', '=', reservationId)
    .orderBy('reservation_history.created_at').orderBy('reservation_history.reservation_history_id')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    description: r.description,
    date: r.created_at,
    byUser: r.first_name !== null && r.last_name !== null ? fullName({ first_name: r.first_name, middle_name: r.middle_name, last_name: r.last_name }) : null,
  }));
}

/** GET /reservations/{id}: everything the stepper needs to load the booking (001 §4) plus its history. */
export async function toDetails(db: Db, caller: Caller, row: ReservationRow): Promise<ReservationDetails> {
  const look = await lookups(db, [row]);
  const summary = summaryOf(row, look);
  const costIds = fromJson<number[]>(row.cost_allocation_ids, []);
  const [card, codes, activities, authorizing] = await Promise.all([
    row.credit_card_id !== null
      ? db.kysely.selectFrom('credit_cards').selectAll().where('credit_card_id', '=', row.credit_card_id).executeTakeFirst()
      : undefined,
    costIds.length
      ? db.kysely.selectFrom('cost_allocation_codes').selectAll().where('cost_allocation_code_id', 'in', costIds).where('firm_id', '=', row.firm_id).execute()
      : [],
    historyOf(db, row.reservation_id),
    db.kysely.selectFrom('users').select(['user_id', 'first_name', 'middle_name', 'last_name']).where('user_id', '=', row.authorizing_user_id).executeTakeFirst(),
  ]);
  const passengers = summary.passengers;
  const passengerIds = passengers.map((p) => p.userId).filter((id): id is number => id !== null);
  const notes = passengerIds.length
    ? await db.kysely.selectFrom('user_profiles').select(['user_id', 'preferences_note']).where('user_id', 'in', passengerIds).execute()
    : [];
  const noteOf = new Map(notes.map((n) => [n.user_id, n.preferences_note]));
  const costAllocations: CostAllocationCode[] = codes.map((c) => ({
    codeValue: c.code_value, description: c.description, costAllocationCodeId: c.cost_allocation_code_id,
    costAllocationType: c.cost_allocation_type as CostAllocationType,
  }));
  return {
    ...summary,
    reservationState: toState(row),
    timeJobHours: row.time_job_hours,
    durationInMinutes: row.duration_minutes,
    distanceInKm: row.distance_km,
    exactPickupPoint: row.exact_pickup_point,
    meetAndGreet: row.meet_and_greet === 1,
    billCompany: row.bill_company === 1,
    creditCard: card ? {
      creditCardId: card.credit_card_id, brand: card.brand as CardBrand, last4: card.last4, expDate: card.exp_date,
      description: card.description, billingName: card.billing_name, billingZip: card.billing_zip,
      amexCardValidToDate: card.amex_card_valid_to_date, amexCardBalance: card.amex_card_balance,
    } : null,
    driverDetails: fromJson<DriverDetails | null>(row.driver_details, null),
    purposeOfJourneyId: row.purpose_of_journey_id,
    costAllocations,
    activities,
    adminNotes: isAdmin(caller.user) ? row.admin_notes : null,
    authorizingUser: authorizing ? { userId: authorizing.user_id, fullName: fullName(authorizing), isBlockedUser: false } : null,
    emailAddresses: fromJson<string[]>(row.email_addresses, []),
    receiptsData: [],
    updatedByUser: userRef(look, row.updated_by_user_id),
    passengerPreferenceNotes: passengers.flatMap((p, index) => {
      const note = p.userId !== null ? noteOf.get(p.userId) : null;
      return note ? [{ fullName: p.fullName, note, index, mainPassenger: p.mainPassenger }] : [];
    }),
  };
}

export const flightInfoOf = (row: ReservationRow): FlightInfo | null => fromJson<FlightInfo | null>(row.flight_info, null);
export const requestOf = (row: ReservationRow): ReservationRequest => fromJson<ReservationRequest>(row.request, {} as ReservationRequest);
