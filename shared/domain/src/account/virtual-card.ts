import { addYears, differenceInYears, isValid as isValidDate, parseISO, startOfDay } from 'date-fns';
import type { AddressPlace, Firm, PlaceValidationStatus, User } from '@curbside/contracts';
import { CARD_HOLDER_MIN_AGE_YEARS, VIRTUAL_CARD_MAX_VALIDITY_YEARS } from '../limits.ts';
import { isHqFirmUser, isHqStaff, isSuperAdmin } from '../roles.ts';
import { needsStreetNumber } from './addresses.ts';
import { isFirstCardDefault } from './cards.ts';

// spec 000 §2 Credit cards tab, §5 Virtual card creation, §6

/** The inline messages of 000 §5 Virtual card creation, quoted exactly. */
export const VIRTUAL_CARD_ERRORS = {
  invalidExpiry: 'Invalid expiration date',
  invalidCreditLimit: 'Invalid credit limit',
  descriptionRequired: 'Description is required',
  invalidDate: 'Invalid date',
  residenceNotValid: 'Residence address is not valid',
  missingStreetNumber: 'Missing street number or building name',
} as const;

/** spec 000 §2: the title of the expandable panel. */
export const VIRTUAL_CARD_PANEL_TITLE = 'Add American Express Virtual Card';

/**
 * spec 000 §6: the virtual-card panel shows only if the firm has an Amex profile with an account
 * id, the user's firm code contains 'hq', and the user is HQ dev, HQ support or super admin.
 */
export function canShowVirtualCardPanel({ user, firm }: {
  user: Pick<User, 'firmCode' | 'userRole' | 'userType' | 'isSuperAdmin'>;
  firm: Pick<Firm, 'firmAmexProfile'>;
}): boolean {
  return Boolean(firm.firmAmexProfile?.accountId)
    && isHqFirmUser(user)
    && (isHqStaff(user) || isSuperAdmin(user));
}

/** spec 000 §6: firms on the FN billing system are a separate group, with the card icon hidden. */
export function isVirtualCardIconShown(firm: Pick<Firm, 'firmBillingProfile'>): boolean {
  return firm.firmBillingProfile.billingSystem !== 'FN';
}

/** spec 000 §5/§6: only a super admin may edit the virtual card's valid-to date and balance. */
export function canEditVirtualCardLimits(user: Pick<User, 'userRole' | 'userType' | 'isSuperAdmin'>): boolean {
  return isSuperAdmin(user);
}

/**
 * What the credit limit field keeps of typed text: digits, one decimal point with at most two
 * decimals (cents), and a leading minus, so '45.50' stays 45.50 and '-50' stays negative for
 * validation to refuse (issue 8: the field used to drop both, reading '45.50' as 4550).
 */
export function creditLimitText(input: string): string {
  const negative = input.trimStart().startsWith('-');
  const [whole = '', ...rest] = input.replace(/[^\d.]/g, '').split('.');
  const cents = rest.length > 0 ? `.${rest.join('').slice(0, 2)}` : '';
  return `${negative ? '-' : ''}${whole}${cents}`;
}

/**
 * spec 000 §5 with issue 8: the amount of the credit limit field, its decimals kept (rounded
 * down to cents); null when nothing readable was typed. A negative amount is kept negative:
 * validateVirtualCard answers 'Invalid credit limit' for it, as for 0.
 */
export function parseCreditLimit(input: string | number | null | undefined): number | null {
  const value = typeof input === 'number' ? input : Number.parseFloat(creditLimitText(input ?? ''));
  if (!Number.isFinite(value)) return null;
  return Math.trunc(value * 100) / 100;
}

/** spec 000 §5: the default switch starts on when it is the first card. */
export function virtualCardDefaultSwitch(existingCount: number): boolean {
  return isFirstCardDefault(existingCount);
}

type DateInput = Date | string | null | undefined;

function toDay(value: DateInput): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : parseISO(value);
  return isValidDate(date) ? startOfDay(date) : null;
}

export interface VirtualCardForm {
  validToDate: DateInput;
  creditLimit: number | null | undefined;
  description: string | null | undefined;
  dateOfBirth: DateInput;
  residenceAddress: Pick<AddressPlace, 'address' | 'manualNameOrNumber'> | null | undefined;
  residenceStatus: PlaceValidationStatus | null | undefined;
  /** With an existing card account id, the expiry, birth date and residence are not asked. */
  hasExistingCardAccount: boolean;
  isFirmCard: boolean;
  /** The firm's amexLimitAmount; no upper bound when null. */
  amexLimitAmount: number | null | undefined;
  now: Date;
}

export type VirtualCardField = 'validToDate' | 'creditLimit' | 'description' | 'dateOfBirth' | 'residenceAddress' | 'manualNameOrNumber';

/** spec 000 §5 Virtual card creation. */
export function validateVirtualCard(form: VirtualCardForm): Partial<Record<VirtualCardField, string>> {
  const errors: Partial<Record<VirtualCardField, string>> = {};
  const today = startOfDay(form.now);

  if (!form.hasExistingCardAccount) {
    // After today and before five years from today.
    const validTo = toDay(form.validToDate);
    const limit = addYears(today, VIRTUAL_CARD_MAX_VALIDITY_YEARS);
    if (!validTo || validTo <= today || validTo >= limit) errors.validToDate = VIRTUAL_CARD_ERRORS.invalidExpiry;
  }

  const credit = form.creditLimit;
  const overLimit = form.amexLimitAmount !== null && form.amexLimitAmount !== undefined && (credit ?? 0) > form.amexLimitAmount;
  if (credit === null || credit === undefined || !Number.isFinite(credit) || credit <= 0 || overLimit) {
    errors.creditLimit = VIRTUAL_CARD_ERRORS.invalidCreditLimit;
  }

  if (!form.isFirmCard && !form.description?.trim()) errors.description = VIRTUAL_CARD_ERRORS.descriptionRequired;

  if (!form.hasExistingCardAccount) {
    const birth = toDay(form.dateOfBirth);
    if (!birth || differenceInYears(today, birth) < CARD_HOLDER_MIN_AGE_YEARS) errors.dateOfBirth = VIRTUAL_CARD_ERRORS.invalidDate;

    const address = form.residenceAddress;
    if (!address?.address?.trim() || form.residenceStatus === 'InvalidPlace') {
      errors.residenceAddress = VIRTUAL_CARD_ERRORS.residenceNotValid;
    } else if (needsStreetNumber(form.residenceStatus) && !address.manualNameOrNumber?.trim()) {
      errors.manualNameOrNumber = VIRTUAL_CARD_ERRORS.missingStreetNumber;
    }
  }
  return errors;
}
