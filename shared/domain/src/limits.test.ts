import { describe, expect, it } from 'vitest';
import * as limits from './limits.ts';
import { itAnswers } from './test-support/answer-table.ts';

describe('limits (spec 000 §9, 001 §9 numbers)', () => {
  it.each([
    ['TOAST_DURATION_MS', 7000],
    ['TOAST_MAX_VISIBLE', 1],
    ['TOKEN_REFRESH_CHECK_INTERVAL_MS', 60_000],
    ['TOKEN_REFRESH_ACTIVE_WINDOW_MS', 60_000],
    ['LONG_TOKEN_EXPIRY_MINUTES', 1440],
    ['LONG_TOKEN_REFRESH_UNDER_SECONDS', 10_800],
    ['VERSION_POLL_INTERVAL_MS', 60_000],
    ['STREAM_MAX_RETRIES', 10],
    ['STREAM_BACKOFF_INITIAL_MS', 1000],
    ['STREAM_BACKOFF_MAX_MS', 30_000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['LOGO_ASPECT_THRESHOLD', 1.05],
    ['SIDEBAR_WIDTH_PX', 217],
    ['SIDEBAR_MINI_WIDTH_PX', 88],
    ['SIDEBAR_AUTO_COLLAPSE_BELOW_PX', 1550],
    ['PERMISSION_PAGE_SIZE', 10],
    ['PERMISSION_REFRESH_INTERVAL_MS', 15_000],
    ['SEARCH_MIN_CHARS', 3],
    ['SHORT_SEARCH_MIN_CHARS', 2],
    ['SUPPORT_MESSAGE_MIN_CHARS', 3],
    ['NOTES_MIN_CHARS_EXCLUSIVE', 3],
    ['DEBOUNCE_MS', 300],
    ['ZIP_MIN_LENGTH', 5],
    ['ZIP_MAX_LENGTH', 10],
    ['CARD_NUMBER_DIGITS', 16],
    ['AMEX_CARD_NUMBER_DIGITS', 15],
    ['VIRTUAL_CARD_MAX_VALIDITY_YEARS', 5],
    ['CARD_HOLDER_MIN_AGE_YEARS', 18],
    ['KM_PER_MILE', 1.60934],
    ['LB_PER_KG', 2.20462],
    ['KG_PER_LB', 0.45359237],
    ['CHAT_PANEL_HEIGHT_PX', 600],
    ['CHAT_SCROLL_BOTTOM_TOLERANCE_PX', 20],
    ['CONFETTI_PARTICLES', 60],
    ['CONFETTI_DURATION_MS', 1500],
    ['MAP_READINESS_MAX_POLLS', 50],
    ['MAP_READINESS_POLL_INTERVAL_MS', 100],
    ['TIME_ROUNDING_MINUTES', 5],
  ] as const)('%s is %s', (name, value) => {
    expect(limits[name]).toBe(value);
  });

  itAnswers('zip "%s" is 5 to 10 letters, digits, spaces or dashes: %s', (zip: string) => limits.ZIP_PATTERN.test(zip), [
    ['12345', true], ['SW1A 1AA', true], ['12345-6789', true], ['1234', false], ['12345678901', false], ['123_45', false],
  ]);

  it('names the reference timezone and currency order', () => {
    expect(limits.WEEK_REFERENCE_TIMEZONE).toBe('America/New_York');
    expect(limits.DEFAULT_TIMEZONE).toBe('UTC');
    expect(limits.SUPPORTED_CURRENCY_ORDER).toEqual(['USD', 'GBP', 'EUR', 'CAD', 'AUD']);
  });
});
