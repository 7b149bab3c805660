import type {
  AiFeaturesSchema, FirmCostAllocation, FirmPreferences, NotificationOption, PurposeOfJourney, TourType, UserRole, UserSettings, UserType,
} from '@curbside/contracts';
import { FIRM_PREFERENCES_ALL_OFF } from '@curbside/domain';
import type { z } from 'zod';

/**
 * The demo roster: every firm, user and login permission the server seeds on
 * first run (an empty database). All sign-ins are password-less (OTP by
 * email, or the simulated identity provider for Globex). The README lists it.
 */

export const DEMO_API_KEYS = [{ apiKey: 'curbside-demo-key', name: 'Portal and demos' }] as const;

const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Wide logo (280x90): shown as the 140x70 rectangle (000 §2 Header). */
const ACME_LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="280" height="90" viewBox="0 0 280 90">'
  + '<rect width="280" height="90" rx="12" fill="#1f3a93"/>'
  + '<path d="M24 70 L48 20 L72 70 Z" fill="#f5b700"/>'
  + '<text x="88" y="60" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff">ACME</text>'
  + '</svg>',
);
/** Square logo (90x90): shown as the 70x70 square. */
const GLOBEX_LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="90" viewBox="0 0 90 90">'
  + '<circle cx="45" cy="45" r="42" fill="#0b6e4f"/>'
  + '<ellipse cx="45" cy="45" rx="18" ry="42" fill="none" stroke="#fff" stroke-width="4"/>'
  + '<line x1="3" y1="45" x2="87" y2="45" stroke="#fff" stroke-width="4"/>'
  + '</svg>',
);

/** The demo firms send driver-event and reminder e-mails and keep a session 8 hours, unless they say otherwise. */
const basePreferences: FirmPreferences = {
  ...FIRM_PREFERENCES_ALL_OFF, sendDriverEventEmails: true, sendReminderEmails: true, tokenExpiryInMinutes: 480,
};

const TOPIC_NAMES = {
  BOOKING_CONFIRMED: 'Booking confirmed', DRIVER_ASSIGNED: 'Driver assigned', DRIVER_ARRIVED: 'Driver arrived',
  RIDE_COMPLETED: 'Ride completed', BOOKING_CANCELLED: 'Booking cancelled', RECEIPT: 'Receipt',
} as const;
const topics = (...codes: Array<keyof typeof TOPIC_NAMES>) => codes.map((code) => ({ code, name: TOPIC_NAMES[code] }));

const notificationOptions: NotificationOption[] = [
  {
    code: 'email', name: 'Email', assistantNotificationsDefaultValue: false,
    topics: topics('BOOKING_CONFIRMED', 'DRIVER_ASSIGNED', 'DRIVER_ARRIVED', 'RIDE_COMPLETED', 'BOOKING_CANCELLED', 'RECEIPT'),
  },
  { code: 'sms', name: 'SMS', assistantNotificationsDefaultValue: false, topics: topics('DRIVER_ASSIGNED', 'DRIVER_ARRIVED', 'BOOKING_CANCELLED') },
  { code: 'push', name: 'Push', assistantNotificationsDefaultValue: true, topics: topics('DRIVER_ASSIGNED', 'DRIVER_ARRIVED') },
];

export interface SeedFirm {
  firmCode: string;
  name: string;
  billingSystem: 'SG1' | 'SG2' | 'FN';
  loginType: 'otp' | 'sso';
  isTrial: boolean;
  isSelfOnboarding: boolean;
  logo: string | null;
  supportMessage: string | null;
  amexAccountId: string | null;
  amexLimitAmount: number | null;
  preferences: FirmPreferences;
  /** initialCodes get their ids when seeded. */
  costAllocations: Array<Omit<FirmCostAllocation, 'initialCodes'> & { initialCodes: Array<{ codeValue: string; description: string | null }> }>;
  purposesOfJourney: Array<Omit<PurposeOfJourney, 'firmPurposeOfJourneyId'>>;
  reportFilters: string[];
  lightThemeOverride: Record<string, string> | null;
  serviceAreas: Array<{ name: string; countryCode: string }>;
  documents: Array<{ type: 'PersonalDataDisclaimer' | 'TermsOfUse' | 'PrivacyPolicy'; title: string; document: string }>;
}

const usCities = [
  { name: 'New York City', countryCode: 'US' },
  { name: 'Boston', countryCode: 'US' },
  { name: 'Chicago', countryCode: 'US' },
  { name: 'San Francisco Bay Area', countryCode: 'US' },
];

export const SEED_FIRMS: SeedFirm[] = [
  {
    firmCode: 'acme', name: 'Acme', billingSystem: 'FN', loginType: 'otp', isTrial: false, isSelfOnboarding: false,
    logo: ACME_LOGO, supportMessage: 'Acme travel desk: travel@acme.example, +1 212 555 0100',
    amexAccountId: null, amexLimitAmount: null,
    preferences: {
      ...basePreferences, carLine: true, purposeOfJourney: true, allowDirectBill: true, allowPackage: true, adminReservationNotes: true,
      userDisclaimer: true, mandatoryUserDisclaimer: true, tokenExpiryInMinutes: 1440,
      userGuideLink: 'https://acme.example/travel/curbside-guide',
    },
    costAllocations: [
      {
        costAllocationType: 'Cost Center', displayName: 'Cost Center', isMandatory: true, isHidden: false, isReadOnly: false, allowManual: false,
        initialCodes: [
          { codeValue: 'CC-100', description: 'Sales' },
          { codeValue: 'CC-200', description: 'Engineering' },
          { codeValue: 'CC-300', description: 'Finance' },
        ],
      },
      {
        costAllocationType: 'Project Code', displayName: 'Project', isMandatory: false, isHidden: false, isReadOnly: false, allowManual: true,
        initialCodes: [
          { codeValue: 'PRJ-ROADRUNNER', description: 'Roadrunner' },
          { codeValue: 'PRJ-ANVIL', description: 'Anvil' },
        ],
      },
    ],
    purposesOfJourney: [
      { code: 'CLIENT', displayName: 'Client meeting', type: 'General', specificData: null },
      { code: 'AIRPORT', displayName: 'Airport transfer', type: 'General', specificData: null },
      { code: 'LATE', displayName: 'Late night home', type: 'TimeWindow', specificData: { fromTime: '21:00', toTime: '06:00' } },
    ],
    reportFilters: ['costCenter', 'projectCode'],
    lightThemeOverride: null,
    // Acme travels worldwide (its ride history): its coverage map spans the US, the UK, Canada and Australia.
    serviceAreas: [...usCities, { name: 'London', countryCode: 'GB' }, { name: 'Toronto', countryCode: 'CA' }, { name: 'Sydney', countryCode: 'AU' }],
    documents: [{
      type: 'PersonalDataDisclaimer', title: 'Personal data disclaimer',
      document: '<h4>Personal data disclaimer</h4><p>Acme shares your name, phone number and trip details with the car provider that serves each booking. Trip records are kept for seven years for expense audits.</p><p>By selecting I Agree you confirm you have read this notice.</p>',
    }],
  },
  {
    firmCode: 'globex', name: 'Globex', billingSystem: 'SG2', loginType: 'sso', isTrial: false, isSelfOnboarding: false,
    logo: GLOBEX_LOGO, supportMessage: null, amexAccountId: null, amexLimitAmount: null,
    preferences: { ...basePreferences, tokenExpiryInMinutes: 60 },
    costAllocations: [{
      costAllocationType: 'Cost Center', displayName: 'Cost Center', isMandatory: false, isHidden: false, isReadOnly: false, allowManual: true,
      initialCodes: [{ codeValue: 'GX-01', description: 'Operations' }],
    }],
    purposesOfJourney: [],
    reportFilters: [],
    // The one firm with a light theme override (000 §1).
    lightThemeOverride: { '--sl-color-primary-600': '#0b6e4f', '--sl-color-primary-500': '#138a63' },
    serviceAreas: [usCities[0]!, { name: 'London', countryCode: 'GB' }],
    documents: [],
  },
  {
    firmCode: 'initech', name: 'Initech', billingSystem: 'SG1', loginType: 'otp', isTrial: false, isSelfOnboarding: false,
    logo: null, supportMessage: null, amexAccountId: null, amexLimitAmount: null,
    preferences: { ...basePreferences },
    costAllocations: [], purposesOfJourney: [], reportFilters: [], lightThemeOverride: null,
    serviceAreas: [{ name: 'Austin', countryCode: 'US' }, { name: 'Dallas', countryCode: 'US' }],
    documents: [],
  },
  {
    firmCode: 'trial', name: 'Curbside Trial', billingSystem: 'SG2', loginType: 'otp', isTrial: true, isSelfOnboarding: true,
    logo: null, supportMessage: null, amexAccountId: null, amexLimitAmount: null,
    preferences: { ...basePreferences },
    costAllocations: [], purposesOfJourney: [], reportFilters: [], lightThemeOverride: null,
    serviceAreas: usCities,
    documents: [
      { type: 'TermsOfUse', title: 'Terms of use', document: '<h4>Terms of use</h4><p>The trial lets you book up to five rides with a personal credit card.</p>' },
      { type: 'PrivacyPolicy', title: 'General privacy policy', document: '<h4>General privacy policy</h4><p>We use your contact details only to arrange your rides.</p>' },
    ],
  },
  {
    firmCode: 'hq', name: 'HQ', billingSystem: 'SG2', loginType: 'otp', isTrial: false, isSelfOnboarding: false,
    logo: null, supportMessage: null, amexAccountId: 'AMEX-HQ-0001', amexLimitAmount: 5000,
    preferences: { ...basePreferences, tokenExpiryInMinutes: 720 },
    costAllocations: [], purposesOfJourney: [], reportFilters: [], lightThemeOverride: null,
    serviceAreas: usCities,
    documents: [],
  },
];

export const SEED_NOTIFICATION_OPTIONS = notificationOptions;

/** US firms' formatting preferences (000 §3 User settings). */
export const US_SETTINGS: UserSettings = {
  dateFormat: 'US', timeFormat: '12Hours', distanceUnits: 'English', currency: 'USD', startCalendarWeekOn: 'Sunday',
  notifications: { mutedUntill: null, blacklist: {} },
};

type AiFeatures = z.infer<typeof AiFeaturesSchema>;
const AI_BOOKING: AiFeatures = { enableBookingChat: true, enableDataChat: false, enableBookingVoiceChat: false };
const AI_ALL: AiFeatures = { enableBookingChat: true, enableDataChat: true, enableBookingVoiceChat: true };
const AI_NONE: AiFeatures = { enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: false };

export interface SeedUser {
  email: string;
  firmCode: string;
  firstName: string;
  lastName: string;
  employeeId: string;
  userRole: UserRole;
  userType: UserType;
  isSuperAdmin?: boolean;
  isReportsAllowed?: boolean;
  isBillingAllowed?: boolean;
  isManageCarlineAllowed?: boolean;
  shouldSignSelfOnboardingDocuments?: boolean;
  ai: AiFeatures;
  /** The product tours already seen (000 §9); default SEEDED_SEEN_TOURS. */
  seenTours?: TourType[];
}

/**
 * The seeded roster has met the screens' tours already, so after the new user tour the server
 * names none and every journey meets only the new user tour; cora.reporter has seen that one,
 * so her next tour is the rides report's columns tour; mia.traveler has seen both, so hers is
 * the car providers map tour; nell.newbooker has seen all but the new booking stepper's.
 */
export const SEEDED_SEEN_TOURS: TourType[] = ['NEW_STEPPER', 'COLUMNS_TOUR', 'CAR_PROVIDERS_MAP'];

export const SEED_USERS: SeedUser[] = [
  { email: 'ava.employee@acme.example', firmCode: 'acme', firstName: 'Ava', lastName: 'Employee', employeeId: 'ACM-1001', userRole: 'STANDARD', userType: 'EMPLOYEE', ai: AI_BOOKING },
  { email: 'ben.booker@acme.example', firmCode: 'acme', firstName: 'Ben', lastName: 'Booker', employeeId: 'ACM-1002', userRole: 'BOOKER', userType: 'EMPLOYEE', ai: AI_BOOKING },
  { email: 'ada.admin@acme.example', firmCode: 'acme', firstName: 'Ada', lastName: 'Admin', employeeId: 'ACM-1003', userRole: 'ADMIN', userType: 'ADMIN', ai: AI_BOOKING },
  { email: 'sam.super@acme.example', firmCode: 'acme', firstName: 'Sam', lastName: 'Super', employeeId: 'ACM-1004', userRole: 'SUPER_ADMIN', userType: 'ADMIN', isSuperAdmin: true, isManageCarlineAllowed: true, ai: AI_ALL },
  { email: 'rita.reporter@acme.example', firmCode: 'acme', firstName: 'Rita', lastName: 'Reporter', employeeId: 'ACM-1005', userRole: 'REPORTER', userType: 'EMPLOYEE', isReportsAllowed: true, ai: { ...AI_BOOKING, enableDataChat: true } },
  { email: 'max.marshal@acme.example', firmCode: 'acme', firstName: 'Max', lastName: 'Marshal', employeeId: 'ACM-1006', userRole: 'MARSHAL', userType: 'EMPLOYEE', isManageCarlineAllowed: true, ai: AI_NONE },
  { email: 'tom.trial@trial.example', firmCode: 'trial', firstName: 'Tom', lastName: 'Trial', employeeId: 'TRL-2001', userRole: 'STANDARD', userType: 'EMPLOYEE', shouldSignSelfOnboardingDocuments: true, ai: AI_NONE },
  { email: 'gail.employee@globex.example', firmCode: 'globex', firstName: 'Gail', lastName: 'Employee', employeeId: 'GBX-3001', userRole: 'STANDARD', userType: 'EMPLOYEE', ai: AI_BOOKING },
  { email: 'ian.employee@initech.example', firmCode: 'initech', firstName: 'Ian', lastName: 'Employee', employeeId: 'INI-4001', userRole: 'STANDARD', userType: 'EMPLOYEE', ai: AI_NONE },
  { email: 'hal.dev@hq.example', firmCode: 'hq', firstName: 'Hal', lastName: 'Dev', employeeId: 'HQ-9001', userRole: 'HQ_DEV', userType: 'EMPLOYEE', ai: AI_ALL },
  { email: 'hope.support@hq.example', firmCode: 'hq', firstName: 'Hope', lastName: 'Support', employeeId: 'HQ-9002', userRole: 'HQ_SUPPORT', userType: 'EMPLOYEE', ai: AI_BOOKING },
  { email: 'mia.traveler@hq.example', firmCode: 'hq', firstName: 'Mia', lastName: 'Traveler', employeeId: 'HQ-9003', userRole: 'STANDARD', userType: 'EMPLOYEE', ai: AI_NONE, seenTours: ['NEW_USER', 'NEW_STEPPER', 'COLUMNS_TOUR'] },
  { email: 'cora.reporter@acme.example', firmCode: 'acme', firstName: 'Cora', lastName: 'Reporter', employeeId: 'ACM-1007', userRole: 'REPORTER', userType: 'EMPLOYEE', isReportsAllowed: true, ai: AI_BOOKING, seenTours: ['NEW_USER', 'NEW_STEPPER', 'CAR_PROVIDERS_MAP'] },
  { email: 'nell.newbooker@hq.example', firmCode: 'hq', firstName: 'Nell', lastName: 'Newbooker', employeeId: 'HQ-9004', userRole: 'STANDARD', userType: 'EMPLOYEE', ai: AI_BOOKING, seenTours: ['NEW_USER', 'COLUMNS_TOUR', 'CAR_PROVIDERS_MAP'] },
];

/** 'Login as' grants: holder may sign in as each target (000 §6). */
export const SEED_LOGIN_PERMISSIONS: Array<{ holder: string; targets: string[] }> = [
  { holder: 'hal.dev@hq.example', targets: SEED_USERS.filter((u) => u.firmCode === 'acme').map((u) => u.email) },
];
