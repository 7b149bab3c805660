import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { TEXT_LIMITS } from '@curbside/contracts';
import { ShoelaceField } from '@curbside/ui';
import { PAYMENT_STATUSES, datesError, isPaymentStatus, type OutstandingFilters } from './outstanding-view.ts';

export interface ChargeFiltersProps {
  value: OutstandingFilters;
  onChange(next: OutstandingFilters): void;
  onReset(): void;
}

const valueOf = (event: Event): string => String((event.target as HTMLInputElement).value ?? '');
/** A Shoelace option's value holds no space ('No card' is 'No_card'). */
const optionValue = (status: string): string => status.replace(' ', '_');
const withClass = (control: { className?: string }, name: string) => [name, control.className].filter(Boolean).join(' ');

/** The filters of GET /rides/outstanding: payment status, passenger and the ride's dates; the list follows as the user types. */
export function ChargeFilters({ value, onChange, onReset }: ChargeFiltersProps) {
  const set = (patch: Partial<OutstandingFilters>) => onChange({ ...value, ...patch });
  return (
    <form className="outstanding-filters curb-form-grid" part="filters" role="search" aria-label="Filter outstanding charges"
      onSubmit={(event) => event.preventDefault()}>
      <SlSelect className="filter-status" size="small" label="Payment status" hoist value={value.status ? optionValue(value.status) : 'all'}
        onSlChange={(event) => {
          const chosen = valueOf(event).replace('_', ' ');
          set({ status: isPaymentStatus(chosen) ? chosen : '' });
        }}>
        <SlOption value="all">All statuses</SlOption>
        {PAYMENT_STATUSES.map((status) => <SlOption key={status} value={optionValue(status)}>{status}</SlOption>)}
      </SlSelect>
      <ShoelaceField label="Passenger" count={{ text: value.passenger, max: TEXT_LIMITS.name }}>
        {(control) => (
          <SlInput {...control} className={withClass(control, 'filter-passenger')} size="small" clearable value={value.passenger}
            onSlInput={(event) => set({ passenger: valueOf(event) })} />
        )}
      </ShoelaceField>
      <ShoelaceField label="From" error={null}>
        {(control) => (
          <SlInput {...control} className={withClass(control, 'filter-from')} size="small" type="date" value={value.dateFrom}
            onSlChange={(event) => set({ dateFrom: valueOf(event) })} />
        )}
      </ShoelaceField>
      <ShoelaceField label="To" error={datesError(value)}>
        {(control) => (
          <SlInput {...control} className={withClass(control, 'filter-to')} size="small" type="date" value={value.dateTo}
            onSlChange={(event) => set({ dateTo: valueOf(event) })} />
        )}
      </ShoelaceField>
      <div className="filter-actions">
        <SlButton size="small" onClick={onReset}>Reset filters</SlButton>
      </div>
    </form>
  );
}
