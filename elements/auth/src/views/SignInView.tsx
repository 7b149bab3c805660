import { useEffect, useId, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { endpoints } from '@curbside/contracts';
import { GENERIC_ERROR_TEXT, errorText } from '@curbside/domain';
import { sessionStore } from '@curbside/state';
import { useApi } from '@curbside/ui';
import { useSignedIn } from '../auth-actions.ts';
import { followLoginAnswer } from '../login-flow.ts';
import { classifyAddress, readSsoReturn, withoutSsoParams } from '../login-logic.ts';
import { TEXT } from '../messages.ts';
import { AuthCard } from './AuthCard.tsx';
import { CodeStep } from './CodeStep.tsx';
import { EmailStep } from './EmailStep.tsx';

type Step =
  | { kind: 'address'; focus: boolean }
  | { kind: 'code'; guid: string; email: string | null }
  | { kind: 'sso-return' }
  | { kind: 'redirecting' };

// An SSO return is finished once per page, even if the view mounts again while the call runs.
const ssoReturnsStarted = new Set<string>();

interface SignInViewProps {
  onCreateAccount(): void;
}

/** The /login view: address, then code (OTP) or the identity provider (SSO); also finishes an SSO return. */
export function SignInView({ onCreateAccount }: SignInViewProps) {
  const api = useApi();
  const signedIn = useSignedIn();
  const headingId = useId();
  const [step, setStep] = useState<Step>(() =>
    readSsoReturn(typeof location === 'undefined' ? '' : location.search) ? { kind: 'sso-return' } : { kind: 'address', focus: false },
  );
  const [address, setAddress] = useState(() => sessionStore.getState().email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The identity provider sent the user back: /login?guid=...&sessionId=... (spec 000 §7 POST /auth/login/sso).
  useEffect(() => {
    const sso = readSsoReturn(location.search);
    if (!sso) return;
    const key = `${sso.guid} ${sso.sessionId}`;
    if (ssoReturnsStarted.has(key)) return;
    ssoReturnsStarted.add(key);
    const forgetParams = () => history.replaceState(history.state, '', withoutSsoParams(location));
    api.call(endpoints.auth.loginSso, { body: sso }).then(
      () => {
        forgetParams();
        signedIn('sso');
      },
      (failure: unknown) => {
        forgetParams();
        setError(errorText(failure));
        setStep({ kind: 'address', focus: true });
      },
    );
  }, [api, signedIn]);

  const initiate = async (typed: string) => {
    if (typed !== address) setAddress(typed);
    const input = classifyAddress(typed);
    if (input.kind === 'invalid') {
      setError(input.error);
      return;
    }
    setBusy(true);
    setError(null);
    const email = input.kind === 'email' ? input.email : null;
    let answer;
    try {
      answer = await api.call(endpoints.auth.loginInitiate, {
        body: input.kind === 'email' ? { email: input.email } : { firmCode: input.firmCode },
      });
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure));
      return;
    }
    setBusy(false);
    const next = followLoginAnswer(email, answer);
    if (next === 'no-sso-url') setError(GENERIC_ERROR_TEXT);
    else setStep(next === 'sso' ? { kind: 'redirecting' } : { kind: 'code', guid: answer.guid, email });
  };

  const footer =
    step.kind === 'address' ? (
      <>
        <span>{TEXT.noAccount}</span>
        <SlButton variant="text" className="link" onClick={onCreateAccount}>
          {TEXT.createAccount}
        </SlButton>
      </>
    ) : null;

  return (
    <AuthCard headingId={headingId} heading={TEXT.signInHeading} footer={footer}>
      {step.kind === 'address' ? (
        <EmailStep
          address={address}
          error={error}
          busy={busy}
          autoFocus={step.focus}
          onAddressChange={(value) => {
            setAddress(value);
            if (error) setError(null);
          }}
          onSubmit={(typed) => void initiate(typed)}
        />
      ) : step.kind === 'code' ? (
        <CodeStep
          email={step.email}
          guid={step.guid}
          onBack={() => setStep({ kind: 'address', focus: true })}
          onSignedIn={() => signedIn('otp')}
        />
      ) : (
        <p className="status" role="status">
          <SlSpinner className="status-spinner" aria-hidden="true" />
          {step.kind === 'sso-return' ? TEXT.ssoSigningIn : TEXT.redirectingToSso}
        </p>
      )}
    </AuthCard>
  );
}
