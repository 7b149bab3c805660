import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type { Country, PurposeOfJourney } from '@curbside/contracts';
import { ALL_COUNTRIES, reportCountryGroups } from '@curbside/domain';

// The report filters' selects that more than one screen shows (reports, dashboard): one place
// for their labels, their empty choice and how their value reads back.

const chosen = (event: Event): string => String((event.target as unknown as { value: string | string[] }).value ?? '');
/** Shoelace splits an option's value at spaces. */
const optionValue = (text: string): string => text.replace(/ /g, '_');

interface FilterSelectProps<T> {
  value: T;
  onChange(next: T): void;
  className?: string;
}

/** 001 §9: United States, United Kingdom, Canada and Australia first, a divider, then the rest; '0' is every country (001 §7). */
export function CountryFilter({ value, onChange, countries, className }: FilterSelectProps<string> & { countries: readonly Country[] }) {
  const { first, rest } = reportCountryGroups(countries);
  return (
    <SlSelect className={className} size="small" label="Country" hoist value={value} onSlChange={(e) => onChange(chosen(e) || ALL_COUNTRIES)}>
      <SlOption value={ALL_COUNTRIES}>All countries</SlOption>
      <SlDivider />
      {first.map((c) => <SlOption key={c.iso2} value={c.iso2}>{c.name}</SlOption>)}
      {rest.length > 0 ? <SlDivider /> : null}
      {rest.map((c) => <SlOption key={c.iso2} value={c.iso2}>{c.name}</SlOption>)}
    </SlSelect>
  );
}

/** The firm's purposes of journey by id; null is any purpose. */
export function PurposeFilter({ value, onChange, purposes, className }: FilterSelectProps<number | null> & { purposes: readonly PurposeOfJourney[] }) {
  return (
    <SlSelect
      className={className} size="small" label="Purpose of journey" placeholder="Any purpose" clearable hoist
      value={value === null ? '' : String(value)}
      onSlChange={(e) => onChange(Number(chosen(e)) > 0 ? Number(chosen(e)) : null)}
    >
      {purposes.map((p) => <SlOption key={p.firmPurposeOfJourneyId} value={String(p.firmPurposeOfJourneyId)}>{p.displayName}</SlOption>)}
    </SlSelect>
  );
}

/** A car provider by name; '' is any provider. */
export function CarProviderFilter({ value, onChange, carProviders, className }: FilterSelectProps<string> & { carProviders: readonly { code: string; name: string }[] }) {
  return (
    <SlSelect
      className={className} size="small" label="Car provider" placeholder="Any car provider" clearable hoist
      value={optionValue(value)}
      onSlChange={(e) => onChange(carProviders.find((p) => optionValue(p.name) === chosen(e))?.name ?? '')}
    >
      {carProviders.map((p) => <SlOption key={p.code} value={optionValue(p.name)}>{p.name}</SlOption>)}
    </SlSelect>
  );
}

/** A yes / no report filter (billable, premium service, booked by agency); null is either. */
export function YesNoFilter({ value, onChange, label, className }: FilterSelectProps<boolean | null> & { label: string }) {
  return (
    <SlSelect
      className={className} size="small" label={label} hoist
      value={value === null ? 'any' : value ? 'yes' : 'no'}
      onSlChange={(e) => onChange(chosen(e) === 'yes' ? true : chosen(e) === 'no' ? false : null)}
    >
      <SlOption value="any">Any</SlOption>
      <SlOption value="yes">Yes</SlOption>
      <SlOption value="no">No</SlOption>
    </SlSelect>
  );
}
