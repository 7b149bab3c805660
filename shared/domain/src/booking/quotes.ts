import type { CarServiceQuote, ChosenCarService, QuoteType, VehicleType } from '@curbside/contracts';
import { vehicleCapacity } from '../vehicle-mix.ts';
import { QUOTE_LABELS } from './messages.ts';

// spec 001 §3 Chosen car service, §8 missing quote label, §9 vehicle capacities.

export type MoneyFormatter = (amount: number, currency: string) => string;

export type QuotedService = Pick<ChosenCarService, 'vehicleType' | 'userCost' | 'userQuoteLevel' | 'minUserCost' | 'maxUserCost'>;

/**
 * The price text of a car service: one cost (guaranteed or not) as the formatted amount, a
 * range as 'min – max'; without a quote 'By the meter' for a taxi, else 'No available quote'.
 * `fallbackCurrency` is used for a range that comes without a userCost.
 */
export function quoteLabel(service: QuotedService, formatMoney: MoneyFormatter, fallbackCurrency = 'USD'): string {
  const currency = service.userCost?.currency ?? fallbackCurrency;
  const { minUserCost: min, maxUserCost: max } = service;
  if (service.userQuoteLevel === 'range' && min !== null && max !== null) {
    return `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  }
  if (service.userCost) return formatMoney(service.userCost.amount, service.userCost.currency);
  return service.vehicleType === 'Taxi' ? QUOTE_LABELS.byTheMeter : QUOTE_LABELS.noQuote;
}

/** Designed names of the quote types. */
export const QUOTE_TYPE_LABELS: Readonly<Record<QuoteType, string>> = {
  oneCost: 'One cost',
  oneCostGuaranteed: 'Guaranteed',
  range: 'Estimated range',
};

/** A service with its quote from POST /reservations/car-services/quotes folded in. */
export function withQuote<T extends ChosenCarService>(service: T, quote: CarServiceQuote): T {
  if (quote.bookingAccountServiceId !== service.bookingAccountServiceId) return service;
  return {
    ...service,
    quoteId: quote.quoteId,
    supplierRefQuoteId: quote.supplierRefQuoteId,
    bookieQuoteId: quote.bookieQuoteId,
    userQuoteLevel: quote.quoteType,
    inclusiveness: quote.inclusiveness ?? service.inclusiveness,
    userCost: quote.userCost,
    paymentCost: quote.paymentCost,
    minUserCost: quote.minUserCost,
    maxUserCost: quote.maxUserCost,
    co2Kg: quote.co2Kg ?? service.co2Kg ?? null,
  };
}

/** Designed display names of the vehicle types (001 §3 lists the codes). */
export const VEHICLE_TYPE_LABELS: Readonly<Record<VehicleType, string>> = {
  Sedan: 'Sedan',
  SUV: 'SUV',
  Executive: 'Executive',
  LargeSUV: 'Large SUV',
  Luxury: 'Luxury',
  Minivan: 'Minivan',
  LargeMinivan: 'Large minivan',
  ExecutiveMinivan: 'Executive minivan',
  Minibus: 'Minibus',
  Taxi: 'Taxi',
};

/** The vehicle type as people read it ('Large SUV'); '' when there is none. */
export function vehicleTypeLabel(vehicleType: VehicleType | null | undefined): string {
  return vehicleType ? VEHICLE_TYPE_LABELS[vehicleType] : '';
}

/** '3' or '23-40'. */
export function vehicleCapacityLabel(vehicleType: VehicleType): string {
  const { min, max } = vehicleCapacity(vehicleType);
  return min === max ? String(max) : `${min}-${max}`;
}

function priceOf(service: QuotedService): number {
  if (service.userCost) return service.userCost.amount;
  if (service.minUserCost !== null) return service.minUserCost;
  return Number.POSITIVE_INFINITY;
}

/** Preferred services first, then by price (lowest first, unquoted last); otherwise the given order. */
export function sortCarServices<T extends QuotedService & Pick<ChosenCarService, 'isPreferred'>>(services: readonly T[]): T[] {
  return services
    .map((service, position) => ({ service, position }))
    .sort((a, b) => {
      if (a.service.isPreferred !== b.service.isPreferred) return a.service.isPreferred ? -1 : 1;
      const pa = priceOf(a.service);
      const pb = priceOf(b.service);
      if (pa !== pb) return pa < pb ? -1 : 1;
      return a.position - b.position;
    })
    .map(({ service }) => service);
}
