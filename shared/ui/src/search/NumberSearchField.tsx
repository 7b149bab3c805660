import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { TEXT_LIMITS } from '@curbside/contracts';
import { ShoelaceField } from '../field/Field.tsx';

export interface NumberSearchFieldProps {
  /** 'Confirmation or receipt number', 'Invoice number'. */
  label: string;
  value: string;
  onChange(text: string): void;
}

/**
 * A number to search by (any part of a confirmation, receipt or invoice number): searched as
 * the user types, cleared with its x, with its count against the code limit (bounded input).
 */
export function NumberSearchField({ label, value, onChange }: NumberSearchFieldProps) {
  return (
    <ShoelaceField label={label} count={{ text: value, max: TEXT_LIMITS.code }}>
      {(control) => (
        <SlInput {...control} className={['search-number', control.className].filter(Boolean).join(' ')} size="small" clearable
          value={value} onSlInput={(event) => onChange(String((event.target as HTMLInputElement).value ?? ''))} onSlClear={() => onChange('')}>
          <SlIcon slot="prefix" name="hash" />
        </SlInput>
      )}
    </ShoelaceField>
  );
}
