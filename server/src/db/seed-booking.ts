import type { ChosenCarService, Passenger, PurposeOfJourney, ReservationRequest, ReservationStatus, VehicleType } from '@curbside/contracts';
import type { Kysely } from 'kysely';
import { formatInZone, zonedTimeToInstant } from '../places/timezone.ts';
import { coverageOf } from '../coverage/provider-coverage.ts';
import { CAR_PROVIDERS, VEHICLE_LABELS, vehicleSeats, type RateCard } from '../providers/catalog.ts';
import { measureTrip, priceQuote } from '../providers/quote-engine.ts';
import { addressStopAt } from '../reservations/address.ts';
import { HISTORY_ACTION } from '../reservations/history.ts';
import { reservationNumberOf } from '../reservations/reservation-repository.ts';
import { RIDE_TIMELINE, driverFor } from '../providers/ride-simulator.ts';
import { confirmationNumberFor } from '../providers/confirmation-number.ts';
import { flag, fromJson, toJson } from './json-column.ts';
import type { Database } from './schema.ts';

/**
 * Booking data of the demo (001): the six simulated car providers with their
 * service areas and vehicles (Skyline Executive preferred for Acme), and past
 * rides of ava and ben for the history tab, plus one upcoming ride of ava's.
 * Called once from seed(), inside its transaction, after seedAccount().
 */

interface SeedRide {
  booker: string;
  employee: string;
  from: string;
  to: string;
  /** Days from today (negative: past). */
  day: number;
  time: string;
  provider: string;
  vehicle: VehicleType;
  status: ReservationStatus;
  purpose: string;
  notes?: string;
  billCompany?: boolean;
}

const RIDES: SeedRide[] = [
  { booker: 'ava.employee@acme.example', employee: 'ava.employee@acme.example', from: 'curb:gz:acme-hq', to: 'curb:airport:JFK', day: -3, time: '16:30', provider: 'SKX', vehicle: 'Executive', status: 'Completed', purpose: 'AIRPORT' },
  { booker: 'ava.employee@acme.example', employee: 'ava.employee@acme.example', from: 'curb:airport:LGA', to: 'curb:gz:acme-hq', day: -9, time: '09:15', provider: 'MBC', vehicle: 'Sedan', status: 'Completed', purpose: 'AIRPORT', notes: 'Flight lands at terminal B' },
  { booker: 'ava.employee@acme.example', employee: 'ava.employee@acme.example', from: 'curb:gz:acme-hq', to: 'curb:gz:carnegie-hall', day: -16, time: '13:00', provider: 'GRE', vehicle: 'Sedan', status: 'Canceled', purpose: 'CLIENT' },
  { booker: 'ben.booker@acme.example', employee: 'ava.employee@acme.example', from: 'curb:gz:grand-central-terminal', to: 'curb:gz:acme-hq', day: -6, time: '08:45', provider: 'UCH', vehicle: 'SUV', status: 'Completed', purpose: 'CLIENT', billCompany: true },
  { booker: 'ben.booker@acme.example', employee: 'ben.booker@acme.example', from: 'curb:gz:acme-hq', to: 'curb:gz:the-plaza-hotel', day: -12, time: '18:20', provider: 'MBC', vehicle: 'Sedan', status: 'Completed', purpose: 'CLIENT', notes: 'Client dinner' },
  { booker: 'ben.booker@acme.example', employee: 'ben.booker@acme.example', from: 'curb:gz:acme-hq', to: 'curb:airport:EWR', day: -30, time: '06:10', provider: 'HBL', vehicle: 'SUV', status: 'Completed', purpose: 'AIRPORT' },
  { booker: 'ava.employee@acme.example', employee: 'ava.employee@acme.example', from: 'curb:gz:acme-hq', to: 'curb:airport:JFK', day: 7, time: '15:00', provider: 'SKX', vehicle: 'Executive', status: 'Accepted', purpose: 'AIRPORT' },
];

const TZ = 'America/New_York';

export async function seedBooking(db: Kysely<Database>): Promise<void> {
  // ---- Providers, areas, services ----
  const providerIds = new Map<string, number>();
  const serviceIds = new Map<string, number>();
  const firms = await db.selectFrom('firms').select(['firm_id', 'firm_code', 'purposes_of_journey']).execute();
  for (const provider of CAR_PROVIDERS) {
    const inserted = await db.insertInto('car_providers').values({
      code: provider.code, name: provider.name, phone_number: provider.phoneNumber, phone_country_code: provider.phoneCountryCode,
      logo: null, is_sustainable: flag(provider.isSustainable), is_diverse: flag(provider.isDiverse),
      confirmation_prefix: provider.confirmationPrefix, quote_delay_ms: provider.quoteDelayMs,
      rate_card: toJson(provider.rateCard), coverage: toJson(coverageOf(provider.areas)),
    }).returning('car_provider_id').executeTakeFirstOrThrow();
    providerIds.set(provider.code, inserted.car_provider_id);
    for (const area of provider.areas) {
      await db.insertInto('car_provider_areas').values({
        car_provider_id: inserted.car_provider_id, name: area.name, country_code: area.countryCode,
        state_code: area.stateCode ?? null, city: area.city ?? null,
      }).execute();
    }
    for (const vehicle of provider.vehicles) {
      const service = await db.insertInto('booking_account_services').values({
        car_provider_id: inserted.car_provider_id, vehicle_type: vehicle, name: `${provider.name} ${VEHICLE_LABELS[vehicle]}`,
        capacity: vehicleSeats(vehicle),
      }).returning('booking_account_service_id').executeTakeFirstOrThrow();
      serviceIds.set(`${provider.code}/${vehicle}`, service.booking_account_service_id);
    }
    for (const firmCode of provider.preferredFor) {
      const firm = firms.find((f) => f.firm_code === firmCode);
      if (firm) await db.insertInto('firm_preferred_providers').values({ firm_id: firm.firm_id, car_provider_id: inserted.car_provider_id }).execute();
    }
  }

  // ---- Rides of ava and ben ----
  const users = await db.selectFrom('users').selectAll().where('login_id', 'in', [...new Set(RIDES.flatMap((r) => [r.booker, r.employee]))]).execute();
  const now = new Date();
  const today = formatInZone(now, TZ).slice(0, 10);
  for (const ride of RIDES) {
    const booker = users.find((u) => u.login_id === ride.booker);
    const employee = users.find((u) => u.login_id === ride.employee);
    const firm = firms.find((f) => f.firm_id === employee?.firm_id);
    const serviceId = serviceIds.get(`${ride.provider}/${ride.vehicle}`);
    const provider = CAR_PROVIDERS.find((p) => p.code === ride.provider);
    if (!booker || !employee || !firm || serviceId === undefined || !provider) throw new Error(`seed-booking: bad ride ${JSON.stringify(ride)}`);
    const [h, m] = ride.time.split(':').map(Number) as [number, number];
    const day = new Date(Date.parse(`${today}T12:00:00Z`) + ride.day * 86_400_000).toISOString().slice(0, 10);
    const pickupAt = zonedTimeToInstant(day, h * 60 + m, TZ);
    const bookedAt = new Date(pickupAt.getTime() - 2 * 86_400_000 - 3_600_000);
    const purpose = fromJson<PurposeOfJourney[]>(firm.purposes_of_journey, []).find((p) => p.code === ride.purpose);
    const card = ride.billCompany ? undefined : await db.selectFrom('credit_cards').select('credit_card_id')
      .where('user_id', '=', employee.user_id).where('status', '=', 'active').orderBy('is_default', 'desc').executeTakeFirst();
    const passenger: Passenger = {
      userId: employee.user_id, employeeId: employee.employee_id, fullName: `${employee.first_name} ${employee.last_name}`,
      email: employee.login_id, mobilePhone: null, workPhone: null, countryCode: 'US', mainPassenger: true, isPackage: false, preferredContactMethod: 'Email',
    };
    const phones = await db.selectFrom('user_phones').selectAll().where('user_id', '=', employee.user_id).execute();
    passenger.mobilePhone = phones.find((p) => p.type === 'Mobile')?.phone ?? null;
    passenger.workPhone = phones.find((p) => p.type === 'Work')?.phone ?? null;
    const origin = addressStopAt(ride.from, 'pickup', { now: pickupAt });
    const destination = addressStopAt(ride.to, 'dropoff', { now: pickupAt });
    const request: ReservationRequest = {
      origin, destination, dateTime: `${day}T${ride.time}:00`, meetAndGreet: false, isAsap: false, cost: null, preferedContactMethod: 'Email',
      exactPickupPoint: origin.addressType === 'AIRPORT' ? 'Arrivals - Curbside' : 'Front door',
      supplierRefQuoteId: null, bookieQuoteId: null, bookingAccountServiceId: serviceId, purposeOfJourneyId: purpose?.firmPurposeOfJourneyId ?? null,
      timeJobHours: null, creditCardId: card?.credit_card_id ?? null, reservationStops: [], authorizingUserId: employee.user_id,
      reservationPassengers: [passenger], specialAccommodations: null, emailAddresses: [], reservationType: 'regular', durationInMinutes: null,
      costAllocationsIds: [], reservationId: null, chosenCarService: null, notes: ride.notes ?? null, flightInfo: null, billCompany: ride.billCompany ?? false,
      distanceInKm: null, pageViewGuid: null, actionOriginDetails: null, specialAccommodationsGuid: null,
    };
    const rateCard: RateCard = provider.rateCard;
    const quote = priceQuote({ firmId: firm.firm_id, bookingAccountServiceId: serviceId, providerCode: provider.code, vehicleType: ride.vehicle, rateCard, request });
    const trip = measureTrip(request, rateCard.minimumHours);
    const chosen: ChosenCarService = {
      name: provider.name, vehicleType: ride.vehicle, bookingAccountServiceId: serviceId, supplierRefQuoteId: quote.supplierRefQuoteId,
      bookieQuoteId: quote.bookieQuoteId, quoteId: quote.quoteId, specialAccommodationsGuid: null, carProviderPhoneNumber: provider.phoneNumber,
      carProviderPhoneCountryCode: provider.phoneCountryCode, numOfPassengers: vehicleSeats(ride.vehicle), inclusiveness: quote.inclusiveness,
      userCost: quote.userCost, paymentCost: quote.paymentCost, userQuoteLevel: quote.quoteType, minUserCost: quote.minUserCost,
      maxUserCost: quote.maxUserCost, minPaymentCost: null, maxPaymentCost: null, isPreferred: provider.preferredFor.includes(firm.firm_code),
      isSustainable: provider.isSustainable, isDiverse: provider.isDiverse, isFilteredOut: false,
    };
    const finishedAt = ride.status === 'Canceled' ? new Date(bookedAt.getTime() + 86_400_000) : new Date(pickupAt.getTime() + trip.durationMinutes * 60_000);
    const inserted = await db.insertInto('reservations').values({
      reservation_number: `seed-${ride.from}-${ride.day}`, firm_id: firm.firm_id, booking_user_id: booker.user_id, authorizing_user_id: employee.user_id,
      main_passenger_user_id: employee.user_id, updated_by_user_id: booker.user_id, booking_account_service_id: serviceId,
      car_provider_id: providerIds.get(provider.code) ?? null, confirmation_number: null, status: ride.status,
      status_updated_at: (ride.status === 'Accepted' ? bookedAt : finishedAt).toISOString(), payment_status: null, reservation_type: 'regular',
      pickup_time: `${day}T${ride.time}:00`, pickup_at: pickupAt.toISOString(), pickup_timezone: TZ, is_asap: 0, time_job_hours: null,
      duration_minutes: trip.durationMinutes, distance_km: trip.distanceKm, pickup: toJson(origin), dropoff: toJson(destination), stops: toJson([]),
      exact_pickup_point: request.exactPickupPoint, meet_and_greet: 0, bill_company: flag(request.billCompany), credit_card_id: request.creditCardId,
      chosen_car_service: toJson(chosen), quote_id: quote.quoteId, purpose_of_journey_id: request.purposeOfJourneyId, cost_allocation_ids: toJson([]),
      notes: request.notes, admin_notes: null, passengers: toJson([passenger]), passenger_names: passenger.fullName.toLowerCase(),
      email_addresses: toJson([]), preferred_contact_method: 'Email', flight_info: null, special_accommodations: null,
      driver_details: ride.status === 'Completed' ? 'pending' : null, country_code: 'US', request: toJson(request), sim_started_at: null,
      created_at: bookedAt.toISOString(), updated_at: finishedAt.toISOString(),
    }).returning('reservation_id').executeTakeFirstOrThrow();
    const number = reservationNumberOf(inserted.reservation_id);
    await db.updateTable('reservations').set({
      reservation_number: number,
      confirmation_number: confirmationNumberFor(provider.confirmationPrefix, number),
      driver_details: ride.status === 'Completed' ? toJson(driverFor(number)) : null,
    }).where('reservation_id', '=', inserted.reservation_id).execute();

    const history = async (action: string, description: string, userId: number | null, at: Date) => {
      await db.insertInto('reservation_history').values({ reservation_id: inserted.reservation_id, action, description, user_id: userId, created_at: at.toISOString() }).execute();
    };
    await history(HISTORY_ACTION.created, number, booker.user_id, bookedAt);
    await history(HISTORY_ACTION.statusUpdate, 'Accepted', null, new Date(bookedAt.getTime() + 5_000));
    if (ride.status === 'Canceled') {
      await history(HISTORY_ACTION.cancelRequest, number, booker.user_id, finishedAt);
      await history(HISTORY_ACTION.statusUpdate, 'Canceled', null, finishedAt);
    } else if (ride.status === 'Completed') {
      // The ride's day, in minutes from pickup: the simulator's steps after Accepted.
      const offsets: Partial<Record<ReservationStatus, number>> = { Searching: -25, Assigned: -18, Dispatched: -12, OnScene: -2, InProgress: 1 };
      for (const step of RIDE_TIMELINE.slice(1)) {
        const at = step.status === 'Completed' ? finishedAt : new Date(pickupAt.getTime() + (offsets[step.status] ?? 0) * 60_000);
        await history(HISTORY_ACTION.statusUpdate, step.status, null, at);
      }
    }
  }
}
