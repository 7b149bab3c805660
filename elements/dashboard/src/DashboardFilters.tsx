import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type { Country, PurposeOfJourney, WeekStart } from '@curbside/contracts';
import {
  DASHBOARD_QUICK_RANGES, REPORT_DATE_RANGE_LABELS, isReportDateRangeKind, reportDateRange, type ReportAllocationType, type ReportUrlFilters,
} from '@curbside/domain';
import {
  CarProviderFilter, CostAllocationsFilter, CountryFilter, EmployeesFilter, PurposeFilter, YesNoFilter, type CostAllocationsFilterProps,
} from '@curbside/ui';
import { otherFilterLabels, withoutOtherFilters } from './dashboard-url.ts';

export interface DashboardFiltersProps {
  value: ReportUrlFilters;
  onChange(next: ReportUrlFilters): void;
  countries: readonly Country[];
  purposes: readonly PurposeOfJourney[];
  carProviders: readonly { code: string; name: string }[];
  /** The firm's cost allocation types a report filters by, and the codes of one the history holds. */
  allocationTypes: readonly ReportAllocationType[];
  loadCodes: CostAllocationsFilterProps['loadCodes'];
  weekStart: WeekStart;
}

const valueOf = (event: Event): string => String((event.target as unknown as { value: string | string[] }).value ?? '');
const checkedOf = (event: Event): boolean => Boolean((event.target as unknown as { checked: boolean }).checked);

const YES_NO = [
  { key: 'billable', label: 'Billable' }, { key: 'premiumService', label: 'Premium service' }, { key: 'bookedByAgency', label: 'Booked by agency' },
] as const;

/**
 * The dashboard's filters (001 §7 Dashboard: time range, country, purpose and extra filters):
 * the 001 §9 quick ranges and custom dates, countries with the US, UK, Canada and Australia
 * first (001 §9), the firm's purposes, the car provider, employees and cost allocations (the
 * reports' own pickers, from shared/ui), the yes / no report filters and rides over 300. Filters a link from /reports brought that have no control here are listed and can be cleared.
 */
export function DashboardFilters({ value, onChange, countries, purposes, carProviders, allocationTypes, loadCodes, weekStart }: DashboardFiltersProps) {
  const set = (patch: Partial<ReportUrlFilters>) => onChange({ ...value, ...patch });
  const range = value.tripDates;
  const kind = value.tripDatesGroup ?? (range ? 'custom' : '');
  const kinds: readonly string[] = DASHBOARD_QUICK_RANGES.includes(kind as never) || !kind ? DASHBOARD_QUICK_RANGES : [kind, ...DASHBOARD_QUICK_RANGES];
  const others = otherFilterLabels(value);

  const setDate = (end: 'from' | 'to', typed: string) => {
    if (!typed) return;
    const next = { from: range?.from ?? typed, to: range?.to ?? typed, [end]: typed };
    if (next.from > next.to) next[end === 'from' ? 'to' : 'from'] = typed;
    set({ tripDates: next, tripDatesGroup: 'custom' });
  };

  return (
    <form className="filters" part="filters" role="search" aria-label="Dashboard filters" onSubmit={(e) => e.preventDefault()}>
      <div className="filters-grid">
        <SlSelect
          className="filter filter--range"
          size="small"
          label="Time range"
          value={kind}
          hoist
          onSlChange={(event) => {
            const chosen = valueOf(event);
            if (isReportDateRangeKind(chosen)) set({ tripDatesGroup: chosen, tripDates: reportDateRange(chosen, Date.now(), weekStart) ?? range });
          }}
        >
          {kinds.map((k) => <SlOption key={k} value={k}>{isReportDateRangeKind(k) ? REPORT_DATE_RANGE_LABELS[k] : k}</SlOption>)}
        </SlSelect>
        <SlInput className="filter filter--from" size="small" type="date" label="From" value={range?.from ?? ''} onSlChange={(e) => setDate('from', valueOf(e))} />
        <SlInput className="filter filter--to" size="small" type="date" label="To" value={range?.to ?? ''} onSlChange={(e) => setDate('to', valueOf(e))} />
        <CountryFilter className="filter filter--country" value={value.country} onChange={(country) => set({ country })} countries={countries} />
        <PurposeFilter className="filter filter--purpose" value={value.purposeOfJourney} onChange={(purposeOfJourney) => set({ purposeOfJourney })} purposes={purposes} />
        <CarProviderFilter className="filter filter--provider" value={value.carProvider} onChange={(carProvider) => set({ carProvider })} carProviders={carProviders} />
        {YES_NO.map(({ key, label }) => (
          <YesNoFilter key={key} className={`filter filter--${key}`} label={label} value={value[key]} onChange={(yes) => set({ [key]: yes })} />
        ))}
        <EmployeesFilter value={value.employees} onChange={(employees) => set({ employees })} />
        <CostAllocationsFilter
          value={value.costAllocations}
          onChange={(costAllocations) => set({ costAllocations })}
          allocationTypes={allocationTypes}
          loadCodes={loadCodes}
        />
        <SlCheckbox className="filter filter--over300" size="small" checked={value.ridesOver300} onSlChange={(e) => set({ ridesOver300: checkedOf(e) })}>
          Rides over 300
        </SlCheckbox>
      </div>
      {others.length > 0 ? (
        <p className="other-filters">
          <span>Also filtered by {others.join(' · ')}</span>
          <SlButton size="small" variant="text" onClick={() => onChange(withoutOtherFilters(value))}>Clear these</SlButton>
        </p>
      ) : null}
    </form>
  );
}
