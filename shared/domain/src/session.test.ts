import { describe, expect, it } from 'vitest';
import { errorText, shouldRefreshToken, shouldStopStream, streamBackoffDelay, type TokenRefreshInput } from './session.ts';

describe("errorText (spec 000 §7: response message, else response data, else error message, else 'Error has occurred')", () => {
  const withResponse = (data: unknown, message = 'Request failed') => Object.assign(new Error(message), { response: { status: 400, data } });
  it.each([
    { source: 'the response message', err: withResponse({ message: 'Card declined', code: 'X' }), expected: 'Card declined' },
    { source: 'the response data as text', err: withResponse('Plain server text'), expected: 'Plain server text' },
    { source: 'the response data stringified', err: withResponse({ code: 'E42' }), expected: '{"code":"E42"}' },
    { source: 'the error message when the response has no data', err: withResponse(undefined, 'Network down'), expected: 'Network down' },
    { source: 'the error message when the response data is empty', err: withResponse('', 'Timeout'), expected: 'Timeout' },
    { source: 'the error message of a plain error', err: new Error('Boom'), expected: 'Boom' },
    { source: 'the fallback for an error without message', err: new Error(''), expected: 'Error has occurred' },
    { source: 'the fallback for nothing', err: undefined, expected: 'Error has occurred' },
    { source: 'the fallback for an empty object', err: {}, expected: 'Error has occurred' },
  ])('uses $source', ({ err, expected }) => {
    expect(errorText(err)).toBe(expected);
  });
});

describe('shouldRefreshToken (spec 000 §9: active within 60 s, not expired; 1440+ minute firms only under 10800 s; skipped in non-secure mode)', () => {
  const now = 1_700_000_000_000;
  const nowSec = now / 1000;
  const base: TokenRefreshInput = { nowMs: now, lastActivityMs: now - 5_000, expiresAtEpochSec: nowSec + 1800, tokenExpiryInMinutes: 60, nonSecure: false };
  it.each([
    { rule: 'refreshes an active user with a live token', change: {}, expected: true },
    { rule: 'refreshes when the user was active exactly 60 s ago', change: { lastActivityMs: now - 60_000 }, expected: true },
    { rule: 'does not refresh when the user was last active 61 s ago', change: { lastActivityMs: now - 61_000 }, expected: false },
    { rule: 'does not refresh without any activity', change: { lastActivityMs: null }, expected: false },
    { rule: 'does not refresh an expired token', change: { expiresAtEpochSec: nowSec - 1 }, expected: false },
    { rule: 'does not refresh a token expiring now', change: { expiresAtEpochSec: nowSec }, expected: false },
    { rule: 'does not refresh without a known expiry', change: { expiresAtEpochSec: null }, expected: false },
    { rule: 'does not refresh in non-secure mode', change: { nonSecure: true }, expected: false },
    { rule: 'a 1440-minute firm does not refresh with 10800 s left', change: { tokenExpiryInMinutes: 1440, expiresAtEpochSec: nowSec + 10_800 }, expected: false },
    { rule: 'a 1440-minute firm refreshes with 10799 s left', change: { tokenExpiryInMinutes: 1440, expiresAtEpochSec: nowSec + 10_799 }, expected: true },
    { rule: 'a 2880-minute firm does not refresh with a day left', change: { tokenExpiryInMinutes: 2880, expiresAtEpochSec: nowSec + 86_400 }, expected: false },
    { rule: 'a 1439-minute firm refreshes with 20000 s left', change: { tokenExpiryInMinutes: 1439, expiresAtEpochSec: nowSec + 20_000 }, expected: true },
  ])('$rule', ({ change, expected }) => {
    expect(shouldRefreshToken({ ...base, ...change })).toBe(expected);
  });
});

describe('live event stream (spec 000 §9: at most 10 retries, backoff from 1000 ms doubling, capped at 30000 ms)', () => {
  it.each([
    { failures: 1, delay: 1000 },
    { failures: 2, delay: 2000 },
    { failures: 3, delay: 4000 },
    { failures: 4, delay: 8000 },
    { failures: 5, delay: 16000 },
    { failures: 6, delay: 30000 },
    { failures: 9, delay: 30000 },
    { failures: 0, delay: 1000 },
  ])('waits $delay ms after $failures consecutive failures', ({ failures, delay }) => {
    expect(streamBackoffDelay(failures)).toBe(delay);
  });

  it.each([
    { failures: 1, stop: false },
    { failures: 9, stop: false },
    { failures: 10, stop: true },
    { failures: 11, stop: true },
  ])('stops after $failures consecutive failures: $stop', ({ failures, stop }) => {
    expect(shouldStopStream(failures)).toBe(stop);
  });
});
