import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import type { CostAllocationType, Country, PurposeOfJourney } from '@curbside/contracts';
import {
  ALL_COUNTRIES, REPORT_DATE_RANGES, REPORT_DATE_RANGE_LABELS, isReportDateRangeKind, reportCountryGroups, reportDateRange,
  type ReportAllocationType, type ReportUrlFilters,
} from '@curbside/domain';
import { CostAllocationsFilter, EmployeesFilter, FiltersToggle } from '@curbside/ui';
import { IdentifierFilter } from './IdentifierFilter.tsx';
import { TRI_STATE_FILTERS, activeFilterCount, clearedFilters, type DateRangeField } from './report-filters.ts';

export interface ReportFiltersProps {
  value: ReportUrlFilters;
  onChange(next: ReportUrlFilters): void;
  allocationTypes: readonly ReportAllocationType[];
  carProviders: readonly { code: string; name: string }[];
  purposes: readonly PurposeOfJourney[];
  countries: readonly Country[];
  /** The codes of a type that the history holds (the summary grouped by it), for the code picker. */
  loadCodes(type: CostAllocationType, signal: AbortSignal): Promise<string[]>;
  weekStart: 'Sunday' | 'Monday' | 'Saturday';
}

const valueOf = (event: Event): string => String((event.target as unknown as { value: string | string[] }).value ?? '');
/** An sl-option value holds no spaces (Shoelace splits values at spaces). */
const optionValue = (text: string): string => text.replace(/ /g, '_');

/**
 * Every filter of 001 §7 for the rides report: employees, passenger, voucher, car provider,
 * purpose, invoice number, trip and processed dates (the 001 §9 quick ranges and custom), cost
 * allocations, country (US, UK, CA, AU first, then a divider), billable, premium, ride
 * statistics, rides over 300, booked by agency, specific car company, identifier number and
 * its type. Text applies as the user types (the caller debounces).
 */
export function ReportFilters({ value, onChange, allocationTypes, carProviders, purposes, countries, loadCodes, weekStart }: ReportFiltersProps) {
  const [open, setOpen] = useState(true);
  const set = (patch: Partial<ReportUrlFilters>) => onChange({ ...value, ...patch });
  const count = activeFilterCount(value);
  const { first: firstCountries, rest: otherCountries } = reportCountryGroups(countries);

  const text = (key: 'passenger' | 'voucher' | 'carProvider' | 'invoiceNumber' | 'specificCarCompany', label: string, icon?: string) => (
    <SlInput
      className={`filter filter--${key}`}
      size="small"
      label={label}
      value={value[key]}
      clearable
      onSlInput={(event) => set({ [key]: valueOf(event) })}
      onSlClear={() => set({ [key]: '' })}
    >
      {icon ? <SlIcon slot="prefix" name={icon} /> : null}
    </SlInput>
  );

  const dateRange = (field: DateRangeField, label: string, anyLabel: string | null) => {
    const groupKey = field === 'tripDates' ? 'tripDatesGroup' : 'processedDatesGroup';
    const range = value[field];
    const group = value[groupKey] ?? (range ? 'custom' : '');
    return (
      <fieldset className={`filter-range filter--${field}`} aria-label={label}>
        <SlSelect
          className="filter-range-kind"
          size="small"
          label={label}
          value={group}
          placeholder={anyLabel ?? undefined}
          clearable={anyLabel !== null}
          hoist
          onSlChange={(event) => {
            const kind = valueOf(event);
            if (!isReportDateRangeKind(kind)) set({ [field]: null, [groupKey]: null });
            else set({ [groupKey]: kind, [field]: reportDateRange(kind, Date.now(), weekStart) ?? range });
          }}
        >
          {REPORT_DATE_RANGES.map((kind) => <SlOption key={kind} value={kind}>{REPORT_DATE_RANGE_LABELS[kind]}</SlOption>)}
        </SlSelect>
        {(['from', 'to'] as const).map((end) => (
          <SlInput
            key={end}
            className={`filter-date filter-date--${end}`}
            size="small"
            type="date"
            label={end === 'from' ? 'From' : 'To'}
            value={range?.[end] ?? ''}
            onSlChange={(event) => {
              const typed = valueOf(event);
              const other = end === 'from' ? range?.to : range?.from;
              const next = end === 'from' ? { from: typed, to: other ?? typed } : { from: other ?? typed, to: typed };
              set({ [field]: typed ? next : null, [groupKey]: typed ? 'custom' : null });
            }}
          />
        ))}
      </fieldset>
    );
  };

  return (
    <form className="filters" part="filters" role="search" aria-label="Report filters" onSubmit={(event) => event.preventDefault()}>
      <div className="filters-head">
        <FiltersToggle open={open} count={count} onToggle={() => setOpen((o) => !o)} />
        {count > 0 ? (
          <SlButton size="small" variant="text" onClick={() => onChange(clearedFilters(value))}>
            <SlIcon slot="prefix" name="x-lg" />
            Clear filters
          </SlButton>
        ) : null}
      </div>
      <div className="filters-body" hidden={!open}>
        <div className="filters-dates">
          {dateRange('tripDates', 'Trip dates', null)}
          {dateRange('processedDates', 'Processed dates', 'Any date')}
        </div>
        <div className="curb-form-grid filters-grid">
          <EmployeesFilter value={value.employees} onChange={(employees) => set({ employees })} />
          {text('passenger', 'Passenger', 'person')}
          {text('voucher', 'Voucher', 'ticket-perforated')}
          <SlSelect
            className="filter filter--carProvider"
            size="small"
            label="Car provider"
            placeholder="Any car provider"
            clearable
            hoist
            value={optionValue(value.carProvider)}
            onSlChange={(event) => set({ carProvider: carProviders.find((p) => optionValue(p.name) === valueOf(event))?.name ?? '' })}
          >
            {carProviders.map((p) => <SlOption key={p.code} value={optionValue(p.name)}>{p.name}</SlOption>)}
          </SlSelect>
          <SlSelect
            className="filter filter--purposeOfJourney"
            size="small"
            label="Purpose of journey"
            placeholder="Any purpose"
            clearable
            hoist
            value={value.purposeOfJourney === null ? '' : String(value.purposeOfJourney)}
            onSlChange={(event) => {
              const id = Number(valueOf(event));
              set({ purposeOfJourney: id > 0 ? id : null });
            }}
          >
            {purposes.map((p) => <SlOption key={p.firmPurposeOfJourneyId} value={String(p.firmPurposeOfJourneyId)}>{p.displayName}</SlOption>)}
          </SlSelect>
          {text('invoiceNumber', 'Invoice number', 'receipt')}
          <CostAllocationsFilter
            value={value.costAllocations}
            onChange={(costAllocations) => set({ costAllocations })}
            allocationTypes={allocationTypes}
            loadCodes={loadCodes}
          />
          <SlSelect
            className="filter filter--country"
            size="small"
            label="Country"
            hoist
            value={value.country === ALL_COUNTRIES ? ALL_COUNTRIES : value.country}
            onSlChange={(event) => set({ country: valueOf(event) || ALL_COUNTRIES })}
          >
            <SlOption value={ALL_COUNTRIES}>All countries</SlOption>
            <SlDivider />
            {firstCountries.map((c) => <SlOption key={c.iso2} value={c.iso2}>{c.name}</SlOption>)}
            {otherCountries.length > 0 ? <SlDivider /> : null}
            {otherCountries.map((c) => <SlOption key={c.iso2} value={c.iso2}>{c.name}</SlOption>)}
          </SlSelect>
          {TRI_STATE_FILTERS.map(({ key, label }) => (
            <SlSelect
              key={key}
              className={`filter filter--${key}`}
              size="small"
              label={label}
              hoist
              value={value[key] === null ? 'any' : value[key] ? 'yes' : 'no'}
              onSlChange={(event) => {
                const choice = valueOf(event);
                set({ [key]: choice === 'yes' ? true : choice === 'no' ? false : null });
              }}
            >
              <SlOption value="any">Any</SlOption>
              <SlOption value="yes">Yes</SlOption>
              <SlOption value="no">No</SlOption>
            </SlSelect>
          ))}
          {text('specificCarCompany', 'Specific car company', 'building')}
          <IdentifierFilter value={value} onChange={set} />
          <div className="filter filter--flags">
            <SlCheckbox size="small" checked={value.rideStatistics} onSlChange={(event) => set({ rideStatistics: (event.target as unknown as { checked: boolean }).checked })}>
              Ride statistics (completed rides)
            </SlCheckbox>
            <SlCheckbox size="small" checked={value.ridesOver300} onSlChange={(event) => set({ ridesOver300: (event.target as unknown as { checked: boolean }).checked })}>
              Rides over 300
            </SlCheckbox>
          </div>
        </div>
        {value.firmInvoiceId !== null ? (
          <SlTag size="small" pill removable onSlRemove={() => set({ firmInvoiceId: null })}>Firm invoice {value.firmInvoiceId}</SlTag>
        ) : null}
      </div>
    </form>
  );
}
