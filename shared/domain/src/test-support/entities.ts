import type { Firm, User, UserSettings } from '@curbside/contracts';
import { FIRM_PREFERENCES_ALL_OFF } from '../firm-preferences.ts';

/** A plain client-firm employee; tests override what they exercise. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userId: 1,
    loginId: 'jane.doe@acme.com',
    name: 'Jane Doe',
    firstName: 'Jane',
    lastName: 'Doe',
    middleName: null,
    employeeId: 'E1',
    amexUserId: null,
    countryCode: 'US',
    source: null,
    userType: 'EMPLOYEE',
    userRole: 'STANDARD',
    isSuperAdmin: false,
    isPending: false,
    shouldSignSelfOnboardingDocuments: false,
    isBillingAllowed: false,
    isReportsAllowed: false,
    isManageCarlineAllowed: false,
    partnersLink: null,
    firmCode: 'acme',
    firmDocument: null,
    features: { ai: { enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: false } },
    ...overrides,
  };
}

export function makeFirm(
  overrides: Partial<Omit<Firm, 'firmPreferences'>> & { firmPreferences?: Partial<Firm['firmPreferences']> } = {},
): Firm {
  const { firmPreferences, ...rest } = overrides;
  return {
    firmId: 1,
    firmCode: 'acme',
    corporate: 'Acme',
    isTrial: false,
    logo: null,
    supportMessage: null,
    firmBillingProfile: { billingSystem: 'SG2' },
    firmAmexProfile: null,
    amexLimitAmount: null,
    isSelfOnboarding: false,
    loginType: 'otp',
    ssoUrl: null,
    lightThemeOverride: null,
    serviceAreas: [],
    notificationOptions: [],
    firmReportFilters: [],
    costAllocations: [],
    purposeOfJourney: [],
    ...rest,
    firmPreferences: {
      ...FIRM_PREFERENCES_ALL_OFF,
      ...firmPreferences,
    },
  };
}

export function makeSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    dateFormat: 'US',
    timeFormat: '12Hours',
    distanceUnits: 'English',
    currency: 'USD',
    startCalendarWeekOn: 'Sunday',
    notifications: { mutedUntill: null, blacklist: {} },
    ...overrides,
  };
}
