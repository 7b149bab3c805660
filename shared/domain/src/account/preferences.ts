import type {
  Country, FormatPreferences, NotificationOption, PreferencesUpdate, UserSettings,
} from '@curbside/contracts';
import { orderCurrencies } from '../money.ts';

// spec 000 §2 Preferences tab, §3 User settings, §5 Preferences, §9 currencies

/** Message for a missing mandatory selection (the spec lists the fields, not a text). */
export const PREFERENCE_REQUIRED = 'Required';

/** The five mandatory selections (000 §5), in the tab's order. */
export const MANDATORY_PREFERENCE_FIELDS = ['dateFormat', 'timeFormat', 'distanceUnits', 'currency', 'startCalendarWeekOn'] as const;
export type PreferenceField = (typeof MANDATORY_PREFERENCE_FIELDS)[number];

/** The Preferences tab while editing: selections may still be empty. */
export type PreferencesForm = { [K in PreferenceField]: FormatPreferences[K] | null | undefined } & {
  notifications: UserSettings['notifications'];
  preferencesNote: string | null | undefined;
};

/** spec 000 §5: date format, time format, distance units, currency and week start are mandatory. */
export function validatePreferences(form: Pick<PreferencesForm, PreferenceField>): Partial<Record<PreferenceField, string>> {
  const errors: Partial<Record<PreferenceField, string>> = {};
  for (const field of MANDATORY_PREFERENCE_FIELDS) {
    const value = form[field];
    if (value === null || value === undefined || String(value).trim() === '') errors[field] = PREFERENCE_REQUIRED;
  }
  return errors;
}

/** spec 000 §2: the push channel's option code, left out of the notification list. */
export const PUSH_CHANNEL_CODE = 'push';

export interface NotificationGroup {
  code: string;
  name: string;
  /** The option's topics dealt into two columns alternately: 1st, 3rd, ... left; 2nd, 4th, ... right. */
  columns: [NotificationOption['topics'], NotificationOption['topics']];
}

/** spec 000 §2: topics laid out in two columns alternating; the push channel code is excluded. */
export function notificationColumns(options: readonly NotificationOption[]): NotificationGroup[] {
  return options
    .filter((option) => option.code.toLowerCase() !== PUSH_CHANNEL_CODE)
    .map((option) => ({
      code: option.code,
      name: option.name,
      columns: [
        option.topics.filter((_, index) => index % 2 === 0),
        option.topics.filter((_, index) => index % 2 === 1),
      ],
    }));
}

/**
 * The POST /users/{id}/preferences payload (000 §7). Empty booking-preference text is sent as
 * absent (000 §5). Throws when a mandatory selection is missing: validate first.
 */
export function preferencesPayload(form: PreferencesForm): PreferencesUpdate {
  const { dateFormat, timeFormat, distanceUnits, currency, startCalendarWeekOn } = form;
  if (!dateFormat || !timeFormat || !distanceUnits || !currency || !startCalendarWeekOn) {
    throw new Error(`Missing preferences: ${Object.keys(validatePreferences(form)).join(', ')}`);
  }
  const note = form.preferencesNote?.trim() ? form.preferencesNote : undefined;
  return {
    formatPreferences: { dateFormat, timeFormat, distanceUnits, currency, startCalendarWeekOn },
    notificationSettings: form.notifications,
    ...(note === undefined ? {} : { preferencesNote: note }),
  };
}

/**
 * The currency dropdown from the countries list (000 §9): one entry per code, USD, GBP, EUR, CAD
 * and AUD on top, then all others by code.
 */
export function currencyOptions(countries: readonly Pick<Country, 'currency'>[]): Country['currency'][] {
  const byCode = new Map<string, Country['currency']>();
  for (const { currency } of countries) {
    const code = currency.code.toUpperCase();
    if (code && !byCode.has(code)) byCode.set(code, currency);
  }
  const sorted = [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
  return orderCurrencies(sorted, (currency) => currency.code);
}
