import type { Country, Firm, UserData } from '@curbside/contracts';
import { makeFirm, makeSettings, makeUser } from '../../domain/src/test-support/entities.ts';

// Test data shaped like the answers of GET /users/userData, /users/firmData and /users/countries,
// built on the domain's test entities (not exported from the package).
export const userDataFixture: UserData = {
  user: makeUser({ userId: 7, loginId: 'ann@acme.example', name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee', employeeId: 'E-7', firmCode: 'ACME' }),
  settings: makeSettings(),
  loginsPermissions: [],
};

export const firmFixture: Firm = makeFirm({
  firmCode: 'ACME', firmBillingProfile: { billingSystem: 'FN' }, firmPreferences: { allowAddUserManually: false },
});

export const countriesFixture: Country[] = [{ name: 'United States', iso2: 'US', currency: { code: 'USD', name: 'US Dollar', symbol: 36 } }];
