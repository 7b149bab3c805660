import { createHash } from 'node:crypto';
import type { AddressStop, CarServiceQuote, Cost, ReservationRequest, VehicleType } from '@curbside/contracts';
import { formatMoney, rideCo2Kg } from '@curbside/domain';
import { VEHICLE_MULTIPLIER, type RateCard } from './catalog.ts';

/**
 * The quote engine of the simulated car providers. Pure and deterministic:
 * the same trip, service and rate card always give the same quote.
 *
 * - distance: great-circle legs pickup -> stops -> drop-off, times ROAD_FACTOR;
 * - duration: distance / average speed (city speed for short trips), or
 *   timeJobHours for a timeJob (asDirected: the provider's minimum hours);
 * - price: (base + perKm x km + perMinute x min), or hourly for time jobs, at least
 *   the minimum fare, x vehicle multiplier x time-of-day surcharge (night
 *   22:00-06:00, weekday peaks 07-10 and 16-19, from the local pickup time);
 * - quote type from the rate card: oneCost, oneCostGuaranteed or range (min/max
 *   spread around the estimate);
 * - userCost is what the traveller sees; paymentCost what is charged: BaseRate adds
 *   an estimated 20% gratuity and tolls, CPTotal a 2.50 booking fee, FullyInclusive nothing;
 * - metered (taxi) providers give no quote for hourly jobs and for about a third of
 *   the trips (deterministic by trip), so the client shows 'By the meter';
 * - co2Kg (issue 12): the route distance (the places service's, as the client sends it, else
 *   measured) x the vehicle type's emission factor (a sustainable provider: the electric one),
 *   with or without a price.
 */

export const ROAD_FACTOR = 1.3;
/** km/h below CITY_LIMIT_KM of trip, and beyond it. */
export const CITY_SPEED_KMH = 28;
export const HIGHWAY_SPEED_KMH = 48;
export const CITY_LIMIT_KM = 15;
export const GRATUITY_AND_TOLLS = 0.2;
export const BOOKING_FEE = 2.5;

export interface LatLng {
  lat: number;
  lng: number;
}

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const pointOf = (stop: AddressStop | null | undefined): LatLng | null => stop?.place?.geometry?.location ?? null;

const round2 = (n: number): number => Math.round(n * 100) / 100;
const round1 = (n: number): number => Math.round(n * 10) / 10;

export interface TripMeasure {
  /** Road distance in km (0 without a drop-off). */
  distanceKm: number;
  /** Driving or booked minutes. */
  durationMinutes: number;
  /** An hourly job (timeJob, or asDirected without a drop-off). */
  hourly: boolean;
  hours: number;
}

/** Distance and duration of the trip of a request. */
export function measureTrip(request: Pick<ReservationRequest, 'origin' | 'destination' | 'reservationStops' | 'reservationType' | 'timeJobHours'>, minimumHours = 2): TripMeasure {
  const points = [pointOf(request.origin), ...request.reservationStops.map(pointOf), pointOf(request.destination)]
    .filter((p): p is LatLng => p !== null);
  let km = 0;
  for (let i = 1; i < points.length; i += 1) km += haversineKm(points[i - 1]!, points[i]!);
  const distanceKm = round1(km * ROAD_FACTOR);
  const speed = distanceKm < CITY_LIMIT_KM ? CITY_SPEED_KMH : HIGHWAY_SPEED_KMH;
  const drivingMinutes = Math.max(5, Math.round((distanceKm / speed) * 60));
  if (request.reservationType === 'timeJob') {
    const hours = Math.max(request.timeJobHours ?? minimumHours, 0);
    return { distanceKm, durationMinutes: Math.round(hours * 60), hourly: true, hours };
  }
  if (request.reservationType === 'asDirected' && !pointOf(request.destination)) {
    return { distanceKm, durationMinutes: minimumHours * 60, hourly: true, hours: minimumHours };
  }
  return { distanceKm, durationMinutes: drivingMinutes, hourly: false, hours: drivingMinutes / 60 };
}

/** Road km of the trip for its CO2: the places service's route distance when the request has it, else measured. */
export function tripDistanceKm(request: Pick<ReservationRequest, 'origin' | 'destination' | 'reservationStops' | 'reservationType' | 'timeJobHours' | 'distanceInKm'>): number {
  return request.distanceInKm ?? measureTrip(request).distanceKm;
}

/** kg CO2e of the trip in a vehicle type (emissions.ts, 3 decimals); null when the trip has no distance (an hourly job without a drop-off). */
export function quoteCo2Kg(vehicleType: VehicleType, sustainable: boolean, request: Parameters<typeof tripDistanceKm>[0]): number | null {
  const km = tripDistanceKm(request);
  return km > 0 ? rideCo2Kg(vehicleType, km, sustainable) : null;
}

/** Time-of-day multiplier from the local pickup date-time ('YYYY-MM-DDTHH:mm...'); ASAP or unknown: 1. */
export function timeOfDayFactor(dateTime: string | null, isAsap: boolean, card: RateCard): number {
  if (isAsap || !dateTime) return 1;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(dateTime);
  if (!match) return 1;
  const hour = Number(match[4]);
  const weekday = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  if (hour >= 22 || hour < 6) return card.nightSurcharge;
  const isWeekday = weekday >= 1 && weekday <= 5;
  if (isWeekday && ((hour >= 7 && hour < 10) || (hour >= 16 && hour < 19))) return card.peakSurcharge;
  return 1;
}

/** Currency of the pickup country (designed: USD unless the pickup is in the UK, Canada or the euro area). */
export function currencyOf(countryCode: string | null | undefined): { code: string; symbol: string } {
  switch ((countryCode ?? '').toUpperCase()) {
    case 'GB': return { code: 'GBP', symbol: '£' };
    case 'CA': return { code: 'CAD', symbol: '$' };
    case 'FR': case 'DE': case 'NL': case 'ES': case 'IT': case 'IE': return { code: 'EUR', symbol: '€' };
    default: return { code: 'USD', symbol: '$' };
  }
}

export function costOf(amount: number, currency: { code: string; symbol: string }): Cost {
  const value = round2(amount);
  return { amount: value, currency: currency.code, formattedCost: formatMoney(value, currency.code, currency.symbol) };
}

const stopKey = (stop: AddressStop | null | undefined): string => {
  const p = pointOf(stop);
  return p ? `${p.lat.toFixed(5)},${p.lng.toFixed(5)}` : '-';
};

/** What identifies a trip for pricing: places, time, type, hours and passenger count. */
export function tripKey(request: ReservationRequest): string {
  return [
    stopKey(request.origin),
    ...request.reservationStops.map(stopKey),
    stopKey(request.destination),
    request.isAsap ? 'asap' : (request.dateTime ?? '').slice(0, 16),
    request.reservationType,
    request.timeJobHours ?? '',
    request.reservationPassengers.filter((p) => !p.isPackage).length,
  ].join('|');
}

export const shortHash = (text: string, length = 12): string => createHash('sha1').update(text).digest('hex').slice(0, length);

/** A number in [0, modulo) from a text, stable across runs. */
export function stableBucket(text: string, modulo: number): number {
  return parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16) % modulo;
}

/** The trace id of a service's quote for a trip: what the client passes back to /car-services/quotes. */
export function quoteTraceIdFor(firmId: number, bookingAccountServiceId: number, request: ReservationRequest): string {
  return `qt-${shortHash(`${firmId}|${bookingAccountServiceId}|${tripKey(request)}`, 16)}`;
}

export interface QuoteInput {
  firmId: number;
  bookingAccountServiceId: number;
  providerCode: string;
  vehicleType: VehicleType;
  rateCard: RateCard;
  request: ReservationRequest;
  quoteTraceId?: string | null;
  /** The provider runs electric cars (its CO2 uses the sustainable factor). */
  sustainable?: boolean;
}

/** The price of one service for one trip; a quote with null prices when a metered taxi gives none. */
export function priceQuote(input: QuoteInput): CarServiceQuote {
  const { request, rateCard: card } = input;
  const key = tripKey(request);
  const traceId = input.quoteTraceId ?? quoteTraceIdFor(input.firmId, input.bookingAccountServiceId, request);
  const trip = measureTrip(request, card.minimumHours);
  const co2Kg = quoteCo2Kg(input.vehicleType, input.sustainable ?? false, request);

  const noQuote = card.metered && (trip.hourly || stableBucket(`${input.providerCode}|${key}`, 3) === 0);
  if (noQuote) {
    return {
      bookingAccountServiceId: input.bookingAccountServiceId, quoteTraceId: traceId, quoteId: null, supplierRefQuoteId: null,
      bookieQuoteId: traceId, quoteType: null, inclusiveness: null, userCost: null, paymentCost: null, minUserCost: null, maxUserCost: null,
      co2Kg,
    };
  }

  const raw = trip.hourly
    ? card.hourlyRate * Math.max(trip.hours, card.minimumHours)
    : card.baseFare + card.perKm * trip.distanceKm + card.perMinute * trip.durationMinutes;
  const estimate = round2(Math.max(raw, card.minimumFare) * VEHICLE_MULTIPLIER[input.vehicleType] * timeOfDayFactor(request.dateTime, request.isAsap, card));
  const currency = currencyOf(request.origin.place?.countryCode);
  const payment = card.inclusiveness === 'BaseRate'
    ? estimate * (1 + GRATUITY_AND_TOLLS)
    : card.inclusiveness === 'CPTotal' ? estimate + BOOKING_FEE : estimate;
  const isRange = card.quoteType === 'range';
  const min = isRange ? round2(estimate * (1 - card.rangeSpread)) : null;
  const max = isRange ? round2(estimate * (1 + card.rangeSpread)) : null;
  const quoteId = `Q-${shortHash(`${input.firmId}|${input.bookingAccountServiceId}|${key}`, 16).toUpperCase()}`;
  return {
    bookingAccountServiceId: input.bookingAccountServiceId,
    quoteTraceId: traceId,
    quoteId,
    supplierRefQuoteId: `${input.providerCode}-${shortHash(`${quoteId}|supplier`, 8).toUpperCase()}`,
    bookieQuoteId: traceId,
    quoteType: card.quoteType,
    inclusiveness: card.inclusiveness,
    userCost: costOf(estimate, currency),
    paymentCost: costOf(payment, currency),
    minUserCost: min,
    maxUserCost: max,
    co2Kg,
  };
}
