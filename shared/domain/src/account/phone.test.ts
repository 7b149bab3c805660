import { describe, expect, it } from 'vitest';
import {
  PHONE_COUNTRIES, defaultPhoneCountry, displayPhone, formatNationalPhone, isValidPhone, parseStoredPhone,
  sanitizePhoneInput, toStoredPhone,
} from './phone.ts';

describe('PHONE_COUNTRIES (spec 000 §5 Phone input)', () => {
  it('puts the preferred US and GB first', () => {
    expect(PHONE_COUNTRIES.slice(0, 2).map((country) => country.iso2)).toEqual(['US', 'GB']);
    expect(PHONE_COUNTRIES.slice(0, 2).every((country) => country.preferred)).toBe(true);
  });

  it.each(['IR', 'KP', 'SY', 'CU', 'VE'])('leaves out %s', (iso2) => {
    expect(PHONE_COUNTRIES.some((country) => country.iso2 === iso2)).toBe(false);
  });

  it('lists each country once with name, dial code and flag', () => {
    const israel = PHONE_COUNTRIES.find((country) => country.iso2 === 'IL');
    expect(israel).toMatchObject({ name: 'Israel', dialCode: '972', flag: '🇮🇱', preferred: false });
    expect(new Set(PHONE_COUNTRIES.map((country) => country.iso2)).size).toBe(PHONE_COUNTRIES.length);
  });
});

describe('stored phones (spec 000 §3: "code-number")', () => {
  it.each([
    { stored: '1-2025550123', parsed: { callingCode: '1', nationalNumber: '2025550123', country: 'US' } },
    { stored: '44-7400123456', parsed: { callingCode: '44', nationalNumber: '7400123456', country: 'GB' } },
    { stored: '972-501234567', parsed: { callingCode: '972', nationalNumber: '501234567', country: 'IL' } },
    { stored: '2025550123', parsed: null },
    { stored: '', parsed: null },
  ])('parses "$stored"', ({ stored, parsed }) => {
    expect(parseStoredPhone(stored)).toEqual(parsed);
  });

  it.each([
    { country: 'US' as const, national: '(202) 555-0123', stored: '1-2025550123' },
    { country: 'GB' as const, national: '07400 123456', stored: '44-7400123456' },
    { country: 'IN' as const, national: '98765 43210', stored: '91-9876543210' },
  ])('stores $national of $country as $stored', ({ country, national, stored }) => {
    expect(toStoredPhone(country, national)).toBe(stored);
  });
});

describe('defaultPhoneCountry (spec 000 §5)', () => {
  it.each([
    { phone: '44-7400123456', countryCode: 'US', expected: 'GB', rule: 'from the number' },
    { phone: null, countryCode: 'IL', expected: 'IL', rule: 'else the given country code' },
    { phone: '', countryCode: 'in', expected: 'IN', rule: 'else the given country code, any case' },
    { phone: null, countryCode: null, expected: 'US', rule: 'else US' },
    { phone: null, countryCode: 'IR', expected: 'US', rule: 'not an excluded country' },
  ])('picks $expected $rule', ({ phone, countryCode, expected }) => {
    expect(defaultPhoneCountry(phone, countryCode)).toBe(expected);
  });
});

describe('phone formatting and validity (spec 000 §5)', () => {
  it('formats national input as the user types', () => {
    expect(formatNationalPhone('2025550123', 'US')).toBe('(202) 555-0123');
    expect(formatNationalPhone('1-2025550123', 'US')).toBe('(202) 555-0123');
  });

  it('displays Argentine numbers without the calling code and others with it', () => {
    expect(displayPhone('54-2914567890')).toBe('0291 456-7890');
    expect(displayPhone('1-2025550123')).toBe('+1 202 555 0123');
  });

  it.each([
    { value: '1-2025550123', country: undefined, valid: true },
    { value: '+442079460958', country: undefined, valid: true },
    { value: '07400 123456', country: 'GB' as const, valid: true },
    { value: '1-20255', country: undefined, valid: false },
    { value: 'abc', country: 'US' as const, valid: false },
    { value: '', country: 'US' as const, valid: false },
  ])('treats "$value" as valid: $valid', ({ value, country, valid }) => {
    expect(isValidPhone(value, country)).toBe(valid);
  });

  it.each([
    { input: '+1 (202) 555-0123', clean: '+1 (202) 555-0123' },
    { input: '202abc555#0123', clean: '2025550123' },
    { input: '20+2', clean: '202' },
  ])('keeps only valid characters of "$input"', ({ input, clean }) => {
    expect(sanitizePhoneInput(input)).toBe(clean);
  });
});
