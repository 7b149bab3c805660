import type { ComponentProps, RefObject } from 'react';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { ShoelaceField } from '@curbside/ui';
import { useFocusOnMount, valueOf } from './focus.ts';

type InputAttributes = Omit<ComponentProps<typeof SlInput>, 'ref' | 'label' | 'className' | 'onSlInput' | 'children'>;

interface AuthInputProps extends InputAttributes {
  label: string;
  help?: string;
  error: string | null | undefined;
  className?: string;
  /** Keeps the control, so a submit right after typing reads its current value. */
  inputRef?: RefObject<SlInputElement | null>;
  /** Focus the box on mount (a step the user moved to). */
  focusOnMount?: boolean;
  onValue(value: string): void;
}

/** A text box of the sign-in and signup forms: the shared Shoelace field, its error, its value as typed. */
export function AuthInput({ label, help, error, className, inputRef, focusOnMount = false, onValue, ...input }: AuthInputProps) {
  useFocusOnMount(inputRef ?? { current: null }, focusOnMount);
  return (
    <ShoelaceField label={label} help={help} error={error} className={className}>
      {(control) => (
        <SlInput
          {...control}
          {...input}
          ref={(element) => {
            control.ref(element);
            if (inputRef) inputRef.current = element;
          }}
          spellCheck={false}
          onSlInput={(event) => onValue(valueOf(event))}
        />
      )}
    </ShoelaceField>
  );
}
