import { COST_ALLOCATION_TYPES } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { HISTORY_FIRMS } from '../ride-history/history-firms.ts';
import { HistoryNumbers, generateRideHistory, type HistoryCatalogProvider, type HistoryFirmInput } from '../ride-history/history-generator.ts';
import { createDb } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed.ts';

const CLOCK = { now: new Date('2026-06-15T15:00:00Z'), daysBack: 365, daysAhead: 5 };
const profile = HISTORY_FIRMS.globex!;
const FIRM: HistoryFirmInput = {
  firmId: 7, firmCode: 'globex', firmName: 'Globex', currency: 'USD', ridesPerYear: profile.ridesPerYear, employeePrefix: 'GBX',
  emailDomain: 'globex.example', feedEmployees: 20, cities: profile.cities, allocationTypes: COST_ALLOCATION_TYPES,
  codes: { 'Cost Center': ['GX-01', 'GX-02'] }, purposes: [], allowDirectBill: false, booker: null,
  users: [{ userId: 3, name: 'Gail Employee', email: 'gail.employee@globex.example', employeeId: 'GBX-3001', card: { brand: 'VISA', last4: '4242' } }],
};
const CATALOG: HistoryCatalogProvider[] = [{
  carProviderId: 1, code: 'MBC', name: 'Metro Black Car', prefix: 'MBC', vehicles: ['Sedan', 'SUV', 'Executive'], sustainable: false,
  rateCard: {
    baseFare: 12, perKm: 2.1, perMinute: 0.55, minimumFare: 35, hourlyRate: 75, minimumHours: 2, quoteType: 'oneCost',
    inclusiveness: 'FullyInclusive', rangeSpread: 0.1, nightSurcharge: 1.2, peakSurcharge: 1.1, metered: false,
  },
}];
const history = (seedNumber: number) => generateRideHistory(FIRM, CATALOG, CLOCK, seedNumber, new HistoryNumbers());

describe('seeded ride history (issue 13)', () => {
  it('is the same for the same seed number and clock, and another for another seed', () => {
    const first = history(13);
    expect(history(13)).toEqual(first);
    expect(history(14)).not.toEqual(first);
  });

  it('follows the working week and day, ends a few days ahead with rides not yet driven', () => {
    const rides = history(13);
    const byWeekday = [0, 1, 2, 3, 4, 5, 6].map((d) => rides.filter((r) => r.pickup_weekday === d).length);
    expect(Math.min(...byWeekday.slice(1, 6))).toBeGreaterThan(2 * Math.max(byWeekday[0]!, byWeekday[6]!));
    const at = (h: number) => rides.filter((r) => r.pickup_hour === h).length;
    expect(at(8)).toBeGreaterThan(5 * at(3));
    const future = rides.filter((r) => r.pickup_at > CLOCK.now.toISOString());
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((r) => r.status === 'Accepted' && r.processed_date === null && r.invoice_number === null)).toBe(true);
    expect(rides.every((r) => r.trip_date >= '2025-06-15' && r.trip_date <= '2026-06-20')).toBe(true);
    expect(new Set(rides.map((r) => r.country_code))).toEqual(new Set(['US', 'GB', 'CA']));
  });

  it('prices, measures and numbers each completed ride', () => {
    for (const ride of history(13).filter((r) => r.status === 'Completed')) {
      expect(ride.total_cost).toBeCloseTo(ride.base_fare + ride.taxes + ride.gratuity, 2);
      expect(ride.distance_km).toBeGreaterThan(0);
      expect(ride.co2_kg).toBeGreaterThan(0);
      expect(ride.invoice_number).toMatch(/^R\d{6}-\d{7}$/);
      expect(ride.cost_center).toMatch(/^GX-0[12]$/);
    }
  });

  it('seeds over 20,000 Acme rides with the demo roster, well under 30 s', async () => {
    const db = createDb({ sqliteFile: ':memory:' });
    await migrateToLatest(db);
    const started = performance.now();
    await seed(db);
    const ms = performance.now() - started;
    const counts = await db.kysely.selectFrom('rides').innerJoin('firms', 'firms.firm_id', 'rides.firm_id')
      .select(['firms.firm_code', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('firms.firm_code').execute();
    console.info(`demo seed with the ride history: ${Math.round(ms)} ms, rides ${JSON.stringify(Object.fromEntries(counts.map((c) => [c.firm_code, Number(c.n)])))}`);
    expect(Number(counts.find((c) => c.firm_code === 'acme')?.n)).toBeGreaterThan(20_000);
    expect(ms).toBeLessThan(30_000);
    await db.kysely.destroy();
  }, 60_000);
});
