import {
  AsYouType as AsYouTypeWith, getCountries as getCountriesWith, getCountryCallingCode as getCountryCallingCodeWith,
  isSupportedCountry as isSupportedCountryWith, parsePhoneNumberFromString as parseWith,
  type CountryCode, type MetadataJson, type PhoneNumber,
} from 'libphonenumber-js/core';
import {
  COUNTRY_BY_CALLING_CODE, DEFAULT_PHONE_COUNTRY, PHONE_EXCLUDED_COUNTRIES, PHONE_PREFERRED_COUNTRIES,
} from '../limits.ts';
import { loadPhoneMetadata, phoneMetadata } from './phone-metadata.ts';

// spec 000 §5 Phone input. Phones are stored as 'code-number' (000 §3): '1-2025550123'.

export type { CountryCode };

// The numbering plan is libphonenumber's min metadata. In the browser it is not part of the
// first download: a phone field calls loadPhoneSupport() when it first shows and draws the
// number once isPhoneMetadataLoaded(). Until then the reading functions do without it (a
// stored phone's country comes from its calling code, it displays as stored, a non-blank phone
// is not judged invalid) and the writing ones (toStoredPhone, formatNationalPhone), which only
// a drawn phone field calls, need it.

function metadata(): MetadataJson {
  const loaded = phoneMetadata();
  if (!loaded) throw new Error('The phone numbering plan is not loaded yet: await loadPhoneMetadata() first');
  return loaded;
}

const getCountryCallingCode = (country: CountryCode) => getCountryCallingCodeWith(country, metadata());
/** Without the plan: any two-letter code. */
const isSupportedCountry = (country: string): country is CountryCode => {
  const plan = phoneMetadata();
  return plan ? isSupportedCountryWith(country as CountryCode, plan) : /^[A-Z]{2}$/.test(country);
};
/** Without the plan: not parsed (undefined). */
const parsePhoneNumberFromString = (text: string, country?: CountryCode) => {
  const plan = phoneMetadata();
  if (!plan) return undefined;
  return country ? parseWith(text, country, plan) : parseWith(text, plan);
};

/** True once the numbering plan is there (at once in node; in the browser after loadPhoneMetadata()). */
export function isPhoneMetadataLoaded(): boolean {
  return phoneMetadata() !== undefined;
}

/** Loads the numbering plan (once) and fills PHONE_COUNTRIES. */
export async function loadPhoneSupport(): Promise<void> {
  await loadPhoneMetadata();
  fillPhoneCountries();
}

export interface PhoneCountry {
  iso2: CountryCode;
  name: string;
  /** Calling code without '+': '1', '44'. */
  dialCode: string;
  /** Regional-indicator flag emoji. */
  flag: string;
  /** US and GB head the dropdown. */
  preferred: boolean;
}

function flagEmoji(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function isExcluded(iso2: string): boolean {
  return (PHONE_EXCLUDED_COUNTRIES as readonly string[]).includes(iso2);
}

function toPhoneCountry(iso2: CountryCode): PhoneCountry {
  return {
    iso2,
    name: regionNames.of(iso2) ?? iso2,
    dialCode: getCountryCallingCode(iso2),
    flag: flagEmoji(iso2),
    preferred: (PHONE_PREFERRED_COUNTRIES as readonly string[]).includes(iso2),
  };
}

/**
 * The phone dropdown: US and GB first, then the rest by name; IR, KP, SY, CU and VE left out.
 * Filled in place once the numbering plan is loaded (at once in node; in the browser by
 * loadPhoneSupport()), so it is empty before then.
 */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [];

function fillPhoneCountries(): void {
  if (PHONE_COUNTRIES.length) return;
  (PHONE_COUNTRIES as PhoneCountry[]).push(
    ...PHONE_PREFERRED_COUNTRIES.map((iso2) => toPhoneCountry(iso2)),
    ...getCountriesWith(metadata())
      .filter((iso2) => !isExcluded(iso2) && !(PHONE_PREFERRED_COUNTRIES as readonly string[]).includes(iso2))
      .map(toPhoneCountry)
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  );
}
if (isPhoneMetadataLoaded()) fillPhoneCountries();

/** A country the phone input offers (supported and not excluded). */
export function isPhoneCountry(iso2: string | null | undefined): iso2 is CountryCode {
  if (!iso2) return false;
  const code = iso2.toUpperCase();
  return isSupportedCountry(code) && !isExcluded(code);
}

export interface StoredPhone {
  callingCode: string;
  nationalNumber: string;
  /** The country the number belongs to, when it can be told. */
  country: CountryCode | null;
}

const STORED_PHONE = /^\+?(\d{1,4})-(\d+)$/;

/** '1-2025550123' -> { callingCode: '1', nationalNumber: '2025550123', country: 'US' }; null when not that shape. */
export function parseStoredPhone(stored: string | null | undefined): StoredPhone | null {
  const match = STORED_PHONE.exec(stored?.trim() ?? '');
  if (!match) return null;
  const [, callingCode = '', nationalNumber = ''] = match;
  const parsed = parsePhoneNumberFromString(`+${callingCode}${nationalNumber}`);
  const mapped = COUNTRY_BY_CALLING_CODE[callingCode];
  const country = parsed?.country ?? (mapped && isSupportedCountry(mapped) ? mapped : null);
  return { callingCode, nationalNumber, country };
}

function parseAny(value: string | null | undefined, country?: CountryCode | null): PhoneNumber | undefined {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  const stored = parseStoredPhone(text);
  if (stored) return parsePhoneNumberFromString(`+${stored.callingCode}${stored.nationalNumber}`);
  return parsePhoneNumberFromString(text, country ?? undefined);
}

/** The 'code-number' form of a national (or international) entry: ('GB', '07400 123456') -> '44-7400123456'. */
export function toStoredPhone(country: CountryCode, national: string): string {
  const parsed = parsePhoneNumberFromString(national, country);
  if (parsed) return `${parsed.countryCallingCode}-${parsed.nationalNumber}`;
  return `${getCountryCallingCode(country)}-${national.replace(/\D/g, '')}`;
}

/**
 * The default country of the phone input (000 §5): from the number, else the given country
 * code, else US.
 */
export function defaultPhoneCountry(storedPhone: string | null | undefined, countryCode: string | null | undefined): CountryCode {
  const fromNumber = parseAny(storedPhone)?.country ?? parseStoredPhone(storedPhone)?.country;
  if (isPhoneCountry(fromNumber)) return fromNumber;
  if (isPhoneCountry(countryCode)) return countryCode.toUpperCase() as CountryCode;
  return DEFAULT_PHONE_COUNTRY;
}

/** National-format text as the user types it: ('US', '2025550123') -> '(202) 555-0123'. */
export function formatNationalPhone(input: string, country: CountryCode): string {
  const stored = parseStoredPhone(input);
  if (stored) return parseAny(input)?.formatNational() ?? stored.nationalNumber;
  return new AsYouTypeWith(country, metadata()).input(sanitizePhoneInput(input));
}

/**
 * A stored phone for display: international ('+1 202 555 0123'), except Argentine numbers,
 * which show without the calling code (000 §5). Unparseable text is returned as is.
 */
export function displayPhone(stored: string | null | undefined): string {
  const parsed = parseAny(stored);
  if (!parsed) return stored ?? '';
  return parsed.country === 'AR' ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * A valid phone: a stored 'code-number', an international '+...' number, or a national number of
 * `country`. Before the numbering plan is loaded (browser), a non-blank phone is not judged invalid.
 */
export function isValidPhone(value: string | null | undefined, country?: CountryCode | null): boolean {
  if (!isPhoneMetadataLoaded()) return Boolean(value?.trim());
  return parseAny(value, country)?.isValid() ?? false;
}

/** Only valid characters are allowed (000 §5): digits, spaces, dashes, dots, brackets and a leading '+'. */
export function sanitizePhoneInput(input: string): string {
  const kept = input.replace(/[^\d\s\-().+]/g, '');
  const leadingPlus = kept.trimStart().startsWith('+');
  const body = kept.replace(/\+/g, '');
  return leadingPlus ? `+${body.trimStart()}` : body;
}
