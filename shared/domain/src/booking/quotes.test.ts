import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money.ts';
import { quoteLabel, sortCarServices, vehicleCapacityLabel, vehicleTypeLabel, withQuote } from './quotes.ts';
import { vehicleCapacity } from '../vehicle-mix.ts';
import { makeCarService } from './test-fixtures.ts';

const money = (amount: number, currency: string) => formatMoney(amount, currency, '$');
const usd = (amount: number) => ({ amount, currency: 'USD', formattedCost: '' });

describe('quoteLabel (spec 001 §3 quote types, §8 missing quote)', () => {
  it.each([
    { rule: 'shows a one-cost quote', service: { userQuoteLevel: 'oneCost' as const, userCost: usd(42) }, label: '$ 42.00 (USD)' },
    { rule: 'shows a guaranteed quote', service: { userQuoteLevel: 'oneCostGuaranteed' as const, userCost: usd(50) }, label: '$ 50.00 (USD)' },
    { rule: "shows a range as 'min – max'", service: { userQuoteLevel: 'range' as const, userCost: usd(40), minUserCost: 35, maxUserCost: 48.5 }, label: '$ 35.00 (USD) – $ 48.50 (USD)' },
    { rule: "shows 'By the meter' for a taxi without a quote", service: { vehicleType: 'Taxi' as const, userCost: null, userQuoteLevel: null }, label: 'By the meter' },
    { rule: "shows 'No available quote' for other vehicles without a quote", service: { vehicleType: 'SUV' as const, userCost: null, userQuoteLevel: null }, label: 'No available quote' },
  ])('$rule', ({ service, label }) => {
    expect(quoteLabel(makeCarService(service), money)).toBe(label);
  });
});

describe('vehicleCapacity (spec 001 §9: Sedan 3, SUV 6, MPV 8, Sprinter Van 13, Minibus 23 to 40)', () => {
  it.each([
    ['Sedan', 3, 3], ['SUV', 6, 6], ['Minivan', 8, 8], ['LargeMinivan', 13, 13], ['Minibus', 23, 40], ['Taxi', 3, 3],
  ] as const)('%s seats %i to %i', (type, min, max) => {
    expect(vehicleCapacity(type)).toEqual({ min, max });
  });

  it('labels a range capacity', () => {
    expect(vehicleCapacityLabel('Minibus')).toBe('23-40');
    expect(vehicleCapacityLabel('SUV')).toBe('6');
  });
});

describe('sortCarServices', () => {
  it('puts preferred services first, then the cheapest, unquoted last', () => {
    const services = [
      makeCarService({ name: 'pricey', userCost: usd(90) }),
      makeCarService({ name: 'none', userCost: null }),
      makeCarService({ name: 'pref-dear', isPreferred: true, userCost: usd(80) }),
      makeCarService({ name: 'cheap', userCost: usd(20) }),
      makeCarService({ name: 'pref-cheap', isPreferred: true, userCost: usd(30) }),
      makeCarService({ name: 'range', userCost: null, userQuoteLevel: 'range', minUserCost: 25, maxUserCost: 40 }),
    ];
    expect(sortCarServices(services).map((s) => s.name)).toEqual(['pref-cheap', 'pref-dear', 'cheap', 'range', 'pricey', 'none']);
  });
});

describe('withQuote', () => {
  it("folds a service's quote in and ignores another service's", () => {
    const service = makeCarService({ userCost: null, userQuoteLevel: null });
    const quote = {
      bookingAccountServiceId: 11, quoteTraceId: 't', quoteId: 'q-9', supplierRefQuoteId: 's-9', bookieQuoteId: 'b-9',
      quoteType: 'oneCostGuaranteed' as const, inclusiveness: null, userCost: usd(61), paymentCost: null, minUserCost: null, maxUserCost: null,
    };
    expect(withQuote(service, quote)).toMatchObject({ quoteId: 'q-9', bookieQuoteId: 'b-9', userQuoteLevel: 'oneCostGuaranteed', userCost: { amount: 61 } });
    expect(withQuote(service, { ...quote, bookingAccountServiceId: 12 })).toBe(service);
  });
});

describe('vehicleTypeLabel (the 001 §3 codes as people read them)', () => {
  it.each([['Sedan', 'Sedan'], ['LargeSUV', 'Large SUV'], ['LargeMinivan', 'Large minivan'], ['ExecutiveMinivan', 'Executive minivan']] as const)('%s -> %s', (code, label) => {
    expect(vehicleTypeLabel(code)).toBe(label);
  });

  it('is empty without a vehicle', () => {
    expect(vehicleTypeLabel(null)).toBe('');
  });
});
