import { listEndpoints, type Endpoint, type EndpointGroup, type Endpoints } from '@curbside/contracts';
import { ACCESS_RULES, type AccessRule, type AccessRuleName } from './rules.ts';

/**
 * The access rules each served endpoint applies, beside its level in the contract's
 * endpoint table (`access`: public, user, admin, superadmin, which registerEndpoint enforces).
 * Keyed like the table (`group.name`); an endpoint the server serves without a row here
 * fails access.test.ts. The six feature issues add their endpoints here.
 */
type Declarations = { [G in EndpointGroup]?: { [N in keyof Endpoints[G]]?: readonly AccessRuleName[] } };

export const ENDPOINT_RULES = {
  auth: {
    register: [],
    loginInitiate: [],
    loginComplete: [],
    loginSso: [],
    logout: [],
    refreshToken: ['ownRecords'],
    loginAs: ['loginAsHolder'],
    concurSignup: [],
  },
  users: {
    userData: ['ownRecords'],
    firmData: ['ownRecords'],
    language: [],
    countries: [],
    serviceAreas: ['ownRecords'],
    searchUsers: ['firmScope'],
    documents: ['firmScope'],
    acceptDocument: ['firmScope'],
    signSelfOnboarding: ['ownRecords'],
    supportHelp: ['ownRecords'],
    seenTour: ['ownRecords'],
    nextTour: ['ownRecords'],
    activityLog: ['ownRecords'],
  },
  account: {
    account: ['firmScope', 'account'],
    contactInfo: ['firmScope', 'account', 'billingSystem'],
    preferences: ['firmScope', 'account'],
    preferencesNote: ['firmScope', 'account'],
    savePlace: ['firmScope', 'account'],
    removePlace: ['firmScope', 'account'],
    costAllocations: ['firmScope', 'account'],
    addCostAllocation: ['firmScope', 'account'],
    deleteUser: ['firmScope', 'accountAdmin'],
    passengers: ['firmScope', 'bookFor'],
    recentPassengers: ['firmScope', 'bookFor'],
    carProviders: [],
    validatePlace: [],
    placeTimezone: [],
  },
  permissions: {
    list: ['firmScope', 'account'],
    employeePermissions: ['firmScope', 'account'],
    update: ['firmScope', 'permissionParty'],
    request: ['firmScope', 'requestForSelf'],
    resend: ['firmScope', 'permissionRequester'],
    adminGrant: ['firmScope'],
    bookOnBehalfRequests: ['firmScope'],
    approveBookOnBehalfRequests: ['firmScope'],
  },
  creditCards: {
    list: ['firmScope', 'account'],
    save: ['firmScope', 'account'],
    token: ['firmScope', 'account'],
    update: ['firmScope', 'account', 'superAdminCardLimits'],
    remove: ['firmScope', 'account'],
    setDefault: ['firmScope', 'account'],
    initSetup: ['firmScope', 'account', 'superAdminCardLimits'],
    confirmSetup: ['firmScope', 'account'],
    firmCards: ['firmScope'],
    firmInitSetup: ['firmScope'],
    firmConfirmSetup: ['firmScope'],
    firmRemove: ['firmScope'],
    createVirtualCard: ['firmScope', 'account', 'amexProfile'],
    onDemandInitEnroll: [],
    onDemandCancelEnroll: [],
  },
  reservations: {
    create: ['firmScope', 'bookFor', 'billingSystem'],
    edit: ['firmScope', 'reservationViewer', 'bookFor', 'billingSystem'],
    shouldCancelAndCreate: ['firmScope', 'reservationViewer'],
    cancel: ['firmScope', 'reservationViewer'],
    changeCard: ['firmScope', 'reservationViewer', 'bookFor'],
    upcoming: ['firmScope', 'reservationViewer'],
    history: ['firmScope', 'reservationViewer'],
    details: ['firmScope', 'reservationViewer'],
    state: ['firmScope', 'reservationViewer'],
    followUp: ['firmScope', 'reservationViewer'],
    showFollowUp: ['firmScope', 'reservationViewer'],
    favorites: ['ownRecords', 'reservationViewer'],
    saveFavorite: ['ownRecords', 'reservationViewer'],
    quoteRequest: ['ownRecords'],
    carServices: ['firmScope', 'bookFor'],
    quotes: ['firmScope', 'bookFor'],
    paymentOptions: ['firmScope', 'bookFor', 'billingSystem'],
  },
  airports: {
    search: [],
    searchByPlace: [],
    properties: [],
    terminals: [],
    flightSearch: [],
  },
  admin: {
    addUser: ['firmScope', 'addUserManually', 'billingSystem'],
    reservationNotes: ['firmScope', 'adminReservationNotes', 'reservationViewer'],
  },
  chat: {
    checkSpecialAccommodation: [],
    checkFlightTimeCompatibility: [],
  },
} as const satisfies Declarations;

/** One endpoint as an access matrix reads it. */
export interface EndpointAccess {
  /** `group.name` in the contract's endpoint table. */
  key: string;
  method: Endpoint['method'];
  path: string;
  /** The contract's level: public (no session), user, admin, superadmin. */
  level: Endpoint['access'];
  rules: ReadonlyArray<{ name: AccessRuleName } & AccessRule>;
}

/** The access declarations of every endpoint that has one (data for the access matrix test). */
export function endpointAccessTable(): EndpointAccess[] {
  const declared: Declarations = ENDPOINT_RULES;
  return listEndpoints().flatMap(({ group, name, endpoint }) => {
    const rules = (declared[group] as Record<string, readonly AccessRuleName[] | undefined> | undefined)?.[name];
    if (!rules) return [];
    return [{
      key: `${group}.${name}`,
      method: endpoint.method,
      path: endpoint.path,
      level: endpoint.access,
      rules: rules.map((rule) => ({ name: rule, ...ACCESS_RULES[rule] })),
    }];
  });
}
