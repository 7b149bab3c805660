import { TokenExpiringDetail, z } from '@curbside/contracts';

/*
 * The token hand-off of a cross-site embed (issue 9), for the contracts of the elements a host
 * page embeds: where the browser keeps no third-party cookie, the host's server obtains a
 * short-lived session token for its signed-in user and the page sets it on `token`; the element
 * asks for the next one with `curb-token-expiring`. The token set on one element is the session of
 * every element of the page (they share one API client). React-free: contracts load in node.
 */

export const hostTokenProperties = {
  token: {
    schema: z.string().nullable(),
    description:
      'A session token (a JWT) the host page obtained server to server, for browsers without third-party cookies: every element of the page then calls as that user. Set a new one on curb-token-expiring; null signs out.',
  },
} as const;

export const hostTokenEvents = {
  'curb-token-expiring': {
    detail: TokenExpiringDetail,
    description:
      "The token set on `token` expires within a minute ('expiring') or the server refused it ('refused'): set a new one. Fired by the element the token was last set on.",
  },
} as const;
