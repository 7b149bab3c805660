import cardValidator from 'card-validator';
import { format, isValid as isValidDate, parseISO } from 'date-fns';
import type { BillingSystem, CardBrand, CreditCardEntry } from '@curbside/contracts';
import {
  AMEX_CARD_NUMBER_DIGITS, AMEX_CARD_NUMBER_MASK, CARD_EXPIRY_YEAR_OFFSET, CARD_NUMBER_DIGITS, CARD_NUMBER_MASK,
  ZIP_FURTHER_CHECK_MAX_LENGTH, ZIP_PATTERN,
} from '../limits.ts';
import { cardExpiredOn } from '../messages.ts';

// spec 000 §3 Credit card entry, §4 Credit card, §5 Credit card, §9

/** The inline messages of 000 §5 Credit card, quoted exactly. */
export const CARD_ERRORS = {
  invalidNumber: 'Invalid card number',
  unsupportedBrand: 'Not supported brand',
  holderNameRequired: 'Must provide card holder name',
  invalidExpiry: 'Invalid expiration date',
  invalidZip: 'Invalid zip code',
  descriptionRequired: 'Description is required',
} as const;

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : parseISO(value);
}

/** spec 000 §4: a card is expired when its expiry date is at or before now. An unreadable date is not called expired. */
export function isCardExpired(expDate: string | Date, now: Date): boolean {
  const date = toDate(expDate);
  return isValidDate(date) && date.getTime() <= now.getTime();
}

/** spec 000 §8: 'Expired on {month/year}', the month and year as MM/YY. */
export function cardExpiredOnLabel(expDate: string | Date): string {
  const date = toDate(expDate);
  return cardExpiredOn(isValidDate(date) ? format(date, 'MM/yy') : String(expDate));
}

export type DefaultCardRefusal = 'alreadyDefault' | 'expired' | 'firmCard';

export type CardDefaultEntry = Pick<CreditCardEntry, 'isDefault'> & {
  card: Pick<CreditCardEntry['card'], 'expDate'>;
  /** Firm cards (managed through the superadmin endpoints) are never the default. */
  isFirmCard?: boolean;
};

/** spec 000 §4: a default card cannot be set default again; expired cards and firm cards cannot be set default. */
export function canSetDefaultCard(entry: CardDefaultEntry, now: Date): { ok: true } | { ok: false; reason: DefaultCardRefusal } {
  if (entry.isDefault) return { ok: false, reason: 'alreadyDefault' };
  if (entry.isFirmCard) return { ok: false, reason: 'firmCard' };
  if (isCardExpired(entry.card.expDate, now)) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** spec 000 §4/§9: the first saved card is automatically default. */
export function isFirstCardDefault(existingCount: number): boolean {
  return existingCount === 0;
}

/**
 * spec 000 §4/§9, the first-card rule applied to a delete: when the default card is deleted, the
 * next remaining card (in list order) that could be set default becomes the default, so a user
 * with cards always has one. Null when a remaining card is default already or none can be.
 */
export function nextDefaultCard<T extends CardDefaultEntry>(remaining: readonly T[], now: Date): T | null {
  if (remaining.some((entry) => entry.isDefault)) return null;
  return remaining.find((entry) => canSetDefaultCard(entry, now).ok) ?? null;
}

function isAmexBrand(brand: CardBrand | null | undefined): boolean {
  return brand === 'AMEX' || brand === 'AMEXVIRTUAL';
}

/** spec 000 §5: digit groups of the number mask, 4-6-5 for Amex and 4-4-4-4 otherwise. */
export function cardNumberMask(brand: CardBrand | null | undefined): readonly number[] {
  return isAmexBrand(brand) ? AMEX_CARD_NUMBER_MASK : CARD_NUMBER_MASK;
}

/** spec 000 §9: 16 digits, or 15 for Amex (the hint under the number field). */
export function cardNumberLength(brand: CardBrand | null | undefined): number {
  return isAmexBrand(brand) ? AMEX_CARD_NUMBER_DIGITS : CARD_NUMBER_DIGITS;
}

/** spec 000 §5: whitespace is stripped before sending. */
export function stripCardNumber(number: string): string {
  return number.replace(/\s+/g, '');
}

/** The number grouped by its brand's mask ('4111 1111 1111 1111', '3782 822463 10005'); extra digits are cut. */
export function formatCardNumber(number: string, brand: CardBrand | null = cardBrandFromNumber(number)): string {
  const digits = number.replace(/\D/g, '');
  const groups: string[] = [];
  let position = 0;
  for (const size of cardNumberMask(brand)) {
    if (position >= digits.length) break;
    groups.push(digits.slice(position, position + size));
    position += size;
  }
  return groups.join(' ');
}

/** card-validator's type names -> the contract's brands (000 §3); anything else is 'None' (not supported). */
const BRAND_BY_VALIDATOR_TYPE: Readonly<Record<string, CardBrand>> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  discover: 'DISCOVER',
  'diners-club': 'DINERS-CLUB',
};

/** The brand of a (partial) card number; 'None' when unknown, ambiguous or not supported. */
export function cardBrandFromNumber(number: string): CardBrand {
  const type = cardValidator.number(stripCardNumber(number)).card?.type;
  return (type && BRAND_BY_VALIDATOR_TYPE[type]) || 'None';
}

/** 'MM/YY' -> { month, year } with the year plus 2000 (000 §5); null when not that shape or the month is out of range. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + CARD_EXPIRY_YEAR_OFFSET;
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** How far ahead an expiry may lie (card-validator's default window of 19 years). */
const MAX_EXPIRY_YEARS_AHEAD = 19;

/** A card expiry is valid through the last day of its month, and not absurdly far ahead. */
export function isValidCardExpiry(expiry: string, now: Date): boolean {
  const parsed = parseCardExpiry(expiry);
  if (!parsed) return false;
  const firstDayAfter = new Date(parsed.year, parsed.month, 1);
  return firstDayAfter.getTime() > now.getTime() && parsed.year <= now.getFullYear() + MAX_EXPIRY_YEARS_AHEAD;
}

/**
 * spec 000 §5: 5 to 10 letters, digits, spaces or dashes (ZIP_PATTERN), and the further check
 * (at most 9, starting with letters or digits) fails above 9.
 */
export function isValidZip(zip: string): boolean {
  const value = zip.trim();
  return ZIP_PATTERN.test(value)
    && value.length <= ZIP_FURTHER_CHECK_MAX_LENGTH
    && cardValidator.postalCode(value).isValid;
}

export interface CardForm {
  /** Absent when the form does not edit the number (an existing card). */
  number?: string;
  holderName?: string;
  /** 'MM/YY'. */
  expiry?: string;
  zip?: string;
  description?: string | null;
}

export interface CardFormContext {
  billingSystem: BillingSystem;
  isFirmCard: boolean;
  /** Imported or migrated cards skip validation. */
  isImported: boolean;
  /** Amex virtual cards skip the holder-name checks. */
  isAmexVirtual: boolean;
  now: Date;
}

export type CardField = 'number' | 'holderName' | 'expiry' | 'zip' | 'description';

/**
 * spec 000 §5 Credit card. Fields the form does not carry (undefined) are not checked; an empty
 * string is. The zip is checked only off the FN billing system; the description only for
 * non-firm cards.
 */
export function validateCardForm(form: CardForm, context: CardFormContext): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  if (context.isImported) return errors;

  if (form.number !== undefined) {
    const number = stripCardNumber(form.number);
    if (!cardValidator.number(number).isValid) errors.number = CARD_ERRORS.invalidNumber;
    else if (cardBrandFromNumber(number) === 'None') errors.number = CARD_ERRORS.unsupportedBrand;
  }
  if (form.holderName !== undefined && !context.isAmexVirtual) {
    const name = form.holderName.trim();
    if (!name || !cardValidator.cardholderName(name).isValid) errors.holderName = CARD_ERRORS.holderNameRequired;
  }
  if (form.expiry !== undefined && !isValidCardExpiry(form.expiry, context.now)) errors.expiry = CARD_ERRORS.invalidExpiry;
  if (form.zip !== undefined && context.billingSystem !== 'FN' && !isValidZip(form.zip)) errors.zip = CARD_ERRORS.invalidZip;
  if (!context.isFirmCard && !form.description?.trim()) errors.description = CARD_ERRORS.descriptionRequired;
  return errors;
}

export type CardFlow = 'paymentProvider' | 'legacy';

/**
 * Which add/update flow each billing system uses when no override applies. The spec says the
 * choice "follows the firm's billing system" and also that the legacy vault flow "is no longer
 * used and always shows the failure toast": every billing system therefore maps to the payment
 * provider here (mapping one to 'legacy' would make adding a card impossible for its users).
 * The table stays so a billing system can be moved without touching the rule below.
 */
export const CARD_FLOW_BY_BILLING_SYSTEM: Readonly<Record<BillingSystem, CardFlow>> = {
  SG1: 'paymentProvider',
  SG2: 'paymentProvider',
  FN: 'paymentProvider',
};

/**
 * spec 000 §4: firm cards always use the payment-provider flow, and so do FN users with
 * mandatoryCVV; otherwise the firm's billing system decides.
 */
export function cardFlow({ isFirmCard, billingSystem, mandatoryCVV }: {
  isFirmCard: boolean;
  billingSystem: BillingSystem;
  mandatoryCVV: boolean;
}): CardFlow {
  if (isFirmCard) return 'paymentProvider';
  if (billingSystem === 'FN' && mandatoryCVV) return 'paymentProvider';
  return CARD_FLOW_BY_BILLING_SYSTEM[billingSystem];
}

/** The saved-card accordion order: the default card, then usable cards, then expired ones; ties keep the server's order. */
export function sortCards<T extends Pick<CreditCardEntry, 'isDefault'> & { card: Pick<CreditCardEntry['card'], 'expDate'> }>(
  entries: readonly T[],
  now: Date = new Date(),
): T[] {
  const rank = (entry: T): number => (entry.isDefault ? 0 : isCardExpired(entry.card.expDate, now) ? 2 : 1);
  return entries
    .map((entry, position) => ({ entry, position, rank: rank(entry) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ entry }) => entry);
}
