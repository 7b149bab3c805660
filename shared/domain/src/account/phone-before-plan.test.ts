import { describe, expect, it, vi } from 'vitest';
import {
  PHONE_COUNTRIES, defaultPhoneCountry, displayPhone, isPhoneMetadataLoaded, isValidPhone, parseStoredPhone,
} from './phone.ts';

// The browser before a phone field has loaded the numbering plan (phone-metadata.lazy.ts).
vi.mock('./phone-metadata.ts', () => ({ phoneMetadata: () => undefined, loadPhoneMetadata: () => Promise.resolve() }));

describe('phone rules before the numbering plan is loaded', () => {
  it('knows the plan is not there and has no dropdown yet', () => {
    expect(isPhoneMetadataLoaded()).toBe(false);
    expect(PHONE_COUNTRIES).toEqual([]);
  });

  it.each([
    ['1-2025550123', 'US'],
    ['44-7400123456', 'GB'],
  ])('a stored %s takes its country from the calling code (%s)', (stored, country) => {
    expect(parseStoredPhone(stored)?.country).toBe(country);
    expect(defaultPhoneCountry(stored, null)).toBe(country);
  });

  it.each([
    ['1-2025550123', true],
    ['123', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('isValidPhone(%j) does not judge a non-blank phone: %s', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });

  it('displays a stored phone as stored and falls back to the given country, then US', () => {
    expect(displayPhone('1-2025550123')).toBe('1-2025550123');
    expect(defaultPhoneCountry(null, 'gb')).toBe('GB');
    expect(defaultPhoneCountry(null, null)).toBe('US');
  });
});
