import { InvoiceStatusSchema } from '@curbside/contracts';
import { INVOICE_DATE_RANGES, INVOICE_DATE_RANGE_LABELS, invoiceStatusLabel, type InvoiceDateRange } from '@curbside/domain';
import { DateRangeFields, NumberSearchField, SearchChoice, SearchForm } from '@curbside/ui';
import type { InvoiceSearch, StatusChoice } from './invoice-search.ts';

export interface InvoiceFiltersProps {
  value: InvoiceSearch;
  onChange(next: InvoiceSearch): void;
  onRange(range: InvoiceDateRange): void;
  onReset(): void;
}

const RANGE_CHOICES = INVOICE_DATE_RANGES.map((range) => ({ value: range, label: INVOICE_DATE_RANGE_LABELS[range] }));
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
  return (
    <SearchForm className="invoice-search" label="Search invoices" resetLabel="Clear filters" onReset={onReset}>
      <DateRangeFields rangeLabel="Dates" ranges={RANGE_CHOICES} value={value} onRange={onRange}
        onDates={(dates) => set({ ...dates, range: 'custom' })} />
      <SearchChoice className="search-status" label="Status" value={value.status} options={STATUS_CHOICES} onChoose={(status) => set({ status })} />
      <NumberSearchField label="Invoice number" value={value.invoiceNumber} onChange={(invoiceNumber) => set({ invoiceNumber })} />
    </SearchForm>
  );
}
