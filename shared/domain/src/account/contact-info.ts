import type { ContactInfo, CostAllocationType, FirmCostAllocation } from '@curbside/contracts';
import { isValidPhone } from './phone.ts';

// spec 000 §2 Contact information, §4 Contact info, §5 Contact dialog / Manage-account contact info

/** The inline messages of 000 §5 for contact forms, quoted exactly. */
export const CONTACT_ERRORS = {
  required: 'Required',
  emailNotValid: 'Email is not valid',
  invalidPhone: 'Invalid phone',
  emptyNames: 'Can not save empty names',
  onePrimaryEmail: 'Must have one Primary email',
  emptyEmail: 'Can not save email with no value',
  nicknameWork: "Name cannot be 'Work'",
  phoneNotValid: 'phone is not valid',
  setEmailFirst: 'Set Email first',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A well-formed email address (000 §5 'Email is not valid'). */
export function isValidEmail(email: string | null | undefined): boolean {
  return EMAIL_PATTERN.test(email?.trim() ?? '');
}

function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

// ---- New employee / registration dialog ----

export interface ContactDialogForm {
  firstName: string;
  lastName: string;
  email: string;
  /** Stored 'code-number' or international text; empty or absent when not given. */
  mobilePhone?: string | null;
  workPhone?: string | null;
  /** The chosen code per cost-allocation type. */
  costAllocations?: Partial<Record<CostAllocationType, string | null>>;
}

/** Field keys of the dialog; a cost allocation is keyed by its type ('Cost Center'). */
export type ContactDialogField = 'firstName' | 'lastName' | 'email' | 'mobilePhone' | 'workPhone' | CostAllocationType;

/**
 * spec 000 §5 Contact dialog (New employee and registration): names Required, email required and
 * valid, phones optional but valid, mandatory (visible) firm cost allocations need a code.
 * Save is blocked while the result has any entry.
 */
export function validateContactDialog(
  form: ContactDialogForm,
  firmCostAllocations: readonly Pick<FirmCostAllocation, 'costAllocationType' | 'isMandatory' | 'isHidden'>[],
): Partial<Record<ContactDialogField, string>> {
  const errors: Partial<Record<ContactDialogField, string>> = {};
  if (isBlank(form.firstName)) errors.firstName = CONTACT_ERRORS.required;
  if (isBlank(form.lastName)) errors.lastName = CONTACT_ERRORS.required;
  if (isBlank(form.email)) errors.email = CONTACT_ERRORS.required;
  else if (!isValidEmail(form.email)) errors.email = CONTACT_ERRORS.emailNotValid;
  for (const field of ['mobilePhone', 'workPhone'] as const) {
    const phone = form[field];
    if (!isBlank(phone) && !isValidPhone(phone)) errors[field] = CONTACT_ERRORS.invalidPhone;
  }
  for (const allocation of firmCostAllocations) {
    if (!allocation.isMandatory || allocation.isHidden) continue;
    if (isBlank(form.costAllocations?.[allocation.costAllocationType])) {
      errors[allocation.costAllocationType] = CONTACT_ERRORS.required;
    }
  }
  return errors;
}

// ---- Manage account: contact info ----

type EmailRow = Pick<ContactInfo['emails'][number], 'name' | 'email' | 'isPrimary'>;
type PhoneRow = Pick<ContactInfo['phones'][number], 'type' | 'phone'>;

export interface ContactInfoInput {
  firstName: string;
  lastName: string;
  countryCode: string | null;
  emails: readonly EmailRow[];
  phones: readonly PhoneRow[];
}

/**
 * Field keys: 'firstName', 'lastName', 'countryCode', `emails.${i}.email`, `emails.${i}.name`,
 * 'phones.Mobile', 'phones.Work'.
 */
export interface ContactInfoValidation {
  fieldErrors: Record<string, string>;
  /** Messages for the form as a whole, once each ('Can not save empty names', 'Must have one Primary email'). */
  formErrors: string[];
}

/**
 * spec 000 §5 Manage-account contact info. Save is allowed only when both parts are empty.
 * The firm's mandatoryMobilePhone / mandatoryWorkPhone make that phone required.
 */
export function validateContactInfo(
  info: ContactInfoInput,
  { mandatoryMobilePhone, mandatoryWorkPhone }: { mandatoryMobilePhone: boolean; mandatoryWorkPhone: boolean },
): ContactInfoValidation {
  const fieldErrors: Record<string, string> = {};
  const formErrors = new Set<string>();

  if (isBlank(info.firstName) || isBlank(info.lastName)) {
    formErrors.add(CONTACT_ERRORS.emptyNames);
    if (isBlank(info.firstName)) fieldErrors.firstName = CONTACT_ERRORS.emptyNames;
    if (isBlank(info.lastName)) fieldErrors.lastName = CONTACT_ERRORS.emptyNames;
  }

  if (info.emails.filter((row) => row.isPrimary).length !== 1) formErrors.add(CONTACT_ERRORS.onePrimaryEmail);
  info.emails.forEach((row, index) => {
    if (isBlank(row.email)) fieldErrors[`emails.${index}.email`] = CONTACT_ERRORS.emptyEmail;
    else if (!isValidEmail(row.email)) fieldErrors[`emails.${index}.email`] = CONTACT_ERRORS.emailNotValid;
    if (row.name?.trim().toLowerCase() === 'work') fieldErrors[`emails.${index}.name`] = CONTACT_ERRORS.nicknameWork;
  });

  const mandatory = { Mobile: mandatoryMobilePhone, Work: mandatoryWorkPhone } as const;
  for (const type of ['Mobile', 'Work'] as const) {
    const phone = info.phones.find((row) => row.type === type)?.phone;
    if (isBlank(phone)) {
      if (mandatory[type]) fieldErrors[`phones.${type}`] = CONTACT_ERRORS.required;
    } else if (!isValidPhone(phone)) {
      fieldErrors[`phones.${type}`] = CONTACT_ERRORS.phoneNotValid;
    }
  }

  if (isBlank(info.countryCode)) fieldErrors.countryCode = CONTACT_ERRORS.required;

  return { fieldErrors, formErrors: [...formErrors] };
}

/** The last email cannot be deleted (000 §5). */
export function canRemoveEmail(emails: readonly unknown[]): boolean {
  return emails.length > 1;
}

/**
 * Removes the email at `index` (000 §4): removing the primary makes the first remaining email
 * primary. The last email cannot be deleted: the list comes back unchanged.
 */
export function removeEmail<T extends { isPrimary: boolean }>(emails: readonly T[], index: number): T[] {
  const removed = emails[index];
  if (!canRemoveEmail(emails) || !removed) return [...emails];
  const rest = emails.filter((_, position) => position !== index);
  if (!removed.isPrimary) return rest;
  return rest.map((row, position) => ({ ...row, isPrimary: position === 0 }));
}

/** Makes the email at `index` the only primary one (000 §4), or 'Set Email first' when it has no value (000 §5). */
export function setPrimaryEmail<T extends { email: string; isPrimary: boolean }>(
  emails: readonly T[],
  index: number,
): { emails: T[] } | { error: typeof CONTACT_ERRORS.setEmailFirst } {
  const target = emails[index];
  if (!target || isBlank(target.email)) return { error: CONTACT_ERRORS.setEmailFirst };
  return { emails: emails.map((row, position) => ({ ...row, isPrimary: position === index })) };
}

export type ContactField =
  | 'firstName' | 'lastName' | 'middleName' | 'employeeId' | 'email' | 'phone' | 'costAllocation' | 'countryCode'
  | 'preferredContactMethod';

const FEED_SOURCE = 'feed';

function isFeed(source: string | null | undefined): boolean {
  return source?.trim().toLowerCase() === FEED_SOURCE;
}

/**
 * spec 000 §5: name fields and employee id are locked when the record comes from a company feed
 * or the firm's allowAddUserManually is off; feed-sourced emails, phones and cost allocations
 * are locked. Everything else stays editable.
 */
export function isContactFieldLocked(
  field: ContactField,
  { recordSource, fieldSource, allowAddUserManually }: {
    recordSource?: string | null;
    fieldSource?: string | null;
    allowAddUserManually: boolean;
  },
): boolean {
  switch (field) {
    case 'firstName':
    case 'lastName':
    case 'middleName':
    case 'employeeId':
      return isFeed(recordSource) || !allowAddUserManually;
    case 'email':
    case 'phone':
    case 'costAllocation':
      return isFeed(fieldSource);
    default:
      return false;
  }
}

/** Registration mode greets the user with the name part of their email (000 §2): 'jane.doe@acme.com' -> 'jane.doe'. */
export function registrationGreeting(email: string | null | undefined): string {
  const text = email?.trim() ?? '';
  const at = text.indexOf('@');
  return at === -1 ? text : text.slice(0, at);
}
