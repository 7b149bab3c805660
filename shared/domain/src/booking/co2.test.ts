import type { DistanceUnits } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { rideCo2Kg } from '../emissions.ts';
import { formatMoney } from '../money.ts';
import { itAnswers } from '../test-support/answer-table.ts';
import { co2InUnits, formatCo2, lowestEmissionIds, sustainableSuggestion, sustainableSuggestionText } from './co2.ts';
import { makeCarService } from './test-fixtures.ts';

const usd = (amount: number) => ({ amount, currency: 'USD', formattedCost: formatMoney(amount, 'USD', '$') });

describe('CO2 of a quote in the user\'s units (001 §9: 1 kg = 2.20462 lb, 1 decimal)', () => {
  itAnswers<[number, DistanceUnits], string>('formatCo2(%j) is %s', ([kg, units]) => formatCo2(kg, units), [
    // distance x factor: 10 km in a sedan (0.171 kg/km) is 1.71 kg
    [[rideCo2Kg('Sedan', 10), 'Metric'], '1.7 kg CO2'],
    [[rideCo2Kg('Sedan', 10), 'English'], '3.8 lb CO2'],
    // 26.4 km in an electric car (0.047 kg/km) is 1.241 kg
    [[rideCo2Kg('Sedan', 26.4, true), 'Metric'], '1.2 kg CO2'],
    [[rideCo2Kg('Sedan', 26.4, true), 'English'], '2.7 lb CO2'],
    // rounding: 0.25 kg rounds half up, 0.04 kg shows 0
    [[0.25, 'Metric'], '0.3 kg CO2'],
    [[0.04, 'Metric'], '0 kg CO2'],
    [[45.2, 'English'], '99.6 lb CO2'],
  ]);

  it('gives the unit apart for a figure laid out on its own', () => {
    expect(co2InUnits(1.71, 'English')).toEqual({ value: 3.8, unit: 'lb' });
    expect(co2InUnits(1.71, 'Metric')).toEqual({ value: 1.7, unit: 'kg' });
  });
});

describe('lowestEmissionIds', () => {
  it('marks the bookable service that emits least, every one on a tie, none without figures', () => {
    const services = [
      makeCarService({ bookingAccountServiceId: 1, co2Kg: 1.71 }),
      makeCarService({ bookingAccountServiceId: 2, co2Kg: 0.47, isSustainable: true }),
      makeCarService({ bookingAccountServiceId: 3, co2Kg: 0.47, isSustainable: true }),
      makeCarService({ bookingAccountServiceId: 4, co2Kg: 0.1, isFilteredOut: true }),
      makeCarService({ bookingAccountServiceId: 5, co2Kg: null }),
    ];
    expect([...lowestEmissionIds(services)]).toEqual([2, 3]);
    expect(lowestEmissionIds([makeCarService({ co2Kg: null })]).size).toBe(0);
  });
});

describe('sustainableSuggestion (a sustainable service within the firm margin of the cheapest)', () => {
  const cheapSedan = makeCarService({ bookingAccountServiceId: 1, userCost: usd(40), co2Kg: 1.71 });
  const ev = (id: number, price: number, co2Kg = 0.47) => makeCarService({ bookingAccountServiceId: id, userCost: usd(price), co2Kg, isSustainable: true });
  const cases = [
    { rule: 'suggests an electric car 10% dearer at a 10% margin', services: [cheapSedan, ev(2, 44)], margin: 10, id: 2, extra: 4 },
    { rule: 'not one 10.5% dearer', services: [cheapSedan, ev(2, 44.2)], margin: 10, id: null, extra: null },
    { rule: 'a wider margin lets it in', services: [cheapSedan, ev(2, 44.2)], margin: 15, id: 2, extra: 4.2 },
    { rule: 'the lowest emitter first, then the cheaper', services: [cheapSedan, ev(2, 41, 0.6), ev(3, 43), ev(4, 42)], margin: 10, id: 4, extra: 2 },
    { rule: 'nothing when the cheapest is sustainable', services: [ev(2, 39), cheapSedan], margin: 10, id: null, extra: null },
    { rule: 'nothing without a price (by the meter)', services: [cheapSedan, makeCarService({ bookingAccountServiceId: 2, userCost: null, co2Kg: 0.4, isSustainable: true })], margin: 10, id: null, extra: null },
    { rule: 'nothing filtered out', services: [cheapSedan, { ...ev(2, 41), isFilteredOut: true }], margin: 10, id: null, extra: null },
  ];
  it.each(cases)('$rule', ({ services, margin, id, extra }) => {
    const suggestion = sustainableSuggestion(services, margin);
    expect(suggestion?.bookingAccountServiceId ?? null).toBe(id);
    expect(suggestion?.extraCost ?? null).toBe(extra);
  });

  it("says 'x kg less CO2 for y more' in the user's units", () => {
    const suggestion = sustainableSuggestion([cheapSedan, ev(2, 44)], 10);
    if (!suggestion) throw new Error('no suggestion');
    const money = (amount: number) => formatMoney(amount, 'USD', '$');
    expect(sustainableSuggestionText(suggestion, 'Metric', money)).toBe('1.2 kg less CO2 for $ 4.00 (USD) more');
    expect(sustainableSuggestionText(suggestion, 'English', money)).toBe('2.7 lb less CO2 for $ 4.00 (USD) more');
    expect(sustainableSuggestionText({ ...suggestion, extraCost: 0 }, 'Metric', money)).toBe('1.2 kg less CO2 at the same price');
  });
});
