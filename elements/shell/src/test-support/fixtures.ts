import type { Firm, LoginPermission, User, UserData } from '@curbside/contracts';

// Answers of GET /users/userData and /users/firmData for the shell's tests and screenshots.

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userId: 7,
    loginId: 'ann.lee@acme.example',
    name: 'Ann Lee',
    firstName: 'Ann',
    lastName: 'Lee',
    middleName: null,
    employeeId: 'E-7',
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

export function makeUserData(user: Partial<User> = {}, loginsPermissions: LoginPermission[] = []): UserData {
  return {
    user: makeUser(user),
    settings: {
      dateFormat: 'US',
      timeFormat: '12Hours',
      distanceUnits: 'English',
      currency: 'USD',
      startCalendarWeekOn: 'Sunday',
      notifications: { mutedUntill: null, blacklist: {} },
    },
    loginsPermissions,
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
      mandatoryWorkPhone: false,
      mandatoryMobilePhone: false,
      purposeOfJourney: false,
      carLine: false,
      userDisclaimer: false,
      mandatoryUserDisclaimer: false,
      allowBookerPermissionOnAll: false,
      quotePrediction: false,
      adminReservationNotes: false,
      allowPackage: false,
      blockedUsersMessage: null,
      allowDirectBill: false,
      sendDriverEventEmails: false,
      sendReminderEmails: false,
      userGuideLink: null,
      allowAddUserManually: true,
      tokenExpiryInMinutes: 60,
      mandatoryCVV: false,
      ...firmPreferences,
    },
  };
}

export function loginPermission(id: number, loginId: string, firmName: string): LoginPermission {
  return { userLoginPermissionId: id, user: { loginId }, firm: { name: firmName, firmCode: firmName.toLowerCase().replace(/\W+/g, '') } };
}
