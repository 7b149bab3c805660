import { listEndpoints, type Endpoint, type EndpointGroup, type Endpoints } from '@curbside/contracts';
import { ACCESS_RULES, type AccessRule, type AccessRuleName } from './rules.ts';

/**
 * The access rules each served endpoint applies, beside its level in the contract's
 * endpoint table (`access`: public, user, admin, superadmin, which registerEndpoint enforces).
 * Keyed like the table (`group.name`); an endpoint the server serves without a row here
 * fails access.test.ts. The six feature issues add their endpoints here.
 */
type Declarations = { [G in EndpointGroup]?: { [N in keyof Endpoints[G]]?: readonly AccessRuleName[] } };

// The rule sets most endpoints share.
const NONE = [] as const;
const OWN = ['ownRecords'] as const;
const FIRM = ['firmScope'] as const;
const ACCOUNT = ['firmScope', 'account'] as const;
const BOOK_FOR = ['firmScope', 'bookFor'] as const;
const VIEWER = ['firmScope', 'reservationViewer'] as const;
const REPORTS = ['firmScope', 'reportsViewer'] as const;
const RECEIPTS = ['firmScope', 'receiptsViewer'] as const;
const INVOICES = ['firmScope', 'invoicesViewer'] as const;
const CAR_LINES = ['firmScope', 'carLineStaff'] as const;
const OUTSTANDING = ['firmScope', 'outstandingViewer'] as const;

const ENDPOINT_RULES = {
  auth: {
    register: NONE, loginInitiate: NONE, loginComplete: NONE, loginSso: NONE, logout: NONE, concurSignup: NONE,
    refreshToken: OWN,
    loginAs: ['loginAsHolder'],
  },
  users: {
    language: NONE, countries: NONE,
    userData: OWN, firmData: OWN, serviceAreas: OWN, signSelfOnboarding: OWN, supportHelp: OWN, seenTour: OWN, nextTour: OWN, activityLog: OWN,
    searchUsers: FIRM, documents: FIRM, acceptDocument: FIRM,
  },
  account: {
    account: ACCOUNT, preferences: ACCOUNT, preferencesNote: ACCOUNT, savePlace: ACCOUNT, removePlace: ACCOUNT,
    costAllocations: ACCOUNT, addCostAllocation: ACCOUNT,
    contactInfo: [...ACCOUNT, 'billingSystem'],
    deleteUser: ['firmScope', 'accountAdmin', 'manualEmployee'],
    passengers: BOOK_FOR, recentPassengers: BOOK_FOR,
    carProviders: NONE, validatePlace: NONE, placeTimezone: NONE,
  },
  permissions: {
    list: ACCOUNT, employeePermissions: ACCOUNT,
    update: ['firmScope', 'permissionParty'],
    request: ['firmScope', 'requestForSelf'],
    resend: ['firmScope', 'permissionRequester'],
    adminGrant: FIRM, bookOnBehalfRequests: FIRM, approveBookOnBehalfRequests: FIRM,
  },
  creditCards: {
    list: ACCOUNT, save: ACCOUNT, token: ACCOUNT, remove: ACCOUNT, setDefault: ACCOUNT, confirmSetup: ACCOUNT,
    update: [...ACCOUNT, 'superAdminCardLimits'],
    initSetup: [...ACCOUNT, 'superAdminCardLimits'],
    firmCards: FIRM, firmInitSetup: FIRM, firmConfirmSetup: FIRM, firmRemove: FIRM,
    createVirtualCard: [...ACCOUNT, 'amexProfile'],
    onDemandInitEnroll: NONE, onDemandCancelEnroll: NONE,
  },
  reservations: {
    create: [...BOOK_FOR, 'billingSystem'],
    edit: [...VIEWER, 'bookFor', 'billingSystem'],
    changeCard: [...VIEWER, 'bookFor'],
    shouldCancelAndCreate: VIEWER, cancel: VIEWER, upcoming: VIEWER, history: VIEWER, details: VIEWER, state: VIEWER,
    followUp: VIEWER, showFollowUp: VIEWER,
    favorites: ['ownRecords', 'reservationViewer'], saveFavorite: ['ownRecords', 'reservationViewer'],
    quoteRequest: OWN,
    carServices: BOOK_FOR, quotes: BOOK_FOR,
    paymentOptions: [...BOOK_FOR, 'billingSystem'],
  },
  airports: { search: NONE, searchByPlace: NONE, properties: NONE, terminals: NONE, flightSearch: NONE },
  admin: {
    addUser: ['firmScope', 'addUserManually', 'billingSystem'],
    reservationNotes: ['firmScope', 'adminReservationNotes', 'reservationViewer'],
    users: FIRM, usersByIds: FIRM, feedStatus: FIRM, blockedUsers: FIRM, blockedUsersMessage: FIRM,
    blockUser: ['firmScope', 'blockOthers'],
  },
  superadmin: {
    tags: FIRM, createTag: FIRM, tagUsers: FIRM,
    updateTag: ['firmScope', 'systemTag'], deleteTag: ['firmScope', 'systemTag'],
    addUserTag: ['firmScope', 'systemTag'], deleteUserTag: ['firmScope', 'systemTag'],
    broadcastNote: FIRM, deactivateBroadcastNote: FIRM,
    admins: FIRM, setAdmin: ['firmScope', 'adminGrant'], concurSignupCode: FIRM, firmMargins: FIRM,
    bookingAccounts: FIRM, carlines: FIRM, createCarline: FIRM, updateCarline: FIRM, deactivateCarline: FIRM,
  },
  integrations: { isos: FIRM },
  // The token's firm is the credential's (embed/embed-token.ts); the origins are the caller's firm's.
  embed: { token: NONE, origins: FIRM, addOrigin: FIRM, removeOrigin: FIRM, credentials: FIRM, issueCredential: FIRM, revokeCredential: FIRM },
  marshals: { carlines: CAR_LINES, reservations: CAR_LINES, newReservation: CAR_LINES, rollers: CAR_LINES },
  chat: { checkSpecialAccommodation: NONE, checkFlightTimeCompatibility: NONE, message: ['ownRecords', 'aiFeature'], dataChat: [...REPORTS, 'aiFeature'] },
  reports: {
    rides: REPORTS, ridesCsv: REPORTS, summary: REPORTS, summaryCsv: REPORTS, routes: REPORTS, dashboard: REPORTS,
    starredReports: [...REPORTS, 'ownRecords'], starReport: [...REPORTS, 'ownRecords'], unstarReport: [...REPORTS, 'ownRecords'],
    receipts: RECEIPTS, receiptDownload: RECEIPTS, receiptPdf: RECEIPTS,
    firmInvoices: INVOICES, firmInvoice: INVOICES, firmInvoiceRides: INVOICES, firmInvoiceFile: INVOICES,
    outstanding: OUTSTANDING, convertToDirectBill: [...OUTSTANDING, 'billingSystem'], outstandingEmail: OUTSTANDING,
    rideEmails: OUTSTANDING, rideChangeCard: OUTSTANDING,
  },
} as const satisfies Declarations;

/** One endpoint as an access matrix reads it. */
interface EndpointAccess {
  /** `group.name` in the contract's endpoint table. */
  key: string;
  method: Endpoint['method'];
  path: string;
  /** The contract's level: public (no session), user, admin, superadmin. */
  level: Endpoint['access'];
  rules: ReadonlyArray<{ name: AccessRuleName } & AccessRule>;
}

function declaredRules(group: EndpointGroup, name: string): readonly AccessRuleName[] | undefined {
  const declared: Declarations = ENDPOINT_RULES;
  return (declared[group] as Record<string, readonly AccessRuleName[] | undefined> | undefined)?.[name];
}

/**
 * Refuse to mount a row of the contract table that has no access declaration: an endpoint
 * added without saying who may call it fails at start-up, not in production. Endpoints
 * outside the table (tests' own) are not checked.
 */
export function requireAccessDeclared(endpoint: Endpoint): void {
  const entry = listEndpoints().find((row) => row.endpoint === endpoint);
  if (entry && !declaredRules(entry.group, entry.name)) throw new Error(`No access declaration for ${entry.group}.${entry.name} in server/src/access/endpoint-access.ts`);
}

/** The access declarations of every endpoint that has one (data for the access matrix test). */
export function endpointAccessTable(): EndpointAccess[] {
  return listEndpoints().flatMap(({ group, name, endpoint }) => {
    const rules = declaredRules(group, name);
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
