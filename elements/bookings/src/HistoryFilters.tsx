import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type { Country, ReservationStatus } from '@curbside/contracts';
import { REPORT_COUNTRY_PRIORITY, reservationStatusLabel } from '@curbside/domain';
import { FiltersToggle } from '@curbside/ui';
import { ALL_STATUS_OPTIONS, activeFilterCount, type HistoryFilters as Filters } from './bookings-logic.ts';

export interface HistoryFiltersProps {
  value: Filters;
  onChange(next: Filters): void;
  carProviders: readonly { code: string; name: string }[];
  countries: readonly Country[];
}

type TextKey = 'passengerName' | 'bookingId' | 'confirmationNumber' | 'rideDateFrom' | 'rideDateTo' | 'bookingDateFrom' | 'bookingDateTo';

type ChoiceKey = 'carProviderCode' | 'countryCode';
interface ChoiceOption {
  value: string;
  label: string;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value ?? '';

/** 001 §9: United States, United Kingdom, Canada and Australia first, then a divider, then the rest. */
function splitCountries(countries: readonly Country[]): [Country[], Country[]] {
  const priority = REPORT_COUNTRY_PRIORITY as readonly string[];
  const first = priority.map((name) => countries.find((c) => c.name === name)).filter((c): c is Country => c !== undefined);
  const rest = countries.filter((c) => !priority.includes(c.name));
  return [first, rest];
}

/**
 * The history filters of 001 §7: passenger name, booking id, confirmation number, ride dates,
 * booking dates, statuses, car provider and country. Changes apply as the user types (debounced
 * by the caller).
 */
export function HistoryFilters({ value, onChange, carProviders, countries }: HistoryFiltersProps) {
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const text = (key: TextKey, label: string, options: { type?: 'text' | 'date'; placeholder?: string; icon?: string } = {}) => (
    <SlInput
      className={`filter filter--${key}${options.type === 'date' ? ' curb-hidden-label' : ''}`}
      size="small"
      type={options.type ?? 'text'}
      label={label}
      placeholder={options.placeholder}
      value={value[key]}
      clearable={options.type !== 'date'}
      onSlInput={(event) => set({ [key]: inputValue(event) } as Partial<Filters>)}
      onSlChange={(event) => set({ [key]: inputValue(event) } as Partial<Filters>)}
      onSlClear={() => set({ [key]: '' } as Partial<Filters>)}
    >
      {options.icon ? <SlIcon slot="prefix" name={options.icon} /> : null}
    </SlInput>
  );
  /** A single-choice filter; its option groups are split by dividers (empty groups left out). */
  const choice = (key: ChoiceKey, name: string, label: string, placeholder: string, groups: readonly ChoiceOption[][]) => (
    <SlSelect
      className={`filter filter--${name}`}
      size="small"
      label={label}
      placeholder={placeholder}
      clearable
      hoist
      value={value[key]}
      onSlChange={(event) => set({ [key]: String((event.target as unknown as { value: string }).value ?? '') })}
    >
      {groups.filter((group) => group.length > 0).map((group, index) => [
        index > 0 ? <SlDivider key={`divider-${index}`} /> : null,
        ...group.map((option) => <SlOption key={option.value} value={option.value}>{option.label}</SlOption>),
      ])}
    </SlSelect>
  );
  const [firstCountries, otherCountries] = splitCountries(countries);
  const count = activeFilterCount(value);
  const [open, setOpen] = useState(false);
  return (
    <form
      className={`filters${open ? ' filters--open' : ''}`}
      part="filters"
      role="search"
      aria-label="History filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="filters-head">
        <FiltersToggle open={open} count={count} onToggle={() => setOpen((o) => !o)} />
      </div>
      <div className="curb-form-grid filters-grid">
        {text('passengerName', 'Passenger name', { placeholder: 'Any passenger', icon: 'person' })}
        {text('bookingId', 'Booking ID', { placeholder: 'e.g. CS-100234', icon: 'hash' })}
        {text('confirmationNumber', 'Confirmation number', { placeholder: 'Provider confirmation', icon: 'patch-check' })}
        <fieldset className="filter-range">
          <legend>Ride dates</legend>
          {text('rideDateFrom', 'From', { type: 'date' })}
          {text('rideDateTo', 'To', { type: 'date' })}
        </fieldset>
        <fieldset className="filter-range">
          <legend>Booking dates</legend>
          {text('bookingDateFrom', 'From', { type: 'date' })}
          {text('bookingDateTo', 'To', { type: 'date' })}
        </fieldset>
        <SlSelect
          className="filter filter--statuses"
          size="small"
          label="Statuses"
          placeholder="Finished bookings"
          multiple
          clearable
          maxOptionsVisible={2}
          hoist
          value={value.statuses}
          onSlChange={(event) => {
            const selected = (event.target as unknown as { value: string | string[] }).value;
            set({ statuses: (Array.isArray(selected) ? selected : selected ? [selected] : []) as ReservationStatus[] });
          }}
        >
          {ALL_STATUS_OPTIONS.map((status) => (
            <SlOption key={status} value={status}>{reservationStatusLabel(status)}</SlOption>
          ))}
        </SlSelect>
        {choice('carProviderCode', 'provider', 'Car provider', 'Any provider', [carProviders.map((p) => ({ value: p.code, label: p.name }))])}
        {choice('countryCode', 'country', 'Country', 'Any country', [firstCountries, otherCountries].map((group) => group.map((c) => ({ value: c.iso2, label: c.name }))))}
      </div>
      {count > 0 ? (
        <div className="filters-footer">
          <span className="filters-count">{count === 1 ? '1 filter applied' : `${count} filters applied`}</span>
          <SlButton size="small" variant="text" onClick={() => onChange({ ...value, ...CLEARED })}>
            <SlIcon slot="prefix" name="x-lg" />
            Clear filters
          </SlButton>
        </div>
      ) : null}
    </form>
  );
}

const CLEARED: Filters = {
  passengerName: '', rideDateFrom: '', rideDateTo: '', bookingDateFrom: '', bookingDateTo: '', statuses: [],
  confirmationNumber: '', bookingId: '', carProviderCode: '', countryCode: '',
};
