import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';

export interface FiltersToggleProps {
  open: boolean;
  /** How many filters narrow the list: 'Filters (2)'. */
  count: number;
  onToggle(): void;
}

/** The button that shows and hides a filter form, saying how many filters apply ('Filters (2)'). */
export function FiltersToggle({ open, count, onToggle }: FiltersToggleProps) {
  return (
    <SlButton size="small" variant="text" aria-expanded={open} onClick={onToggle}>
      <SlIcon slot="prefix" name="funnel" />
      {count > 0 ? `Filters (${count})` : 'Filters'}
      <SlIcon slot="suffix" name={open ? 'chevron-up' : 'chevron-down'} />
    </SlButton>
  );
}
