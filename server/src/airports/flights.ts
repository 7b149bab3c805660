import type { FlightDirection, FlightSearchResult } from '@curbside/contracts';
import { TIME_ROUNDING_MINUTES } from '@curbside/domain';
import { formatInZone, localDateInZone, zonedTimeToInstant } from '../places/timezone.ts';
import { airportByIata, airportTimezone, distanceKm, type AirportRecord } from './airport-data.ts';
import { flightTerminal } from './terminals.ts';

/**
 * Simulated commercial flights (001 §7 flight search): every flight code of a
 * known airline flies one fixed route every day at a fixed local time, derived
 * from the code (a few well-known codes are pinned). Deterministic, no network.
 */

interface Airline {
  name: string;
  hubs: string[];
  /** Airports the airline flies between (hubs included). */
  network: string[];
}

export const AIRLINES: Record<string, Airline> = {
  AA: { name: 'American Airlines', hubs: ['JFK', 'DFW', 'ORD', 'LAX', 'MIA', 'CLT'], network: ['JFK', 'LGA', 'DFW', 'ORD', 'LAX', 'MIA', 'CLT', 'DCA', 'BOS', 'SFO', 'EWR', 'PHL', 'PHX', 'LHR', 'YYZ'] },
  BA: { name: 'British Airways', hubs: ['LHR', 'LGW'], network: ['LHR', 'LGW', 'LCY', 'JFK', 'EWR', 'BOS', 'ORD', 'SFO', 'LAX', 'IAD', 'MIA', 'DFW', 'ATL', 'SEA', 'DEN', 'YYZ'] },
  UA: { name: 'United Airlines', hubs: ['EWR', 'ORD', 'SFO', 'IAD', 'DEN', 'IAH'], network: ['EWR', 'ORD', 'SFO', 'IAD', 'DEN', 'IAH', 'LAX', 'BOS', 'LGA', 'DCA', 'SEA', 'LHR', 'FRA', 'YYZ'] },
  DL: { name: 'Delta Air Lines', hubs: ['ATL', 'JFK', 'LAX', 'SEA', 'MSP', 'DTW'], network: ['ATL', 'JFK', 'LGA', 'LAX', 'SEA', 'MSP', 'DTW', 'BOS', 'DCA', 'SFO', 'ORD', 'LHR', 'CDG', 'AMS'] },
  B6: { name: 'JetBlue', hubs: ['JFK', 'BOS'], network: ['JFK', 'BOS', 'EWR', 'LGA', 'FLL', 'MCO', 'LAX', 'SFO', 'DCA', 'ORD', 'LHR', 'LGW'] },
  WN: { name: 'Southwest Airlines', hubs: ['MDW', 'BWI', 'DEN', 'LAS'], network: ['MDW', 'BWI', 'DEN', 'LAS', 'LAX', 'OAK', 'SFO', 'PHX', 'DCA', 'LGA', 'BOS', 'MCO'] },
  AS: { name: 'Alaska Airlines', hubs: ['SEA', 'SFO', 'LAX'], network: ['SEA', 'SFO', 'LAX', 'JFK', 'BOS', 'EWR', 'DCA', 'ORD', 'SAN'] },
  AC: { name: 'Air Canada', hubs: ['YYZ', 'YUL', 'YVR'], network: ['YYZ', 'YUL', 'YVR', 'LHR', 'JFK', 'LGA', 'EWR', 'BOS', 'ORD', 'SFO', 'LAX', 'DCA'] },
  VS: { name: 'Virgin Atlantic', hubs: ['LHR'], network: ['LHR', 'JFK', 'BOS', 'LAX', 'SFO', 'IAD', 'ATL', 'MIA'] },
  LH: { name: 'Lufthansa', hubs: ['FRA', 'MUC'], network: ['FRA', 'MUC', 'JFK', 'EWR', 'BOS', 'ORD', 'SFO', 'LAX', 'IAD', 'YYZ', 'LHR'] },
  AF: { name: 'Air France', hubs: ['CDG'], network: ['CDG', 'JFK', 'BOS', 'ORD', 'SFO', 'LAX', 'IAD', 'YYZ', 'LHR'] },
  KL: { name: 'KLM', hubs: ['AMS'], network: ['AMS', 'JFK', 'BOS', 'ORD', 'SFO', 'LAX', 'IAD', 'YYZ', 'LHR'] },
  EI: { name: 'Aer Lingus', hubs: ['DUB'], network: ['DUB', 'JFK', 'BOS', 'ORD', 'SFO', 'LAX', 'IAD', 'YYZ', 'LHR'] },
  IB: { name: 'Iberia', hubs: ['MAD'], network: ['MAD', 'JFK', 'BOS', 'ORD', 'LAX', 'MIA', 'LHR'] },
  EK: { name: 'Emirates', hubs: ['DXB'], network: ['DXB', 'JFK', 'EWR', 'BOS', 'ORD', 'SFO', 'LAX', 'IAD', 'YYZ', 'LHR', 'LGW'] },
};

/** Pinned routes and local departure times (minutes after midnight) of well-known codes. */
/** Scheduled departures: from 06:00, the last one before 23:00 local. */
const FIRST_DEPARTURE = 6 * 60;
const DEPARTURE_SLOTS = (23 * 60 - FIRST_DEPARTURE) / TIME_ROUNDING_MINUTES;

const PINNED: Record<string, { from: string; to: string; departs: number }> = {
  AA100: { from: 'LHR', to: 'JFK', departs: 9 * 60 + 55 },
  AA1: { from: 'JFK', to: 'LAX', departs: 8 * 60 },
  AA2: { from: 'LAX', to: 'JFK', departs: 8 * 60 + 30 },
  BA117: { from: 'LHR', to: 'JFK', departs: 8 * 60 + 25 },
  BA178: { from: 'JFK', to: 'LHR', departs: 19 * 60 + 30 },
  BA212: { from: 'BOS', to: 'LHR', departs: 18 * 60 + 5 },
  UA901: { from: 'SFO', to: 'LHR', departs: 16 * 60 + 5 },
  UA1: { from: 'SFO', to: 'EWR', departs: 7 * 60 },
  DL1: { from: 'LHR', to: 'ATL', departs: 11 * 60 + 30 },
  B6615: { from: 'BOS', to: 'JFK', departs: 7 * 60 + 15 },
  AC700: { from: 'YYZ', to: 'LGA', departs: 7 * 60 },
};

export interface ParsedFlightCode {
  airline: string;
  number: number;
  code: string;
}

/** 'aa 0100' -> { airline: 'AA', number: 100, code: 'AA100' }; null for an unknown airline or a malformed code. */
export function parseFlightCode(raw: string): ParsedFlightCode | null {
  const compact = raw.toUpperCase().replace(/[\s-]+/g, '');
  const match = /^([A-Z0-9]{2})(\d{1,4})$/.exec(compact);
  if (!match) return null;
  const [, airline = '', digits = ''] = match;
  if (!AIRLINES[airline]) return null;
  const number = Number(digits);
  if (number < 1) return null;
  return { airline, number, code: `${airline}${number}` };
}

/** FNV-1a: a stable 32-bit hash of the flight code. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export interface FlightRoute {
  code: string;
  airline: string;
  from: AirportRecord;
  to: AirportRecord;
  /** Local departure time at `from`, minutes after midnight. */
  departs: number;
  durationMinutes: number;
}

/** The route a flight code flies every day, or null (unknown airline, malformed code). */
export function flightRoute(rawCode: string): FlightRoute | null {
  const parsed = parseFlightCode(rawCode);
  if (!parsed) return null;
  const airline = AIRLINES[parsed.airline]!;
  let fromCode: string;
  let toCode: string;
  let departs: number;
  const pinned = PINNED[parsed.code];
  if (pinned) {
    ({ from: fromCode, to: toCode, departs } = pinned);
  } else {
    const h = hash(parsed.code);
    const net = airline.network;
    fromCode = net[h % net.length]!;
    const others = net.filter((c) => c !== fromCode);
    toCode = others[(h >>> 8) % others.length]!;
    if (!airline.hubs.includes(fromCode) && !airline.hubs.includes(toCode)) {
      const hub = airline.hubs[(h >>> 4) % airline.hubs.length]!;
      if (parsed.number % 2 === 0) fromCode = hub;
      else toCode = hub;
    }
    // 06:00 to 22:55 local, on the stepper's time marks (so an arrival can be picked as the pickup time).
    departs = FIRST_DEPARTURE + ((h >>> 16) % DEPARTURE_SLOTS) * TIME_ROUNDING_MINUTES;
  }
  const from = airportByIata(fromCode);
  const to = airportByIata(toCode);
  if (!from || !to || from.iata === to.iata) return null;
  // Taxi and climb plus cruise at about 800 km/h, on the time marks.
  const durationMinutes = Math.round((35 + distanceKm(from, to) / 13.3) / TIME_ROUNDING_MINUTES) * TIME_ROUNDING_MINUTES;
  return { code: parsed.code, airline: parsed.airline, from, to, departs, durationMinutes };
}

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The local date ('YYYY-MM-DD') at an airport of a pickup date-time; null when it cannot be read. */
export function pickupDateAt(pickupDatetime: string, airport: AirportRecord): string | null {
  const text = pickupDatetime.trim();
  const local = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(text);
  if (local) return Number.isNaN(Date.parse(`${local[1]}T00:00:00Z`)) ? null : local[1]!;
  const instant = Date.parse(text);
  if (Number.isNaN(instant)) return null;
  const tz = airportTimezone(airport);
  return tz ? localDateInZone(new Date(instant), tz) : new Date(instant).toISOString().slice(0, 10);
}

export interface FlightSearch {
  flightCode: string;
  pickupDatetime: string;
  flightDirection: FlightDirection;
  airportToIataCode?: string | undefined;
  airportFromIataCode?: string | undefined;
}

/**
 * GET /airports/flights/search: the flight of the code when its arrival airport
 * (direction 'arrival') or departure airport ('departure') is the given one, on
 * the pickup's day at that airport. Unknown or invalid codes and airport
 * mismatches answer an empty list; an unreadable date answers null.
 */
export function searchFlights(search: FlightSearch): FlightSearchResult[] | null {
  const route = flightRoute(search.flightCode);
  if (!route) return [];
  const to = search.airportToIataCode?.trim().toUpperCase() || undefined;
  const from = search.airportFromIataCode?.trim().toUpperCase() || undefined;
  if (to !== undefined && to !== route.to.iata) return [];
  if (from !== undefined && from !== route.from.iata) return [];
  if (to === undefined && from === undefined) return [];
  const pivot = search.flightDirection === 'arrival' ? route.to : route.from;
  const day = pickupDateAt(search.pickupDatetime, pivot);
  if (!day) return null;
  const fromTz = airportTimezone(route.from) ?? 'UTC';
  const toTz = airportTimezone(route.to) ?? 'UTC';

  const departureOn = (date: string) => zonedTimeToInstant(date, route.departs, fromTz);
  let departure = departureOn(day);
  if (search.flightDirection === 'arrival') {
    // The departure day whose arrival falls on the pickup day at the arrival airport.
    const candidates = [-1, 0, 1, -2].map((shift) => departureOn(shiftDate(day, shift)));
    const hit = candidates.find((dep) => localDateInZone(new Date(dep.getTime() + route.durationMinutes * 60_000), toTz) === day);
    if (!hit) return [];
    departure = hit;
  }
  const arrival = new Date(departure.getTime() + route.durationMinutes * 60_000);
  const number = Number(route.code.slice(2));
  return [{
    flightCode: route.code,
    airline: AIRLINES[route.airline]?.name ?? null,
    departureAirportCode: route.from.iata,
    arrivalAirportCode: route.to.iata,
    departureDateTime: formatInZone(departure, fromTz),
    arrivalDateTime: formatInZone(arrival, toTz),
    terminal: flightTerminal(pivot.iata, route.airline, number),
  }];
}
