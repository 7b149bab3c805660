import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { endpoints } from '@curbside/contracts';
import { GENERIC_ERROR_TEXT, errorText } from '@curbside/domain';
import { sessionStore } from '@curbside/state';
import { ShoelaceField, useApi } from '@curbside/ui';
import { useSignedIn } from '../auth-actions.ts';
import { validateSignup, type SignupErrors, type SignupValues } from '../login-logic.ts';
import { TEXT } from '../messages.ts';
import { signupDraft } from '../signup-draft.ts';
import { AuthCard, FieldError } from './AuthCard.tsx';
import { CodeStep } from './CodeStep.tsx';
import { valueOf } from './focus.ts';

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

  const register = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
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
    sessionStore.getState().setLoginFlow({
      email: draft.email, guid: answer.guid, authType: answer.type, ssoUrl: answer.ssoUrl, selfOnboarding: answer.selfOnboarding,
    });
    if (answer.type === 'sso') {
      if (answer.ssoUrl) window.location.assign(answer.ssoUrl);
      else setFormError(GENERIC_ERROR_TEXT);
      return;
    }
    setCode({ guid: answer.guid, email: draft.email });
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

  const footer = (
    <SlButton variant="text" className="link" onClick={onBackToSignIn}>
      {TEXT.backToSignIn}
    </SlButton>
  );

  return (
    <AuthCard headingId={headingId} heading={TEXT.signupHeading} footer={footer}>
      <form className="form" part="form" noValidate onSubmit={(event) => void register(event)} aria-busy={busy}>
        <div className="name-row">
          {FIELDS.slice(0, 2).map((field) => (
            <Field key={field.key} field={field} value={values[field.key]} error={errors[field.key]} onChange={(value) => {
              signupDraft.getState().set({ [field.key]: value });
              if (errors[field.key]) setErrors((current) => ({ ...current, [field.key]: undefined }));
            }} />
          ))}
        </div>
        {FIELDS.slice(2).map((field) => (
          <Field key={field.key} field={field} value={values[field.key]} error={errors[field.key]} onChange={(value) => {
            signupDraft.getState().set({ [field.key]: value });
            if (errors[field.key]) setErrors((current) => ({ ...current, [field.key]: undefined }));
          }} />
        ))}
        <FieldError message={formError} />
        <SlButton type="submit" variant="primary" className="submit" loading={busy} disabled={busy}>
          {TEXT.createAccountButton}
        </SlButton>
      </form>
    </AuthCard>
  );
}

function Field({ field, value, error, onChange }: {
  field: (typeof FIELDS)[number];
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <ShoelaceField label={field.label} error={error}>
      {(control) => (
        <SlInput
          {...control}
          name={field.key}
          type={field.type}
          value={value}
          autocomplete={field.autocomplete}
          spellCheck={false}
          onSlInput={(event) => onChange(valueOf(event))}
        />
      )}
    </ShoelaceField>
  );
}
