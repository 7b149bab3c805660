import type { ComponentProps } from 'react';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import { ShoelaceField } from '@curbside/ui';

interface FieldProps {
  label: string;
  required?: boolean;
  /** The message to show now (after an attempt or a change), else nothing. */
  error?: string | null;
  value: string;
  onChange(value: string): void;
}

type InputAttributes = Omit<ComponentProps<typeof SlInput>, 'ref' | 'label' | 'required' | 'value' | 'onChange' | 'onSlInput' | 'children'>;

/** A text box of the account forms: the shared Shoelace field (label, required sign, error read out). */
export function TextField({ label, required = false, error, value, onChange, ...input }: FieldProps & InputAttributes) {
  return (
    <ShoelaceField label={label} required={required} error={error}>
      {(control) => (
        <SlInput {...control} {...input} value={value} onSlInput={(event) => onChange((event.target as SlInputElement).value)} />
      )}
    </ShoelaceField>
  );
}

/** A drop-down of the account forms over a list of options, in the shared Shoelace field. */
export function SelectField({ label, required = false, error, value, onChange, options, placeholder }: FieldProps & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <ShoelaceField label={label} required={required} error={error}>
      {(control) => (
        <SlSelect {...control} hoist placeholder={placeholder} value={value} onSlChange={(event) => onChange(String((event.target as SlSelectElement).value))}>
          {options.map((option) => (
            <SlOption key={option.value} value={option.value}>
              {option.label}
            </SlOption>
          ))}
          {control.children}
        </SlSelect>
      )}
    </ShoelaceField>
  );
}
