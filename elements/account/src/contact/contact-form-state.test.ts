import { describe, expect, it } from 'vitest';
import type { ContactInfo, Firm, FirmCostAllocation } from '@curbside/contracts';
import { contactFieldLabel, isDirty, toContactInfo, toFormState, visibleCostAllocations } from './contact-form-state.ts';

const info: ContactInfo = {
  firstName: 'Ava',
  lastName: 'Employee',
  middleName: null,
  fullName: 'Ava Employee',
  employeeId: 'ACM-1001',
  countryCode: 'US',
  preferredContactMethod: 'Email',
  phones: [{ userPhoneId: 5, userId: 1, type: 'Mobile', phone: '1-2125550101', source: 'feed' }],
  emails: [
    { userId: 1, name: null, email: 'ava@acme.example', isPrimary: true, source: 'feed' },
    { userId: 1, name: 'Personal', email: 'ava@home.example', isPrimary: false, source: null },
  ],
  costAllocations: [{ costAllocationType: 'Cost Center', codeValue: 'CC-100', source: null }],
};

const allocation = (type: FirmCostAllocation['costAllocationType'], extra: Partial<FirmCostAllocation> = {}): FirmCostAllocation => ({
  costAllocationType: type, displayName: type, isMandatory: false, isHidden: false, isReadOnly: false, allowManual: false, initialCodes: [], ...extra,
});

describe('contact form state', () => {
  it('round-trips a contact, keeping ids and sources of unchanged rows', () => {
    const state = toFormState(info);
    expect(state.mobilePhone).toBe('1-2125550101');
    expect(state.workPhone).toBe('');
    expect(state.costAllocations).toEqual({ 'Cost Center': 'CC-100' });
    expect(toContactInfo(state, info, 1)).toEqual(info);
  });
  it('drops the source of a changed phone or code and adds new ones', () => {
    const state = { ...toFormState(info), mobilePhone: '1-2125550199', workPhone: '44-7400123456', firstName: ' Ava ', middleName: 'J' };
    const out = toContactInfo(state, info, 1);
    expect(out.firstName).toBe('Ava');
    expect(out.fullName).toBe('Ava J Employee');
    expect(out.phones).toEqual([
      { userPhoneId: 5, userId: 1, type: 'Mobile', phone: '1-2125550199', source: null },
      { userPhoneId: null, userId: 1, type: 'Work', phone: '44-7400123456', source: null },
    ]);
  });
  it('starts a new employee with one primary email', () => {
    const state = toFormState(null, { email: 'new@acme.example', countryCode: 'GB' });
    expect(state.emails).toHaveLength(1);
    expect(state.emails[0]).toMatchObject({ email: 'new@acme.example', isPrimary: true });
    expect(state.countryCode).toBe('GB');
  });
  it('tells a changed form from the loaded one', () => {
    const loaded = toFormState(info);
    expect(isDirty(toFormState(info), loaded)).toBe(false);
    expect(isDirty({ ...loaded, lastName: 'Other' }, loaded)).toBe(true);
  });
});

describe('visibleCostAllocations', () => {
  const firm = (billingSystem: Firm['firmBillingProfile']['billingSystem']) => ({
    firmBillingProfile: { billingSystem },
    costAllocations: [allocation('Cost Center'), allocation('Project Code'), allocation('Department', { isHidden: true })],
  });
  it('shows every visible type, hidden ones left out', () => {
    expect(visibleCostAllocations(firm('FN')).map((a) => a.costAllocationType)).toEqual(['Cost Center', 'Project Code']);
  });
  it('shows only Cost Center on SG2 (000 §6)', () => {
    expect(visibleCostAllocations(firm('SG2')).map((a) => a.costAllocationType)).toEqual(['Cost Center']);
  });
});

describe('contactFieldLabel (the error summary names fields as the form labels them)', () => {
  it.each([
    ['firstName', 1, 'First name'], ['lastName', 1, 'Last name'], ['countryCode', 1, 'Country'],
    ['emails.0.email', 1, 'Email'], ['emails.1.email', 2, 'Email 2'], ['emails.0.name', 2, 'Nickname'],
    ['phones.Mobile', 1, 'Mobile phone'], ['phones.Work', 1, 'Work phone'], ['cost.Cost Center', 1, 'Cost Center'],
  ])('%s (%i emails) -> %s', (key, emails, label) => {
    expect(contactFieldLabel(key, emails)).toBe(label);
  });
});
