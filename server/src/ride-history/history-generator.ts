import { COST_ALLOCATION_TYPES, type CostAllocationType, type VehicleType } from '@curbside/contracts';
import { rideCo2Kg } from '@curbside/domain';
import type { Insertable } from 'kysely';
import type { RideTable } from '../db/schema-ride-history.ts';
import { timezoneOffsetMinutes } from '../places/timezone.ts';
import { VEHICLE_MULTIPLIER, type RateCard } from '../providers/catalog.ts';
import {
  BOOKING_FEE, CITY_LIMIT_KM, CITY_SPEED_KMH, HIGHWAY_SPEED_KMH, ROAD_FACTOR, haversineKm, timeOfDayFactor,
} from '../providers/quote-engine.ts';
import { allocationColumnOf } from '../db/ride-columns.ts';
import { HISTORY_CITIES, LOCAL_PROVIDERS, type HistoryCity, type HistoryPlace } from './history-places.ts';
import { historyPeople, type HistoryPerson, type PeopleInput } from './history-people.ts';
import { SeededRandom } from './seeded-random.ts';

/**
 * The seeded year of ride history of one firm (issue 13): pure and deterministic from the
 * seed number and the clock it is given. Rides follow the working week (quiet weekends, a
 * dip in August and late December) and the day (morning and evening peaks, early airport
 * runs), in the firm's cities, with the providers that serve them, and end a few days ahead
 * (Accepted rides not yet driven).
 */

export type RideInsert = Insertable<RideTable>;

/** A car provider of the simulated catalog, as its database row names it. */
export interface HistoryCatalogProvider {
  carProviderId: number;
  code: string;
  name: string;
  prefix: string;
  vehicles: readonly VehicleType[];
  sustainable: boolean;
  rateCard: RateCard;
}

export interface HistoryFirmInput extends Omit<PeopleInput, 'cities' | 'costCenters'> {
  firmId: number;
  firmCode: string;
  currency: string;
  ridesPerYear: number;
  /** City names (HistoryCity.city) the firm rides in, with their weight; the first is the firm's main city. */
  cities: ReadonlyArray<{ city: string; weight: number }>;
  /** Cost allocation types the firm reports on, and its codes per type (from its configuration). */
  allocationTypes: readonly CostAllocationType[];
  codes: Partial<Record<CostAllocationType, readonly string[]>>;
  purposes: ReadonlyArray<{ id: number; code: string; displayName: string }>;
  allowDirectBill: boolean;
  /** A booker who books for colleagues (Acme's ben.booker), if any. */
  booker: { userId: number; name: string } | null;
}

export interface HistoryClock {
  /** The instant the history ends at (rides after it are Accepted, not yet driven). */
  now: Date;
  /** Days of history before today, and days booked ahead. */
  daysBack: number;
  daysAhead: number;
}

const DAY_MS = 86_400_000;
/** Monday-heavy working week; Sunday = 0. */
const WEEKDAY_WEIGHT = [0.22, 1, 1.1, 1.1, 1.05, 0.85, 0.28] as const;
/** Month factor (January = 0): summer and year-end dips. */
const MONTH_WEIGHT = [0.9, 1, 1.05, 1, 1.05, 1, 0.85, 0.7, 1.05, 1.1, 1.05, 0.8] as const;
/** Rides per local hour of a working day. */
const HOUR_WEIGHT = [0.3, 0.2, 0.1, 0.1, 0.6, 2.2, 4, 6, 7.5, 6, 4.5, 4.5, 4.5, 4.5, 4.5, 5, 6, 7, 6.5, 5, 3.5, 2.5, 1.6, 0.8] as const;
const WEEKEND_HOUR_WEIGHT = [0.6, 0.4, 0.2, 0.2, 0.5, 1.5, 2.5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3.5, 4, 4, 3.5, 3, 2.5, 1.5, 1] as const;

const PREMIUM: ReadonlySet<VehicleType> = new Set(['Executive', 'Luxury', 'ExecutiveMinivan', 'LargeSUV']);
const VEHICLE_POPULARITY: Readonly<Record<VehicleType, number>> = {
  Sedan: 10, Taxi: 8, SUV: 5, Executive: 4, Minivan: 2, Luxury: 1.5, LargeSUV: 1, LargeMinivan: 0.8, ExecutiveMinivan: 0.5, Minibus: 0.3,
};
/** Sales tax or VAT on the fare, by pickup country. */
export const TAX_RATE: Readonly<Record<string, number>> = { US: 0.08875, CA: 0.13, GB: 0.2, AU: 0.1, DE: 0.19, FR: 0.1, JP: 0.1 };
/** Price level of the local companies against the US catalog's rate card (amounts are in the firm's currency). */
const LOCAL_PRICE_LEVEL: Readonly<Record<string, number>> = { CA: 0.85, GB: 1.05, AU: 0.9, DE: 1.1, FR: 1, JP: 1.3 };
const LOCAL_RATE_CARD: RateCard = {
  baseFare: 10, perKm: 1.9, perMinute: 0.5, minimumFare: 30, hourlyRate: 70, minimumHours: 2, quoteType: 'oneCost',
  inclusiveness: 'FullyInclusive', rangeSpread: 0.1, nightSurcharge: 1.2, peakSurcharge: 1.1, metered: false,
};

const round2 = (n: number): number => Math.round(n * 100) / 100;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

interface RideProvider {
  carProviderId: number | null;
  name: string;
  prefix: string;
  vehicles: readonly VehicleType[];
  sustainable: boolean;
  rateCard: RateCard;
  priceLevel: number;
}

/** Offsets of a zone from UTC per date, computed once per (zone, date). */
class ZoneOffsets {
  private readonly cache = new Map<string, number>();

  offsetMinutes(timezone: string, date: string): number {
    const key = `${timezone}|${date}`;
    let minutes = this.cache.get(key);
    if (minutes === undefined) {
      minutes = timezoneOffsetMinutes(timezone, new Date(`${date}T12:00:00Z`));
      this.cache.set(key, minutes);
    }
    return minutes;
  }
}

/** Numbers of the history: one sequence across firms so reservation numbers never repeat. */
export class HistoryNumbers {
  constructor(private next = 1) {}

  take(): number {
    const n = this.next;
    this.next += 1;
    return n;
  }
}

/** History reservation numbers start far above the product's (CB-100001 ...), so the two never meet. */
const HISTORY_NUMBER_BASE = 7_000_000;

/** The firm's rides of the seeded year, ordered by pickup. */
export function generateRideHistory(
  firm: HistoryFirmInput, catalog: readonly HistoryCatalogProvider[], clock: HistoryClock, seed: number, numbers: HistoryNumbers,
): RideInsert[] {
  const random = new SeededRandom(seed ^ hashText(firm.firmCode));
  const cities = firm.cities.map(({ city, weight }) => {
    const index = HISTORY_CITIES.findIndex((c) => c.city === city);
    const found = HISTORY_CITIES[index];
    if (!found) throw new Error(`generateRideHistory: unknown city ${city}`);
    return { index, city: found.city, countryCode: found.countryCode, weight, data: found };
  });
  const people = historyPeople({ ...firm, cities, costCenters: firm.codes['Cost Center'] ?? [] }, random);
  const providersOf = new Map<HistoryCity, RideProvider[]>(cities.map(({ data }) => [data, data.providers.flatMap((code) => providerOf(code, data, catalog))]));
  const offsets = new ZoneOffsets();
  const today = Date.parse(`${clock.now.toISOString().slice(0, 10)}T00:00:00Z`);
  const first = today - clock.daysBack * DAY_MS;
  const last = today + clock.daysAhead * DAY_MS;
  let dayWeights = 0;
  for (let day = first; day <= last; day += DAY_MS) dayWeights += dayWeight(day);
  const perWeightedDay = firm.ridesPerYear / dayWeights;

  const drawPerson = random.weightedDrawer(people, (p) => p.weight);
  const drawCity = random.weightedDrawer(cities, (c) => c.weight);
  const hours = HOUR_WEIGHT.map((_, h) => h);
  const drawWeekdayHour = random.weightedDrawer(hours, (h) => HOUR_WEIGHT[h]!);
  const drawWeekendHour = random.weightedDrawer(hours, (h) => WEEKEND_HOUR_WEIGHT[h]!);
  const rides: RideInsert[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    const expected = perWeightedDay * dayWeight(day);
    const count = Math.floor(expected * (0.85 + random.next() * 0.3) + random.next());
    const date = isoDate(day);
    const weekday = new Date(day).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (let i = 0; i < count; i += 1) {
      const person = drawPerson();
      const home = HISTORY_CITIES[person.homeCity];
      const where = home && random.chance(0.8) ? home : drawCity().data;
      const providers = providersOf.get(where) ?? [];
      if (providers.length === 0) continue;
      const hour = weekend ? drawWeekendHour() : drawWeekdayHour();
      rides.push(buildRide({ firm, person, where, providers, day: date, hour, minute: random.int(0, 11) * 5, random, offsets, clock, numbers }));
    }
  }
  return rides.sort((a, b) => (a.pickup_at < b.pickup_at ? -1 : a.pickup_at > b.pickup_at ? 1 : 0));
}

function dayWeight(day: number): number {
  const date = new Date(day);
  let weight = WEEKDAY_WEIGHT[date.getUTCDay()]! * MONTH_WEIGHT[date.getUTCMonth()]!;
  const md = date.getUTCMonth() * 100 + date.getUTCDate();
  if (md >= 1124 || md <= 1) weight *= 0.45; // 24 December - 1 January
  return weight;
}

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function providerOf(code: string, city: HistoryCity, catalog: readonly HistoryCatalogProvider[]): RideProvider[] {
  const known = catalog.find((p) => p.code === code);
  if (known) {
    return [{ carProviderId: known.carProviderId, name: known.name, prefix: known.prefix, vehicles: known.vehicles, sustainable: known.sustainable, rateCard: known.rateCard, priceLevel: 1 }];
  }
  const local = LOCAL_PROVIDERS.get(code);
  if (!local) return [];
  return [{
    carProviderId: null, name: local.name, prefix: local.prefix, vehicles: local.vehicles, sustainable: false,
    rateCard: LOCAL_RATE_CARD, priceLevel: LOCAL_PRICE_LEVEL[city.countryCode] ?? 1,
  }];
}

interface RideInput {
  firm: HistoryFirmInput;
  person: HistoryPerson;
  where: HistoryCity;
  providers: readonly RideProvider[];
  day: string;
  hour: number;
  minute: number;
  random: SeededRandom;
  offsets: ZoneOffsets;
  clock: HistoryClock;
  numbers: HistoryNumbers;
}

/** Two different places of the city; about a third of the rides have an airport at one end. */
const AIRPORTS = new Map(HISTORY_CITIES.map((c) => [c, c.places.filter((p) => p.iata)]));
const NOT_AIRPORTS = new Map(HISTORY_CITIES.map((c) => [c, c.places.filter((p) => !p.iata)]));

function tripPlaces(where: HistoryCity, hour: number, random: SeededRandom): [HistoryPlace, HistoryPlace] {
  const airports = AIRPORTS.get(where) ?? [];
  const others = NOT_AIRPORTS.get(where) ?? [];
  const airportRun = airports.length > 0 && random.chance(hour < 8 ? 0.55 : 0.3);
  if (airportRun) {
    const airport = random.pick(airports);
    const place = random.pick(others);
    return random.chance(0.5) ? [place, airport] : [airport, place];
  }
  const from = random.int(0, others.length - 1);
  const to = (from + random.int(1, others.length - 1)) % others.length;
  return [others[from]!, others[to]!];
}

function buildRide(input: RideInput): RideInsert {
  const { firm, person, where, random, clock, day, hour, minute } = input;
  const n = input.numbers.take();
  const [from, to] = tripPlaces(where, hour, random);
  const provider = random.pick(input.providers);
  const vehicleType = random.weighted(provider.vehicles, (v) => VEHICLE_POPULARITY[v]);

  // Local time -> the UTC instant, through the zone's offset on that day.
  const pickupTime = `${day}T${pad(hour)}:${pad(minute)}:00`;
  const pickupAt = new Date(Date.parse(`${pickupTime}Z`) - input.offsets.offsetMinutes(where.timezone, day) * 60_000);
  const airportCode = from.iata ?? to.iata ?? null;

  // The trip: road distance, driving time by the time of day.
  const distanceKm = Math.max(1.5, round1(haversineKm(from, to) * ROAD_FACTOR * (0.95 + random.next() * 0.15)));
  const rush = (hour >= 7 && hour < 10) || (hour >= 16 && hour < 19);
  const speed = (distanceKm < CITY_LIMIT_KM ? CITY_SPEED_KMH : HIGHWAY_SPEED_KMH) * (rush ? 0.75 : hour >= 21 || hour < 6 ? 1.3 : 1);
  const durationMinutes = Math.max(6, Math.round((distanceKm / speed) * 60 + random.int(0, 8)));

  // The fare: the provider's rate card, the vehicle, the time of day; tax; gratuity where usual.
  const card = provider.rateCard;
  const metered = card.baseFare + card.perKm * distanceKm + card.perMinute * durationMinutes;
  const fare = round2(Math.max(card.minimumFare, metered) * VEHICLE_MULTIPLIER[vehicleType] * timeOfDayFactor(pickupTime, false, card) * provider.priceLevel + BOOKING_FEE);
  const taxRate = TAX_RATE[where.countryCode] ?? 0.1;
  const tips = where.countryCode === 'US' || where.countryCode === 'CA' ? (vehicleType === 'Taxi' ? 0.12 : 0.18) : 0;

  const future = pickupAt.getTime() > clock.now.getTime();
  const roll = random.next();
  const status = future ? 'Accepted' : roll < 0.075 ? 'Canceled' : roll < 0.1 ? 'Declined' : 'Completed';
  const completed = status === 'Completed';
  const lateCancelFee = status === 'Canceled' && random.chance(0.3) ? card.minimumFare : 0;
  const baseFare = completed || future ? fare : lateCancelFee;
  const taxes = round2(baseFare * taxRate);
  const gratuity = completed ? round2(fare * tips) : 0;

  // Who rode, who booked, how it was paid.
  const agency = random.chance(0.06);
  const byBooker = !agency && firm.booker !== null && firm.booker.userId !== person.userId && random.chance(0.15);
  const billCompany = firm.allowDirectBill && random.chance(0.45);
  const cardOnFile = billCompany ? null : person.card;
  const recent = clock.now.getTime() - pickupAt.getTime() < 60 * 86_400_000;
  const paymentRoll = random.next();
  const paymentStatus = !completed || billCompany || !recent ? null
    : cardOnFile === null ? 'No card' : paymentRoll < 0.012 ? 'Failed' : paymentRoll < 0.018 ? 'Awaiting retry' : null;

  // Purpose and cost allocations.
  const purpose = purposeOf(firm, airportCode !== null, hour);
  const client = purpose?.code === 'CLIENT' || random.chance(0.2);
  const billable = client && random.chance(0.6);
  const allocations = allocationsOf(firm, person, billable, random);

  const tripMonth = day.slice(0, 7);
  const processedDate = completed || lateCancelFee > 0 ? isoDate(Date.parse(`${day}T00:00:00Z`) + random.int(1, 4) * DAY_MS) : null;
  const number = `CB-${HISTORY_NUMBER_BASE + n}`;
  const hasReceipt = completed || lateCancelFee > 0;
  return {
    firm_id: firm.firmId,
    reservation_id: null,
    reservation_number: number,
    confirmation_number: status === 'Declined' ? null : `${provider.prefix}-${random.int(100_000, 999_999)}`,
    status,
    pickup_time: pickupTime,
    pickup_at: pickupAt.toISOString(),
    trip_date: day,
    trip_month: tripMonth,
    pickup_hour: hour,
    pickup_weekday: new Date(`${day}T00:00:00Z`).getUTCDay(),
    processed_date: processedDate !== null && processedDate <= clock.now.toISOString().slice(0, 10) ? processedDate : null,
    passenger_user_id: person.userId,
    passenger_name: person.name,
    passenger_email: person.email,
    employee_id: person.employeeId,
    booking_user_id: agency ? null : byBooker ? firm.booker?.userId ?? null : person.userId,
    booked_by: agency ? 'Travel agency' : byBooker ? firm.booker?.name ?? person.name : person.name,
    car_provider_id: provider.carProviderId,
    car_provider: provider.name,
    vehicle_type: vehicleType,
    pickup_address: `${from.name}, ${from.address}`,
    pickup_city: where.city,
    dropoff_address: `${to.name}, ${to.address}`,
    dropoff_city: where.city,
    state_code: where.stateCode,
    country_code: where.countryCode,
    airport_code: airportCode,
    purpose_of_journey_id: purpose?.id ?? null,
    purpose_of_journey: purpose?.displayName ?? null,
    ...allocations,
    currency: firm.currency,
    base_fare: baseFare,
    taxes,
    gratuity,
    total_cost: round2(baseFare + taxes + gratuity),
    distance_km: completed || future ? distanceKm : null,
    duration_minutes: completed || future ? durationMinutes : null,
    co2_kg: completed ? rideCo2Kg(vehicleType, distanceKm, provider.sustainable) : 0,
    billable: billable ? 1 : 0,
    premium_service: PREMIUM.has(vehicleType) ? 1 : 0,
    booked_by_agency: agency ? 1 : 0,
    bill_company: billCompany ? 1 : 0,
    card_brand: cardOnFile?.brand ?? null,
    card_last4: cardOnFile?.last4 ?? null,
    payment_status: paymentStatus,
    voucher_number: status === 'Declined' ? null : `V${firm.firmCode.slice(0, 3).toUpperCase()}${pad(n, 8)}`,
    invoice_number: hasReceipt ? `R${tripMonth.replace('-', '')}-${pad(n, 7)}` : null,
    firm_invoice_id: null,
    receipt_file_id: hasReceipt ? `rcpt-${firm.firmCode}-${n}` : null,
    created_at: new Date(pickupAt.getTime() - random.int(2, 240) * 3_600_000).toISOString(),
  };
}

/** 001 §3 purpose of journey: the firm's codes where it has them (airport run, late night, client meeting). */
function purposeOf(firm: HistoryFirmInput, airport: boolean, hour: number): HistoryFirmInput['purposes'][number] | null {
  const byCode = (code: string) => firm.purposes.find((p) => p.code === code) ?? null;
  if (firm.purposes.length === 0) return null;
  if (airport) return byCode('AIRPORT') ?? firm.purposes[0] ?? null;
  if (hour >= 21 || hour < 6) return byCode('LATE') ?? firm.purposes[0] ?? null;
  return byCode('CLIENT') ?? firm.purposes[0] ?? null;
}

type AllocationColumns = Pick<RideInsert, ReturnType<typeof allocationColumnOf>>;

/** Every type the firm reports on: the ride's own codes (project, client) or the passenger's feed values. */
function allocationsOf(firm: HistoryFirmInput, person: HistoryPerson, billable: boolean, random: SeededRandom): AllocationColumns {
  const columns: AllocationColumns = {};
  for (const type of COST_ALLOCATION_TYPES) {
    if (!firm.allocationTypes.includes(type)) continue;
    const codes = firm.codes[type] ?? [];
    let value: string | null = person.feed[type] ?? null;
    if (type === 'Project Code') value = codes.length > 0 && random.chance(0.6) ? random.pick(codes) : null;
    if (type === 'Client Code') value = billable ? random.pick(codes.length > 0 ? codes : ['CL-1001', 'CL-1002', 'CL-1003', 'CL-1004', 'CL-1005']) : null;
    if (type === 'Client Matter') value = billable ? `M-${random.int(100, 140)}` : null;
    if (value === null && type === 'Cost Center' && codes.length > 0) value = random.pick(codes);
    columns[allocationColumnOf(type)] = value;
  }
  return columns;
}
