import { z } from 'zod';

/**
 * The detail schemas of events that more than one element fires: one shape per event name, so a
 * page listening on `window` (the root config, a host page) reads the same detail from every
 * element. An element's contract names the schema in its `events` (with its own one-line
 * description of when it fires); the root config parses what it receives with the same schema.
 */

/** `curb-navigate`: the user asked for another screen; the host (root config) navigates. */
export const NavigateDetail = z.object({
  /** An app path starting with '/', query string included ('/manage-bookings/edit-booking?reservationId=7'). */
  path: z.string().startsWith('/'),
});

/** An event that carries nothing (`curb-auth-required`, `curb-auth-signed-out`, `curb-account-closed`). */
export const EmptyDetail = z.object({});

/** The tabs of the Manage account dialog, as the account's `tab` attribute names them (000 §2). */
export const ACCOUNT_TAB_IDS = ['contact', 'addresses', 'cards', 'bookers', 'onBehalf', 'preferences'] as const;
export type AccountTabId = (typeof ACCOUNT_TAB_IDS)[number];

/** `curb-account-requested`: open this employee's Manage account dialog on this tab. */
export const AccountRequestedDetail = z.object({
  userId: z.number().int(),
  tab: z.enum(ACCOUNT_TAB_IDS),
});

/**
 * `curb-token-expiring` (issue 9, the token hand-off of a cross-site embed): the session token the
 * host page set on an element's `token` property expires within a minute ('expiring') or was
 * refused by the server ('refused'); the host obtains a new one server to server and sets it.
 */
export const TokenExpiringDetail = z.object({
  reason: z.enum(['expiring', 'refused']),
  /** When the current token expires (epoch seconds); null when it cannot be read. */
  expiresAtEpoch: z.number().int().nullable(),
});
