import { useEffect, useMemo, useState } from 'react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type { ContactInfo, Country, CostAllocationType, Firm } from '@curbside/contracts';
import {
  PHONE_COUNTRIES, canRemoveEmail, isContactFieldLocked, registrationGreeting, removeEmail, setPrimaryEmail,
  validateContactDialog, validateContactInfo,
} from '@curbside/domain';
import { CostAllocationCombobox, FormActions, PhoneInput, useHost, type FormError } from '@curbside/ui';
import { SelectField, TextField } from '../form-fields.tsx';
import { contactFormCss } from './contact-form.css.ts';
import {
  contactFieldLabel, newEmailRow, toContactInfo, toFormState, visibleCostAllocations, type ContactFormState, type EmailRow,
} from './contact-form-state.ts';

const NAME_FIELDS = [
  { key: 'firstName', label: 'First name', autocomplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autocomplete: 'family-name' },
] as const;

/** The two phones (000 §4 Contact info): which the firm may make mandatory. */
const PHONE_FIELDS = [
  { type: 'Mobile', key: 'mobilePhone', label: 'Mobile phone', mandatory: 'mandatoryMobilePhone' },
  { type: 'Work', key: 'workPhone', label: 'Work phone', mandatory: 'mandatoryWorkPhone' },
] as const;

/** Which form: the Manage account tab, an admin adding an employee, or a pending user registering. */
export type ContactFormMode = 'account' | 'newEmployee' | 'registration';

export interface ContactInfoFormProps {
  mode: ContactFormMode;
  /** What is saved now; null for a new employee. */
  initial: ContactInfo | null;
  firm: Pick<Firm, 'costAllocations' | 'firmBillingProfile' | 'firmPreferences'>;
  /** The employee's id (cost-allocation search, phone and email rows); null for a new employee. */
  userId: number | null;
  /** The user record's source: 'feed' locks names and employee id (spec 000 §5). */
  recordSource?: string | null;
  /** Countries for the Country field (GET /users/countries); the phone list stands in when empty. */
  countries?: readonly Pick<Country, 'name' | 'iso2'>[];
  /** Registration: the email the user signed up with (greeting, first email). */
  email?: string | null;
  /** True while the parent saves. */
  saving?: boolean;
  /** Saves; the parent calls the server and shows the toasts. The form keeps what was typed either way. */
  onSubmit: (info: ContactInfo) => void;
  onCancel?: () => void;
  submitLabel?: string;
  /** Show the form's own title ('New employee' / 'Contact information'); off when a dialog already carries it. */
  showTitle?: boolean;
}

/** The form's title by mode (spec 000 §2 Contact information). */
export const CONTACT_FORM_TITLES: Record<Exclude<ContactFormMode, 'account'>, string> = {
  newEmployee: 'New employee',
  registration: 'Contact information',
};

type Errors = Record<string, string>;

function validate(mode: ContactFormMode, state: ContactFormState, firm: ContactInfoFormProps['firm']): { fields: Errors; form: string[] } {
  const pickers = visibleCostAllocations(firm);
  const dialog = validateContactDialog(
    {
      firstName: state.firstName,
      lastName: state.lastName,
      email: state.emails.find((row) => row.isPrimary)?.email ?? state.emails[0]?.email ?? '',
      mobilePhone: state.mobilePhone,
      workPhone: state.workPhone,
      costAllocations: state.costAllocations,
    },
    pickers,
  );
  const fields: Errors = {};
  // Mandatory cost allocations need a code value in every mode (000 §5).
  for (const picker of pickers) {
    const message = dialog[picker.costAllocationType];
    if (message) fields[`cost.${picker.costAllocationType}`] = message;
  }
  if (mode === 'account') {
    const result = validateContactInfo(
      {
        firstName: state.firstName,
        lastName: state.lastName,
        countryCode: state.countryCode || null,
        emails: state.emails.map((row) => ({ name: row.name, email: row.email, isPrimary: row.isPrimary })),
        phones: [
          { type: 'Mobile', phone: state.mobilePhone },
          { type: 'Work', phone: state.workPhone },
        ],
      },
      {
        mandatoryMobilePhone: firm.firmPreferences.mandatoryMobilePhone,
        mandatoryWorkPhone: firm.firmPreferences.mandatoryWorkPhone,
      },
    );
    return { fields: { ...fields, ...result.fieldErrors }, form: result.formErrors };
  }
  const primaryIndex = Math.max(0, state.emails.findIndex((row) => row.isPrimary));
  if (dialog.firstName) fields.firstName = dialog.firstName;
  if (dialog.lastName) fields.lastName = dialog.lastName;
  if (dialog.email) fields[`emails.${primaryIndex}.email`] = dialog.email;
  if (dialog.mobilePhone) fields['phones.Mobile'] = dialog.mobilePhone;
  if (dialog.workPhone) fields['phones.Work'] = dialog.workPhone;
  return { fields, form: [] };
}

/**
 * The contact form (spec 000 §2 Contact information, §4 Contact info, §5): first and last name,
 * emails with nickname and primary flag, employee id, mobile and work phone, country, one
 * cost-allocation picker per firm type. Messages show under each field once it was touched;
 * Save stays disabled while anything is invalid. It serves the Manage account tab ('account'),
 * 'New employee' (an admin adds one) and 'Contact information' (registration, greeting the
 * user by the name part of their email).
 */
export function ContactInfoForm({
  mode, initial, firm, userId, recordSource, countries, email, saving, onSubmit, onCancel, submitLabel = 'Save', showTitle = true,
}: ContactInfoFormProps) {
  useContactFormStyles();
  const defaults = useMemo(() => toFormState(initial, { email }), [initial, email]);
  const [state, setState] = useState<ContactFormState>(defaults);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [rowMessages, setRowMessages] = useState<Record<string, string>>({});

  // What was saved comes back (or another employee loads): show it.
  useEffect(() => {
    setState(defaults);
    setTouched(new Set());
    setRowMessages({});
  }, [defaults]);

  const { fields, form } = useMemo(() => validate(mode, state, firm), [mode, state, firm]);
  // What keeps Save disabled, listed beside it once the user has changed something.
  const summary = useMemo<FormError[]>(
    () => Object.entries(fields)
      .filter(([key]) => touched.has(key))
      .map(([key, message]) => ({ label: contactFieldLabel(key, state.emails.length), message })),
    [fields, touched, state.emails.length],
  );
  const invalid = Object.keys(fields).length > 0 || form.length > 0;
  const pickers = visibleCostAllocations(firm);
  const allowManual = firm.firmPreferences.allowAddUserManually;
  const nameLocked =
    mode === 'account' && isContactFieldLocked('firstName', { recordSource, allowAddUserManually: allowManual });
  const idLocked = mode === 'account' && isContactFieldLocked('employeeId', { recordSource, allowAddUserManually: allowManual });
  const phoneSource = (type: 'Mobile' | 'Work') => initial?.phones.find((row) => row.type === type)?.source ?? null;
  const phoneLocked = (type: 'Mobile' | 'Work') => isContactFieldLocked('phone', { fieldSource: phoneSource(type), allowAddUserManually: allowManual });
  const costLocked = (type: CostAllocationType) =>
    isContactFieldLocked('costAllocation', {
      fieldSource: initial?.costAllocations.find((row) => row.costAllocationType === type)?.source ?? null,
      allowAddUserManually: allowManual,
    });

  const touch = (key: string) => setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));
  const shown = (key: string) => (touched.has(key) ? fields[key] : undefined);
  const set = <K extends keyof ContactFormState>(key: K, value: ContactFormState[K], touchKey: string = key) => {
    setState((previous) => ({ ...previous, [key]: value }));
    touch(touchKey);
  };
  const setCost = (type: CostAllocationType, codeValue: string) =>
    set('costAllocations', { ...state.costAllocations, [type]: codeValue }, `cost.${type}`);
  const setEmails = (emails: EmailRow[]) => setState((previous) => ({ ...previous, emails }));
  const updateEmail = (index: number, patch: Partial<EmailRow>, touchKey: string) => {
    setEmails(state.emails.map((row, position) => (position === index ? { ...row, ...patch } : row)));
    touch(touchKey);
    setRowMessages(({ [state.emails[index]?.key ?? '']: _cleared, ...rest }) => rest);
  };

  const countryOptions = countries?.length ? countries : PHONE_COUNTRIES.map((entry) => ({ name: entry.name, iso2: entry.iso2 }));
  const countryChoices = useMemo(
    () => [...countryOptions].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((country) => ({ value: country.iso2, label: country.name })),
    [countryOptions],
  );

  const submit = () => {
    if (invalid || userId === null && mode === 'account') return;
    onSubmit(toContactInfo(state, initial, userId ?? 0));
  };

  const greeting = mode === 'registration' ? registrationGreeting(email ?? state.emails[0]?.email) : '';

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {mode !== 'account' && showTitle && <h2 className="contact-title">{CONTACT_FORM_TITLES[mode]}</h2>}
      {mode === 'registration' && (
        <p className="contact-greeting">
          Hi {greeting}, we need a few more details about you to proceed.
        </p>
      )}

      <fieldset className="contact-section">
        <legend className="curb-form-legend">Personal details</legend>
        <div className="curb-form-grid">
          {NAME_FIELDS.map(({ key, label, autocomplete }) => (
            <TextField
              key={key}
              label={label}
              required
              error={shown(key)}
              autocomplete={autocomplete}
              value={state[key]}
              disabled={nameLocked}
              onChange={(value) => set(key, value)}
            />
          ))}
          <SlInput
            label="Employee ID"
            value={state.employeeId}
            disabled={idLocked}
            onSlInput={(event) => set('employeeId', (event.target as SlInputElement).value)}
          />
          <SelectField
            label="Country"
            required={mode === 'account'}
            error={shown('countryCode')}
            placeholder="Choose a country"
            value={state.countryCode}
            options={countryChoices}
            onChange={(value) => set('countryCode', value)}
          />
        </div>
        {(nameLocked || idLocked) && (
          <p className="contact-note">
            <SlIcon name="lock" aria-hidden="true" /> Names and employee ID come from company records and cannot be edited here.
          </p>
        )}
      </fieldset>

      <fieldset className="contact-section">
        <legend className="curb-form-legend">Emails</legend>
        <ul className="email-list">
          {state.emails.map((row, index) => {
            const locked = isContactFieldLocked('email', { fieldSource: row.source, allowAddUserManually: allowManual });
            const emailError = shown(`emails.${index}.email`);
            const nameError = shown(`emails.${index}.name`);
            const rowMessage = rowMessages[row.key];
            return (
              <li key={row.key} className={`email-row${row.isPrimary ? ' is-primary' : ''}${mode === 'account' ? '' : ' is-single'}`}>
                <SlInput
                  className={`email-address${emailError ? ' curb-field-error' : ''}`}
                  label={state.emails.length > 1 ? `Email ${index + 1}` : 'Email'}
                  type="email"
                  required
                  value={row.email}
                  disabled={locked}
                  helpText={emailError ?? rowMessage ?? ''}
                  onSlInput={(event) => updateEmail(index, { email: (event.target as SlInputElement).value }, `emails.${index}.email`)}
                />
                {mode === 'account' && (
                  <SlInput
                    className={`email-name${nameError ? ' curb-field-error' : ''}`}
                    label="Nickname"
                    value={row.name}
                    disabled={locked}
                    placeholder="Personal"
                    helpText={nameError ?? ''}
                    onSlInput={(event) => updateEmail(index, { name: (event.target as SlInputElement).value }, `emails.${index}.name`)}
                  />
                )}
                {mode === 'account' && (
                  <div className="email-actions">
                    {row.isPrimary ? (
                      <span className="primary-badge">
                        <SlIcon name="star-fill" aria-hidden="true" /> Primary
                      </span>
                    ) : (
                      <SlButton
                        size="small"
                        variant="text"
                        onClick={() => {
                          const result = setPrimaryEmail(state.emails, index);
                          if ('error' in result) setRowMessages((previous) => ({ ...previous, [row.key]: result.error }));
                          else setEmails(result.emails);
                        }}
                      >
                        Set as primary
                      </SlButton>
                    )}
                    <SlIconButton
                      name="trash"
                      label={`Remove email ${row.email || index + 1}`}
                      disabled={locked || !canRemoveEmail(state.emails)}
                      onClick={() => {
                        setEmails(removeEmail(state.emails, index));
                        setTouched(new Set([...touched].filter((key) => !key.startsWith('emails.'))));
                      }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {mode === 'account' && (
          <SlButton size="small" className="add-email" onClick={() => setEmails([...state.emails, newEmailRow()])}>
            <SlIcon slot="prefix" name="plus-lg" />
            Add email
          </SlButton>
        )}
      </fieldset>

      <fieldset className="contact-section">
        <legend className="curb-form-legend">Phones</legend>
        <div className="curb-form-grid">
          {PHONE_FIELDS.map(({ type, key, label, mandatory }) => (
            <PhoneInput
              key={type}
              label={label}
              value={state[key]}
              countryCode={state.countryCode || initial?.countryCode}
              required={firm.firmPreferences[mandatory]}
              disabled={phoneLocked(type)}
              error={shown(`phones.${type}`)}
              onChange={(value) => set(key, value, `phones.${type}`)}
            />
          ))}
        </div>
      </fieldset>

      {pickers.length > 0 && (
        <fieldset className="contact-section">
          <legend className="curb-form-legend">Cost allocation</legend>
          <div className="curb-form-grid">
            {pickers.map((allocation) => {
              const type = allocation.costAllocationType;
              return (
                // The form keeps the code's value; a typed one as it is where the firm allows manual codes.
                <CostAllocationCombobox
                  key={type}
                  allocation={allocation}
                  userId={userId}
                  value={state.costAllocations[type] ?? ''}
                  disabled={allocation.isReadOnly || costLocked(type)}
                  error={shown(`cost.${type}`)}
                  onSelect={(code) => setCost(type, code.codeValue)}
                  onCommitText={(text) => setCost(type, text)}
                />
              );
            })}
          </div>
        </fieldset>
      )}

      {form.length > 0 && (touched.size > 0 || mode === 'account') && (
        <SlAlert variant="danger" open className="contact-form-errors">
          <SlIcon slot="icon" name="exclamation-octagon" />
          {form.length === 1 ? form[0] : (
            <ul>
              {form.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </SlAlert>
      )}
      {/* Sticks to the bottom of the dialog while the form scrolls: Save stays in view. */}
      <FormActions className="contact-footer" errors={summary} attempted={touched.size > 0}>
        {onCancel && <SlButton onClick={onCancel}>Cancel</SlButton>}
        <SlButton variant="primary" loading={saving} disabled={invalid || saving} onClick={submit}>
          {submitLabel}
        </SlButton>
      </FormActions>
    </form>
  );
}

/** The form carries its own styles, so another element can render it (New employee, registration). */
function useContactFormStyles(): void {
  const host = useHost();
  useEffect(() => {
    const root = host.shadowRoot;
    if (!root || !('adoptedStyleSheets' in root)) return;
    sheet ??= (() => {
      const created = new CSSStyleSheet();
      created.replaceSync(contactFormCss);
      return created;
    })();
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host]);
}
let sheet: CSSStyleSheet | undefined;
