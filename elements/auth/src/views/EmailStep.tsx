import { useRef, type FormEvent } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { ShoelaceField } from '@curbside/ui';
import { TEXT } from '../messages.ts';
import { useFocusOnMount, valueOf } from './focus.ts';

interface EmailStepProps {
  address: string;
  error: string | null;
  busy: boolean;
  /** Focus the box on mount (the user came back from the code step). */
  autoFocus: boolean;
  onAddressChange(address: string): void;
  /** With the box's current text (read from the control, so a submit right after typing sees it). */
  onSubmit(address: string): void;
}

/** Step 1 of sign-in: 'Email or firm code', then Continue (spec 000 §7 POST /auth/login/initiate). */
export function EmailStep({ address, error, busy, autoFocus, onAddressChange, onSubmit }: EmailStepProps) {
  const input = useRef<SlInputElement>(null);
  useFocusOnMount(input, autoFocus);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(input.current?.value ?? address);
  };
  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <ShoelaceField label={TEXT.addressLabel} help={TEXT.addressHelp} error={error}>
        {(control) => (
          <SlInput
            {...control}
            ref={(element) => {
              control.ref(element);
              input.current = element;
            }}
            name="address"
            value={address}
            autocomplete="username"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterkeyhint="go"
            onSlInput={(event) => onAddressChange(valueOf(event))}
          />
        )}
      </ShoelaceField>
      <SlButton type="submit" variant="primary" className="submit" loading={busy} disabled={busy}>
        {TEXT.continue}
      </SlButton>
    </form>
  );
}
