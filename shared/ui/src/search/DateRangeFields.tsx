import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { searchDatesError, type SearchDates } from '@curbside/domain';
import { ShoelaceField } from '../field/Field.tsx';
import { SearchChoice } from './SearchChoice.tsx';

export interface DateRangeFieldsProps<R extends string> {
  /** The range select's label ('Date range', 'Dates'). */
  rangeLabel: string;
  /** The quick ranges offered, in order, with their words (001 §9). */
  ranges: ReadonlyArray<{ value: R; label: string }>;
  value: SearchDates & { range: R };
  onRange(range: R): void;
  /** Dates typed in (the caller makes the range a custom one). */
  onDates(dates: SearchDates): void;
}

const typed = (event: Event): string => String((event.target as HTMLInputElement).value ?? '');

/**
 * A search's dates: a quick range (001 §9) and the From and To dates it fills, which the user may
 * type instead; an end before the start is said under To (and the caller leaves the dates out).
 */
export function DateRangeFields<R extends string>({ rangeLabel, ranges, value, onRange, onDates }: DateRangeFieldsProps<R>) {
  return (
    <>
      <SearchChoice className="search-range" label={rangeLabel} value={value.range} options={ranges} onChoose={onRange} />
      <ShoelaceField label="From" error={null}>
        {(control) => (
          <SlInput {...control} className={['search-from', control.className].filter(Boolean).join(' ')} size="small" type="date"
            value={value.dateFrom} onSlChange={(event) => onDates({ dateFrom: typed(event), dateTo: value.dateTo })} />
        )}
      </ShoelaceField>
      <ShoelaceField label="To" error={searchDatesError(value)}>
        {(control) => (
          <SlInput {...control} className={['search-to', control.className].filter(Boolean).join(' ')} size="small" type="date"
            value={value.dateTo} onSlChange={(event) => onDates({ dateFrom: value.dateFrom, dateTo: typed(event) })} />
        )}
      </ShoelaceField>
    </>
  );
}
