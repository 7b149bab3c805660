import type { ReservationRequest } from '@curbside/contracts';
import type { Db } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import { loadCatalog } from '../providers/providers.ts';
import type { ReservationRow } from './reservation-repository.ts';

// What an edit of a booking does (001 §4 Edit): a notes change, an update request, or cancel-and-create.

export const normalizedNotes = (notes: string | null | undefined): string | null => (notes?.trim() ? notes.trim() : null);

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
export async function needsCancelAndCreate(db: Db, row: ReservationRow, request: ReservationRequest): Promise<boolean> {
  const serviceId = request.bookingAccountServiceId ?? request.chosenCarService?.bookingAccountServiceId ?? null;
  if (serviceId !== null && serviceId !== row.booking_account_service_id) {
    const catalog = await loadCatalog(db);
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
export function onlyNotesChanged(row: ReservationRow, request: ReservationRequest): boolean {
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
