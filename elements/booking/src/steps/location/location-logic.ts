import type { AddressStop, DistanceUnits, LatLng } from '@curbside/contracts';
import {
  EXACT_PICKUP_AIRPORT_CURBSIDE, EXACT_PICKUP_AIRPORT_MEET_AND_GREET, EXACT_PICKUP_FRONT_DOOR, defaultExactPickupPoint,
  TIME_ROUNDING_MINUTES, formatDistance, localDateTimeIn, pickupDateTime, roundToFiveMinutes,
} from '@curbside/domain';

// spec 001 §3 Address or stop, §4 Exact pickup point defaults, §5 Date and time / Pickup. Pure.

/** Road distance is longer than the straight line; a city-and-highway average. */
export const ROAD_FACTOR = 1.3;
/** Average door-to-door speed used for the duration estimate (km/h). */
export const AVERAGE_SPEED_KMH = 40;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points, in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The points of the trip in order: pickup, stops, drop-off (those with coordinates). */
export function routePoints(addresses: readonly (AddressStop | null | undefined)[]): LatLng[] {
  return addresses.flatMap((address) => {
    const location = address?.place?.geometry?.location;
    return location ? [location] : [];
  });
}

/** Road distance (straight line x road factor) and duration of the legs; null below two points. */
export function estimateRoute(points: readonly LatLng[]): { km: number; minutes: number } | null {
  if (points.length < 2) return null;
  let straight = 0;
  for (let i = 1; i < points.length; i += 1) straight += haversineKm(points[i - 1] as LatLng, points[i] as LatLng);
  const km = Math.round(straight * ROAD_FACTOR * 10) / 10;
  const minutes = Math.max(1, Math.round((km / AVERAGE_SPEED_KMH) * 60));
  return { km, minutes };
}

/** '25 min', '1 h', '1 h 5 min'. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** The stepper's distance and duration of a route, in the user's units. */
export function routeFields(route: { km: number; minutes: number } | null, units: DistanceUnits) {
  if (!route) return { distance: null, duration: null };
  return {
    distance: { text: formatDistance(route.km, units), valueInKm: route.km },
    duration: { text: formatDuration(route.minutes), valueInMinutes: route.minutes },
  };
}

const DEFAULT_POINTS: readonly string[] = [EXACT_PICKUP_FRONT_DOOR, EXACT_PICKUP_AIRPORT_CURBSIDE, EXACT_PICKUP_AIRPORT_MEET_AND_GREET];

/**
 * 001 §4: the exact pickup point follows the pickup ('Front door'; 'Arrivals - Curbside' at an
 * airport; 'Baggage claim' with meet and greet) until the user types their own.
 */
export function nextExactPickupPoint(current: string | null, pickup: { isAirport: boolean; isMeetAndGreet: boolean }): string {
  if (current?.trim() && !DEFAULT_POINTS.includes(current.trim())) return current;
  return defaultExactPickupPoint(pickup);
}

/** The text an address shows in its field. */
export function addressText(address: AddressStop | null | undefined): string {
  const place = address?.place;
  if (!place) return '';
  return place.displayName || place.address || place.name || '';
}

/**
 * The flight search direction at a stop: a pickup at an airport meets an arriving flight
 * (airportToIataCode), a drop-off sees a departing one off (airportFromIataCode).
 */
export function flightSearchQuery(
  target: 'pickup' | 'dropoff',
  iataCode: string,
  flightCode: string,
  pickupDatetime: string,
) {
  const code = flightCode.replace(/\s+/g, '').toUpperCase();
  return target === 'pickup'
    ? { flightCode: code, pickupDatetime, flightDirection: 'arrival' as const, airportToIataCode: iataCode }
    : { flightCode: code, pickupDatetime, flightDirection: 'departure' as const, airportFromIataCode: iataCode };
}

/** '09:03' -> '09:05' (001 §5/§9: times round to the nearest 5 minutes); '' for no time. */
export function roundClock(text: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(text.trim());
  if (!match) return '';
  const date = new Date(2000, 0, 1, Number(match[1]), Number(match[2]));
  const rounded = roundToFiveMinutes(date);
  // 23:58 rounds into the next day: keep the last slot of the chosen day.
  if (rounded.getDate() !== 1) return `23:${String(60 - TIME_ROUNDING_MINUTES).padStart(2, '0')}`;
  return `${String(rounded.getHours()).padStart(2, '0')}:${String(rounded.getMinutes()).padStart(2, '0')}`;
}

/** Today's date 'yyyy-MM-dd' in a timezone (the pickup's), for the date field's minimum. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  return localDateTimeIn(timeZone, now).slice(0, 10);
}

/**
 * When the ride reaches a drop-off airport, on the pickup's clock: the pickup time (now for
 * ASAP) plus the trip's duration. Null until both are known.
 */
export function etaAtDropOff(
  state: { date: string | null; time: string | null; isAsap: boolean; pickUpTz: string | null; duration: { valueInMinutes: number } | null },
  now: Date = new Date(),
): string | null {
  const start = state.isAsap ? localDateTimeIn(state.pickUpTz, now) : pickupDateTime(state.date, state.time);
  if (!start || !state.duration) return null;
  const at = new Date(Date.parse(`${start.slice(0, 16)}:00Z`) + state.duration.valueInMinutes * 60_000);
  return Number.isNaN(at.getTime()) ? null : `${at.toISOString().slice(0, 16)}:00`;
}
