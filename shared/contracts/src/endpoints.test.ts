import { describe, expect, it } from 'vitest';
import { buildPath, findEndpoint } from './endpoint.ts';
import { endpoints, listEndpoints } from './endpoints/index.ts';
import { PermissionStatusSchema, ReservationStatusSchema } from './entities/enums.ts';
import { CarLinePayloadSchema } from './entities/carline.ts';
import { CreditCardListSchema, VirtualCardPayloadSchema } from './entities/creditCard.ts';
import { AddressValidationResultSchema } from './entities/place.ts';
import { ReservationRequestSchema } from './entities/reservation.ts';
import type { ReservationRequest } from './entities/reservation.ts';
import { UserSchema } from './entities/user.ts';

/**
 * Every call of 000 §7 and 001 §7, copied from the spec with {x} written as :x.
 * Calls listed twice in the spec (places/validate, cost allocations, /admin booker
 * permissions, tours, activity log) appear once. HEAD /index.html and the live event
 * stream are outside the table.
 */
const SPEC_CALLS = [
  // 000 §7 Authentication
  'POST /auth/register',
  'POST /auth/login/initiate',
  'POST /auth/login/complete',
  'POST /auth/login/sso',
  'POST /auth/logout',
  'POST /users/login/:id/switch',
  'POST /users/refreshToken',
  'POST /concur/signup',
  // 000 §7 Users
  'GET /users/userData',
  'GET /users/firmData',
  'GET /users/language',
  'GET /users/countries',
  'GET /users/service-areas',
  'GET /users',
  'GET /users/passengers',
  'GET /users/recent-passengers',
  'GET /users/car-providers',
  'GET /users/documents',
  'POST /users/documents/:id/accept',
  'POST /users/documents/selfOnBoarding/sign',
  'POST /users/support/help',
  'POST /users/:id/delete',
  'GET /users/:id/account',
  'POST /users/:id/contactInfo',
  'POST /users/:id/preferences',
  'GET /users/:id/preferences/note',
  'POST /users/seen-tour',
  'GET /users/next-tour',
  'POST /users/:id/places',
  'POST /users/:id/places/:placeId/remove',
  'GET /users/:id/costAllocations',
  'POST /users/:id/costAllocation',
  'POST /places/validate',
  // 000 §7 Permissions
  'GET /users/:id/booker/permissions',
  'GET /users/:id/permissions',
  'POST /users/permissions/:id',
  'POST /users/permissions',
  'POST /users/:id/permissions/request',
  'POST /admin/bookerPermission',
  'GET /admin/bookOnBehalfRequests',
  'POST /admin/bookOnBehalfRequests/approve',
  // 000 §7 Credit cards
  'GET /users/:id/creditCards',
  'POST /users/:id/creditCards',
  'GET /users/:id/creditCards/token',
  'POST /users/:id/creditCards/:cardId',
  'POST /users/:id/creditCards/:cardId/remove',
  'POST /users/:id/creditCards/:cardId/setDefault',
  'POST /users/:id/creditCards/initSetup',
  'POST /users/:id/creditCards/confirmSetup',
  'GET /superadmin/creditCards/firm',
  'POST /superadmin/creditCards/initSetup',
  'POST /superadmin/creditCards/confirmSetup',
  'POST /superadmin/creditCards/remove',
  'POST /superadmin/users/:id/creditCards/virtual/create',
  'POST /superadmin/creditCards/onDemand/initEnroll',
  'POST /superadmin/creditCards/onDemand/cancelEnroll',
  // 000 §7 Other, 001 §7 Chat and logging
  'POST /user-activity/logs',
  // 001 §7 Reservations
  'POST /reservations/car-services',
  'POST /reservations/payment-options',
  'POST /reservations/car-services/quotes',
  'POST /reservations',
  'POST /reservations/:id',
  'POST /reservations/:id/cancel',
  'POST /reservations/:id/should-cancel-and-create',
  'POST /reservations/:id/creditcards',
  'GET /reservations',
  'GET /reservations/history',
  'GET /reservations/:id',
  'GET /reservations/:id/state',
  'GET /reservations/:id/followup',
  'GET /reservations/show-follow-up',
  'GET /reservations/favorites',
  'POST /reservations/favorites',
  'POST /reservations/quoteRequest',
  // 001 §7 Marshals
  'POST /marshals/reservations/new',
  'GET /marshals/reservations',
  'GET /marshals/carlines',
  'POST /marshals/reservations/rollers',
  // 001 §7 Places and airports
  'POST /airports/search-by-place',
  'GET /airports/search',
  'GET /airports/:iata/terminals',
  'GET /airports/:iata/properties',
  'GET /airports/flights/search',
  'GET /places/timezone',
  // 001 §7 Reports and receipts
  'GET /reports',
  'POST /reports/csv',
  'GET /reports/summary',
  'POST /reports/summary/csv',
  'GET /reports/routes',
  'GET /reports/starred-reports',
  'POST /reports/starred-reports',
  'DELETE /reports/starred-reports/:id',
  'GET /reports/firm-invoices',
  'GET /reports/firm-invoices/:id/invoiceFile',
  'GET /receipts',
  'GET /receipts/download',
  'GET /receipts/receiptPdf',
  'GET /rides/outstanding',
  'POST /rides/outstanding/:id/convertToDirectBill',
  'POST /rides/outstanding/emails',
  'GET /rides/:id/emails',
  'POST /rides/:id/creditcards',
  // 001 §7 Dashboard
  'GET /reports/dashboard/:name',
  // 001 §7 Admin
  'GET /admin/users',
  'GET /admin/users/by-ids',
  'GET /admin/users/feed/status',
  'POST /admin/users',
  'POST /admin/blockedUsersMessage',
  'GET /admin/blockedUsers',
  'POST /admin/blockedUsers',
  'POST /admin/reservations/:id/notes',
  // 001 §7 Superadmin
  'GET /superadmin/bookingAccounts',
  'GET /superadmin/carlines',
  'POST /superadmin/carlines',
  'POST /superadmin/carline',
  'POST /superadmin/carlines/deactivate',
  'GET /superadmin/tags',
  'POST /superadmin/tags',
  'POST /superadmin/tags/:id',
  'POST /superadmin/tags/:id/delete',
  'GET /superadmin/tags/:id/users',
  'POST /superadmin/tags/:id/userTags',
  'POST /superadmin/tags/userTags/:id/delete',
  'POST /superadmin/documents/broadcastNotes',
  'POST /superadmin/documents/broadcastNotes/deactivete',
  'GET /superadmin/admins',
  'POST /superadmin/permissions',
  'POST /superadmin/concur/signup/code',
  'POST /integrations/isos',
  // 001 §7 Chat
  'POST /chat/message',
  'POST /chat/data-chat',
  'POST /chat/check-special-accommodation',
  'POST /chat/check-flight-time-compatibility',
] as const;

/**
 * Calls an issue designs beyond the spec's list, each under the issue that asks for it (the spec's
 * clients are the portal's pages; these serve others). Each is a row like a spec call: access
 * declared, in the access matrix, cached under the table's keys.
 */
const DESIGNED_CALLS = [
  // Issue 9, embedding for real hosts: host tokens (server to server), the firm's embed
  // credentials and its embedding origins (admin settings).
  'POST /embed/tokens',
  'GET /superadmin/embedOrigins',
  'POST /superadmin/embedOrigins',
  'POST /superadmin/embedOrigins/delete',
  'GET /superadmin/embedCredentials',
  'POST /superadmin/embedCredentials',
  'POST /superadmin/embedCredentials/revoke',
  // Issue 12: the firm's sustainable-suggestion and re-quote margins (admin settings).
  'POST /superadmin/firmPreferences/margins',
  // Issue 15, direct-bill invoices: an opened invoice and the rides it bills.
  'GET /reports/firm-invoices/:id',
  'GET /reports/firm-invoices/:id/rides',
] as const;

/** Super admin rows whose spec path is not under /superadmin. */
const SUPERADMIN_ELSEWHERE: readonly string[] = [
  'POST /integrations/isos', 'GET /rides/outstanding', 'POST /rides/outstanding/:id/convertToDirectBill', 'POST /rides/outstanding/emails',
  'GET /rides/:id/emails', 'POST /rides/:id/creditcards',
];

const rows = listEndpoints();
const keyOf = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
const tableKeys = rows.map((row) => keyOf(row.endpoint));

describe('endpoint table', () => {
  it('lists each spec call once in the spec list itself', () => {
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
  });

  it('has a row for every call of 000 §7 and 001 §7', () => {
    const missing = SPEC_CALLS.filter((call) => !tableKeys.includes(call));
    expect(missing).toEqual([]);
  });

  it('has no row that is not a spec call or a call an issue designs', () => {
    const spec: readonly string[] = [...SPEC_CALLS, ...DESIGNED_CALLS];
    const extra = tableKeys.filter((key) => !spec.includes(key));
    expect(extra).toEqual([]);
  });

  it('has no two rows with the same method and path', () => {
    const duplicates = tableKeys.filter((key, index) => tableKeys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
    expect(rows).toHaveLength(SPEC_CALLS.length + DESIGNED_CALLS.length);
  });

  it('leaves the version poll and the event stream out of the table', () => {
    expect(tableKeys.some((key) => key.startsWith('HEAD '))).toBe(false);
    expect(tableKeys.some((key) => key.includes('/events'))).toBe(false);
  });

  it('marks /admin rows admin-only and /superadmin rows superadmin-only', () => {
    for (const { endpoint: row } of rows) {
      if (row.path.startsWith('/admin/')) expect([keyOf(row), row.access]).toEqual([keyOf(row), 'admin']);
      if (row.path.startsWith('/superadmin/')) expect([keyOf(row), row.access]).toEqual([keyOf(row), 'superadmin']);
      if (row.access === 'admin') expect(row.path.startsWith('/admin/')).toBe(true);
      // Super admin rows outside /superadmin: POST /integrations/isos (001 §7 lists it under Superadmin) and
      // the outstanding charges' calls under /rides (000 §2: Outstanding charges are a super admin's).
      if (row.access === 'superadmin') expect([keyOf(row), row.path.startsWith('/superadmin/') || SUPERADMIN_ELSEWHERE.includes(keyOf(row))]).toEqual([keyOf(row), true]);
    }
  });

  it('lets only sign-in calls (and a host server\'s token call, issue 9) through without a session', () => {
    const open = rows.filter((row) => row.endpoint.access === 'public').map((row) => keyOf(row.endpoint)).sort();
    expect(open).toEqual([
      'POST /auth/login/complete', 'POST /auth/login/initiate', 'POST /auth/login/sso', 'POST /auth/logout',
      'POST /auth/register', 'POST /concur/signup', 'POST /embed/tokens',
    ]);
  });

  it('describes every :segment of a path in its params schema', () => {
    for (const { endpoint: row } of rows) {
      const names = [...row.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const sample = Object.fromEntries(names.map((name) => [name, name === 'iata' ? 'JFK' : name === 'name' ? 'summary' : '7']));
      expect([keyOf(row), row.params.safeParse(sample).success]).toEqual([keyOf(row), true]);
    }
  });

  it('is reachable by group and name', () => {
    expect(keyOf(endpoints.account.contactInfo)).toBe('POST /users/:id/contactInfo');
    expect(keyOf(endpoints.permissions.list)).toBe('GET /users/:id/booker/permissions');
    expect(keyOf(endpoints.creditCards.firmCards)).toBe('GET /superadmin/creditCards/firm');
    expect(buildPath(endpoints.account.removePlace.path, { id: 3, placeId: 9 })).toBe('/users/3/places/9/remove');
  });
});

describe('routing between overlapping rows', () => {
  const table = rows.map((row) => row.endpoint);

  it('sends GET /reservations/history to the history row, not to reservation details', () => {
    expect(findEndpoint(table, 'GET', '/reservations/history')?.endpoint).toBe(endpoints.reservations.history);
    expect(findEndpoint(table, 'GET', '/reservations/42')?.endpoint).toBe(endpoints.reservations.details);
  });

  it('sends POST /users/5/creditCards/initSetup to setup, and a numeric card id to update', () => {
    expect(findEndpoint(table, 'POST', '/users/5/creditCards/initSetup')?.endpoint).toBe(endpoints.creditCards.initSetup);
    const update = findEndpoint(table, 'POST', '/users/5/creditCards/77');
    expect(update?.endpoint).toBe(endpoints.creditCards.update);
    expect(update?.params).toEqual({ id: '5', cardId: '77' });
  });

  it('finds no row for an unknown path or method', () => {
    expect(findEndpoint(table, 'GET', '/nope')).toBeNull();
    expect(findEndpoint(table, 'DELETE', '/reservations/1')).toBeNull();
  });
});

describe('query strings', () => {
  it('reads includeAdmin=false as false, not as a truthy string', () => {
    const query = endpoints.users.searchUsers.query.parse({ q: 'ann', includeAdmin: 'false', includeSelf: 'true' });
    expect(query).toEqual({ q: 'ann', includeAdmin: false, includeSelf: true });
  });

  it('reads numeric paging parameters from text', () => {
    expect(endpoints.permissions.list.query.parse({ offset: '10', count: '10', status: 'Pending' }))
      .toEqual({ offset: 10, count: 10, status: 'Pending' });
  });

  it('reads a status list from comma-joined text or repeated keys and rejects unknown statuses', () => {
    const { query } = endpoints.reservations.history;
    expect(query.parse({ statuses: 'Accepted,OnScene' }).statuses).toEqual(['Accepted', 'OnScene']);
    expect(query.parse({ statuses: ['Completed', 'Canceled'] }).statuses).toEqual(['Completed', 'Canceled']);
    expect(query.safeParse({ statuses: 'Accepted,Lost' }).success).toBe(false);
  });

  it('requires a from or to airport for the flight search', () => {
    const { query } = endpoints.airports.flightSearch;
    const base = { flightCode: 'BA117', pickupDatetime: '2025-03-01T10:00', flightDirection: 'arrival' };
    expect(query.safeParse(base).success).toBe(false);
    expect(query.safeParse({ ...base, airportToIataCode: 'JFK' }).success).toBe(true);
  });

  it('accepts only the dashboard names of 001 §7', () => {
    const { params } = endpoints.reports.dashboard;
    expect(params.safeParse({ name: 'emissions-by-purpose-of-journey' }).success).toBe(true);
    expect(params.safeParse({ name: 'emissions-by-planet' }).success).toBe(false);
  });
});

describe('entity schemas', () => {
  const stop = {
    place: {
      placeId: null, googlePlaceId: 'ChIJ123', address: '1 Main St, New York, NY', displayName: '1 Main St',
      iataCode: null, isTerminalRequired: false, manualNameOrNumber: null,
      geometry: { location: { lat: 40.7, lng: -74 } }, timezone: 'America/New_York',
    },
    placeValidationStatus: 'ValidPlace',
    addressType: 'SPECIFIC_ADDRESS',
    flight: null,
    specialAccommodations: null,
    stopType: 'pickup',
  } as const;
  const request: ReservationRequest = {
    origin: stop,
    destination: { ...stop, addressType: 'AIRPORT', stopType: 'dropoff', flight: {
      isCommercial: true, flightCode: 'BA117', terminal: '7', airportTerminals: [{ code: '7', name: 'Terminal 7' }],
      flightInfo: { arrivalAirportCode: 'LHR', departureAirportCode: 'JFK' },
    } },
    dateTime: '2025-03-01T10:00', meetAndGreet: false, isAsap: false, cost: 82.5, preferedContactMethod: 'Email',
    exactPickupPoint: 'Front door', supplierRefQuoteId: 'S-1', bookieQuoteId: null, bookingAccountServiceId: 12,
    purposeOfJourneyId: null, timeJobHours: null, creditCardId: 4, reservationStops: [],
    authorizingUserId: 1,
    reservationPassengers: [{
      userId: 1, fullName: 'Ann Lee', email: 'ann@acme.com', mobilePhone: '1-2125550100', workPhone: null,
      countryCode: 'US', mainPassenger: true, isPackage: false, preferredContactMethod: 'SMS',
    }],
    specialAccommodations: null, emailAddresses: ['boss@acme.com'], reservationType: 'regular',
    durationInMinutes: 35, costAllocationsIds: [3], reservationId: null, chosenCarService: null, notes: 'Gate 4',
    flightInfo: null, billCompany: false, distanceInKm: 24.1, pageViewGuid: 'pv-1',
    actionOriginDetails: { action: 'NEW', origin: null }, specialAccommodationsGuid: null,
  };

  it('round-trips a reservation request through JSON unchanged', () => {
    const parsed = ReservationRequestSchema.parse(JSON.parse(JSON.stringify(request)));
    expect(parsed).toEqual(request);
  });

  it('rejects a reservation request without its pickup or with an unknown reservation type', () => {
    const { origin: _origin, ...noPickup } = request;
    expect(ReservationRequestSchema.safeParse(noPickup).success).toBe(false);
    expect(ReservationRequestSchema.safeParse({ ...request, reservationType: 'shuttle' }).success).toBe(false);
  });

  it('rejects a user whose role is not one of the spec roles or whose id is text', () => {
    const user = {
      userId: 1, loginId: 'ann@acme.com', name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee', middleName: null,
      employeeId: null, amexUserId: null, countryCode: 'US', source: null, userType: 'EMPLOYEE', userRole: 'STANDARD',
      isSuperAdmin: false, isPending: false, shouldSignSelfOnboardingDocuments: false, isBillingAllowed: false,
      isReportsAllowed: false, isManageCarlineAllowed: false, partnersLink: null, firmCode: 'acme', firmDocument: null,
      features: { ai: { enableBookingChat: true, enableDataChat: false, enableBookingVoiceChat: false } },
    };
    expect(UserSchema.safeParse(user).success).toBe(true);
    expect(UserSchema.safeParse({ ...user, userRole: 'OWNER' }).success).toBe(false);
    expect(UserSchema.safeParse({ ...user, userId: '1' }).success).toBe(false);
  });

  it('knows the twelve reservation statuses and the permission statuses including Declined', () => {
    expect(ReservationStatusSchema.options).toEqual([
      'New', 'Error', 'Accepted', 'Declined', 'Canceled', 'Dispatched', 'OnScene', 'InProgress', 'Completed', 'OnHold',
      'Searching', 'Assigned',
    ]);
    expect(PermissionStatusSchema.options).toContain('Declined');
  });

  it('accepts a card list with hasPendingVirtualCard and rejects a card without last4 digits', () => {
    const entry = {
      userCreditCardId: 1, isDefault: true, isImported: false, source: 'SG2',
      card: {
        creditCardId: 9, brand: 'VISA', last4: '4242', expDate: '2030-01-31', description: 'Work', billingName: 'Ann Lee',
        billingZip: '10001', amexCardValidToDate: null, amexCardBalance: null,
      },
    };
    expect(CreditCardListSchema.safeParse({ creditCards: [entry], hasPendingVirtualCard: false }).success).toBe(true);
    expect(CreditCardListSchema.safeParse({
      creditCards: [{ ...entry, card: { ...entry.card, last4: '42' } }], hasPendingVirtualCard: false,
    }).success).toBe(false);
  });

  it('requires the virtual card consent to be true', () => {
    const payload = { consent: true, cardAmount: 500, validToDate: '2026-01-01', description: 'Trip', setAsDefault: true };
    expect(VirtualCardPayloadSchema.safeParse(payload).success).toBe(true);
    expect(VirtualCardPayloadSchema.safeParse({ ...payload, consent: false }).success).toBe(false);
  });

  it('reads a MissingParams address validation answer with its missing fields', () => {
    const answer = AddressValidationResultSchema.parse({
      place: { address: 'Main St, New York' }, status: 'MissingParams', missingFields: ['streetNumber'], message: null,
    });
    expect(answer.missingFields).toEqual(['streetNumber']);
  });

  it('rejects a car line region that is not closed', () => {
    const car = {
      bookingAccountId: 1,
      regionShape: [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 1 }, { lat: 0, lng: 0 }],
      exceptionDates: [],
      carlineDetails: {
        carlineDetailsId: null, carlineName: 'HQ lobby', firmPlaceId: null, rollerPlace: null, pickupPlace: null,
        rollerDropoffPlace: null, isOnHoldMode: false, fallbackBookingAccountId: null, confirmationMessage: null,
        projectCode: null, departmentCode: null,
      },
      simplifiedWeeklySchedule: { weekdays: ['Monday'], timeRanges: [{ fromTime: '17:00', toTime: '23:30' }] },
    };
    expect(CarLinePayloadSchema.safeParse(car).success).toBe(true);
    const open = { ...car, regionShape: car.regionShape.slice(0, 3).concat([{ lat: 2, lng: 2 }]) };
    expect(CarLinePayloadSchema.safeParse(open).success).toBe(false);
  });
});
