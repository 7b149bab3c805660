import { useMemo } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import type SlCheckboxElement from '@shoelace-style/shoelace/dist/components/checkbox/checkbox.component.js';
import type SlTextareaElement from '@shoelace-style/shoelace/dist/components/textarea/textarea.component.js';
import { endpoints, TEXT_LIMITS } from '@curbside/contracts';
import type { NotificationOption, PreferencesUpdate, UserSettings } from '@curbside/contracts';
import {
  PREFERENCES_TOASTS, currencyOptions, notificationColumns, preferencesPayload, validatePreferences,
  type PreferenceField, type PreferencesForm,
} from '@curbside/domain';
import { queryClient, sessionStore, ShoelaceField, showToast, useApi, useEditableCopy, useMutation, useSession } from '@curbside/ui';
import { useAccount } from '../account-context.ts';
import { accountKeys } from '../account-logic.ts';
import { SelectField } from '../form-fields.tsx';

const DATE_FORMATS = [
  { value: 'US', label: 'MM/DD/YYYY (US)' },
  { value: 'GB', label: 'DD/MM/YYYY (GB)' },
  { value: 'ISO', label: 'YYYY-MM-DD (ISO)' },
] as const;
const TIME_FORMATS = [
  { value: '12Hours', label: '12-hour (2:30 PM)' },
  { value: '24Hours', label: '24-hour (14:30)' },
] as const;
const DISTANCE_UNITS = [
  { value: 'English', label: 'Miles' },
  { value: 'Metric', label: 'Kilometers' },
] as const;
const WEEK_STARTS = ['Sunday', 'Monday', 'Saturday'] as const;

function toForm(settings: UserSettings, note: string | null): PreferencesForm {
  return {
    dateFormat: settings.dateFormat,
    timeFormat: settings.timeFormat,
    distanceUnits: settings.distanceUnits,
    currency: settings.currency,
    startCalendarWeekOn: settings.startCalendarWeekOn,
    notifications: settings.notifications,
    preferencesNote: note ?? '',
  };
}

/** Is the topic on (not in the option's disabledTopics)? */
function topicEnabled(form: PreferencesForm, optionCode: string, topicCode: string): boolean {
  return !(form.notifications.blacklist[optionCode]?.disabledTopics ?? []).includes(topicCode);
}

function withTopic(form: PreferencesForm, option: Pick<NotificationOption, 'code' | 'assistantNotificationsDefaultValue'>, topicCode: string, enabled: boolean): PreferencesForm {
  const entry = form.notifications.blacklist[option.code] ?? {
    disabled: [],
    assistantNotifications: option.assistantNotificationsDefaultValue,
    disabledTopics: [],
  };
  const rest = entry.disabledTopics.filter((code) => code !== topicCode);
  return {
    ...form,
    notifications: {
      ...form.notifications,
      blacklist: {
        ...form.notifications.blacklist,
        [option.code]: { ...entry, disabledTopics: enabled ? rest : [...rest, topicCode] },
      },
    },
  };
}

/**
 * PREFERENCES (spec 000 §2 Preferences tab, §5 Preferences, §9): date and time format, distance
 * units, currency (USD, GBP, EUR, CAD, AUD first), start of week, notification topics in two
 * alternating columns (no push), booking preferences text. Saved formats apply at once on the
 * whole page: the session's user settings are updated.
 */
export function PreferencesTab() {
  const api = useApi();
  const { userId, firm, account, isSelf, saved } = useAccount();
  const countries = useSession((state) => state.countries);
  const initial = useMemo(() => toForm(account.settings, account.preferencesNote), [account.settings, account.preferencesNote]);
  // A refetch of the account (another tab's save) follows into the form only while it is untouched.
  const [form, setForm] = useEditableCopy<PreferencesForm>(initial);
  const errors = validatePreferences(form);
  const groups = notificationColumns(firm.notificationOptions);
  const currencies = useMemo(() => {
    const options = currencyOptions(countries);
    return options.some((entry) => entry.code === form.currency) || !form.currency
      ? options
      : [{ code: form.currency, name: form.currency, symbol: 0 }, ...options];
  }, [countries, form.currency]);

  const save = useMutation({
    mutationFn: (payload: PreferencesUpdate) => api.call(endpoints.account.preferences, { params: { id: userId }, body: payload }),
  });

  const select = (field: PreferenceField, label: string, options: readonly { value: string; label: string }[]) => (
    <SelectField
      label={label}
      required
      error={errors[field]}
      value={form[field] ?? ''}
      options={options}
      onChange={(value) => setForm((previous) => ({ ...previous, [field]: value || null }))}
    />
  );

  const submit = () => {
    if (Object.keys(errors).length > 0 || (form.preferencesNote ?? '').length > TEXT_LIMITS.note) return;
    save.mutate(preferencesPayload(form), {
      onSuccess: (settings) => {
        showToast(PREFERENCES_TOASTS.saved, 'success');
        queryClient.setQueryData(accountKeys.account(userId), {
          ...account,
          settings,
          preferencesNote: form.preferencesNote?.trim() ? (form.preferencesNote ?? null) : null,
        });
        // 000 §1 per-user formatting: every element on the page reads the session's settings.
        const session = sessionStore.getState();
        if (isSelf && session.userData) session.setUserData({ ...session.userData, settings });
        saved('preferences');
      },
      onError: () => showToast(PREFERENCES_TOASTS.saveFailed, 'danger'),
    });
  };

  return (
    <section className="curb-stack" aria-label="Preferences">
      <div className="form-stack">
        <fieldset className="section">
          <legend className="curb-form-legend">Formats</legend>
          <div className="grid-2">
            {select('dateFormat', 'Date format', DATE_FORMATS)}
            {select('timeFormat', 'Time format', TIME_FORMATS)}
            {select('distanceUnits', 'Distance units', DISTANCE_UNITS)}
            {select('currency', 'Currency', currencies.map((entry) => ({ value: entry.code, label: entry.name && entry.name !== entry.code ? `${entry.code} - ${entry.name}` : entry.code })))}
            {select('startCalendarWeekOn', 'Start week on', WEEK_STARTS.map((day) => ({ value: day, label: day })))}
          </div>
        </fieldset>

        {groups.length > 0 && (
          <fieldset className="section">
            <legend className="curb-form-legend">Notifications</legend>
            <div className="notification-groups">
              {groups.map((group) => {
                const option = firm.notificationOptions.find((entry) => entry.code === group.code);
                return (
                  <div key={group.code} className="notification-group" role="group" aria-labelledby={`notify-${group.code}`}>
                    <h3 id={`notify-${group.code}`} className="notification-title">
                      {group.name}
                    </h3>
                    <div className="notification-columns">
                      {group.columns.map((column, columnIndex) => (
                        <div key={columnIndex} className="notification-column">
                          {column.map((topic) => (
                            <SlCheckbox
                              key={topic.code}
                              checked={topicEnabled(form, group.code, topic.code)}
                              onSlChange={(event) => {
                                if (!option) return;
                                const checked = (event.target as SlCheckboxElement).checked;
                                setForm((previous) => withTopic(previous, option, topic.code, checked));
                              }}
                            >
                              {topic.name}
                            </SlCheckbox>
                          ))}
                        </div>
                      ))}
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}

        <div className="section">
          <ShoelaceField label="Booking preferences" count={{ text: form.preferencesNote ?? '', max: TEXT_LIMITS.note }}>
            {(field) => (
              <SlTextarea
                {...field}
                rows={3}
                resize="auto"
                placeholder="For example: quiet ride, child seat, call on arrival"
                value={form.preferencesNote ?? ''}
                onSlInput={(event) => {
                  const value = (event.target as SlTextareaElement).value;
                  setForm((previous) => ({ ...previous, preferencesNote: value }));
                }}
              />
            )}
          </ShoelaceField>
        </div>

        <div className="footer-actions">
          <SlButton variant="primary" disabled={Object.keys(errors).length > 0 || (form.preferencesNote ?? '').length > TEXT_LIMITS.note || save.isPending} loading={save.isPending} onClick={submit}>
            Save
          </SlButton>
        </div>
      </div>
    </section>
  );
}
