import { tablePlaceOf, type Endpoint } from './endpoint.ts';
import type { EndpointGroup, Endpoints } from './endpoints/index.ts';

// Cache keys declared beside the endpoint table (issue 8): an element caching a call asks for
// the call's key here instead of making one up, so two elements caching GET /users/:id/creditCards
// share one cache entry, and a call that changes data names here the calls whose answers it
// makes stale, so the change refreshes every element that shows them.

/** The part of a call that picks its answer (what `client.call` is given, less the signal). */
export interface CallInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** ['creditCards', 'list']: the key every cached answer of one call starts with. */
export type EndpointKey = readonly [EndpointGroup, string];
/** ['creditCards', 'list', { params: { id: 7 } }]: the key of one cached answer. */
export type CallKey = readonly [EndpointGroup, string, CallInput];

/** The key of a row the table has: `['creditCards', 'list']` (checked against the table's type). */
type TableKey = { [G in EndpointGroup]: readonly [G, keyof Endpoints[G] & string] }[EndpointGroup];

/** The key prefix of every cached answer of `endpoint` (to invalidate them all). */
export function endpointKey(endpoint: Endpoint): EndpointKey {
  const key = tablePlaceOf(endpoint);
  if (!key) throw new Error(`${endpoint.method} ${endpoint.path} is not in the endpoint table`);
  return key as EndpointKey;
}

/** The cache key of one call: the endpoint's place in the table and the input that picks its answer. */
export function queryKey(endpoint: Endpoint, input: CallInput = {}): CallKey {
  const picked: CallInput = {};
  if (input.params !== undefined) picked.params = input.params;
  if (input.query !== undefined) picked.query = input.query;
  if (input.body !== undefined) picked.body = input.body;
  return [...endpointKey(endpoint), picked];
}

/** The calls whose answers show one kind of data, and the calls that change it. */
// Written as table keys, not rows, so that naming a family's calls does not bundle their groups
// (the booking widget never loads the marshals' or the reports' contracts).
interface DataFamily {
  shownBy: readonly TableKey[];
  changedBy: readonly TableKey[];
}

const families: readonly DataFamily[] = [
  {
    // A user's or the firm's saved cards: the account dialog's lists, manage bookings' 'Change
    // card' and the stepper's payment methods (spec 000 §7 Credit cards, 001 §5 Payment).
    shownBy: [['creditCards', 'list'], ['creditCards', 'firmCards'], ['reservations', 'paymentOptions']],
    changedBy: [
      ['creditCards', 'save'], ['creditCards', 'update'], ['creditCards', 'remove'], ['creditCards', 'setDefault'], ['creditCards', 'confirmSetup'], ['creditCards', 'firmConfirmSetup'], ['creditCards', 'firmRemove'],
      ['creditCards', 'createVirtualCard'],
    ],
  },
  {
    // Booker permissions: an employee's permissions table (in the account dialog and alone) and
    // the admin's pending book-on-behalf requests (spec 000 §7 Permissions).
    shownBy: [['permissions', 'list'], ['permissions', 'employeePermissions'], ['permissions', 'bookOnBehalfRequests']],
    changedBy: [
      ['permissions', 'update'], ['permissions', 'request'], ['permissions', 'resend'], ['permissions', 'adminGrant'], ['permissions', 'approveBookOnBehalfRequests'],
    ],
  },
  {
    // The firm's employees as manage employees lists them (001 §7 Admin): names, roles, the
    // blocked badge and the blocked users (issue 17).
    shownBy: [['admin', 'users'], ['admin', 'usersByIds'], ['admin', 'blockedUsers']],
    changedBy: [
      ['admin', 'addUser'], ['admin', 'blockUser'], ['account', 'deleteUser'], ['account', 'contactInfo'],
      ['superadmin', 'setAdmin'],
    ],
  },
  {
    // Outstanding charges (issue 15): the list and its totals, and a ride's email history; a
    // conversion to direct bill, a card change or an email sent changes what they show.
    shownBy: [['reports', 'outstanding'], ['reports', 'rideEmails']],
    changedBy: [['reports', 'convertToDirectBill'], ['reports', 'rideChangeCard'], ['reports', 'outstandingEmail']],
  },
  {
    // Car lines (issue 16): the marshal's line state and board, and the lines the configuration
    // lists; a rider or roller booked, or a line reconfigured, changes what both show.
    shownBy: [['marshals', 'carlines'], ['marshals', 'reservations'], ['superadmin', 'carlines']],
    changedBy: [
      ['marshals', 'newReservation'], ['marshals', 'rollers'], ['superadmin', 'createCarline'], ['superadmin', 'updateCarline'],
      ['superadmin', 'deactivateCarline'],
    ],
  },
  {
    // The firm's embedding origins (issue 9), as the admin settings list them.
    shownBy: [['embed', 'origins']],
    changedBy: [['embed', 'addOrigin'], ['embed', 'removeOrigin']],
  },
];

/** The key prefixes a successful `endpoint` call makes stale (none for a call that changes nothing cached). */
export function keysChangedBy(endpoint: Endpoint): EndpointKey[] {
  const [group, name] = endpointKey(endpoint);
  const changes = (key: TableKey) => key[0] === group && key[1] === name;
  return families.filter((family) => family.changedBy.some(changes)).flatMap((family) => family.shownBy);
}
