import type { CarServiceQuote, ChosenCarService, Passenger } from '@curbside/contracts';
import { formatMoney, quoteLabel, withQuote, type QuotedService } from '@curbside/domain';

// spec 001 §3 Chosen car service, §7 POST /reservations/car-services and /car-services/quotes:
// the services come first without prices; their quotes are asked per provider so a slow
// provider never holds back the others' prices.

/** One POST /reservations/car-services/quotes call: the services of one provider. */
export interface ProviderQuoteRequest {
  provider: string;
  bookingAccountServiceIds: number[];
  quoteTraceIds: string[];
}

/**
 * The quote calls for a list of services, one per provider (the service's `name` is its
 * provider), in the order the providers first appear. Filtered-out services cannot be booked,
 * so they are not priced. Each service carries the quote trace id the quote call wants back.
 */
export function quoteRequestsByProvider(services: readonly ChosenCarService[]): ProviderQuoteRequest[] {
  const byProvider = new Map<string, ProviderQuoteRequest>();
  for (const service of services) {
    if (service.isFilteredOut) continue;
    let request = byProvider.get(service.name);
    if (!request) {
      request = { provider: service.name, bookingAccountServiceIds: [], quoteTraceIds: [] };
      byProvider.set(service.name, request);
    }
    request.bookingAccountServiceIds.push(service.bookingAccountServiceId);
    request.quoteTraceIds.push(service.quoteTraceId ?? '');
  }
  return [...byProvider.values()];
}

/** Where a service's price stands: asked, answered (maybe without a price), or the call failed. */
export type QuoteStatus =
  | { state: 'pending' }
  | { state: 'quoted'; quote: CarServiceQuote }
  | { state: 'missing' };

export type QuoteStatuses = Readonly<Record<number, QuoteStatus>>;

/** Every service of the request is pending. */
export function pendingQuotes(request: ProviderQuoteRequest): Record<number, QuoteStatus> {
  return Object.fromEntries(request.bookingAccountServiceIds.map((id) => [id, { state: 'pending' } as const]));
}

/**
 * A provider's answer folded in: its quotes land, and the services it was asked about but did
 * not price (or all of them, when the call failed: `quotes` null) have no quote.
 */
export function settleQuotes(
  statuses: QuoteStatuses,
  request: ProviderQuoteRequest,
  quotes: readonly CarServiceQuote[] | null,
): Record<number, QuoteStatus> {
  const next: Record<number, QuoteStatus> = { ...statuses };
  for (const id of request.bookingAccountServiceIds) {
    const quote = quotes?.find((q) => q.bookingAccountServiceId === id);
    next[id] = quote ? { state: 'quoted', quote } : { state: 'missing' };
  }
  return next;
}

/** The service as it may be chosen: with its quote folded in, or with no price when there is none. */
export function quotedService(service: ChosenCarService, status: QuoteStatus | undefined): ChosenCarService {
  if (status?.state === 'quoted') return withQuote(service, status.quote);
  return { ...service, userCost: null, paymentCost: null, minUserCost: null, maxUserCost: null, quoteId: null, supplierRefQuoteId: null };
}

/** A service may be chosen once its price question is settled, unless it is filtered out. */
export function isSelectable(service: ChosenCarService, status: QuoteStatus | undefined): boolean {
  return !service.isFilteredOut && status !== undefined && status.state !== 'pending';
}

/** People who need a seat: the passengers who are not packages (at least one). */
export function seatsNeeded(passengers: readonly Pick<Passenger, 'isPackage'>[]): number {
  return Math.max(1, passengers.filter((p) => !p.isPackage).length);
}

/** designed: the reasons a service is greyed out (the contract carries only the flag). */
export const FILTERED_OUT_REASONS = {
  seats: 'Not enough seats for your passengers',
  trip: 'Not available for this trip',
} as const;

/** Why a filtered-out service cannot be booked (the server's reason when it gives one); null for a bookable one. */
export function filteredOutReason(service: Pick<ChosenCarService, 'isFilteredOut' | 'numOfPassengers' | 'filteredOutReason'>, seats: number): string | null {
  if (!service.isFilteredOut) return null;
  if (service.filteredOutReason) return service.filteredOutReason;
  return service.numOfPassengers > 0 && service.numOfPassengers < seats ? FILTERED_OUT_REASONS.seats : FILTERED_OUT_REASONS.trip;
}

/** The chosen service after a new list arrived: kept (with its fresh quote) when still bookable, else dropped. */
export function reconcileChosenService(
  chosen: ChosenCarService | null,
  services: readonly ChosenCarService[],
  statuses: QuoteStatuses,
): ChosenCarService | null {
  if (!chosen) return null;
  const listed = services.find((s) => s.bookingAccountServiceId === chosen.bookingAccountServiceId);
  if (!listed || listed.isFilteredOut) return null;
  const status = statuses[listed.bookingAccountServiceId];
  // Until its new price lands the earlier choice stands as it was.
  if (!status || status.state === 'pending') return chosen;
  return quotedService(listed, status);
}

/** The symbol in front of a server-formatted cost ('$ 42.00 (USD)' -> '$'). */
export function symbolOfFormattedCost(formattedCost: string | null | undefined): string | null {
  const match = /^([^\d\s.,-]+)\s*\d/.exec(formattedCost?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * The price text of a service (001 §8/§9): 'symbol amount (CURRENCY)', a range as two of those,
 * 'By the meter' for a taxi without a quote, else 'No available quote'.
 */
export function priceText(service: QuotedService): string {
  const symbol = symbolOfFormattedCost(service.userCost?.formattedCost);
  return quoteLabel(service, (amount, currency) => formatMoney(amount, currency, symbol) || formatMoney(amount, currency));
}

/** True when the service carries a price (one cost or a full range). */
export function hasPrice(service: QuotedService): boolean {
  return service.userCost !== null || (service.userQuoteLevel === 'range' && service.minUserCost !== null && service.maxUserCost !== null);
}
