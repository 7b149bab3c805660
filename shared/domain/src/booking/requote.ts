import type { VehicleType } from '@curbside/contracts';

// Issue 12: re-quote on decline. When a car provider declines a booking (or does not accept it in
// time), the server offers it to the next best quote of the same service class, within the firm's
// price margin of the booked price; when nothing is left the booking is Declined with the reason.

/** Designed: a replacement may cost at most this much (percent) above the booked price. */
export const DEFAULT_REQUOTE_MARGIN_PERCENT = 15;

export type ServiceClass = 'taxi' | 'car' | 'suv' | 'premium' | 'van' | 'bus';

/** Designed: the vehicle types a traveller takes as the same kind of ride (a black car is not swapped for a taxi). */
export const SERVICE_CLASS: Readonly<Record<VehicleType, ServiceClass>> = {
  Taxi: 'taxi',
  Sedan: 'car',
  SUV: 'suv',
  LargeSUV: 'suv',
  Executive: 'premium',
  Luxury: 'premium',
  Minivan: 'van',
  LargeMinivan: 'van',
  ExecutiveMinivan: 'van',
  Minibus: 'bus',
};

export interface RequoteCandidate {
  bookingAccountServiceId: number;
  vehicleType: VehicleType;
  /** The quoted price for the trip; null when the provider gives none (a metered taxi). */
  price: number | null;
  /** Not able to take the trip (seats, drop-off). */
  isFilteredOut: boolean;
}

export interface RequoteInput {
  /** The vehicle type that was booked first. */
  bookedVehicleType: VehicleType;
  /** The price booked first (the margin counts from it, however many providers declined); null for a metered ride. */
  bookedPrice: number | null;
  /** Every service that declined or did not answer, the booked one included. */
  triedServiceIds: readonly number[];
  candidates: readonly RequoteCandidate[];
  marginPercent: number;
}

export type RequoteGiveUp = 'noOtherService' | 'overMargin';

export type RequoteDecision =
  | { kind: 'offer'; candidate: RequoteCandidate }
  | { kind: 'giveUp'; reason: RequoteGiveUp };

/** Why a booking ends Declined after its provider declined (the history and the e-mail say it). */
export const REQUOTE_GIVE_UP_TEXTS: Readonly<Record<RequoteGiveUp, (marginPercent: number) => string>> = {
  noOtherService: () => 'no other car provider of the same class serves this trip',
  overMargin: (margin) => `no other car provider of the same class quotes within ${margin}% of the booked price`,
};

/**
 * The next quote to offer the booking to: same service class, not tried yet, able to take the
 * trip, priced within the margin of the booked price (a metered ride takes a priced or metered
 * one; a priced ride needs a price). Cheapest first, then the lower service id.
 */
export function nextQuote(input: RequoteInput): RequoteDecision {
  const serviceClass = SERVICE_CLASS[input.bookedVehicleType];
  const tried = new Set(input.triedServiceIds);
  const open = input.candidates.filter((c) =>
    SERVICE_CLASS[c.vehicleType] === serviceClass && !tried.has(c.bookingAccountServiceId) && !c.isFilteredOut);
  if (open.length === 0) return { kind: 'giveUp', reason: 'noOtherService' };
  const limit = input.bookedPrice === null ? Infinity : input.bookedPrice * (1 + input.marginPercent / 100) + 1e-9;
  const within = open.filter((c) => (c.price === null ? input.bookedPrice === null : c.price <= limit));
  const best = within.sort((a, b) =>
    (a.price ?? Infinity) - (b.price ?? Infinity) || a.bookingAccountServiceId - b.bookingAccountServiceId)[0];
  return best ? { kind: 'offer', candidate: best } : { kind: 'giveUp', reason: 'overMargin' };
}
