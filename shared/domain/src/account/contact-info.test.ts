import { describe, expect, it } from 'vitest';
import type { FirmCostAllocation } from '@curbside/contracts';
import {
  isContactFieldLocked, registrationGreeting, removeEmail, setPrimaryEmail, validateContactDialog,
  validateContactInfo, type ContactDialogForm, type ContactInfoInput,
} from './contact-info.ts';

const allocation = (
  costAllocationType: FirmCostAllocation['costAllocationType'],
  isMandatory: boolean,
  isHidden = false,
) => ({ costAllocationType, isMandatory, isHidden });

describe('validateContactDialog (spec 000 §5 Contact dialog)', () => {
  const valid: ContactDialogForm = { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.com' };
  const cases: { rule: string; form: Partial<ContactDialogForm>; errors: Record<string, string> }[] = [
    { rule: 'accepts a complete form with no phones', form: {}, errors: {} },
    { rule: 'requires the first name', form: { firstName: ' ' }, errors: { firstName: 'Required' } },
    { rule: 'requires the last name', form: { lastName: '' }, errors: { lastName: 'Required' } },
    { rule: 'requires the email', form: { email: '' }, errors: { email: 'Required' } },
    { rule: 'rejects a malformed email', form: { email: 'jane@acme' }, errors: { email: 'Email is not valid' } },
    { rule: 'accepts valid phones', form: { mobilePhone: '1-2025550123', workPhone: '+442079460958' }, errors: {} },
    { rule: 'rejects an invalid mobile phone', form: { mobilePhone: '1-123' }, errors: { mobilePhone: 'Invalid phone' } },
    { rule: 'rejects an invalid work phone', form: { workPhone: 'abc' }, errors: { workPhone: 'Invalid phone' } },
  ];
  it.each(cases)('$rule', ({ form, errors }) => {
    expect(validateContactDialog({ ...valid, ...form }, [])).toEqual(errors);
  });

  it('requires a code for each mandatory visible cost allocation', () => {
    const firm = [allocation('Cost Center', true), allocation('Project Code', false), allocation('Department', true, true)];
    expect(validateContactDialog(valid, firm)).toEqual({ 'Cost Center': 'Required' });
    expect(validateContactDialog({ ...valid, costAllocations: { 'Cost Center': 'CC-1' } }, firm)).toEqual({});
  });
});

describe('validateContactInfo (spec 000 §5 Manage-account contact info)', () => {
  const valid: ContactInfoInput = {
    firstName: 'Jane',
    lastName: 'Doe',
    countryCode: 'US',
    emails: [{ name: null, email: 'jane@acme.com', isPrimary: true }, { name: 'Home', email: 'jane@home.org', isPrimary: false }],
    phones: [{ type: 'Mobile', phone: '1-2025550123' }],
  };
  const noPhonesMandatory = { mandatoryMobilePhone: false, mandatoryWorkPhone: false };

  it('accepts valid contact info', () => {
    expect(validateContactInfo(valid, noPhonesMandatory)).toEqual({ fieldErrors: {}, formErrors: [] });
  });

  const cases: { rule: string; info: Partial<ContactInfoInput>; fieldErrors: Record<string, string>; formErrors: string[] }[] = [
    { rule: 'refuses empty names', info: { firstName: '', lastName: ' ' }, fieldErrors: { firstName: 'Can not save empty names', lastName: 'Can not save empty names' }, formErrors: ['Can not save empty names'] },
    { rule: 'needs at least one email', info: { emails: [] }, fieldErrors: {}, formErrors: ['Must have one Primary email'] },
    {
      rule: 'needs exactly one primary email',
      info: { emails: [{ name: null, email: 'a@acme.com', isPrimary: true }, { name: null, email: 'b@acme.com', isPrimary: true }] },
      fieldErrors: {}, formErrors: ['Must have one Primary email'],
    },
    {
      rule: 'refuses a blank email',
      info: { emails: [{ name: null, email: 'a@acme.com', isPrimary: true }, { name: null, email: '  ', isPrimary: false }] },
      fieldErrors: { 'emails.1.email': 'Can not save email with no value' }, formErrors: [],
    },
    {
      rule: 'refuses a malformed email',
      info: { emails: [{ name: null, email: 'a@', isPrimary: true }] },
      fieldErrors: { 'emails.0.email': 'Email is not valid' }, formErrors: [],
    },
    {
      rule: "refuses the nickname 'Work' or 'work'",
      info: { emails: [{ name: 'Work', email: 'a@acme.com', isPrimary: true }, { name: 'work', email: 'b@acme.com', isPrimary: false }] },
      fieldErrors: { 'emails.0.name': "Name cannot be 'Work'", 'emails.1.name': "Name cannot be 'Work'" }, formErrors: [],
    },
    { rule: 'refuses an invalid phone', info: { phones: [{ type: 'Work', phone: '1-555' }] }, fieldErrors: { 'phones.Work': 'phone is not valid' }, formErrors: [] },
    { rule: 'requires the country', info: { countryCode: null }, fieldErrors: { countryCode: 'Required' }, formErrors: [] },
  ];
  it.each(cases)('$rule', ({ info, fieldErrors, formErrors }) => {
    expect(validateContactInfo({ ...valid, ...info }, noPhonesMandatory)).toEqual({ fieldErrors, formErrors });
  });

  it("requires the phones the firm's mandatoryMobilePhone and mandatoryWorkPhone name", () => {
    const info = { ...valid, phones: [] };
    expect(validateContactInfo(info, { mandatoryMobilePhone: true, mandatoryWorkPhone: false }).fieldErrors).toEqual({ 'phones.Mobile': 'Required' });
    expect(validateContactInfo(info, { mandatoryMobilePhone: false, mandatoryWorkPhone: true }).fieldErrors).toEqual({ 'phones.Work': 'Required' });
    expect(validateContactInfo(info, noPhonesMandatory).fieldErrors).toEqual({});
  });
});

describe('emails (spec 000 §4 Contact info, §5)', () => {
  const emails = [
    { email: 'a@acme.com', isPrimary: false },
    { email: 'b@acme.com', isPrimary: true },
    { email: 'c@acme.com', isPrimary: false },
  ];

  it('makes the first remaining email primary when the primary one is removed', () => {
    expect(removeEmail(emails, 1)).toEqual([{ email: 'a@acme.com', isPrimary: true }, { email: 'c@acme.com', isPrimary: false }]);
  });

  it('keeps the primary when another email is removed', () => {
    expect(removeEmail(emails, 2)).toEqual([emails[0], emails[1]]);
  });

  it('does not delete the last email', () => {
    const last = [{ email: 'a@acme.com', isPrimary: true }];
    expect(removeEmail(last, 0)).toEqual(last);
  });

  it('clears the primary flag on the others when an email is set primary', () => {
    expect(setPrimaryEmail(emails, 2)).toEqual({
      emails: [{ email: 'a@acme.com', isPrimary: false }, { email: 'b@acme.com', isPrimary: false }, { email: 'c@acme.com', isPrimary: true }],
    });
  });

  it("answers 'Set Email first' when the email has no value", () => {
    expect(setPrimaryEmail([...emails, { email: ' ', isPrimary: false }], 3)).toEqual({ error: 'Set Email first' });
  });
});

describe('isContactFieldLocked (spec 000 §5)', () => {
  const cases = [
    { field: 'firstName', ctx: { recordSource: 'feed', allowAddUserManually: true }, locked: true },
    { field: 'lastName', ctx: { recordSource: null, allowAddUserManually: false }, locked: true },
    { field: 'employeeId', ctx: { recordSource: 'feed', allowAddUserManually: true }, locked: true },
    { field: 'firstName', ctx: { recordSource: 'manual', allowAddUserManually: true }, locked: false },
    { field: 'email', ctx: { fieldSource: 'feed', allowAddUserManually: true }, locked: true },
    { field: 'phone', ctx: { fieldSource: 'feed', allowAddUserManually: true }, locked: true },
    { field: 'costAllocation', ctx: { fieldSource: 'feed', allowAddUserManually: true }, locked: true },
    { field: 'email', ctx: { recordSource: 'feed', fieldSource: null, allowAddUserManually: false }, locked: false },
    { field: 'countryCode', ctx: { recordSource: 'feed', allowAddUserManually: false }, locked: false },
  ] as const;
  it.each(cases)('locks $field in $ctx: $locked', ({ field, ctx, locked }) => {
    expect(isContactFieldLocked(field, ctx)).toBe(locked);
  });
});

describe('registrationGreeting (spec 000 §2)', () => {
  it('greets with the name part of the email', () => {
    expect(registrationGreeting('jane.doe@acme.com')).toBe('jane.doe');
  });
});
