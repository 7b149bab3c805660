import { describe, expect, it } from 'vitest';
import type { User } from '@curbside/contracts';
import {
  canEditVirtualCardLimits, canShowVirtualCardPanel, creditLimitText, isVirtualCardIconShown, parseCreditLimit, validateVirtualCard,
  virtualCardDefaultSwitch, type VirtualCardForm,
} from './virtual-card.ts';
import { itAnswers } from '../test-support/answer-table.ts';
import { makeFirm, makeUser } from '../test-support/entities.ts';

const now = new Date(2025, 5, 15, 12, 0); // 15 June 2025

describe('canShowVirtualCardPanel (spec 000 §6)', () => {
  const amexFirm = makeFirm({ firmAmexProfile: { accountId: 'AX-1' } });
  const hqDev: Partial<User> = { firmCode: 'curbside-hq', userRole: 'HQ_DEV' };
  it.each([
    { rule: 'shows for an HQ dev of an hq firm code on an Amex firm', user: hqDev, firm: amexFirm, shown: true },
    { rule: 'shows for HQ support', user: { ...hqDev, userRole: 'HQ_SUPPORT' as const }, firm: amexFirm, shown: true },
    { rule: 'shows for a super admin', user: { firmCode: 'HQ', userRole: 'STANDARD' as const, isSuperAdmin: true }, firm: amexFirm, shown: true },
    { rule: 'hides without an Amex profile', user: hqDev, firm: makeFirm(), shown: false },
    { rule: 'hides without an Amex account id', user: hqDev, firm: makeFirm({ firmAmexProfile: { accountId: null } }), shown: false },
    { rule: "hides when the firm code lacks 'hq'", user: { ...hqDev, firmCode: 'acme' }, firm: amexFirm, shown: false },
    { rule: 'hides for an admin who is not HQ staff or super admin', user: { firmCode: 'hq', userRole: 'ADMIN' as const }, firm: amexFirm, shown: false },
  ])('$rule', ({ user, firm, shown }) => {
    expect(canShowVirtualCardPanel({ user: makeUser(user), firm })).toBe(shown);
  });

  it('hides the card icon for FN firms', () => {
    expect(isVirtualCardIconShown(makeFirm({ firmBillingProfile: { billingSystem: 'FN' } }))).toBe(false);
    expect(isVirtualCardIconShown(makeFirm({ firmBillingProfile: { billingSystem: 'SG2' } }))).toBe(true);
  });

  it('lets only a super admin edit the valid-to date and balance', () => {
    expect(canEditVirtualCardLimits(makeUser({ isSuperAdmin: true }))).toBe(true);
    expect(canEditVirtualCardLimits(makeUser({ userRole: 'SUPER_ADMIN' }))).toBe(true);
    expect(canEditVirtualCardLimits(makeUser({ userRole: 'HQ_DEV' }))).toBe(false);
    expect(canEditVirtualCardLimits(makeUser({ userRole: 'ADMIN' }))).toBe(false);
  });
});

describe('parseCreditLimit (spec 000 §5, issue 8: decimals kept, negatives refused)', () => {
  itAnswers('reads %j as %j', parseCreditLimit, [
    ['1500', 1500], ['$1,500', 1500], ['45.50', 45.5], ['99.99', 99.99], ['99.999', 99.99],
    ['-50', -50], [-5, -5], [250.7, 250.7], ['abc', null], ['', null],
  ]);

  it.each(['-50', '0', '-0.01'])("answers 'Invalid credit limit' for %s", (input) => {
    const errors = validateVirtualCard({
      validToDate: null, creditLimit: parseCreditLimit(input), description: 'Travel', dateOfBirth: null,
      residenceAddress: null, residenceStatus: null, hasExistingCardAccount: true, isFirmCard: false, amexLimitAmount: 5000,
      now: new Date('2025-01-01T12:00:00Z'),
    });
    expect(errors).toEqual({ creditLimit: 'Invalid credit limit' });
  });
});

describe('creditLimitText (what the credit limit field keeps)', () => {
  itAnswers('keeps typed "%s" as "%s"', creditLimitText, [
    ['45.50', '45.50'], ['-50', '-50'], ['$1,500.25', '1500.25'], ['12.345', '12.34'],
    ['1.2.3', '1.23'], ['5-0', '50'], ['abc', ''],
  ]);
});

describe('validateVirtualCard (spec 000 §5 Virtual card creation)', () => {
  const valid: VirtualCardForm = {
    validToDate: '2026-06-15',
    creditLimit: 1000,
    description: 'Travel',
    dateOfBirth: '1990-01-01',
    residenceAddress: { address: '1 Main St', manualNameOrNumber: null },
    residenceStatus: 'ValidPlace',
    hasExistingCardAccount: false,
    isFirmCard: false,
    amexLimitAmount: 5000,
    now,
  };
  const cases: { rule: string; form: Partial<VirtualCardForm>; errors: Record<string, string> }[] = [
    { rule: 'accepts a valid new card', form: {}, errors: {} },
    { rule: 'refuses an expiry of today', form: { validToDate: '2025-06-15' }, errors: { validToDate: 'Invalid expiration date' } },
    { rule: 'accepts an expiry of tomorrow', form: { validToDate: '2025-06-16' }, errors: {} },
    { rule: 'accepts an expiry the day before five years', form: { validToDate: '2030-06-14' }, errors: {} },
    { rule: 'refuses an expiry five years from today', form: { validToDate: '2030-06-15' }, errors: { validToDate: 'Invalid expiration date' } },
    { rule: 'refuses a missing expiry', form: { validToDate: null }, errors: { validToDate: 'Invalid expiration date' } },
    { rule: 'requires a credit limit', form: { creditLimit: null }, errors: { creditLimit: 'Invalid credit limit' } },
    { rule: 'refuses a credit limit of 0', form: { creditLimit: 0 }, errors: { creditLimit: 'Invalid credit limit' } },
    { rule: "accepts the firm's amexLimitAmount", form: { creditLimit: 5000 }, errors: {} },
    { rule: "refuses a credit limit above the firm's amexLimitAmount", form: { creditLimit: 5001 }, errors: { creditLimit: 'Invalid credit limit' } },
    { rule: 'requires a description', form: { description: '' }, errors: { description: 'Description is required' } },
    { rule: 'does not require a description for a firm card', form: { description: '', isFirmCard: true }, errors: {} },
    { rule: 'accepts a holder who turned 18 today', form: { dateOfBirth: '2007-06-15' }, errors: {} },
    { rule: 'refuses a holder a day short of 18', form: { dateOfBirth: '2007-06-16' }, errors: { dateOfBirth: 'Invalid date' } },
    { rule: 'refuses a missing birth date', form: { dateOfBirth: null }, errors: { dateOfBirth: 'Invalid date' } },
    { rule: 'refuses a missing residence address', form: { residenceAddress: null }, errors: { residenceAddress: 'Residence address is not valid' } },
    { rule: 'refuses an invalid residence address', form: { residenceStatus: 'InvalidPlace' }, errors: { residenceAddress: 'Residence address is not valid' } },
    { rule: 'asks for the street number when the residence lacks one', form: { residenceStatus: 'MissingParams' }, errors: { manualNameOrNumber: 'Missing street number or building name' } },
    {
      rule: 'skips expiry, birth date and residence with an existing card account',
      form: { hasExistingCardAccount: true, validToDate: null, dateOfBirth: null, residenceAddress: null }, errors: {},
    },
  ];
  it.each(cases)('$rule', ({ form, errors }) => {
    expect(validateVirtualCard({ ...valid, ...form })).toEqual(errors);
  });

  it('starts the default switch on for the first card', () => {
    expect(virtualCardDefaultSwitch(0)).toBe(true);
    expect(virtualCardDefaultSwitch(2)).toBe(false);
  });
});
