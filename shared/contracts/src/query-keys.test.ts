import { describe, expect, it } from 'vitest';
import { endpoints, listEndpoints } from './endpoints/index.ts';
import { endpointKey, keysChangedBy, queryKey } from './query-keys.ts';

describe('queryKey (one cache key per call, whoever caches it)', () => {
  it('names the call by its place in the endpoint table and the input that picks the answer', () => {
    expect(queryKey(endpoints.creditCards.list, { params: { id: 7 } })).toEqual(['creditCards', 'list', { params: { id: 7 } }]);
    expect(queryKey(endpoints.creditCards.firmCards)).toEqual(['creditCards', 'firmCards', {}]);
  });

  it('gives two callers of the same call the same key, and another input another key', () => {
    const account = queryKey(endpoints.creditCards.list, { params: { id: 7 } });
    const bookings = queryKey(endpoints.creditCards.list, { params: { id: 7 }, query: undefined });
    expect(bookings).toEqual(account);
    expect(queryKey(endpoints.creditCards.list, { params: { id: 8 } })).not.toEqual(account);
  });

  it('starts with the endpoint key, so invalidating the endpoint reaches every input', () => {
    expect(queryKey(endpoints.reservations.paymentOptions, { body: { reservationRequest: {} } }).slice(0, 2)).toEqual(
      endpointKey(endpoints.reservations.paymentOptions),
    );
  });

  it('knows every row of the table by its group and name (each group is declared with endpointGroup)', () => {
    const rows = listEndpoints();
    expect(new Set(rows.map((row) => row.group))).toEqual(new Set(Object.keys(endpoints)));
    for (const { group, name, endpoint } of rows) expect(endpointKey(endpoint)).toEqual([group, name]);
  });

  it('refuses an endpoint that is not in the table', () => {
    expect(() => endpointKey({ ...endpoints.creditCards.list })).toThrow(/not in the endpoint table/);
  });
});

describe('keysChangedBy (a change refreshes every element showing the data)', () => {
  const stale = {
    /** The account lists, Change card and the stepper's payment methods. */
    cards: [['creditCards', 'list'], ['creditCards', 'firmCards'], ['reservations', 'paymentOptions']],
    /** The permissions tables and the pending requests. */
    permissions: [['permissions', 'list'], ['permissions', 'employeePermissions'], ['permissions', 'bookOnBehalfRequests']],
    /** Manage employees: the employees table and the blocked users (issue 17). */
    employees: [['admin', 'users'], ['admin', 'usersByIds'], ['admin', 'blockedUsers']],
    /** The marshal's line state and board, the configured lines (issue 16). */
    carLines: [['marshals', 'carlines'], ['marshals', 'reservations'], ['superadmin', 'carlines']],
    nothing: [],
  };
  it.each([
    ['adding a card (payment provider flow)', endpoints.creditCards.confirmSetup, 'cards'],
    ['adding a card (vault flow)', endpoints.creditCards.save, 'cards'],
    ['editing a card', endpoints.creditCards.update, 'cards'],
    ['deleting a card', endpoints.creditCards.remove, 'cards'],
    ['setting the default card', endpoints.creditCards.setDefault, 'cards'],
    ['adding a firm card', endpoints.creditCards.firmConfirmSetup, 'cards'],
    ['deleting a firm card', endpoints.creditCards.firmRemove, 'cards'],
    ['adding a virtual card', endpoints.creditCards.createVirtualCard, 'cards'],
    ['enabling or removing a permission', endpoints.permissions.update, 'permissions'],
    ['requesting to book on behalf', endpoints.permissions.request, 'permissions'],
    ['resending a request', endpoints.permissions.resend, 'permissions'],
    ["an admin's Add booker", endpoints.permissions.adminGrant, 'permissions'],
    ['approving requests', endpoints.permissions.approveBookOnBehalfRequests, 'permissions'],
    ['adding an employee', endpoints.admin.addUser, 'employees'],
    ['blocking or unblocking an employee', endpoints.admin.blockUser, 'employees'],
    ['deleting an employee', endpoints.account.deleteUser, 'employees'],
    ["saving an employee's contact info", endpoints.account.contactInfo, 'employees'],
    ['granting or revoking admin', endpoints.superadmin.setAdmin, 'employees'],
    ['booking a rider at a car line', endpoints.marshals.newReservation, 'carLines'],
    ['ordering rollers', endpoints.marshals.rollers, 'carLines'],
    ['creating a car line', endpoints.superadmin.createCarline, 'carLines'],
    ['switching a car line off', endpoints.superadmin.deactivateCarline, 'carLines'],
    ['reading the cards', endpoints.creditCards.list, 'nothing'],
    ['reading the permissions', endpoints.permissions.list, 'nothing'],
    ['starting a setup intent', endpoints.creditCards.initSetup, 'nothing'],
  ] as const)('%s makes stale: %s', (_, change, views) => {
    expect(keysChangedBy(change)).toEqual(stale[views]);
  });
});
