import { useId, useState } from 'react';
import { useStore } from 'zustand';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { endpoints } from '@curbside/contracts';
import { GENERIC_ERROR_TEXT, errorText } from '@curbside/domain';
import { useApi } from '@curbside/ui';
import { useSignedIn } from '../auth-actions.ts';
import { followLoginAnswer } from '../login-flow.ts';
import { validateSignup, type SignupErrors, type SignupValues } from '../login-logic.ts';
import { TEXT } from '../messages.ts';
import { signupDraft } from '../signup-draft.ts';
import { AuthCard, FieldError } from './AuthCard.tsx';
import { CodeStep } from './CodeStep.tsx';
import { AuthForm } from './AuthForm.tsx';
import { AuthInput } from './AuthInput.tsx';

interface SignupViewProps {
  onBackToSignIn(): void;
}

const FIELDS: { key: keyof SignupValues; label: string; autocomplete: string; type: 'text' | 'email' }[] = [
  { key: 'firstName', label: TEXT.firstName, autocomplete: 'given-name', type: 'text' },
  { key: 'lastName', label: TEXT.lastName, autocomplete: 'family-name', type: 'text' },
  { key: 'email', label: TEXT.workEmail, autocomplete: 'email', type: 'email' },
];

/** The /signup view: name and work email (spec 000 §7 POST /auth/register), then the one-time code. */
export function SignupView({ onBackToSignIn }: SignupViewProps) {
  const api = useApi();
  const signedIn = useSignedIn();
  const headingId = useId();
  const values = useStore(signupDraft);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<{ guid: string; email: string } | null>(null);

  const register = async () => {
    const draft = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    const found = validateSignup(draft);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let answer;
    try {
      answer = await api.call(endpoints.auth.register, { body: draft });
    } catch (failure) {
      setBusy(false);
      setFormError(errorText(failure));
      return;
    }
    setBusy(false);
    const next = followLoginAnswer(draft.email, answer);
    if (next === 'no-sso-url') setFormError(GENERIC_ERROR_TEXT);
    else if (next === 'code') setCode({ guid: answer.guid, email: draft.email });
  };

  if (code) {
    return (
      <AuthCard headingId={headingId} heading={TEXT.signupHeading}>
        <CodeStep
          email={code.email}
          guid={code.guid}
          onBack={() => setCode(null)}
          onSignedIn={() => {
            signupDraft.getState().clear();
            signedIn('otp');
          }}
        />
      </AuthCard>
    );
  }

  const field = ({ key, label, type, autocomplete }: (typeof FIELDS)[number]) => (
    <AuthInput
      key={key}
      label={label}
      error={errors[key]}
      name={key}
      type={type}
      value={values[key]}
      autocomplete={autocomplete}
      onValue={(value) => {
        signupDraft.getState().set({ [key]: value });
        if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
      }}
    />
  );

  const footer = (
    <SlButton variant="text" className="link" onClick={onBackToSignIn}>
      {TEXT.backToSignIn}
    </SlButton>
  );

  return (
    <AuthCard headingId={headingId} heading={TEXT.signupHeading} footer={footer}>
      <AuthForm busy={busy} submitLabel={TEXT.createAccountButton} onSubmit={() => void register()}>
        <div className="name-row">{FIELDS.slice(0, 2).map(field)}</div>
        {FIELDS.slice(2).map(field)}
        <FieldError message={formError} />
      </AuthForm>
    </AuthCard>
  );
}
