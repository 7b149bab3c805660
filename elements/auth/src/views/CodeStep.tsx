import { useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { endpoints } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { useApi } from '@curbside/ui';
import { normalizeCode } from '../login-logic.ts';
import { codeSentTo, TEXT } from '../messages.ts';
import { AuthForm } from './AuthForm.tsx';
import { AuthInput } from './AuthInput.tsx';

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

  const submit = async () => {
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

  const back = (
    <SlButton variant="text" className="link back" disabled={busy} onClick={onBack}>
      {TEXT.differentAddress}
    </SlButton>
  );

  return (
    <AuthForm busy={busy} submitLabel={TEXT.signIn} onSubmit={() => void submit()} after={back}>
      <p className="lead">{codeSentTo(email || 'your email address')}</p>
      <AuthInput label={TEXT.codeLabel} className="code" value={code} error={error} onValue={setCode}
        inputRef={input} focusOnMount
        name="code" inputmode="numeric" autocomplete="one-time-code" enterkeyhint="done" />
    </AuthForm>
  );
}
