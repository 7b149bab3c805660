import { TEXT_LIMITS, endpoints, tooLongMessage, type Passenger } from '@curbside/contracts';
import { SEARCH_MIN_CHARS } from '@curbside/domain';
import { Combobox, DateRangeFields, Field, NumberSearchField, SearchChoice, SearchForm, useApi } from '@curbside/ui';
import { RECEIPT_NUMBER_TYPES, RECEIPT_RANGE_CHOICES, type ReceiptRange, type ReceiptSearch } from './receipts-search.ts';

export interface ReceiptSearchFormProps {
  value: ReceiptSearch;
  onChange(next: ReceiptSearch): void;
  onRange(range: ReceiptRange): void;
  onReset(): void;
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
  const loadPassengers = async (text: string, signal: AbortSignal): Promise<readonly Passenger[]> =>
    api.call(endpoints.account.passengers, { query: { q: text.trim() }, signal });

  return (
    <SearchForm className="receipt-search" label="Search receipts" resetLabel="Clear search" onReset={onReset}>
      {/* Typing a date makes the range a custom one. */}
      <DateRangeFields rangeLabel="Date range" ranges={RECEIPT_RANGE_CHOICES} value={value} onRange={onRange}
        onDates={(dates) => set({ ...dates, range: 'custom' })} />
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
      <SearchChoice className="search-number-type" label="Number type" value={value.numberType} options={RECEIPT_NUMBER_TYPES}
        onChoose={(numberType) => set({ numberType })} />
      <NumberSearchField label="Confirmation or receipt number" value={value.number} onChange={(number) => set({ number })} />
    </SearchForm>
  );
}
