import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { matches, type RideFilter, type RideScope } from '../ride-history/ride-repository.ts';

/**
 * The dashboard's SQL over the ride history (001 §7 Dashboard; issue 14): totals and counts of
 * one filtered set of rides, the weekday x hour grid, and the frequent routes with what a
 * sustainable service would have emitted on them. Every query is scoped like the reports'
 * (matches: the firm, the filters) and aggregates in SQL, the same on SQLite and PostgreSQL.
 */

type Eb = ExpressionBuilder<Database, 'rides'>;
type Numeric = number | string | null;

const num = (value: Numeric | undefined): number => Number(value ?? 0);

/** The rides whose provider runs a sustainable (electric) service, as the quote engine marks it. */
const sustainable = (eb: Eb) => eb('rides.car_provider_id', 'in', eb.selectFrom('car_providers').select('car_providers.car_provider_id').where('car_providers.is_sustainable', '=', 1));

/** 1 for a ride that meets the condition, else 0: a count by sum. */
const countWhere = (eb: Eb, condition: ReturnType<Eb['and']>) => eb.fn.sum<Numeric>(eb.case().when(condition).then(1).else(0).end());

export interface DashboardTotals {
  rides: number;
  totalCost: number;
  distanceKm: number;
  durationMinutes: number;
  co2Kg: number;
  passengers: number;
  completed: number;
  canceled: number;
  declined: number;
  airport: number;
  billable: number;
  premium: number;
  directBill: number;
  bookedByAgency: number;
  sustainable: number;
  /** Rides with a distance (averages per ride and CO2 per km read them). */
  withDistance: number;
}

/** Every total and count the summary, metrics and sustainability views show, in one pass. */
export async function dashboardTotals(db: Executor, scope: RideScope, filter: RideFilter): Promise<DashboardTotals> {
  const row = await db.selectFrom('rides').where(matches(scope, filter)).select((eb) => [
    eb.fn.countAll<number | string>().as('rides'),
    eb.fn.sum<Numeric>('rides.total_cost').as('cost'),
    eb.fn.sum<Numeric>('rides.distance_km').as('km'),
    eb.fn.sum<Numeric>('rides.duration_minutes').as('minutes'),
    eb.fn.sum<Numeric>('rides.co2_kg').as('co2'),
    eb.fn.count<number | string>('rides.passenger_name').distinct().as('passengers'),
    countWhere(eb, eb.and([eb('rides.status', '=', 'Completed')])).as('completed'),
    countWhere(eb, eb.and([eb('rides.status', '=', 'Canceled')])).as('canceled'),
    countWhere(eb, eb.and([eb('rides.status', '=', 'Declined')])).as('declined'),
    countWhere(eb, eb.and([eb('rides.airport_code', 'is not', null)])).as('airport'),
    countWhere(eb, eb.and([eb('rides.billable', '=', 1)])).as('billable'),
    countWhere(eb, eb.and([eb('rides.premium_service', '=', 1)])).as('premium'),
    countWhere(eb, eb.and([eb('rides.bill_company', '=', 1)])).as('direct_bill'),
    countWhere(eb, eb.and([eb('rides.booked_by_agency', '=', 1)])).as('agency'),
    countWhere(eb, eb.and([sustainable(eb)])).as('sustainable'),
    countWhere(eb, eb.and([eb('rides.distance_km', 'is not', null)])).as('with_distance'),
  ]).executeTakeFirst();
  return {
    rides: num(row?.rides), totalCost: num(row?.cost), distanceKm: num(row?.km), durationMinutes: num(row?.minutes), co2Kg: num(row?.co2),
    passengers: num(row?.passengers), completed: num(row?.completed), canceled: num(row?.canceled), declined: num(row?.declined),
    airport: num(row?.airport), billable: num(row?.billable), premium: num(row?.premium), directBill: num(row?.direct_bill),
    bookedByAgency: num(row?.agency), sustainable: num(row?.sustainable), withDistance: num(row?.with_distance),
  };
}

export interface WeekdayHourCell {
  weekday: number;
  hour: number;
  rides: number;
  co2Kg: number;
}

/** Rides and CO2 per local pickup weekday and hour (only the cells that have rides). */
export async function weekdayHourCells(db: Executor, scope: RideScope, filter: RideFilter): Promise<WeekdayHourCell[]> {
  const rows = await db.selectFrom('rides').where(matches(scope, filter)).select((eb) => [
    'rides.pickup_weekday', 'rides.pickup_hour',
    eb.fn.countAll<number | string>().as('rides'),
    eb.fn.sum<Numeric>('rides.co2_kg').as('co2'),
  ]).groupBy(['rides.pickup_weekday', 'rides.pickup_hour']).execute();
  return rows.map((r) => ({ weekday: Number(r.pickup_weekday), hour: Number(r.pickup_hour), rides: num(r.rides), co2Kg: num(r.co2) }));
}

export interface SwitchableRoute {
  from: string;
  to: string;
  /** Every ride of the route (what makes it frequent). */
  allRides: number;
  /** Its completed rides not with a sustainable service, their km and CO2. */
  rides: number;
  distanceKm: number;
  co2Kg: number;
}

/**
 * The most frequent routes (pickup and drop-off address pairs, most rides first) with the
 * completed rides on them that a sustainable service did not already drive: what switching
 * them would change.
 */
export async function switchableRoutes(db: Executor, scope: RideScope, filter: RideFilter, limit: number): Promise<SwitchableRoute[]> {
  const rows = await db.selectFrom('rides').where(matches(scope, filter)).select((eb) => {
    const switchable = eb.and([
      eb('rides.status', '=', 'Completed'),
      eb('rides.distance_km', 'is not', null),
      eb.or([eb('rides.car_provider_id', 'is', null), eb.not(sustainable(eb))]),
    ]);
    return [
      'rides.pickup_address as from_address',
      'rides.dropoff_address as to_address',
      eb.fn.countAll<number | string>().as('all_rides'),
      countWhere(eb, switchable).as('rides'),
      eb.fn.sum<Numeric>(eb.case().when(switchable).then(eb.ref('rides.distance_km')).else(sql<number>`0`).end()).as('km'),
      eb.fn.sum<Numeric>(eb.case().when(switchable).then(eb.ref('rides.co2_kg')).else(sql<number>`0`).end()).as('co2'),
    ];
  }).groupBy(['rides.pickup_address', 'rides.dropoff_address'])
    .orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('rides.pickup_address').orderBy('rides.dropoff_address')
    .limit(limit).execute();
  return rows.map((r) => ({
    from: r.from_address, to: r.to_address, allRides: num(r.all_rides), rides: num(r.rides), distanceKm: num(r.km), co2Kg: num(r.co2),
  }));
}

export interface StateGroup {
  countryCode: string;
  stateCode: string;
  rides: number;
  totalCost: number;
  distanceKm: number;
  co2Kg: number;
}

/** Sums per pickup state with its country (NY of the US, ON of Canada); rides without a state are left out. */
export async function stateGroups(db: Executor, scope: RideScope, filter: RideFilter): Promise<StateGroup[]> {
  const rows = await db.selectFrom('rides').where(matches(scope, filter)).where('rides.state_code', 'is not', null).select((eb) => [
    'rides.country_code', 'rides.state_code',
    eb.fn.countAll<number | string>().as('rides'),
    eb.fn.sum<Numeric>('rides.total_cost').as('cost'),
    eb.fn.sum<Numeric>('rides.distance_km').as('km'),
    eb.fn.sum<Numeric>('rides.co2_kg').as('co2'),
  ]).groupBy(['rides.country_code', 'rides.state_code']).execute();
  return rows.map((r) => ({
    countryCode: r.country_code, stateCode: r.state_code ?? '', rides: num(r.rides), totalCost: num(r.cost), distanceKm: num(r.km), co2Kg: num(r.co2),
  }));
}
