import { useId, useMemo, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { endpoints } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { useApi } from '@curbside/ui';
import { readConcurSignup } from '../login-logic.ts';
import { TEXT } from '../messages.ts';
import { AuthCard, FieldError } from './AuthCard.tsx';

interface ConcurSignupViewProps {
  onBackToSignIn(): void;
}

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; text: string };

/** The /concur-signup view: links the expense account from the link's query (spec 000 §7 POST /concur/signup). */
export function ConcurSignupView({ onBackToSignIn }: ConcurSignupViewProps) {
  const api = useApi();
  const headingId = useId();
  const signup = useMemo(() => readConcurSignup(typeof location === 'undefined' ? '' : location.search), []);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const complete = async () => {
    if (!signup || outcome.kind === 'busy') return;
    setOutcome({ kind: 'busy' });
    try {
      await api.call(endpoints.auth.concurSignup, { body: signup });
      setOutcome({ kind: 'done' });
    } catch (failure) {
      setOutcome({ kind: 'failed', text: errorText(failure) });
    }
  };

  const footer = (
    <SlButton variant="text" className="link" onClick={onBackToSignIn}>
      {TEXT.backToSignIn}
    </SlButton>
  );

  let body;
  if (!signup) {
    body = <p className="notice notice-warning" part="error" role="alert">{TEXT.concurIncomplete}</p>;
  } else if (outcome.kind === 'done') {
    body = <p className="notice notice-success" role="status">{TEXT.concurConnected}</p>;
  } else {
    const busy = outcome.kind === 'busy';
    body = (
      <div className="form" part="form" aria-busy={busy}>
        <p className="lead">{TEXT.concurIntro}</p>
        <dl className="curb-facts">
          <dt>Expense account</dt>
          <dd>{signup.username}</dd>
        </dl>
        <FieldError message={outcome.kind === 'failed' ? outcome.text : null} />
        <SlButton variant="primary" className="submit" loading={busy} disabled={busy} onClick={() => void complete()}>
          {TEXT.completeSignup}
        </SlButton>
      </div>
    );
  }

  return (
    <AuthCard headingId={headingId} heading={TEXT.concurHeading} footer={footer}>
      {body}
    </AuthCard>
  );
}
