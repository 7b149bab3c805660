import { useMemo, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import { isApiError } from '@curbside/api';
import { TEXT_LIMITS, endpoints, type AddressPlace, type BookingAccount, type CarLinePayload, type ServiceArea } from '@curbside/contracts';
import { addressFromValidation, errorText } from '@curbside/domain';
import { AddressInput, FormActions, ShoelaceField, showToast, useApi, type FormError } from '@curbside/ui';
import {
  draftProblems, errorsByField, payloadOf, placeText, refusalsOf, type CarLineDraft, type DraftErrors, type DraftField,
} from './car-line-draft.ts';
import { RegionEditor } from './RegionEditor.tsx';
import { middleOf, otherLineAreas, placeMarker, regionFit } from './region-view.ts';
import { ScheduleEditor } from './ScheduleEditor.tsx';

export interface CarLineFormProps {
  initial: CarLineDraft;
  accounts: readonly BookingAccount[];
  /** The firm's active lines (the others are drawn on the map). */
  lines: readonly CarLinePayload[];
  serviceAreas: readonly ServiceArea[];
  onSaved(line: CarLinePayload): void;
  onCancel(): void;
}

/** Each field's visible label, for the error summary above the buttons. */
const LABELS: Readonly<Record<DraftField, string>> = {
  name: 'Car line name', bookingAccount: 'Booking account', fallback: 'Fallback booking account', pickupPlace: 'Pickup place',
  rollerPlace: 'Roller place', rollerDropoffPlace: 'Roller drop-off', region: 'Region', weekdays: 'Weekdays', timeRanges: 'Time ranges',
  exceptionDates: 'Exception dates', confirmationMessage: 'Confirmation message', projectCode: 'Project code', departmentCode: 'Department code',
  form: 'Car line',
};

type PlaceField = 'pickupPlace' | 'rollerPlace' | 'rollerDropoffPlace';
const PLACES: ReadonlyArray<{ field: PlaceField; help: string; required: boolean }> = [
  { field: 'pickupPlace', help: 'Where riders get in: inside the region.', required: true },
  { field: 'rollerPlace', help: 'Where cars ordered ahead wait for riders.', required: false },
  { field: 'rollerDropoffPlace', help: 'Where a roller goes when it leaves without a rider.', required: false },
];

const valueOf = (event: Event): string => (event.target as HTMLInputElement).value;
const idOf = (value: string): number | null => (value && value !== 'none' ? Number(value) : null);

/**
 * Create or edit one car line (001 §3, §7 POST /superadmin/carlines and /superadmin/carline):
 * name, booking and fallback accounts, the places, the region on the map, the weekly schedule,
 * exception dates, on-hold mode, the confirmation message and the codes. The form checks with the
 * server's rules before sending; what the server still refuses shows at its field, and everything
 * typed stays.
 */
export function CarLineForm({ initial, accounts, lines, serviceAreas, onSaved, onCancel }: CarLineFormProps) {
  const api = useApi();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [draft, setDraft] = useState(initial);
  // The latest draft, also before React draws it: a click on Save right after typing sends what was typed.
  const latest = useRef(initial);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const isNew = initial.carlineDetailsId === null;

  /** A change to some fields: the server's refusal of those fields no longer holds. */
  const update = (change: Partial<CarLineDraft>, fields: readonly DraftField[]) => {
    latest.current = { ...latest.current, ...change };
    setDraft(latest.current);
    if (fields.some((f) => refused[f])) setRefused((old) => Object.fromEntries(Object.entries(old).filter(([f]) => !fields.includes(f as DraftField))));
  };

  const own = attempted ? draftProblems(draft, accounts) : {};
  const errors: DraftErrors = { ...own, ...refused };
  const shown = (field: DraftField): string | null => errors[field] ?? null;

  const focusField = (field: DraftField) => {
    const box = formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    const control = box?.querySelector<HTMLElement>('sl-input, sl-select, sl-textarea, sl-checkbox, [role="application"], sl-button') ?? box;
    control?.scrollIntoView({ block: 'center' });
    control?.focus();
  };
  const summary: FormError[] = (Object.keys(LABELS) as DraftField[])
    .filter((field) => errors[field])
    .map((field) => ({ label: LABELS[field], message: errors[field] ?? '', focus: field === 'form' ? undefined : () => focusField(field) }));

  // The map opens on the line's region (or the firm's area) and stays put while points are drawn.
  const [fitTo] = useState(() => regionFit(initial.region.points, initial.pickupPlace, lines, serviceAreas));
  const context = useMemo(() => otherLineAreas(lines, initial.carlineDetailsId), [lines, initial.carlineDetailsId]);
  const markers = useMemo(() => [
    ...placeMarker('pickup', 'Pickup', draft.pickupPlace, 'var(--sl-color-warning-600)'),
    ...placeMarker('roller', 'Rollers wait', draft.rollerPlace, 'var(--sl-color-success-600)'),
    ...placeMarker('dropoff', 'Roller drop-off', draft.rollerDropoffPlace, 'var(--sl-color-neutral-600)'),
  ], [draft.pickupPlace, draft.rollerPlace, draft.rollerDropoffPlace]);
  const suggestedPoint = draft.pickupPlace?.geometry?.location ?? middleOf(fitTo);

  const save = async () => {
    setAttempted(true);
    setRefused({});
    const sending = latest.current;
    if (Object.keys(draftProblems(sending, accounts)).length > 0) return;
    setSaving(true);
    try {
      const body = payloadOf(sending);
      const saved = isNew
        ? await api.call(endpoints.superadmin.createCarline, { body })
        : await api.call(endpoints.superadmin.updateCarline, { body });
      showToast(`Car line ${saved.carlineDetails.carlineName} saved`, 'success');
      onSaved(saved);
    } catch (error) {
      const refusals = isApiError(error) && error.status === 400 ? refusalsOf(error.body) : [];
      if (refusals.length > 0) setRefused(errorsByField(refusals));
      else showToast(errorText(error), 'danger');
    } finally {
      setSaving(false);
    }
  };

  const activeAccounts = accounts.filter((a) => a.isActive || a.bookingAccountId === draft.bookingAccountId || a.bookingAccountId === draft.fallbackBookingAccountId);
  const accountOptions = activeAccounts.map((a) => (
    <SlOption key={a.bookingAccountId} value={String(a.bookingAccountId)}>{a.name}{a.carProviderCode ? ` (${a.carProviderCode})` : ''}</SlOption>
  ));
  const choosePlace = (field: PlaceField) => (selection: Parameters<Parameters<typeof AddressInput>[0]['onSelect']>[0]) => {
    const place: AddressPlace | null = selection.validation.status === 'InvalidPlace'
      ? null
      : addressFromValidation(selection.validation, selection.googlePlace.place_id, selection.text, 'pickup').place;
    update({ [field]: place }, [field, ...(field === 'pickupPlace' ? ['region' as const] : [])]);
    if (!place) setRefused((old) => ({ ...old, [field]: selection.validation.message ?? 'Choose another address' }));
  };

  return (
    <form
      ref={formRef}
      className="car-line-form"
      aria-label={isNew ? 'New car line' : `Edit car line ${initial.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section className="car-line-form__section" aria-labelledby="car-line-form-line">
        <h3 id="car-line-form-line">Line and booking accounts</h3>
        <div className="curb-form-grid">
          <div data-field="name">
            <ShoelaceField label="Car line name" required error={shown('name')} count={{ text: draft.name, max: TEXT_LIMITS.name }}>
              {(control) => <SlInput {...control} className="car-line-name" value={draft.name} onSlInput={(e) => update({ name: valueOf(e) }, ['name'])} />}
            </ShoelaceField>
          </div>
          <div data-field="bookingAccount">
            <ShoelaceField label="Booking account" required help="The account the line's rides are booked on." error={shown('bookingAccount')}>
              {(control) => (
                <SlSelect
                  {...control}
                  className="booking-account"
                  placeholder="Choose an account"
                  value={draft.bookingAccountId === null ? '' : String(draft.bookingAccountId)}
                  onSlChange={(e) => update({ bookingAccountId: idOf(valueOf(e)) }, ['bookingAccount', 'fallback'])}
                >
                  {accountOptions}
                  {control.children}
                </SlSelect>
              )}
            </ShoelaceField>
          </div>
          <div data-field="fallback">
            <ShoelaceField label="Fallback booking account" help="Takes over when the account's provider declines a ride." error={shown('fallback')}>
              {(control) => (
                <SlSelect
                  {...control}
                  className="fallback-account"
                  value={draft.fallbackBookingAccountId === null ? 'none' : String(draft.fallbackBookingAccountId)}
                  onSlChange={(e) => update({ fallbackBookingAccountId: idOf(valueOf(e)) }, ['fallback'])}
                >
                  <SlOption value="none">No fallback</SlOption>
                  {accountOptions}
                  {control.children}
                </SlSelect>
              )}
            </ShoelaceField>
          </div>
        </div>
      </section>

      <section className="car-line-form__section" aria-labelledby="car-line-form-places">
        <h3 id="car-line-form-places">Places</h3>
        <div className="curb-form-grid">
          {PLACES.map(({ field, help, required }) => (
            <div key={field} data-field={field}>
              <AddressInput
                className={`place-${field}`}
                label={LABELS[field]}
                value={placeText(draft[field])}
                required={required}
                helpText={help}
                placeholder="Search the firm's places or an address"
                error={shown(field)}
                onInput={(text) => {
                  if (!required && text.trim() === '') update({ [field]: null }, [field]);
                }}
                onSelect={choosePlace(field)}
                onError={(failure) => showToast(errorText(failure), 'danger')}
              />
            </div>
          ))}
        </div>
      </section>

      <section className="car-line-form__section" aria-labelledby="car-line-form-region" data-field="region">
        <h3 id="car-line-form-region">Region</h3>
        <RegionEditor
          polygon={draft.region}
          onEdit={(step) => update({ region: step(latest.current.region) }, ['region', 'pickupPlace'])}
          fitTo={fitTo}
          context={context}
          markers={markers}
          suggestedPoint={suggestedPoint}
          error={shown('region')}
        />
      </section>

      <section className="car-line-form__section" aria-labelledby="car-line-form-schedule">
        <h3 id="car-line-form-schedule">Operational schedule</h3>
        <div className="car-line-form__schedule">
          <ScheduleEditor
            schedule={draft}
            onChange={(change) => update(change, [
              ...(change.weekdays ? ['weekdays' as const, 'timeRanges' as const] : []),
              ...(change.timeRanges ? ['timeRanges' as const] : []),
              ...(change.exceptionDates ? ['exceptionDates' as const] : []),
            ])}
            errors={errors}
          />
        </div>
      </section>

      <section className="car-line-form__section" aria-labelledby="car-line-form-riders">
        <h3 id="car-line-form-riders">At the line</h3>
        <div className="curb-form-grid">
          <SlSwitch
            className="on-hold-mode car-line-form__wide"
            checked={draft.isOnHoldMode}
            helpText="Riders booked at the line wait On hold until the marshal sends a car."
            onSlChange={(e) => update({ isOnHoldMode: (e.target as HTMLInputElement).checked }, [])}
          >
            On-hold mode
          </SlSwitch>
          <div data-field="confirmationMessage" className="car-line-form__wide">
            <ShoelaceField
              label="Confirmation message"
              help="Shown to the marshal when a rider is booked at the line."
              error={shown('confirmationMessage')}
              count={{ text: draft.confirmationMessage, max: TEXT_LIMITS.message }}
            >
              {(control) => (
                <SlTextarea
                  {...control}
                  className="confirmation-message"
                  rows={2}
                  resize="auto"
                  value={draft.confirmationMessage}
                  onSlInput={(e) => update({ confirmationMessage: valueOf(e) }, ['confirmationMessage'])}
                />
              )}
            </ShoelaceField>
          </div>
          <div data-field="projectCode">
            <ShoelaceField label="Project code" help="Applied to every ride of the line." error={shown('projectCode')} count={{ text: draft.projectCode, max: TEXT_LIMITS.code }}>
              {(control) => <SlInput {...control} className="project-code" value={draft.projectCode} onSlInput={(e) => update({ projectCode: valueOf(e) }, ['projectCode'])} />}
            </ShoelaceField>
          </div>
          <div data-field="departmentCode">
            <ShoelaceField label="Department code" help="Applied to every ride of the line." error={shown('departmentCode')} count={{ text: draft.departmentCode, max: TEXT_LIMITS.code }}>
              {(control) => (
                <SlInput {...control} className="department-code" value={draft.departmentCode} onSlInput={(e) => update({ departmentCode: valueOf(e) }, ['departmentCode'])} />
              )}
            </ShoelaceField>
          </div>
        </div>
      </section>

      <FormActions errors={summary} attempted={attempted || Object.keys(refused).length > 0} className="car-line-form__actions">
        <SlButton onClick={onCancel}>Cancel</SlButton>
        <SlButton type="submit" variant="primary" loading={saving}>{isNew ? 'Create car line' : 'Save car line'}</SlButton>
      </FormActions>
    </form>
  );
}
