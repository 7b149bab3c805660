import { describe, expect, it } from 'vitest';
import { validateCarPaymentStep, initialBookingStepperFields } from '@curbside/domain';
import {
  BILL_TO_COMPANY_LABEL, COMPANY_CHOICE, defaultPaymentChoice, paymentChoices, paymentPatch, selectedPaymentChoice,
} from './payment-choices.ts';
import { card } from './test-data.ts';

const now = new Date('2030-06-15T12:00:00Z');
const valid = card(1, '2031-01-31', { isDefault: true });
const expired = card(2, '2030-03-31');

describe('paymentChoices', () => {
  it("lists the cards, an expired one disabled with 'Expired on MM/YY', and 'Bill to company' when offered", () => {
    const choices = paymentChoices({ options: ['CC', 'DB'], creditCards: [valid, expired] }, null, now);
    expect(choices.map((c) => [c.value, c.disabled])).toEqual([['card-1', false], ['card-2', true], [COMPANY_CHOICE, false]]);
    expect(choices[1]?.detail).toBe('Expired on 03/30');
    expect(choices[0]?.label).toBe('Visa •••• 4001 (default)');
    expect(choices[2]?.label).toBe(BILL_TO_COMPANY_LABEL);
  });

  it('offers no company billing unless the server does', () => {
    expect(paymentChoices({ options: ['CC'], creditCards: [valid] }, null, now).map((c) => c.value)).toEqual(['card-1']);
  });

  it("lists the booking's own card when the server no longer returns it, so an expired one is seen refused", () => {
    const choices = paymentChoices({ options: ['CC'], creditCards: [valid] }, expired, now);
    expect(choices.map((c) => [c.value, c.disabled])).toEqual([['card-1', false], ['card-2', true]]);
  });
});

describe('choosing how to pay', () => {
  const [cardChoice, , companyChoice] = paymentChoices({ options: ['CC', 'DB'], creditCards: [valid, expired] }, null, now);

  it('a card sets CC and the card, and clears company billing', () => {
    expect(cardChoice && paymentPatch(cardChoice, 'SG2')).toEqual({ paymentOption: 'CC', creditCard: valid, billCompany: false });
  });

  it('bill to company sets DB; on an FN firm it also sets the bill-company flag (001 §5)', () => {
    expect(companyChoice && paymentPatch(companyChoice, 'SG2')).toEqual({ paymentOption: 'DB', creditCard: null, billCompany: false });
    expect(companyChoice && paymentPatch(companyChoice, 'FN')).toEqual({ paymentOption: 'DB', creditCard: null, billCompany: true });
  });

  it('every choice it offers passes the payment rule of 001 §5', () => {
    for (const choice of [cardChoice, companyChoice]) {
      if (!choice) throw new Error('missing choice');
      for (const billingSystem of ['SG1', 'SG2', 'FN'] as const) {
        const state = { ...initialBookingStepperFields(), ...paymentPatch(choice, billingSystem) };
        const firm = { firmPreferences: null, firmBillingProfile: { billingSystem }, costAllocations: [], purposeOfJourney: [] };
        const errors = validateCarPaymentStep(state, { firm: firm as never, now });
        expect(errors.paymentOption).toBeUndefined();
        expect(errors.creditCard).toBeUndefined();
      }
    }
  });

  it('shows what the stepper holds: the card, company, an FN bill-company flag, or nothing', () => {
    const empty = { paymentOption: null, creditCard: null, billCompany: false };
    expect(selectedPaymentChoice(empty, 'SG2')).toBe('');
    expect(selectedPaymentChoice({ ...empty, paymentOption: 'CC', creditCard: valid }, 'SG2')).toBe('card-1');
    expect(selectedPaymentChoice({ ...empty, paymentOption: 'DB' }, 'SG2')).toBe(COMPANY_CHOICE);
    expect(selectedPaymentChoice({ ...empty, billCompany: true }, 'FN')).toBe(COMPANY_CHOICE);
    expect(selectedPaymentChoice({ ...empty, billCompany: true }, 'SG2')).toBe('');
  });
});

describe('defaultPaymentChoice', () => {
  const choices = paymentChoices({ options: ['CC', 'DB'], creditCards: [card(3, '2031-01-31'), valid, expired] }, null, now);

  it('preselects the default card for CC, else the first usable one', () => {
    expect(defaultPaymentChoice(choices, 'CC')?.value).toBe('card-1');
    const noDefault = paymentChoices({ options: ['CC'], creditCards: [expired, card(3, '2031-01-31')] }, null, now);
    expect(defaultPaymentChoice(noDefault, 'CC')?.value).toBe('card-3');
  });

  it('preselects the company for DB and nothing without a default', () => {
    expect(defaultPaymentChoice(choices, 'DB')?.value).toBe(COMPANY_CHOICE);
    expect(defaultPaymentChoice(choices, null)).toBeNull();
  });

  it('never preselects an expired card', () => {
    const onlyExpired = paymentChoices({ options: ['CC'], creditCards: [{ ...expired, isDefault: true }] }, null, now);
    expect(defaultPaymentChoice(onlyExpired, 'CC')).toBeNull();
  });
});
