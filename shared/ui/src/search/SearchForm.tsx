import type { ReactNode } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';

export interface SearchFormProps {
  /** What the search landmark is read out as ('Search receipts'). */
  label: string;
  /** The form's own class (`receipt-search`), beside the shared grid. */
  className: string;
  /** The reset button's words ('Clear search', 'Clear filters'). */
  resetLabel: string;
  onReset(): void;
  children: ReactNode;
}

/**
 * A list's search form (receipts, invoices): a search landmark laid out on the form grid, that
 * never submits (the list follows as the user types), ending with a button that clears it.
 */
export function SearchForm({ label, className, resetLabel, onReset, children }: SearchFormProps) {
  return (
    <form className={`${className} curb-form-grid curb-search-form`} part="filters" role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
      <div className="search-actions curb-search-actions">
        <SlButton size="small" variant="text" onClick={onReset}>
          <SlIcon slot="prefix" name="arrow-counterclockwise" />
          {resetLabel}
        </SlButton>
      </div>
    </form>
  );
}
