import { useRef } from 'react';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { TEXT } from '../messages.ts';
import { AuthForm } from './AuthForm.tsx';
import { AuthInput } from './AuthInput.tsx';

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
  return (
    <AuthForm busy={busy} submitLabel={TEXT.continue} onSubmit={() => onSubmit(input.current?.value ?? address)}>
      <AuthInput label={TEXT.addressLabel} help={TEXT.addressHelp} value={address} error={error} onValue={onAddressChange}
        inputRef={input} focusOnMount={autoFocus}
        name="address" autocomplete="username" autoCapitalize="off" autoCorrect="off" enterkeyhint="go" />
    </AuthForm>
  );
}
