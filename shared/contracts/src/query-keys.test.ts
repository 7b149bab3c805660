import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index.ts';
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

  it('refuses an endpoint that is not in the table', () => {
    expect(() => endpointKey({ ...endpoints.creditCards.list })).toThrow(/not in the endpoint table/);
  });
});

describe('keysChangedBy (a change refreshes every element showing the data)', () => {
  const cardViews = [['creditCards', 'list'], ['creditCards', 'firmCards'], ['reservations', 'paymentOptions']];
  it.each([
    ['adding a card (payment provider flow)', endpoints.creditCards.confirmSetup],
    ['adding a card (vault flow)', endpoints.creditCards.save],
    ['editing a card', endpoints.creditCards.update],
    ['deleting a card', endpoints.creditCards.remove],
    ['setting the default card', endpoints.creditCards.setDefault],
    ['adding a firm card', endpoints.creditCards.firmConfirmSetup],
    ['deleting a firm card', endpoints.creditCards.firmRemove],
    ['adding a virtual card', endpoints.creditCards.createVirtualCard],
  ])('%s makes the account lists, Change card and the stepper payment methods stale', (_, change) => {
    expect(keysChangedBy(change)).toEqual(cardViews);
  });

  const permissionViews = [['permissions', 'list'], ['permissions', 'employeePermissions'], ['permissions', 'bookOnBehalfRequests']];
  it.each([
    ['enabling or removing a permission', endpoints.permissions.update],
    ['requesting to book on behalf', endpoints.permissions.request],
    ['resending a request', endpoints.permissions.resend],
    ["an admin's Add booker", endpoints.permissions.adminGrant],
    ['approving requests', endpoints.permissions.approveBookOnBehalfRequests],
  ])('%s makes the permissions tables and the pending requests stale', (_, change) => {
    expect(keysChangedBy(change)).toEqual(permissionViews);
  });

  it.each([
    ['reading the cards', endpoints.creditCards.list],
    ['reading the permissions', endpoints.permissions.list],
    ['starting a setup intent', endpoints.creditCards.initSetup],
  ])('%s changes nothing cached', (_, call) => {
    expect(keysChangedBy(call)).toEqual([]);
  });
});
