/**
 * The contact form's editable state and its conversion to and from the contract's ContactInfo
 * (spec 000 §3 User contact info). Pure: no React.
 */
import type { ContactInfo, CostAllocationType, Firm, FirmCostAllocation } from '@curbside/contracts';

export interface EmailRow {
  /** Stable React key for a row. */
  key: string;
  name: string;
  email: string;
  isPrimary: boolean;
  source: string | null;
}

export interface ContactFormState {
  firstName: string;
  lastName: string;
  middleName: string;
  employeeId: string;
  countryCode: string;
  emails: EmailRow[];
  /** Stored phones ('code-number'), '' when none. */
  mobilePhone: string;
  workPhone: string;
  costAllocations: Partial<Record<CostAllocationType, string>>;
}

let rowCounter = 0;
export function newEmailRow(partial: Partial<Omit<EmailRow, 'key'>> = {}): EmailRow {
  rowCounter += 1;
  return { key: `email-${rowCounter}`, name: '', email: '', isPrimary: false, source: null, ...partial };
}

export function toFormState(info: ContactInfo | null | undefined, defaults: { email?: string | null; countryCode?: string | null } = {}): ContactFormState {
  const phone = (type: 'Mobile' | 'Work') => info?.phones.find((row) => row.type === type)?.phone ?? '';
  const emails = info?.emails.length
    ? info.emails.map((row) => newEmailRow({ name: row.name ?? '', email: row.email, isPrimary: row.isPrimary, source: row.source }))
    : [newEmailRow({ email: defaults.email ?? '', isPrimary: true })];
  const costAllocations: Partial<Record<CostAllocationType, string>> = {};
  for (const row of info?.costAllocations ?? []) costAllocations[row.costAllocationType] = row.codeValue;
  return {
    firstName: info?.firstName ?? '',
    lastName: info?.lastName ?? '',
    middleName: info?.middleName ?? '',
    employeeId: info?.employeeId ?? '',
    countryCode: info?.countryCode ?? defaults.countryCode ?? '',
    emails,
    mobilePhone: phone('Mobile'),
    workPhone: phone('Work'),
    costAllocations,
  };
}

/** The ContactInfo to send: the form's values over what was loaded (ids and sources kept). */
export function toContactInfo(state: ContactFormState, initial: ContactInfo | null | undefined, userId: number): ContactInfo {
  const firstName = state.firstName.trim();
  const lastName = state.lastName.trim();
  const middleName = state.middleName.trim() || null;
  const phones: ContactInfo['phones'] = [];
  for (const [type, value] of [['Mobile', state.mobilePhone], ['Work', state.workPhone]] as const) {
    if (!value.trim()) continue;
    const previous = initial?.phones.find((row) => row.type === type);
    phones.push({
      userPhoneId: previous?.userPhoneId ?? null,
      userId,
      type,
      phone: value.trim(),
      source: previous && previous.phone === value.trim() ? previous.source : null,
    });
  }
  const costAllocations: ContactInfo['costAllocations'] = [];
  for (const [type, codeValue] of Object.entries(state.costAllocations) as [CostAllocationType, string | undefined][]) {
    if (!codeValue?.trim()) continue;
    const previous = initial?.costAllocations.find((row) => row.costAllocationType === type);
    costAllocations.push({
      costAllocationType: type,
      codeValue: codeValue.trim(),
      source: previous && previous.codeValue === codeValue.trim() ? previous.source : null,
    });
  }
  return {
    firstName,
    lastName,
    middleName,
    fullName: [firstName, middleName, lastName].filter(Boolean).join(' '),
    employeeId: state.employeeId.trim() || null,
    countryCode: state.countryCode.trim() || null,
    preferredContactMethod: initial?.preferredContactMethod ?? 'Email',
    phones,
    emails: state.emails.map((row) => ({
      userId,
      name: row.name.trim() || null,
      email: row.email.trim(),
      isPrimary: row.isPrimary,
      source: row.source,
    })),
    costAllocations,
  };
}

/**
 * The cost-allocation pickers a firm shows (spec 000 §2 'one per firm cost-allocation type';
 * §6 'For billing system SG2 only cost center allocations are supported'): hidden types left out.
 */
export function visibleCostAllocations(firm: Pick<Firm, 'costAllocations' | 'firmBillingProfile'>): FirmCostAllocation[] {
  const onlyCostCenter = firm.firmBillingProfile.billingSystem === 'SG2';
  return firm.costAllocations.filter(
    (allocation) => !allocation.isHidden && (!onlyCostCenter || allocation.costAllocationType === 'Cost Center'),
  );
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  countryCode: 'Country',
  'phones.Mobile': 'Mobile phone',
  'phones.Work': 'Work phone',
};

/**
 * The label a field of the form shows, for the error summary above Save: 'First name', 'Email 2'
 * (numbered when there are several), 'Nickname', a cost allocation by its type ('Cost Center').
 */
export function contactFieldLabel(key: string, emailCount: number): string {
  const email = /^emails\.(\d+)\.(email|name)$/.exec(key);
  if (email) return email[2] === 'name' ? 'Nickname' : emailCount > 1 ? `Email ${Number(email[1]) + 1}` : 'Email';
  if (key.startsWith('cost.')) return key.slice('cost.'.length);
  return FIELD_LABELS[key] ?? key;
}

/** True when the form differs from what was loaded (Save has something to send). */
export function isDirty(state: ContactFormState, initial: ContactFormState): boolean {
  const strip = (value: ContactFormState) => ({ ...value, emails: value.emails.map(({ key: _key, ...row }) => row) });
  return JSON.stringify(strip(state)) !== JSON.stringify(strip(initial));
}
