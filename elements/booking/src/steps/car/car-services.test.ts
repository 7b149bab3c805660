import { describe, expect, it } from 'vitest';
import {
  FILTERED_OUT_REASONS, filteredOutReason, hasPrice, isSelectable, pendingQuotes, priceText, quoteRequestsByProvider, quotedService,
  reconcileChosenService, seatsNeeded, settleQuotes, symbolOfFormattedCost,
} from './car-services.ts';
import { quote, service } from './test-data.ts';

describe('quoteRequestsByProvider', () => {
  it('asks each provider once for all its services, with their quote trace ids', () => {
    const services = [
      service({ name: 'City Cars', bookingAccountServiceId: 11, quoteTraceId: 'qt-a' }),
      service({ name: 'Slow Limo', bookingAccountServiceId: 21, quoteTraceId: 'qt-b' }),
      service({ name: 'City Cars', bookingAccountServiceId: 12, quoteTraceId: 'qt-c', vehicleType: 'SUV' }),
    ];
    expect(quoteRequestsByProvider(services)).toEqual([
      { provider: 'City Cars', bookingAccountServiceIds: [11, 12], quoteTraceIds: ['qt-a', 'qt-c'] },
      { provider: 'Slow Limo', bookingAccountServiceIds: [21], quoteTraceIds: ['qt-b'] },
    ]);
  });

  it('does not price filtered-out services', () => {
    const services = [service({ bookingAccountServiceId: 11 }), service({ bookingAccountServiceId: 12, isFilteredOut: true })];
    expect(quoteRequestsByProvider(services)).toEqual([{ provider: 'City Cars', bookingAccountServiceIds: [11], quoteTraceIds: ['qt-11'] }]);
  });
});

describe('quotes as they arrive', () => {
  const city = { provider: 'City Cars', bookingAccountServiceIds: [11, 12], quoteTraceIds: ['qt-11', 'qt-12'] };
  const slow = { provider: 'Slow Limo', bookingAccountServiceIds: [21], quoteTraceIds: ['qt-21'] };

  it('settles one provider while a slow one is still pending', () => {
    const start = { ...pendingQuotes(city), ...pendingQuotes(slow) };
    const next = settleQuotes(start, city, [quote(11, 42), quote(12, 60)]);
    expect(next[11]).toEqual({ state: 'quoted', quote: quote(11, 42) });
    expect(next[12]?.state).toBe('quoted');
    expect(next[21]).toEqual({ state: 'pending' });
  });

  it('marks the services a provider did not price, or all of them when its call failed, as without a quote', () => {
    const start = pendingQuotes(city);
    expect(settleQuotes(start, city, [quote(11, 42)])[12]).toEqual({ state: 'missing' });
    expect(settleQuotes(start, city, null)).toEqual({ 11: { state: 'missing' }, 12: { state: 'missing' } });
  });

  it('lets a service be chosen only once its price question is settled, and never a filtered-out one', () => {
    expect(isSelectable(service(), { state: 'pending' })).toBe(false);
    expect(isSelectable(service(), undefined)).toBe(false);
    expect(isSelectable(service(), { state: 'missing' })).toBe(true);
    expect(isSelectable(service(), { state: 'quoted', quote: quote(11, 42) })).toBe(true);
    expect(isSelectable(service({ isFilteredOut: true }), { state: 'missing' })).toBe(false);
  });
});

describe('prices (001 §8, §9)', () => {
  it('shows one cost as symbol amount (CURRENCY)', () => {
    const priced = quotedService(service(), { state: 'quoted', quote: quote(11, 42) });
    expect(priceText(priced)).toBe('$ 42.00 (USD)');
    expect(hasPrice(priced)).toBe(true);
    expect(priced.quoteId).toBe('Q-11');
  });

  it('shows a range as min – max', () => {
    const ranged = quotedService(service(), {
      state: 'quoted',
      quote: quote(11, 50, { quoteType: 'range', minUserCost: 45, maxUserCost: 55, userCost: { amount: 50, currency: 'GBP', formattedCost: '£ 50.00 (GBP)' } }),
    });
    expect(priceText(ranged)).toBe('£ 45.00 (GBP) – £ 55.00 (GBP)');
  });

  it("says 'By the meter' for a taxi without a quote and 'No available quote' otherwise", () => {
    expect(priceText(quotedService(service({ vehicleType: 'Taxi' }), { state: 'missing' }))).toBe('By the meter');
    expect(priceText(quotedService(service({ vehicleType: 'Taxi' }), { state: 'quoted', quote: quote(11, null) }))).toBe('By the meter');
    expect(priceText(quotedService(service(), { state: 'missing' }))).toBe('No available quote');
    expect(hasPrice(quotedService(service(), { state: 'missing' }))).toBe(false);
  });

  it('reads the symbol of a server-formatted cost', () => {
    expect(symbolOfFormattedCost('$ 42.00 (USD)')).toBe('$');
    expect(symbolOfFormattedCost('€ 9.50 (EUR)')).toBe('€');
    expect(symbolOfFormattedCost('42.00 (USD)')).toBeNull();
    expect(symbolOfFormattedCost(null)).toBeNull();
  });
});

describe('filtered-out services', () => {
  it('counts the passengers who need a seat, packages excluded, at least one', () => {
    expect(seatsNeeded([{ isPackage: false }, { isPackage: false }, { isPackage: true }])).toBe(2);
    expect(seatsNeeded([{ isPackage: true }])).toBe(1);
  });

  it('says why a service is greyed out', () => {
    expect(filteredOutReason(service({ isFilteredOut: false }), 5)).toBeNull();
    expect(filteredOutReason(service({ isFilteredOut: true, numOfPassengers: 3 }), 4)).toBe(FILTERED_OUT_REASONS.seats);
    expect(filteredOutReason(service({ isFilteredOut: true, numOfPassengers: 6 }), 4)).toBe(FILTERED_OUT_REASONS.trip);
  });
});

describe('reconcileChosenService', () => {
  const chosen = quotedService(service(), { state: 'quoted', quote: quote(11, 40) });

  it('drops a chosen service that is no longer offered or is filtered out now', () => {
    expect(reconcileChosenService(chosen, [service({ bookingAccountServiceId: 12 })], {})).toBeNull();
    expect(reconcileChosenService(chosen, [service({ isFilteredOut: true })], {})).toBeNull();
  });

  it('keeps the earlier choice until the fresh quote lands, then takes the fresh price', () => {
    expect(reconcileChosenService(chosen, [service()], { 11: { state: 'pending' } })).toBe(chosen);
    const fresh = reconcileChosenService(chosen, [service()], { 11: { state: 'quoted', quote: quote(11, 44) } });
    expect(fresh?.userCost?.amount).toBe(44);
  });
});
