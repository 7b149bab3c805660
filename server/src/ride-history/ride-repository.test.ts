import { describe, expect, it } from 'vitest';
import { createDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { RideInsert } from './history-generator.ts';
import { findRide, ridePage, rideRoutes, rideSums, rideSumsBy } from './ride-repository.ts';

/** Four rides of firm 1 and one of firm 2, figures small enough to add up by hand. */
function ride(n: number, changes: Partial<RideInsert>): RideInsert {
  return {
    firm_id: 1, reservation_id: null, reservation_number: `CB-${n}`, confirmation_number: `C-${n}`, status: 'Completed',
    pickup_time: '2026-03-02T09:00:00', pickup_at: '2026-03-02T14:00:00.000Z', trip_date: '2026-03-02', trip_month: '2026-03',
    pickup_hour: 9, pickup_weekday: 1, processed_date: '2026-03-03', passenger_user_id: null, passenger_name: `P ${n}`,
    passenger_email: null, employee_id: null, booking_user_id: null, booked_by: 'P', car_provider_id: null, car_provider: 'Metro',
    vehicle_type: 'Sedan', pickup_address: 'A', pickup_city: 'X', dropoff_address: 'B', dropoff_city: 'X', state_code: 'NY',
    country_code: 'US', airport_code: null, purpose_of_journey_id: null, purpose_of_journey: null, currency: 'USD',
    base_fare: 0, taxes: 0, gratuity: 0, total_cost: 0, distance_km: 10, duration_minutes: 20, co2_kg: 1.5, billable: 0,
    premium_service: 0, booked_by_agency: 0, bill_company: 0, card_brand: null, card_last4: null, payment_status: null,
    voucher_number: null, invoice_number: `R-${n}`, firm_invoice_id: null, receipt_file_id: null, created_at: '2026-03-01T00:00:00Z',
    ...changes,
  };
}

const FIXTURE: RideInsert[] = [
  ride(1, { total_cost: 100.1, cost_center: 'CC-1', distance_km: 10, co2_kg: 1.71 }),
  ride(2, { total_cost: 50.2, cost_center: 'CC-1', distance_km: 5.5, co2_kg: 0.94, dropoff_address: 'C' }),
  ride(3, { total_cost: 320, cost_center: 'CC-2', distance_km: 40, co2_kg: 6.84, passenger_user_id: 9 }),
  ride(4, { total_cost: 0, cost_center: null, status: 'Canceled', distance_km: null, co2_kg: 0, trip_date: '2026-03-09' }),
  ride(5, { firm_id: 2, total_cost: 999, cost_center: 'CC-1' }),
];

async function fixtureDb() {
  const db = createDb({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
  await db.kysely.insertInto('firms').values([1, 2].map((id) => ({
    firm_id: id, firm_code: `f${id}`, name: `F${id}`, is_trial: 0, is_self_onboarding: 0, logo: null, support_message: null,
    billing_system: 'FN', login_type: 'otp', amex_account_id: null, amex_limit_amount: null, preferences: '{}', cost_allocations: '[]',
    purposes_of_journey: '[]', notification_options: '[]', report_filters: '[]', light_theme_override: null,
  }))).execute();
  await db.kysely.insertInto('rides').values(FIXTURE).execute();
  return db;
}

describe('ride history aggregations against hand-computed figures', () => {
  const firm = { firmId: 1, viewerUserId: null };

  it('sums the firm\'s rides only', async () => {
    const db = await fixtureDb();
    expect(await rideSums(db.kysely, firm, {})).toEqual({ rides: 4, totalCost: 470.3, distanceKm: 55.5, durationMinutes: 80, co2Kg: 9.49 });
    expect(await rideSums(db.kysely, { firmId: 1, viewerUserId: 9 }, {})).toMatchObject({ rides: 1, totalCost: 320 });
    expect(await rideSums(db.kysely, firm, { totalCostAbove: 300 })).toMatchObject({ rides: 1, totalCost: 320 });
    expect(await rideSums(db.kysely, firm, { statuses: ['Completed'], tripDateTo: '2026-03-08' })).toMatchObject({ rides: 3 });
    await db.kysely.destroy();
  });

  it('groups by a cost allocation, the unallocated rides in a group of their own, largest spend first', async () => {
    const db = await fixtureDb();
    const groups = await rideSumsBy(db.kysely, firm, {}, 'cost_center');
    expect(groups.map((g) => [g.group, g.rides, g.totalCost, g.distanceKm])).toEqual([
      ['CC-2', 1, 320, 40], ['CC-1', 2, 150.3, 15.5], [null, 1, 0, 0],
    ]);
    expect(await rideSumsBy(db.kysely, firm, { allocations: { cost_center: ['CC-1'] } }, 'pickup_weekday')).toEqual([
      { group: 1, rides: 2, totalCost: 150.3, distanceKm: 15.5, durationMinutes: 40, co2Kg: 2.65 },
    ]);
    await db.kysely.destroy();
  });

  it('counts routes, most rides first, and finds a receipt within the scope only', async () => {
    const db = await fixtureDb();
    const routes = await rideRoutes(db.kysely, firm, {}, 10);
    expect(routes.map((r) => [r.from, r.to, r.rides, r.totalCost])).toEqual([['A', 'B', 3, 420.1], ['A', 'C', 1, 50.2]]);
    expect((await findRide(db.kysely, firm, { invoiceNumber: 'R-3' }))?.reservation_number).toBe('CB-3');
    expect(await findRide(db.kysely, firm, { invoiceNumber: 'R-5' })).toBeUndefined();
    expect(await findRide(db.kysely, { firmId: 1, viewerUserId: 9 }, { invoiceNumber: 'R-1' })).toBeUndefined();
    const sorted = await ridePage(db.kysely, firm, {}, { column: 'distance_km', direction: 'asc' }, 0, 10);
    expect(sorted.map((r) => r.reservation_number)).toEqual(['CB-2', 'CB-1', 'CB-3', 'CB-4']);
    await db.kysely.destroy();
  });
});
