import type { AddressStop, ChosenCarService, Passenger, PurposeOfJourney, VehicleType } from '@curbside/contracts';
import { FINAL_RESERVATION_STATUSES, rideCo2Kg } from '@curbside/domain';
import { findCard } from '../cards/card-repository.ts';
import type { Executor } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import { allocationColumnOf } from '../db/ride-columns.ts';
import { costAllocationCodesByIds, findFirmById } from '../firms/firm-repository.ts';
import type { ReservationRow } from '../reservations/reservation-repository.ts';
import { findUserById } from '../users/user-repository.ts';
import { HISTORY_FIRMS } from './history-firms.ts';
import { TAX_RATE, type RideInsert } from './history-generator.ts';
import { insertRide } from './ride-repository.ts';

/**
 * A reservation booked in the product joins the ride history once it reaches a final status
 * (Completed, Canceled, Declined, Error: issue 13), with the same facts as a seeded ride, so
 * reports, receipts, the dashboard and invoices read one table. Once per reservation.
 */
export async function recordFinishedRide(db: Executor, row: ReservationRow): Promise<void> {
  if (!FINAL_RESERVATION_STATUSES.some((status) => status === row.status)) return;
  const ride = await rideOfReservation(db, row);
  if (ride) await insertRide(db, ride);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Where a stop is, as the history names it. */
function placeOf(stop: AddressStop | null) {
  const place = stop?.place;
  const name = place?.displayName ?? place?.name ?? null;
  const address = place?.address ?? '';
  return {
    address: name && !address.startsWith(name) ? `${name}, ${address}` : address || name || '',
    city: place?.city ?? '',
    stateCode: place?.stateCode ?? null,
    countryCode: place?.countryCode ?? null,
    iata: place?.iataCode ?? null,
  };
}

async function rideOfReservation(db: Executor, row: ReservationRow): Promise<RideInsert | null> {
  const firm = await findFirmById(db, row.firm_id);
  if (!firm) return null;
  const chosen = fromJson<ChosenCarService | null>(row.chosen_car_service, null);
  const passengers = fromJson<Passenger[]>(row.passengers, []);
  const passenger = passengers.find((p) => p.mainPassenger) ?? passengers[0];
  const booker = await findUserById(db, row.booking_user_id);
  const card = row.credit_card_id ? await findCard(db, row.credit_card_id) : undefined;
  const purpose = fromJson<PurposeOfJourney[]>(firm.purposes_of_journey, []).find((p) => p.firmPurposeOfJourneyId === row.purpose_of_journey_id);
  const codes = await costAllocationCodesByIds(db, firm.firm_id, fromJson<number[]>(row.cost_allocation_ids, []));
  const from = placeOf(fromJson<AddressStop | null>(row.pickup, null));
  const to = placeOf(fromJson<AddressStop | null>(row.dropoff, null));
  const countryCode = (row.country_code ?? from.countryCode ?? 'US').toUpperCase();

  const completed = row.status === 'Completed';
  const total = completed ? round2(chosen?.userCost?.amount ?? 0) : 0;
  const baseFare = round2(total / (1 + (TAX_RATE[countryCode] ?? 0)));
  const vehicleType = (chosen?.vehicleType ?? 'Sedan') as VehicleType;
  const distanceKm = completed ? row.distance_km : null;
  const day = row.pickup_time.slice(0, 10);
  const month = day.slice(0, 7);
  const finished = row.status_updated_at.slice(0, 10);
  const allocations: Partial<RideInsert> = {};
  for (const code of codes) {
    const type = code.cost_allocation_type as Parameters<typeof allocationColumnOf>[0];
    allocations[allocationColumnOf(type)] = code.code_value;
  }
  return {
    firm_id: firm.firm_id,
    reservation_id: row.reservation_id,
    reservation_number: row.reservation_number,
    confirmation_number: row.confirmation_number,
    status: row.status,
    pickup_time: row.pickup_time,
    pickup_at: row.pickup_at,
    trip_date: day,
    trip_month: month,
    pickup_hour: Number(row.pickup_time.slice(11, 13)),
    pickup_weekday: new Date(`${day}T00:00:00Z`).getUTCDay(),
    processed_date: completed ? finished : null,
    passenger_user_id: passenger?.userId ?? row.main_passenger_user_id,
    passenger_name: passenger?.fullName ?? '',
    passenger_email: passenger?.email ?? null,
    employee_id: passenger?.employeeId ?? null,
    booking_user_id: row.booking_user_id,
    booked_by: booker ? `${booker.first_name} ${booker.last_name}` : '',
    car_provider_id: row.car_provider_id,
    car_provider: chosen?.name ?? '',
    vehicle_type: vehicleType,
    pickup_address: from.address,
    pickup_city: from.city,
    dropoff_address: to.address,
    dropoff_city: to.city,
    state_code: from.stateCode,
    country_code: countryCode,
    airport_code: from.iata ?? to.iata,
    purpose_of_journey_id: purpose?.firmPurposeOfJourneyId ?? null,
    purpose_of_journey: purpose?.displayName ?? null,
    ...allocations,
    currency: HISTORY_FIRMS[firm.firm_code]?.currency ?? chosen?.userCost?.currency ?? 'USD',
    base_fare: baseFare,
    taxes: round2(total - baseFare),
    gratuity: 0,
    total_cost: total,
    distance_km: distanceKm,
    duration_minutes: completed ? row.duration_minutes : null,
    // Issue 12: the figure the booking was quoted and stored with; computed alike for an older row.
    co2_kg: completed && distanceKm ? (row.co2_kg ?? rideCo2Kg(vehicleType, distanceKm, chosen?.isSustainable ?? false)) : 0,
    billable: 0,
    premium_service: ['Executive', 'Luxury', 'ExecutiveMinivan', 'LargeSUV'].includes(vehicleType) ? 1 : 0,
    booked_by_agency: 0,
    bill_company: row.bill_company,
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    payment_status: row.payment_status,
    voucher_number: null,
    invoice_number: completed ? `R${month.replace('-', '')}-${row.reservation_number}` : null,
    firm_invoice_id: null,
    receipt_file_id: completed ? `rcpt-${firm.firm_code}-${row.reservation_number}` : null,
    created_at: row.created_at,
  };
}
