import type { ReactNode } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';

interface AuthFormProps {
  /** A call runs: the button spins and a second submit is ignored. */
  busy: boolean;
  submitLabel: string;
  onSubmit(): void;
  /** The fields, above the button. */
  children: ReactNode;
  /** Below the button (the code step's 'Use a different address'). */
  after?: ReactNode;
}

/** A form of the sign-in and signup views: its fields, then the primary submit button (Enter submits too). */
export function AuthForm({ busy, submitLabel, onSubmit, children, after }: AuthFormProps) {
  return (
    <form
      className="form"
      part="form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
      <SlButton type="submit" variant="primary" className="submit" loading={busy} disabled={busy}>
        {submitLabel}
      </SlButton>
      {after}
    </form>
  );
}
