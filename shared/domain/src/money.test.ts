import { describe, expect, it } from 'vitest';
import { currencySymbolOf, formatChargedAmount, formatMoney, orderCurrencies } from './money.ts';

describe('formatMoney (spec 000 §9: "symbol amount (CURRENCY)", 2 decimals, zero shows empty)', () => {
  it.each([
    { amount: 12.5, code: 'USD', symbol: '$', expected: '$ 12.50 (USD)' },
    { amount: 1234.567, code: 'GBP', symbol: '£', expected: '£ 1234.57 (GBP)' },
    { amount: 7, code: 'EUR', symbol: 8364, expected: '€ 7.00 (EUR)' },
    { amount: 3.1, code: 'cad', symbol: undefined, expected: '3.10 (CAD)' },
    { amount: -4.2, code: 'USD', symbol: '$', expected: '$ -4.20 (USD)' },
  ])('shows $amount $code as "$expected"', ({ amount, code, symbol, expected }) => {
    expect(formatMoney(amount, code, symbol)).toBe(expected);
  });

  it.each([0, null, undefined, Number.NaN])('shows %s as empty text', (amount) => {
    expect(formatMoney(amount, 'USD', '$')).toBe('');
  });
});

describe('orderCurrencies (spec 000 §9: USD, GBP, EUR, CAD and AUD on top, then all others)', () => {
  it.each([
    { input: ['JPY', 'AUD', 'CHF', 'USD', 'EUR', 'CAD', 'GBP'], expected: ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY', 'CHF'] },
    { input: ['ILS', 'EUR', 'INR'], expected: ['EUR', 'ILS', 'INR'] },
    { input: [], expected: [] },
  ])('orders $input as $expected', ({ input, expected }) => {
    expect(orderCurrencies(input)).toEqual(expected);
  });

  it('orders richer items through a code accessor without changing the input', () => {
    const input = [{ code: 'SEK' }, { code: 'CAD' }];
    expect(orderCurrencies(input, (c) => c.code)).toEqual([{ code: 'CAD' }, { code: 'SEK' }]);
    expect(input[0]?.code).toBe('SEK');
  });
});

describe('formatChargedAmount (001 §9 money for a fare or an invoice total, where zero is an amount too)', () => {
  it.each([
    { amount: 63.44, code: 'USD', expected: '$ 63.44 (USD)' },
    { amount: 0, code: 'USD', expected: '$ 0.00 (USD)' },
    { amount: 0, code: 'GBP', expected: '£ 0.00 (GBP)' },
    { amount: 12, code: 'CAD', expected: 'CA$ 12.00 (CAD)' },
    { amount: Number.NaN, code: 'EUR', expected: '€ 0.00 (EUR)' },
  ])('shows $amount $code as "$expected"', ({ amount, code, expected }) => {
    expect(formatChargedAmount(amount, code)).toBe(expected);
  });

  it('has no symbol for a code Intl does not know', () => {
    expect(currencySymbolOf('??')).toBe('');
    expect(formatChargedAmount(5, '??')).toBe('5.00 (??)');
  });
});
