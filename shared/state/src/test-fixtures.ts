import type { Country, Firm, UserData } from '@curbside/contracts';

// Test data shaped like the answers of GET /users/userData, /users/firmData and /users/countries.
export const userDataFixture: UserData = {
  user: {
    userId: 7, loginId: 'ann@acme.example', name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee', middleName: null,
    employeeId: 'E-7', amexUserId: null, countryCode: 'US', source: null, userType: 'EMPLOYEE', userRole: 'STANDARD',
    isSuperAdmin: false, isPending: false, shouldSignSelfOnboardingDocuments: false, isBillingAllowed: false,
    isReportsAllowed: false, isManageCarlineAllowed: false, partnersLink: null, firmCode: 'ACME', firmDocument: null,
    features: { ai: { enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: false } },
  },
  settings: {
    dateFormat: 'US', timeFormat: '12Hours', distanceUnits: 'English', currency: 'USD', startCalendarWeekOn: 'Sunday',
    notifications: { mutedUntill: null, blacklist: {} },
  },
  loginsPermissions: [],
};

export const firmFixture: Firm = {
  firmId: 1, firmCode: 'ACME', corporate: 'Acme', isTrial: false, logo: null, supportMessage: null,
  firmPreferences: {
    mandatoryWorkPhone: false, mandatoryMobilePhone: false, purposeOfJourney: false, carLine: false,
    userDisclaimer: false, mandatoryUserDisclaimer: false, allowBookerPermissionOnAll: false, quotePrediction: false,
    adminReservationNotes: false, allowPackage: false, blockedUsersMessage: null, allowDirectBill: false,
    sendDriverEventEmails: false, sendReminderEmails: false, userGuideLink: null, allowAddUserManually: false,
    tokenExpiryInMinutes: 60, mandatoryCVV: false,
  },
  firmBillingProfile: { billingSystem: 'FN' }, firmAmexProfile: null, amexLimitAmount: null, isSelfOnboarding: false,
  loginType: 'otp', ssoUrl: null, lightThemeOverride: null, serviceAreas: [], notificationOptions: [],
  firmReportFilters: [], costAllocations: [], purposeOfJourney: [],
};

export const countriesFixture: Country[] = [{ name: 'United States', iso2: 'US', currency: { code: 'USD', name: 'US Dollar', symbol: 36 } }];
