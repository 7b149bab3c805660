import { describe, expect, it } from 'vitest';
import type { CostAllocationCode, Firm, Passenger } from '@curbside/contracts';
import { firmFixture, userDataFixture } from '../../../../../shared/state/src/test-fixtures.ts';
import {
  authorizingEmployeeOf, canChooseAuthorizingEmployee, copiesMainPassengerFromRecord, isBlankPassenger,
  mainPassengerFromRecord, passengerTitle, showsPurposeOfJourney, visibleCostAllocations, withCostAllocation,
} from './passenger-logic.ts';

const record: Passenger = {
  userId: 12, employeeId: 'E-12', fullName: 'Ben Ortiz', email: 'ben@acme.example', mobilePhone: '1-2125550101',
  workPhone: '1-2125550102', countryCode: 'US', mainPassenger: false, isPackage: false, preferredContactMethod: 'SMS',
  mobilePhoneValidation: null, workPhoneValidation: null,
};

const allocation = (costAllocationType: Firm['costAllocations'][number]['costAllocationType'], extra: Partial<Firm['costAllocations'][number]> = {}) => ({
  costAllocationType, displayName: costAllocationType, isMandatory: false, isHidden: false, isReadOnly: false, allowManual: false, initialCodes: [], ...extra,
});

describe('authorizing employee', () => {
  it('lets bookers and admins choose, and a standard user books for themself', () => {
    const user = userDataFixture.user;
    expect(canChooseAuthorizingEmployee(user)).toBe(false);
    expect(canChooseAuthorizingEmployee({ ...user, userRole: 'BOOKER' })).toBe(true);
    expect(canChooseAuthorizingEmployee({ ...user, userRole: 'ADMIN' })).toBe(true);
    expect(canChooseAuthorizingEmployee({ ...user, userType: 'ADMIN' })).toBe(true);
    expect(canChooseAuthorizingEmployee(null)).toBe(false);
  });

  it('takes the user id and name of the record, not blocked', () => {
    expect(authorizingEmployeeOf(record)).toEqual({ userId: 12, fullName: 'Ben Ortiz', isBlockedUser: false });
    expect(authorizingEmployeeOf({ ...record, userId: null })).toBeNull();
  });

  it('keeps the blocked mark of the passenger search (issue 17), and the main passenger does not carry it', () => {
    expect(authorizingEmployeeOf({ ...record, isBlockedUser: true })).toEqual({ userId: 12, fullName: 'Ben Ortiz', isBlockedUser: true });
    expect(mainPassengerFromRecord({ ...record, isBlockedUser: true })).not.toHaveProperty('isBlockedUser');
  });
});

describe('main passenger from the user record (001 §3)', () => {
  it('copies on a NEW action only', () => {
    expect(copiesMainPassengerFromRecord('NEW')).toBe(true);
    expect(copiesMainPassengerFromRecord('EDIT')).toBe(false);
    expect(copiesMainPassengerFromRecord('DUPLICATE')).toBe(false);
  });

  it('copies name, email, phones and contact method and marks the passenger main', () => {
    const main = mainPassengerFromRecord(record);
    expect(main).toMatchObject({ userId: 12, fullName: 'Ben Ortiz', email: 'ben@acme.example', mobilePhone: '1-2125550101', workPhone: '1-2125550102', preferredContactMethod: 'SMS', mainPassenger: true, isPackage: false });
  });

  it('sees a passenger with nothing typed as blank', () => {
    expect(isBlankPassenger({ ...record, fullName: ' ', email: null, mobilePhone: null, workPhone: '' })).toBe(true);
    expect(isBlankPassenger(record)).toBe(false);
    expect(isBlankPassenger(undefined)).toBe(true);
  });
});

describe('cost allocations', () => {
  const firm = { ...firmFixture, costAllocations: [allocation('Cost Center'), allocation('Project Code'), allocation('Location', { isHidden: true })] };

  it('shows one picker per visible firm type', () => {
    expect(visibleCostAllocations(firm).map((c) => c.costAllocationType)).toEqual(['Cost Center', 'Project Code']);
  });

  it('shows only Cost Center for SG2 firms', () => {
    expect(visibleCostAllocations({ ...firm, firmBillingProfile: { billingSystem: 'SG2' } }).map((c) => c.costAllocationType)).toEqual(['Cost Center']);
  });

  it('keeps one code per type', () => {
    const a: CostAllocationCode = { codeValue: 'CC-1', description: null, costAllocationCodeId: 1, costAllocationType: 'Cost Center' };
    const b: CostAllocationCode = { ...a, codeValue: 'CC-2', costAllocationCodeId: 2 };
    const p: CostAllocationCode = { ...a, codeValue: 'P-1', costAllocationCodeId: 3, costAllocationType: 'Project Code' };
    expect(withCostAllocation([a, p], 'Cost Center', b)).toEqual([p, b]);
    expect(withCostAllocation([a, p], 'Cost Center', null)).toEqual([p]);
  });
});

describe('purpose of journey and titles', () => {
  it('offers purposes only when the preference is on and the firm has some', () => {
    const purpose = { firmPurposeOfJourneyId: 1, code: 'BUS', displayName: 'Business', type: 'Business', specificData: null };
    expect(showsPurposeOfJourney({ ...firmFixture, purposeOfJourney: [purpose] })).toBe(false);
    expect(showsPurposeOfJourney({ ...firmFixture, firmPreferences: { ...firmFixture.firmPreferences, purposeOfJourney: true }, purposeOfJourney: [] })).toBe(false);
    expect(showsPurposeOfJourney({ ...firmFixture, firmPreferences: { ...firmFixture.firmPreferences, purposeOfJourney: true }, purposeOfJourney: [purpose] })).toBe(true);
  });

  it('numbers passengers and packages apart', () => {
    const list = [{ isPackage: false }, { isPackage: false }, { isPackage: true }, { isPackage: false }];
    expect(list.map((_, i) => passengerTitle(list, i))).toEqual(['Main passenger', 'Passenger 2', 'Package 1', 'Passenger 3']);
  });
});
