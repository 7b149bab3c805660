import type { ReactNode } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';

export interface SettingsFormProps {
  /** The form's accessible name ('Add an embedding origin'). */
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  /** Its fields. */
  children: ReactNode;
}

/** A small settings form of the Integrations section: its fields and one primary submit button; the browser's own validation stays off. */
export function SettingsForm({ label, submitLabel, busy, onSubmit, children }: SettingsFormProps) {
  return (
    <form
      className="curb-form-grid"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="curb-inline form-buttons">
        <SlButton type="submit" variant="primary" loading={busy}>{submitLabel}</SlButton>
      </div>
    </form>
  );
}
