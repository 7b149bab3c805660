import { z } from 'zod';
import { TEXT_LIMITS, boundedText } from '../text-limits.ts';

// Embedding on real hosts (issue 9): the host origins a firm embeds the elements on, and the
// short-lived session token a host's server obtains for one of its users (server to server).

/** What an origin entry that is not one is told (the admin settings' form, the server's 400). */
export const NOT_AN_ORIGIN = 'Enter an origin: https://host or https://host:port, without a wildcard';

/**
 * An allow-list entry in its one spelling, `scheme://host[:port]` (a path is dropped:
 * 'https://intranet.example/book' is 'https://intranet.example'); null for what is not an http(s)
 * origin: a wildcard, a bare host, a file.
 */
export function embedOriginOf(entry: string): string | null {
  const trimmed = entry.trim();
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname.includes('*') || url.username !== '' || url.password !== '') return null;
  return url.origin;
}

/** An origin as a user types it, read as its one spelling. */
export const EmbedOriginSchema = boundedText('address').transform((entry, ctx) => {
  const origin = embedOriginOf(entry);
  if (origin === null) {
    ctx.addIssue({ code: 'custom', message: NOT_AN_ORIGIN });
    return z.NEVER;
  }
  return origin;
});

/** A firm's allow-list, sorted. */
export const EmbedOriginListSchema = z.object({ origins: z.array(z.string()) });
export type EmbedOriginList = z.infer<typeof EmbedOriginListSchema>;

/** The lifetime of a host token, in seconds: 15 minutes unless asked, between 2 minutes and an hour. */
export const EMBED_TOKEN_SECONDS = { default: 900, min: 120, max: 3600 } as const;

/**
 * A host's server asks for a session token for one of its firm's users, with the firm's embed
 * credentials (client id and secret, never in a page).
 */
export const EmbedTokenRequestSchema = z.object({
  clientId: z.string().min(1, 'Enter the client id').max(TEXT_LIMITS.code),
  clientSecret: z.string().min(1, 'Enter the client secret').max(TEXT_LIMITS.code),
  /** The user's sign-in email (their login id). */
  email: z.email().max(TEXT_LIMITS.email),
  expiresInSeconds: z.number().int().min(EMBED_TOKEN_SECONDS.min).max(EMBED_TOKEN_SECONDS.max).optional(),
});
export type EmbedTokenRequest = z.infer<typeof EmbedTokenRequestSchema>;

/** The token to set on an element's `token` property, and when it expires (epoch seconds). */
export const EmbedTokenResponseSchema = z.object({
  token: z.string(),
  expiresAtEpoch: z.number().int(),
});
export type EmbedTokenResponse = z.infer<typeof EmbedTokenResponseSchema>;

/** A firm's embed credential as its super admins see it (never its secret). */
export const EmbedCredentialSchema = z.object({ clientId: z.string(), name: z.string(), createdAt: z.string() });
export type EmbedCredential = z.infer<typeof EmbedCredentialSchema>;

/** A credential just issued: its secret is shown this once (the server keeps only its hash). */
export const IssuedEmbedCredentialSchema = z.object({ clientId: z.string(), clientSecret: z.string() });
