import {
  LONG_TOKEN_EXPIRY_MINUTES, LONG_TOKEN_REFRESH_UNDER_SECONDS, STREAM_BACKOFF_FACTOR, STREAM_BACKOFF_INITIAL_MS,
  STREAM_BACKOFF_MAX_MS, STREAM_MAX_RETRIES, TOKEN_REFRESH_ACTIVE_WINDOW_MS,
} from './limits.ts';
import { GENERIC_ERROR_TEXT } from './messages.ts';

export { STREAM_MAX_RETRIES };

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function stringify(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return nonEmptyString(value);
  try {
    const text = JSON.stringify(value);
    return text === undefined || text === '{}' || text === '[]' ? undefined : text;
  } catch {
    return String(value);
  }
}

/**
 * spec 000 §7, 001 §8: the error text comes from the response message, else the
 * response data (stringified if not a string), else the error message, else
 * 'Error has occurred'. Reads `err.response.data` (ApiError and axios-shaped errors).
 */
export function errorText(err: unknown): string {
  const data = field(field(err, 'response'), 'data');
  return (
    nonEmptyString(field(data, 'message'))
    ?? stringify(data)
    ?? nonEmptyString(field(err, 'message'))
    ?? (typeof err === 'string' ? nonEmptyString(err) : undefined)
    ?? GENERIC_ERROR_TEXT
  );
}

export interface TokenRefreshInput {
  nowMs: number;
  /** Time of the user's last activity; null when there was none. */
  lastActivityMs: number | null;
  /** The token's expiresAtEpoch (seconds) stored at login. */
  expiresAtEpochSec: number | null;
  /** firmPreferences.tokenExpiryInMinutes. */
  tokenExpiryInMinutes: number;
  /** Non-secure mode (token kept client-side) skips the refresh. */
  nonSecure: boolean;
}

/**
 * spec 000 §9, 001 §9 (checked every 60 s): refresh only if the user was active within
 * the last 60 s and the token is not expired; for firms with an expiry of 1440 minutes
 * or more, only when under 10800 s remain. Skipped in non-secure mode.
 */
export function shouldRefreshToken(input: TokenRefreshInput): boolean {
  if (input.nonSecure) return false;
  if (input.lastActivityMs === null || input.expiresAtEpochSec === null) return false;
  if (input.nowMs - input.lastActivityMs > TOKEN_REFRESH_ACTIVE_WINDOW_MS) return false;
  const remainingSec = input.expiresAtEpochSec - input.nowMs / 1000;
  if (remainingSec <= 0) return false;
  if (input.tokenExpiryInMinutes >= LONG_TOKEN_EXPIRY_MINUTES) return remainingSec < LONG_TOKEN_REFRESH_UNDER_SECONDS;
  return true;
}

/**
 * spec 000 §9, 001 §9: the wait before reconnecting the live event stream after
 * `consecutiveFailures` failures (1 for the first): 1000 ms, doubling, capped at 30000 ms.
 */
export function streamBackoffDelay(consecutiveFailures: number): number {
  const exponent = Math.max(0, Math.floor(consecutiveFailures) - 1);
  return Math.min(STREAM_BACKOFF_MAX_MS, STREAM_BACKOFF_INITIAL_MS * STREAM_BACKOFF_FACTOR ** exponent);
}

/** spec 000 §4, 001 §4/§8: the stream stops after 10 consecutive failures. */
export function shouldStopStream(consecutiveFailures: number): boolean {
  return consecutiveFailures >= STREAM_MAX_RETRIES;
}
