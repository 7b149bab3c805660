import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { TEXT_LIMITS, endpoints, tooLongMessage, type Passenger } from '@curbside/contracts';
import { SEARCH_MIN_CHARS } from '@curbside/domain';
import { Combobox, Field, ShoelaceField, useApi } from '@curbside/ui';
import {
  RECEIPT_NUMBER_TYPES, RECEIPT_RANGES, RECEIPT_RANGE_LABELS, dateRangeError, isReceiptRange, type ReceiptRange, type ReceiptSearch,
} from './receipts-search.ts';

export interface ReceiptSearchFormProps {
  value: ReceiptSearch;
  onChange(next: ReceiptSearch): void;
  onRange(range: ReceiptRange): void;
  onReset(): void;
}

const valueOf = (event: Event): string => String((event.target as HTMLInputElement).value ?? '');

/** A single choice of a few options (a Shoelace select). */
function Choice({ className, label, value, options, onChoose }: {
  className: string; label: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; onChoose(value: string): void;
}) {
  return (
    <SlSelect className={className} size="small" label={label} hoist value={value} onSlChange={(event) => onChoose(valueOf(event))}>
      {options.map((o) => <SlOption key={o.value} value={o.value}>{o.label}</SlOption>)}
    </SlSelect>
  );
}

/**
 * The receipts search (001 §7 GET /receipts filters): a quick range or dates (001 §9), the
 * passenger (names suggested from 3 characters, 001 §9 search minimum; any typed text searches
 * too) and a number of any kind or of one kind. Changes search as the user types (debounced by
 * the caller).
 */
export function ReceiptSearchForm({ value, onChange, onRange, onReset }: ReceiptSearchFormProps) {
  const api = useApi();
  const set = (patch: Partial<ReceiptSearch>) => onChange({ ...value, ...patch });
  // Typing a date makes the range a custom one.
  const setDate = (patch: Partial<ReceiptSearch>) => set({ ...patch, range: 'custom' });
  const datesError = dateRangeError(value);
  const loadPassengers = async (text: string, signal: AbortSignal): Promise<readonly Passenger[]> =>
    api.call(endpoints.account.passengers, { query: { q: text.trim() }, signal });

  return (
    <form className="receipt-search curb-form-grid" part="filters" role="search" aria-label="Search receipts" onSubmit={(event) => event.preventDefault()}>
      <Choice className="search-range" label="Date range" value={value.range}
        options={RECEIPT_RANGES.map((range) => ({ value: range, label: RECEIPT_RANGE_LABELS[range] }))}
        onChoose={(chosen) => isReceiptRange(chosen) && onRange(chosen)} />
      <ShoelaceField label="From" error={null}>
        {(control) => (
          <SlInput {...control} className={['search-from', control.className].filter(Boolean).join(' ')} size="small" type="date"
            value={value.dateFrom} onSlChange={(event) => setDate({ dateFrom: valueOf(event) })} />
        )}
      </ShoelaceField>
      <ShoelaceField label="To" error={datesError}>
        {(control) => (
          <SlInput {...control} className={['search-to', control.className].filter(Boolean).join(' ')} size="small" type="date"
            value={value.dateTo} onSlChange={(event) => setDate({ dateTo: valueOf(event) })} />
        )}
      </ShoelaceField>
      <Field label="Passenger" className="search-passenger" error={value.passenger.length > TEXT_LIMITS.name ? tooLongMessage(TEXT_LIMITS.name) : null}>
        {(control) => (
          <Combobox<Passenger>
            {...control}
            label="Passenger"
            hideLabel
            size="small"
            icon="person"
            clearable
            text={value.passenger}
            onTextChange={(text) => set({ passenger: text })}
            loadOptions={loadPassengers}
            canLoad={(text) => text.trim().length >= SEARCH_MIN_CHARS}
            optionKey={(p) => String(p.userId ?? p.fullName)}
            optionLabel={(p) => p.fullName}
            onSelect={(p) => set({ passenger: p.fullName })}
            onCommitText={(text) => set({ passenger: text })}
            emptyText={null}
          />
        )}
      </Field>
      <Choice className="search-number-type" label="Number type" value={value.numberType} options={RECEIPT_NUMBER_TYPES}
        onChoose={(chosen) => {
          const type = RECEIPT_NUMBER_TYPES.find((t) => t.value === chosen);
          if (type) set({ numberType: type.value });
        }} />
      <ShoelaceField label="Confirmation or receipt number" count={{ text: value.number, max: TEXT_LIMITS.code }}>
        {(control) => (
          <SlInput {...control} className={['search-number', control.className].filter(Boolean).join(' ')} size="small" clearable
            value={value.number} onSlInput={(event) => set({ number: valueOf(event) })} onSlClear={() => set({ number: '' })}>
            <SlIcon slot="prefix" name="hash" />
          </SlInput>
        )}
      </ShoelaceField>
      <div className="search-actions">
        <SlButton size="small" variant="text" onClick={onReset}>
          <SlIcon slot="prefix" name="arrow-counterclockwise" />
          Clear search
        </SlButton>
      </div>
    </form>
  );
}
