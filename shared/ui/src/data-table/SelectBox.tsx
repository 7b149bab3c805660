import { useLayoutEffect, useRef } from 'react';

export interface SelectBoxProps {
  /** Its accessible name ('Select all rows', 'Select booking CB-1'), read and not shown. */
  label: string;
  checked: boolean;
  /** Some of the rows are selected: the box shows and reads as mixed. */
  mixed?: boolean;
  disabled?: boolean;
  onToggle(): void;
}

/**
 * A row or select-all checkbox of a DataTable. A native checkbox: its mixed state is the
 * browser's own (sl-checkbox's indeterminate keeps aria-checked="false" on a mixed box, which
 * screen readers then read as unchecked).
 */
export function SelectBox({ label, checked, mixed = false, disabled = false, onToggle }: SelectBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className="dt-check">
      <input ref={input} type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
      <span className="visually-hidden">{label}</span>
    </label>
  );
}
