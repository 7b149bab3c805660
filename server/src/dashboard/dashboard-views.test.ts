import type { DashboardName, DashboardQuery, DashboardView } from '@curbside/contracts';
import { DashboardViewSchema } from '@curbside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RideInsert } from '../ride-history/history-generator.ts';
import { insertRides } from '../ride-history/ride-repository.ts';
import { api, createTestApp, createTestDatabase, signIn, type TestDatabase } from '../testing/test-app.ts';
import { dashboardView, monthsBetween } from './dashboard-views.ts';

// Each view of 001 §7 Dashboard against figures added up by hand from six rides: four of Acme in
// March and April 2026, one of Acme in May (outside the range), one of another firm. Runs on
// SQLite, and on PostgreSQL in the server suite's PostgreSQL pass.

const RANGE = { timeRangeFrom: '2026-03-01', timeRangeTo: '2026-04-30' };

let database: TestDatabase;
let acme = 0;

function ride(n: number, changes: Partial<RideInsert>): RideInsert {
  return {
    firm_id: acme, reservation_id: null, reservation_number: `CB-${n}`, confirmation_number: null, status: 'Completed',
    pickup_time: '2026-03-02T09:00:00', pickup_at: '2026-03-02T14:00:00.000Z', trip_date: '2026-03-02', trip_month: '2026-03',
    pickup_hour: 9, pickup_weekday: 1, processed_date: null, passenger_user_id: null, passenger_name: 'Ava', passenger_email: null,
    employee_id: null, booking_user_id: null, booked_by: 'Ava', car_provider_id: null, car_provider: 'Metro Black Car', vehicle_type: 'Sedan',
    pickup_address: 'A', pickup_city: 'New York', dropoff_address: 'B', dropoff_city: 'New York', state_code: 'NY', country_code: 'US',
    airport_code: null, purpose_of_journey_id: 5, purpose_of_journey: 'Client meeting', currency: 'USD', base_fare: 0, taxes: 0, gratuity: 0,
    total_cost: 0, distance_km: 10, duration_minutes: 20, co2_kg: 0, billable: 0, premium_service: 0, booked_by_agency: 0, bill_company: 0,
    card_brand: null, card_last4: null, payment_status: null, voucher_number: null, invoice_number: null, firm_invoice_id: null,
    receipt_file_id: null, created_at: '2026-03-01T00:00:00Z',
    ...changes,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db.kysely;
  const firms = await db.selectFrom('firms').select(['firm_id', 'firm_code']).execute();
  acme = firms.find((f) => f.firm_code === 'acme')?.firm_id ?? 0;
  const other = firms.find((f) => f.firm_code !== 'acme')?.firm_id ?? 0;
  const providers = await db.selectFrom('car_providers').select(['car_provider_id', 'code']).execute();
  const metro = providers.find((p) => p.code === 'MBC')?.car_provider_id ?? null;
  const green = providers.find((p) => p.code === 'GRE')?.car_provider_id ?? null;
  await insertRides(db, [
    ride(1, { car_provider_id: metro, co2_kg: 1.71, total_cost: 100, airport_code: 'JFK', billable: 1 }),
    ride(2, { car_provider_id: green, car_provider: 'GreenRide EV', co2_kg: 0.47, total_cost: 110 }),
    ride(3, {
      car_provider_id: metro, vehicle_type: 'SUV', dropoff_address: 'C', distance_km: 20, duration_minutes: 40, co2_kg: 4.32, total_cost: 200,
      pickup_hour: 18, pickup_weekday: 5, trip_date: '2026-03-06', country_code: 'GB', state_code: 'ENG', airport_code: 'LHR',
      purpose_of_journey_id: null, purpose_of_journey: null, passenger_name: 'Ben', bill_company: 1,
    }),
    ride(4, {
      car_provider_id: metro, status: 'Canceled', distance_km: null, duration_minutes: null, co2_kg: 0, total_cost: 15, pickup_hour: 7,
      pickup_weekday: 3, trip_date: '2026-04-01', trip_month: '2026-04', state_code: 'CA', purpose_of_journey_id: null, purpose_of_journey: null,
      passenger_name: 'Cy',
    }),
    ride(5, { trip_date: '2026-05-10', trip_month: '2026-05', co2_kg: 50, total_cost: 500 }),
    ride(6, { firm_id: other, co2_kg: 99, total_cost: 999 }),
  ]);
}, 60_000);
afterAll(async () => { await database.close(); });

async function view<N extends DashboardName>(name: N, query: DashboardQuery = RANGE): Promise<Extract<DashboardView, { name: N }>> {
  const answer = await dashboardView(database.db.kysely, { firmId: acme, viewerUserId: null }, name, query, 'USD', '2026-04-30');
  expect(DashboardViewSchema.parse(answer)).toEqual(answer);
  return answer as Extract<DashboardView, { name: N }>;
}
const pick = (rows: ReadonlyArray<{ key: string; label: string; rides: number; co2Kg: number }>) => rows.map((r) => [r.key, r.label, r.rides, r.co2Kg]);

describe('dashboard views against hand-computed figures (001 §7 Dashboard)', () => {
  it('summary: 4 rides, 425.00 spent, 106.25 a ride, 40 km, 6.5 kg, 3 passengers (not May, not the other firm)', async () => {
    expect(await view('summary')).toEqual({
      name: 'summary', rides: 4, totalCost: 425, averageCost: 106.25, distanceKm: 40, co2Kg: 6.5, passengers: 3, currency: 'USD',
    });
  });

  it('metrics: statuses, averages over the rides with a distance, shares of the rides', async () => {
    expect(await view('metrics')).toEqual({
      name: 'metrics', completed: 3, canceled: 1, declined: 0, averageDistanceKm: 13.3, averageDurationMinutes: 26.7, averageCo2Kg: 2.167,
      averageCost: 106.25, airportShare: 0.5, billableShare: 0.25, premiumShare: 0, directBillShare: 0.25, bookedByAgencyShare: 0, currency: 'USD',
    });
  });

  it('sustainability: CO2 per km, the electric rides, and what switching the frequent routes would have saved', async () => {
    // A->B: ride 1 only (ride 2 is electric, ride 4 canceled): 1.71 - 10 x 0.047 = 1.24; A->C: 4.32 - 20 x 0.047 = 3.38.
    expect(await view('sustainability')).toEqual({
      name: 'sustainability', rides: 4, totalCost: 425, distanceKm: 40, co2Kg: 6.5, co2PerKm: 0.1625, sustainableRides: 1, sustainableShare: 0.25,
      switchRoutes: [
        { from: 'A', to: 'B', rides: 1, distanceKm: 10, co2Kg: 1.71, sustainableCo2Kg: 0.47, savedKg: 1.24 },
        { from: 'A', to: 'C', rides: 1, distanceKm: 20, co2Kg: 4.32, sustainableCo2Kg: 0.94, savedKg: 3.38 },
      ],
      switchSavedKg: 4.62, switchSavedShare: 0.7108, currency: 'USD',
    });
  });

  it('hourly distribution and emissions by hour: all 24 hours, rides and CO2 where they were', async () => {
    for (const name of ['hourly-distribution', 'emissions-by-hour'] as const) {
      const { rows } = await view(name);
      expect(rows).toHaveLength(24);
      expect(pick(rows.filter((r) => r.rides > 0))).toEqual([['7', '07:00', 1, 0], ['9', '09:00', 2, 2.18], ['18', '18:00', 1, 4.32]]);
    }
  });

  it('emissions by weekday: seven days from Sunday and the weekday x hour cells', async () => {
    const answer = await view('emissions-by-weekday');
    expect(pick(answer.rows)).toEqual([
      ['0', 'Sunday', 0, 0], ['1', 'Monday', 2, 2.18], ['2', 'Tuesday', 0, 0], ['3', 'Wednesday', 1, 0], ['4', 'Thursday', 0, 0],
      ['5', 'Friday', 1, 4.32], ['6', 'Saturday', 0, 0],
    ]);
    expect(answer.cells).toEqual([
      { weekday: 1, hour: 9, rides: 2, co2Kg: 2.18 }, { weekday: 3, hour: 7, rides: 1, co2Kg: 0 }, { weekday: 5, hour: 18, rides: 1, co2Kg: 4.32 },
    ]);
  });

  it('emissions by month: every month of the range, empty ones too', async () => {
    expect(pick((await view('emissions-by-month')).rows)).toEqual([['2026-03', 'Mar 2026', 3, 6.5], ['2026-04', 'Apr 2026', 1, 0]]);
    expect(monthsBetween('2025-11-15', '2026-02-01').map((m) => m.label)).toEqual(['Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026']);
  });

  it('emissions by state (with its country), country (named) and purpose (the unnamed last), most CO2 first', async () => {
    expect(pick((await view('emissions-by-state')).rows)).toEqual([['GB-ENG', 'GB-ENG', 1, 4.32], ['US-NY', 'US-NY', 2, 2.18], ['US-CA', 'US-CA', 1, 0]]);
    expect(pick((await view('emissions-by-country')).rows)).toEqual([['GB', 'United Kingdom', 1, 4.32], ['US', 'United States', 3, 2.18]]);
    expect(pick((await view('emissions-by-purpose-of-journey')).rows)).toEqual([['Client meeting', 'Client meeting', 2, 2.18], ['', 'No purpose given', 2, 4.32]]);
  });

  it('top employees, services and airports: most rides first, ties by name', async () => {
    expect(pick((await view('top-employees')).rows)).toEqual([['Ava', 'Ava', 2, 2.18], ['Ben', 'Ben', 1, 4.32], ['Cy', 'Cy', 1, 0]]);
    expect((await view('rides-by-service')).rows.map((r) => [r.key, r.label, r.rides, r.totalCost])).toEqual([['Sedan', 'Sedan', 3, 225], ['SUV', 'SUV', 1, 200]]);
    expect(pick((await view('top-airports')).rows)).toEqual([['JFK', 'JFK', 1, 1.71], ['LHR', 'LHR', 1, 4.32]]);
  });

  it.each([
    { filter: 'country GB', query: { ...RANGE, country: 'GB' }, rides: 1, co2Kg: 4.32 },
    { filter: 'purpose 5', query: { ...RANGE, purpose: 5 }, rides: 2, co2Kg: 2.18 },
    { filter: 'billable', query: { ...RANGE, billable: true }, rides: 1, co2Kg: 1.71 },
    { filter: 'car provider', query: { ...RANGE, carProvider: 'GreenRide EV' }, rides: 1, co2Kg: 0.47 },
    { filter: 'one day', query: { timeRangeFrom: '2026-03-06', timeRangeTo: '2026-03-06' }, rides: 1, co2Kg: 4.32 },
    { filter: 'May only', query: { timeRangeFrom: '2026-05-01', timeRangeTo: '2026-05-31' }, rides: 1, co2Kg: 50 },
  ])('narrows by $filter', async ({ query, rides, co2Kg }) => {
    expect(await view('summary', query)).toMatchObject({ rides, co2Kg });
  });
});

describe('GET /reports/dashboard/{name}', () => {
  it('answers a reporter the firm\'s figures, refuses a bad range and an employee', async () => {
    const app = await createTestApp({}, undefined, { database });
    try {
      const [rita, ava] = await Promise.all([signIn(app, 'rita.reporter@acme.example'), signIn(app, 'ava.employee@acme.example')]);
      const ok = await api(app, 'GET', '/reports/dashboard/summary?timeRangeFrom=2026-03-01&timeRangeTo=2026-04-30&country=0', { headers: rita });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ name: 'summary', rides: 4, co2Kg: 6.5 });
      const backwards = await api(app, 'GET', '/reports/dashboard/summary?timeRangeFrom=2026-04-30&timeRangeTo=2026-03-01', { headers: rita });
      expect(backwards.statusCode).toBe(400);
      expect((await api(app, 'GET', '/reports/dashboard/nothing', { headers: rita })).statusCode).toBe(400);
      expect((await api(app, 'GET', '/reports/dashboard/summary', { headers: ava })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  }, 60_000);
});
