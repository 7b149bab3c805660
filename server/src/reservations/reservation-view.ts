import type {
  AddressStop, BookingHistoryEntry, ChosenCarService, CostAllocationCode, CostAllocationType, DriverDetails, FlightInfo,
  Passenger, PaymentStatus, ReservationDetails, ReservationRequest, ReservationResponse, ReservationState, ReservationStatus,
  ReservationSummary, ReservationType,
} from '@curbside/contracts';
import { isCancelableStatus, isEditableStatus } from '@curbside/domain';
import { toCreditCard } from '../cards/card-record.ts';
import { findCard } from '../cards/card-repository.ts';
import type { Executor } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import { costAllocationCodesByIds } from '../firms/firm-repository.ts';
import { fullName } from '../users/user-record.ts';
import { profilesOf } from '../users/user-repository.ts';
import { isFinalStatus } from './history.ts';
import { historyRows, providerNames, userNames, type ReservationRow } from './reservation-repository.ts';

// Reservation rows to the contract (001 §4, §7).

export const statusOf = (row: Pick<ReservationRow, 'status'>): ReservationStatus => row.status as ReservationStatus;

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

async function lookups(db: Executor, rows: ReservationRow[]): Promise<Lookups> {
  const userIds = [...new Set(rows.flatMap((r) => [r.booking_user_id, r.authorizing_user_id, r.updated_by_user_id].filter((id): id is number => id !== null)))];
  const providerIds = [...new Set(rows.map((r) => r.car_provider_id).filter((id): id is number => id !== null))];
  const [users, providers] = await Promise.all([userNames(db, userIds), providerNames(db, providerIds)]);
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

export async function toSummaries(db: Executor, rows: ReservationRow[]): Promise<ReservationSummary[]> {
  const look = await lookups(db, rows);
  return rows.map((row) => summaryOf(row, look));
}

async function historyOf(db: Executor, reservationId: number): Promise<BookingHistoryEntry[]> {
  const rows = await historyRows(db, reservationId);
  return rows.map((r) => ({
    action: r.action,
    description: r.description,
    date: r.created_at,
    byUser: r.first_name !== null && r.last_name !== null ? fullName({ first_name: r.first_name, middle_name: r.middle_name, last_name: r.last_name }) : null,
  }));
}

/** GET /reservations/{id}: everything the stepper needs to load the booking (001 §4) plus its history. */
export async function toDetails(db: Executor, row: ReservationRow, viewer: { seesAdminNotes: boolean }): Promise<ReservationDetails> {
  const look = await lookups(db, [row]);
  const summary = summaryOf(row, look);
  const costIds = fromJson<number[]>(row.cost_allocation_ids, []);
  const [card, codes, activities, [authorizing]] = await Promise.all([
    row.credit_card_id !== null ? findCard(db, row.credit_card_id) : undefined,
    costAllocationCodesByIds(db, row.firm_id, costIds),
    historyOf(db, row.reservation_id),
    userNames(db, [row.authorizing_user_id]),
  ]);
  const passengers = summary.passengers;
  const notes = await profilesOf(db, passengers.map((p) => p.userId).filter((id): id is number => id !== null));
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
    creditCard: card ? toCreditCard(card) : null,
    driverDetails: fromJson<DriverDetails | null>(row.driver_details, null),
    purposeOfJourneyId: row.purpose_of_journey_id,
    costAllocations,
    activities,
    adminNotes: viewer.seesAdminNotes ? row.admin_notes : null,
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
