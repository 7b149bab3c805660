import { describe, expect, it } from 'vitest';
import {
  canSetDefaultCard, cardBrandFromNumber, cardExpiredOnLabel, cardFlow, cardNumberLength, cardNumberMask,
  formatCardNumber, isCardExpired, isFirstCardDefault, nextDefaultCard, parseCardExpiry, sortCards, validateCardForm,
  type CardForm, type CardFormContext,
} from './cards.ts';
import { itAnswers } from '../test-support/answer-table.ts';

const now = new Date(2025, 5, 15, 12, 0); // 15 June 2025, local time

describe('isCardExpired (spec 000 §4: expired at or before now)', () => {
  it.each([
    { expDate: new Date(2025, 5, 15, 11, 59), expired: true, when: 'before now' },
    { expDate: now, expired: true, when: 'at now' },
    { expDate: new Date(2025, 5, 15, 12, 1), expired: false, when: 'after now' },
    { expDate: '2025-07-31', expired: false, when: 'next month (ISO date)' },
    { expDate: '2024-12-31', expired: true, when: 'last year (ISO date)' },
  ])('calls a card expiring $when expired: $expired', ({ expDate, expired }) => {
    expect(isCardExpired(expDate, now)).toBe(expired);
  });

  it("labels an expired card 'Expired on {month/year}'", () => {
    expect(cardExpiredOnLabel('2024-12-31')).toBe('Expired on 12/24');
  });
});

describe('canSetDefaultCard (spec 000 §4)', () => {
  const entry = { isDefault: false, card: { expDate: '2027-01-31' } };
  it.each([
    { rule: 'allows a valid personal card', card: entry, result: { ok: true } },
    { rule: 'refuses the card that is already default', card: { ...entry, isDefault: true }, result: { ok: false, reason: 'alreadyDefault' } },
    { rule: 'refuses an expired card', card: { ...entry, card: { expDate: '2025-05-31' } }, result: { ok: false, reason: 'expired' } },
    { rule: 'refuses a firm card', card: { ...entry, isFirmCard: true }, result: { ok: false, reason: 'firmCard' } },
  ])('$rule', ({ card, result }) => {
    expect(canSetDefaultCard(card, now)).toEqual(result);
  });

  it('makes the first saved card the default (spec 000 §9)', () => {
    expect(isFirstCardDefault(0)).toBe(true);
    expect(isFirstCardDefault(1)).toBe(false);
  });
});

describe('nextDefaultCard (spec 000 §4/§9: the first-card rule when the default card is deleted)', () => {
  const card = (id: string, expDate: string, extra: { isDefault?: boolean; isFirmCard?: boolean } = {}) =>
    ({ id, isDefault: extra.isDefault ?? false, isFirmCard: extra.isFirmCard ?? false, card: { expDate } });
  const later = '2027-01-31';
  const past = '2024-01-31';
  it.each([
    { rule: 'makes the next card default', remaining: [card('b', later), card('c', later)], next: 'b' },
    { rule: 'skips an expired card', remaining: [card('b', past), card('c', later)], next: 'c' },
    { rule: 'skips a firm card', remaining: [card('b', later, { isFirmCard: true }), card('c', later)], next: 'c' },
    { rule: 'leaves an existing default alone', remaining: [card('b', later), card('c', later, { isDefault: true })], next: null },
    { rule: 'has no default when no card is left', remaining: [], next: null },
    { rule: 'has no default when only expired cards are left', remaining: [card('b', past)], next: null },
  ])('$rule', ({ remaining, next }) => {
    expect(nextDefaultCard(remaining, now)?.id ?? null).toBe(next);
  });
});

describe('card number mask and brand (spec 000 §5, §9)', () => {
  it.each([
    { brand: 'AMEX' as const, mask: [4, 6, 5], length: 15 },
    { brand: 'AMEXVIRTUAL' as const, mask: [4, 6, 5], length: 15 },
    { brand: 'VISA' as const, mask: [4, 4, 4, 4], length: 16 },
    { brand: null, mask: [4, 4, 4, 4], length: 16 },
  ])('masks $brand as $mask with $length digits', ({ brand, mask, length }) => {
    expect(cardNumberMask(brand)).toEqual(mask);
    expect(cardNumberLength(brand)).toBe(length);
  });

  itAnswers('formats %s as "%s"', formatCardNumber, [
    ['4111111111111111', '4111 1111 1111 1111'], ['378282246310005', '3782 822463 10005'],
    ['4111 11', '4111 11'], ['41111111111111119999', '4111 1111 1111 1111'],
  ]);

  itAnswers('maps %s to %s', cardBrandFromNumber, [
    ['4111111111111111', 'VISA'], ['5555555555554444', 'MASTERCARD'], ['378282246310005', 'AMEX'],
    ['6011111111111117', 'DISCOVER'], ['30569309025904', 'DINERS-CLUB'], ['3530111333300000', 'None'],
  ]);
});

describe('validateCardForm (spec 000 §5 Credit card)', () => {
  const valid: Required<CardForm> = { number: '4111 1111 1111 1111', holderName: 'Jane Doe', expiry: '12/27', zip: '10001', description: 'Work card' };
  const context: CardFormContext = { billingSystem: 'SG2', isFirmCard: false, isImported: false, isAmexVirtual: false, now };
  const cases: { rule: string; form: Partial<CardForm>; ctx?: Partial<CardFormContext>; errors: Record<string, string> }[] = [
    { rule: 'accepts a valid card, with whitespace in the number', form: {}, errors: {} },
    { rule: 'refuses a number failing the Luhn check', form: { number: '4111111111111112' }, errors: { number: 'Invalid card number' } },
    { rule: 'refuses an unsupported brand', form: { number: '3530111333300000' }, errors: { number: 'Not supported brand' } },
    { rule: 'requires the card holder name', form: { holderName: ' ' }, errors: { holderName: 'Must provide card holder name' } },
    { rule: 'refuses a holder name that is a number', form: { holderName: '4111 1111' }, errors: { holderName: 'Must provide card holder name' } },
    { rule: 'skips the holder name for Amex virtual cards', form: { holderName: '' }, ctx: { isAmexVirtual: true }, errors: {} },
    { rule: 'refuses an expiry not in MM/YY', form: { expiry: '12/2027' }, errors: { expiry: 'Invalid expiration date' } },
    { rule: 'refuses month 13', form: { expiry: '13/27' }, errors: { expiry: 'Invalid expiration date' } },
    { rule: 'refuses a past expiry', form: { expiry: '05/25' }, errors: { expiry: 'Invalid expiration date' } },
    { rule: 'accepts the current month', form: { expiry: '06/25' }, errors: {} },
    { rule: 'refuses a zip under 5 characters', form: { zip: '1234' }, errors: { zip: 'Invalid zip code' } },
    { rule: 'refuses a zip with other characters', form: { zip: '10001#' }, errors: { zip: 'Invalid zip code' } },
    { rule: 'accepts a zip with letters, spaces and dashes', form: { zip: 'SW1A 1AA' }, errors: {} },
    { rule: 'accepts a 9-character zip', form: { zip: '12345-678' }, errors: {} },
    { rule: 'fails the further check at 10 characters', form: { zip: '12345-6789' }, errors: { zip: 'Invalid zip code' } },
    { rule: 'does not check the zip on the FN billing system', form: { zip: '1' }, ctx: { billingSystem: 'FN' }, errors: {} },
    { rule: 'requires a description', form: { description: ' ' }, errors: { description: 'Description is required' } },
    { rule: 'does not require a description for a firm card', form: { description: '' }, ctx: { isFirmCard: true }, errors: {} },
    {
      rule: 'skips validation for imported cards',
      form: { number: '1', holderName: '', expiry: 'x', zip: '', description: '' }, ctx: { isImported: true }, errors: {},
    },
  ];
  it.each(cases)('$rule', ({ form, ctx, errors }) => {
    expect(validateCardForm({ ...valid, ...form }, { ...context, ...ctx })).toEqual(errors);
  });

  it('converts the expiry year by adding 2000', () => {
    expect(parseCardExpiry('07/29')).toEqual({ month: 7, year: 2029 });
  });
});

describe('cardFlow (spec 000 §4)', () => {
  it.each([
    { isFirmCard: true, billingSystem: 'SG1' as const, mandatoryCVV: false, flow: 'paymentProvider' },
    { isFirmCard: false, billingSystem: 'FN' as const, mandatoryCVV: true, flow: 'paymentProvider' },
    { isFirmCard: false, billingSystem: 'FN' as const, mandatoryCVV: false, flow: 'paymentProvider' },
    { isFirmCard: false, billingSystem: 'SG2' as const, mandatoryCVV: false, flow: 'paymentProvider' },
    { isFirmCard: false, billingSystem: 'SG1' as const, mandatoryCVV: true, flow: 'paymentProvider' },
  ])('firm card $isFirmCard on $billingSystem with mandatoryCVV $mandatoryCVV uses $flow', ({ flow, ...input }) => {
    expect(cardFlow(input)).toBe(flow);
  });
});

describe('sortCards', () => {
  it('lists the default card first, then usable cards, then expired ones', () => {
    const cards = [
      { id: 'expired', isDefault: false, card: { expDate: '2024-01-31' } },
      { id: 'a', isDefault: false, card: { expDate: '2027-01-31' } },
      { id: 'default', isDefault: true, card: { expDate: '2026-01-31' } },
      { id: 'b', isDefault: false, card: { expDate: '2028-01-31' } },
    ];
    expect(sortCards(cards, now).map((card) => card.id)).toEqual(['default', 'a', 'b', 'expired']);
  });
});
