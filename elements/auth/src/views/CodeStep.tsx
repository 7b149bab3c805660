import { useRef, useState, type FormEvent } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { endpoints } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { ShoelaceField, useApi } from '@curbside/ui';
import { normalizeCode } from '../login-logic.ts';
import { codeSentTo, TEXT } from '../messages.ts';
import { useFocusOnMount, valueOf } from './focus.ts';

interface CodeStepProps {
  /** Where the code went; null when the server did not say (a firm code answered with otp). */
  email: string | null;
  /** The login flow id from the initiate (or register) answer. */
  guid: string;
  onBack(): void;
  onSignedIn(): void;
}

/** Step 2: the emailed one-time code (spec 000 §7 POST /auth/login/complete {guid, password}). */
export function CodeStep({ email, guid, onBack, onSignedIn }: CodeStepProps) {
  const api = useApi();
  const input = useRef<SlInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusOnMount(input, true);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = input.current?.value ?? code;
    if (typed !== code) setCode(typed);
    const password = normalizeCode(typed);
    if (!password) {
      setError(TEXT.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.call(endpoints.auth.loginComplete, { body: { guid, password } });
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure));
      return;
    }
    setBusy(false);
    onSignedIn();
  };

  return (
    <form className="form" part="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <p className="lead">
        {email ? codeSentTo(email) : codeSentTo('your email address')}
      </p>
      <ShoelaceField label={TEXT.codeLabel} className="code" error={error}>
        {(control) => (
          <SlInput
            {...control}
            ref={(element) => {
              control.ref(element);
              input.current = element;
            }}
            name="code"
            value={code}
            inputmode="numeric"
            autocomplete="one-time-code"
            enterkeyhint="done"
            spellCheck={false}
            onSlInput={(event) => setCode(valueOf(event))}
          />
        )}
      </ShoelaceField>
      <SlButton type="submit" variant="primary" className="submit" loading={busy} disabled={busy}>
        {TEXT.signIn}
      </SlButton>
      <SlButton variant="text" className="link back" disabled={busy} onClick={onBack}>
        {TEXT.differentAddress}
      </SlButton>
    </form>
  );
}
