import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { InvoiceStatusSchema, TEXT_LIMITS } from '@curbside/contracts';
import { INVOICE_DATE_RANGES, INVOICE_DATE_RANGE_LABELS, invoiceStatusLabel, isInvoiceDateRange, type InvoiceDateRange } from '@curbside/domain';
import { ShoelaceField } from '@curbside/ui';
import { invoiceDatesError, type InvoiceSearch, type StatusChoice } from './invoice-search.ts';

export interface InvoiceFiltersProps {
  value: InvoiceSearch;
  onChange(next: InvoiceSearch): void;
  onRange(range: InvoiceDateRange): void;
  onReset(): void;
}

const valueOf = (event: Event): string => String((event.target as HTMLInputElement).value ?? '');
const STATUS_CHOICES: ReadonlyArray<{ value: StatusChoice; label: string }> = [
  { value: 'any', label: 'Any status' },
  ...InvoiceStatusSchema.options.map((status) => ({ value: status, label: invoiceStatusLabel(status) })),
];

/**
 * The invoices' filters (001 §7 GET /reports/firm-invoices with filters): dates, as a quick
 * range (001 §9) or typed (typing makes the range Custom), the status in words, and the
 * invoice number (any part of it). The list follows as the user types (debounced by the caller).
 */
export function InvoiceFilters({ value, onChange, onRange, onReset }: InvoiceFiltersProps) {
  const set = (patch: Partial<InvoiceSearch>) => onChange({ ...value, ...patch });
  const setDate = (patch: Partial<InvoiceSearch>) => set({ ...patch, range: 'custom' });
  return (
    <form className="invoice-search curb-form-grid" part="filters" role="search" aria-label="Search invoices" onSubmit={(event) => event.preventDefault()}>
      <SlSelect className="search-range" size="small" label="Dates" hoist value={value.range}
        onSlChange={(event) => {
          const chosen = valueOf(event);
          if (isInvoiceDateRange(chosen)) onRange(chosen);
        }}>
        {INVOICE_DATE_RANGES.map((range) => <SlOption key={range} value={range}>{INVOICE_DATE_RANGE_LABELS[range]}</SlOption>)}
      </SlSelect>
      <ShoelaceField label="From" error={null}>
        {(control) => (
          <SlInput {...control} className={['search-from', control.className].filter(Boolean).join(' ')} size="small" type="date"
            value={value.dateFrom} onSlChange={(event) => setDate({ dateFrom: valueOf(event) })} />
        )}
      </ShoelaceField>
      <ShoelaceField label="To" error={invoiceDatesError(value)}>
        {(control) => (
          <SlInput {...control} className={['search-to', control.className].filter(Boolean).join(' ')} size="small" type="date"
            value={value.dateTo} onSlChange={(event) => setDate({ dateTo: valueOf(event) })} />
        )}
      </ShoelaceField>
      <SlSelect className="search-status" size="small" label="Status" hoist value={value.status}
        onSlChange={(event) => {
          const chosen = STATUS_CHOICES.find((c) => c.value === valueOf(event));
          if (chosen) set({ status: chosen.value });
        }}>
        {STATUS_CHOICES.map((choice) => <SlOption key={choice.value} value={choice.value}>{choice.label}</SlOption>)}
      </SlSelect>
      <ShoelaceField label="Invoice number" count={{ text: value.invoiceNumber, max: TEXT_LIMITS.code }}>
        {(control) => (
          <SlInput {...control} className={['search-number', control.className].filter(Boolean).join(' ')} size="small" clearable
            value={value.invoiceNumber} onSlInput={(event) => set({ invoiceNumber: valueOf(event) })} onSlClear={() => set({ invoiceNumber: '' })}>
            <SlIcon slot="prefix" name="hash" />
          </SlInput>
        )}
      </ShoelaceField>
      <div className="search-actions">
        <SlButton size="small" variant="text" onClick={onReset}>
          <SlIcon slot="prefix" name="arrow-counterclockwise" />
          Clear filters
        </SlButton>
      </div>
    </form>
  );
}
