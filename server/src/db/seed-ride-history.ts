import { COST_ALLOCATION_TYPES, type FirmCostAllocation, type PurposeOfJourney, type VehicleType } from '@curbside/contracts';
import { FINAL_RESERVATION_STATUSES } from '@curbside/domain';
import type { RateCard } from '../providers/catalog.ts';
import { HISTORY_FIRMS } from '../ride-history/history-firms.ts';
import {
  HistoryNumbers, generateRideHistory, type HistoryCatalogProvider, type HistoryClock, type RideInsert,
} from '../ride-history/history-generator.ts';
import { recordFinishedRide } from '../ride-history/ride-record.ts';
import { insertRides } from '../ride-history/ride-repository.ts';
import { seedOutstandingCharges } from '../outstanding/outstanding-seed.ts';
import type { Executor } from './connection.ts';
import { fromJson } from './json-column.ts';

/** The seed number of the demo history: the same number and clock give the same rides. */
export const HISTORY_SEED = 13;

/** A year back from today and five days ahead (issue 13). */
export const historyClock = (now: Date): HistoryClock => ({ now, daysBack: 365, daysAhead: 5 });

/**
 * The seeded ride history of every demo firm (HISTORY_FIRMS), generated from the seed number
 * and written with multi-row inserts inside the caller's transaction. Returns the rides written.
 */
export async function seedRideHistory(db: Executor, options: { seed: number; now: Date }): Promise<RideInsert[]> {
  const firms = await db.selectFrom('firms').selectAll().orderBy('firm_id').execute();
  const users = await db.selectFrom('users').select(['user_id', 'firm_id', 'login_id', 'first_name', 'last_name', 'employee_id', 'user_role'])
    .orderBy('user_id').execute();
  const cards = await db.selectFrom('credit_cards').select(['user_id', 'brand', 'last4', 'is_default'])
    .where('user_id', 'is not', null).orderBy('is_default', 'desc').orderBy('credit_card_id').execute();
  const providers = await db.selectFrom('car_providers').selectAll().orderBy('car_provider_id').execute();
  const services = await db.selectFrom('booking_account_services').select(['car_provider_id', 'vehicle_type']).orderBy('booking_account_service_id').execute();
  const catalog: HistoryCatalogProvider[] = providers.map((p) => ({
    carProviderId: p.car_provider_id, code: p.code, name: p.name, prefix: p.confirmation_prefix, sustainable: p.is_sustainable === 1,
    vehicles: services.filter((s) => s.car_provider_id === p.car_provider_id).map((s) => s.vehicle_type as VehicleType),
    rateCard: fromJson<RateCard>(p.rate_card, {} as RateCard),
  }));

  const numbers = new HistoryNumbers();
  const clock = historyClock(options.now);
  const written: RideInsert[] = [];
  for (const firm of firms) {
    const profile = HISTORY_FIRMS[firm.firm_code];
    if (!profile) continue;
    const allocations = fromJson<FirmCostAllocation[]>(firm.cost_allocations, []);
    const purposes = fromJson<PurposeOfJourney[]>(firm.purposes_of_journey, []);
    const preferences = fromJson<{ allowDirectBill?: boolean }>(firm.preferences, {});
    const firmUsers = users.filter((u) => u.firm_id === firm.firm_id && u.user_role !== 'MARSHAL');
    const booker = profile.bookerLogin ? firmUsers.find((u) => u.login_id === profile.bookerLogin) : undefined;
    const rides = generateRideHistory({
      firmId: firm.firm_id, firmCode: firm.firm_code, firmName: firm.name, currency: profile.currency, ridesPerYear: profile.ridesPerYear,
      employeePrefix: profile.employeePrefix, emailDomain: profile.emailDomain, feedEmployees: profile.feedEmployees, cities: profile.cities,
      allocationTypes: profile.everyAllocationType ? COST_ALLOCATION_TYPES : allocations.map((a) => a.costAllocationType),
      codes: Object.fromEntries(allocations.map((a) => [a.costAllocationType, a.initialCodes.map((c) => c.codeValue)])),
      purposes: purposes.map((p) => ({ id: p.firmPurposeOfJourneyId, code: p.code, displayName: p.displayName })),
      allowDirectBill: preferences.allowDirectBill === true || firm.billing_system === 'FN',
      booker: booker ? { userId: booker.user_id, name: `${booker.first_name} ${booker.last_name}` } : null,
      users: firmUsers.map((u) => {
        const card = cards.find((c) => c.user_id === u.user_id);
        return {
          userId: u.user_id, name: `${u.first_name} ${u.last_name}`, email: u.login_id, employeeId: u.employee_id,
          card: card ? { brand: card.brand, last4: card.last4 } : null,
        };
      }),
    }, catalog, clock, options.seed, numbers);
    await insertRides(db, rides);
    written.push(...rides);
  }
  // The demo's own finished bookings (seed-booking.ts) join the history as every booked ride does.
  const finished = await db.selectFrom('reservations').selectAll().where('status', 'in', [...FINAL_RESERVATION_STATUSES]).orderBy('reservation_id').execute();
  for (const row of finished) await recordFinishedRide(db, row);
  await seedOutstandingCharges(db, options.now);
  return written;
}
