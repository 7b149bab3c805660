import { describe, expect, it } from 'vitest';
import type { NotificationOption } from '@curbside/contracts';
import {
  currencyOptions, notificationColumns, preferencesPayload, validatePreferences, type PreferencesForm,
} from './preferences.ts';
import { makeSettings } from '../test-support/entities.ts';

const form: PreferencesForm = { ...makeSettings(), preferencesNote: '' };

describe('validatePreferences (spec 000 §5 Preferences)', () => {
  it('accepts all five selections', () => {
    expect(validatePreferences(form)).toEqual({});
  });

  it.each(['dateFormat', 'timeFormat', 'distanceUnits', 'currency', 'startCalendarWeekOn'] as const)('requires %s', (field) => {
    expect(validatePreferences({ ...form, [field]: null })).toEqual({ [field]: 'Required' });
  });
});

describe('preferencesPayload (spec 000 §5, §7)', () => {
  it('sends empty booking-preference text as absent', () => {
    expect(preferencesPayload(form)).toEqual({
      formatPreferences: { dateFormat: 'US', timeFormat: '12Hours', distanceUnits: 'English', currency: 'USD', startCalendarWeekOn: 'Sunday' },
      notificationSettings: { mutedUntill: null, blacklist: {} },
    });
    expect(preferencesPayload({ ...form, preferencesNote: '   ' })).not.toHaveProperty('preferencesNote');
  });

  it('sends booking-preference text when there is some', () => {
    expect(preferencesPayload({ ...form, preferencesNote: 'Quiet ride' }).preferencesNote).toBe('Quiet ride');
  });

  it('refuses to build a payload with a missing selection', () => {
    expect(() => preferencesPayload({ ...form, currency: null })).toThrow('currency');
  });
});

describe('notificationColumns (spec 000 §2 Preferences tab)', () => {
  const topics = (...codes: string[]) => codes.map((code) => ({ code, name: code.toUpperCase() }));
  const option = (code: string, ...codes: string[]): NotificationOption => ({ code, name: code, topics: topics(...codes), assistantNotificationsDefaultValue: false });

  it('deals the topics into two columns alternately and leaves out push', () => {
    const groups = notificationColumns([option('email', 'a', 'b', 'c', 'd', 'e'), option('push', 'a'), option('sms', 'x')]);
    expect(groups.map((group) => group.code)).toEqual(['email', 'sms']);
    expect(groups[0]?.columns).toEqual([topics('a', 'c', 'e'), topics('b', 'd')]);
    expect(groups[1]?.columns).toEqual([topics('x'), []]);
  });
});

describe('currencyOptions (spec 000 §9)', () => {
  const country = (code: string) => ({ currency: { code, name: code, symbol: 36 } });
  it('puts USD, GBP, EUR, CAD and AUD on top, then the others, each once', () => {
    const codes = currencyOptions(['JPY', 'EUR', 'AUD', 'ILS', 'EUR', 'USD', 'CAD', 'GBP', 'CHF'].map(country)).map((currency) => currency.code);
    expect(codes).toEqual(['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'CHF', 'ILS', 'JPY']);
  });
});
