import type { Endpoint } from './endpoint.ts';
import { endpoints, listEndpoints, type EndpointGroup } from './endpoints/index.ts';

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

const names = new Map<Endpoint, EndpointKey>(listEndpoints().map(({ group, name, endpoint }) => [endpoint, [group, name] as const]));

/** The key prefix of every cached answer of `endpoint` (to invalidate them all). */
export function endpointKey(endpoint: Endpoint): EndpointKey {
  const key = names.get(endpoint);
  if (!key) throw new Error(`${endpoint.method} ${endpoint.path} is not in the endpoint table`);
  return key;
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
interface DataFamily {
  shownBy: readonly Endpoint[];
  changedBy: readonly Endpoint[];
}

const cards = endpoints.creditCards;
const permissions = endpoints.permissions;

const families: readonly DataFamily[] = [
  {
    // A user's or the firm's saved cards: the account dialog's lists, manage bookings' 'Change
    // card' and the stepper's payment methods (spec 000 §7 Credit cards, 001 §5 Payment).
    shownBy: [cards.list, cards.firmCards, endpoints.reservations.paymentOptions],
    changedBy: [
      cards.save, cards.update, cards.remove, cards.setDefault, cards.confirmSetup, cards.firmConfirmSetup, cards.firmRemove,
      cards.createVirtualCard,
    ],
  },
  {
    // Booker permissions: an employee's permissions table (in the account dialog and alone) and
    // the admin's pending book-on-behalf requests (spec 000 §7 Permissions).
    shownBy: [permissions.list, permissions.employeePermissions, permissions.bookOnBehalfRequests],
    changedBy: [
      permissions.update, permissions.request, permissions.resend, permissions.adminGrant, permissions.approveBookOnBehalfRequests,
    ],
  },
  {
    // The firm's employees as manage employees lists them (001 §7 Admin): names, roles, the
    // blocked badge and the blocked users (issue 17).
    shownBy: [endpoints.admin.users, endpoints.admin.usersByIds, endpoints.admin.blockedUsers],
    changedBy: [
      endpoints.admin.addUser, endpoints.admin.blockUser, endpoints.account.deleteUser, endpoints.account.contactInfo,
      endpoints.superadmin.setAdmin,
    ],
  },
  {
    // Outstanding charges (issue 15): the list and its totals, and a ride's email history; a
    // conversion to direct bill, a card change or an email sent changes what they show.
    shownBy: [endpoints.reports.outstanding, endpoints.reports.rideEmails],
    changedBy: [endpoints.reports.convertToDirectBill, endpoints.reports.rideChangeCard, endpoints.reports.outstandingEmail],
  },
  {
    // Car lines (issue 16): the marshal's line state and board, and the lines the configuration
    // lists; a rider or roller booked, or a line reconfigured, changes what both show.
    shownBy: [endpoints.marshals.carlines, endpoints.marshals.reservations, endpoints.superadmin.carlines],
    changedBy: [
      endpoints.marshals.newReservation, endpoints.marshals.rollers, endpoints.superadmin.createCarline, endpoints.superadmin.updateCarline,
      endpoints.superadmin.deactivateCarline,
    ],
  },
  {
    // The firm's embedding origins (issue 9), as the admin settings list them.
    shownBy: [endpoints.embed.origins],
    changedBy: [endpoints.embed.addOrigin, endpoints.embed.removeOrigin],
  },
];

/** The key prefixes a successful `endpoint` call makes stale (none for a call that changes nothing cached). */
export function keysChangedBy(endpoint: Endpoint): EndpointKey[] {
  return families.filter((family) => family.changedBy.includes(endpoint)).flatMap((family) => family.shownBy.map(endpointKey));
}
