import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import { intentionKey } from '@curbside/api';
import { TEXT_LIMITS, endpoints, type OutstandingCharge } from '@curbside/contracts';
import { FormActions, ShoelaceField, showToast, useApi, useCall, useFailureToast, useFocusReturn, useToastedTask, type FormError } from '@curbside/ui';
import {
  OUTSTANDING_TEXT, emailFormOf, emailRequest, sentLine, type ChargeRowView, type DisplaySettings, type EmailField, type EmailForm,
} from './outstanding-view.ts';

export interface EmailDialogProps {
  /** The charge emailed about; null: closed. */
  row: ChargeRowView | null;
  settings: DisplaySettings;
  firmName: string;
  onClose(): void;
  onSent(charge: OutstandingCharge, recipients: string[]): void;
}

const LABELS: Readonly<Record<EmailField, string>> = { recipients: 'Recipients', ccs: 'Cc', subject: 'Subject', emailContent: 'Content' };
const EMPTY: EmailForm = { recipients: '', ccs: '', subject: '', emailContent: '' };

/**
 * 'Email the passenger' (001 §7 POST /rides/outstanding/emails): recipients, ccs, subject and
 * content, opened prefilled from the template; below it the ride's email history (GET /rides/{id}/emails).
 */
export function EmailDialog({ row, settings, firmName, onClose, onSent }: EmailDialogProps) {
  const api = useApi();
  const open = row !== null;
  const returnFocus = useFocusReturn(open);
  const charge = row?.charge ?? null;
  const [form, setForm] = useState<EmailForm>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [intention] = useState(() => intentionKey());
  const task = useToastedTask();
  const formRef = useRef<HTMLFormElement>(null);
  const history = useCall(endpoints.reports.rideEmails, { params: { id: charge?.rideId ?? 0 } }, { enabled: charge !== null, retry: false });
  useFailureToast(history);

  const rideId = charge?.rideId ?? null;
  useEffect(() => {
    setAttempted(false);
    if (charge) setForm(emailFormOf(charge, settings, firmName));
    // A new charge opens a new draft; the charge's other fields changing (its email count) keeps what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the ride
  }, [rideId]);

  const request = charge ? emailRequest(charge.rideId, form) : null;
  const errors = request && !request.ok ? request.errors : {};
  const shown = (field: EmailField) => (attempted ? errors[field] ?? null : null);
  const focus = (field: EmailField) => () => formRef.current?.querySelector<HTMLElement>(`.email-${field}`)?.focus();
  const summary: FormError[] = (Object.keys(LABELS) as EmailField[])
    .flatMap((field) => (errors[field] ? [{ label: LABELS[field], message: errors[field] ?? '', focus: focus(field) }] : []));
  const set = (field: EmailField) => (event: Event) => {
    // Read now: the event's target is gone by the time React runs the update.
    const typed = String((event.target as HTMLInputElement).value ?? '');
    setForm((f) => ({ ...f, [field]: typed }));
  };

  const send = () => {
    setAttempted(true);
    if (!charge || !request?.ok) return;
    void task.run(async () => {
      await api.call(endpoints.reports.outstandingEmail, { body: request.email, idempotencyKey: intention.for(request.email) });
      intention.done();
      showToast(OUTSTANDING_TEXT.emailSent, 'success');
      setAttempted(false);
      onSent(charge, request.email.recipients);
    });
  };

  const field = (name: 'recipients' | 'ccs' | 'subject', help?: string) => (
    <ShoelaceField label={LABELS[name]} required={name !== 'ccs'} error={shown(name)} help={help}
      count={name === 'subject' ? { text: form.subject, max: TEXT_LIMITS.name } : undefined}>
      {(control) => (
        <SlInput {...control} className={[`email-${name}`, control.className].filter(Boolean).join(' ')} value={form[name]} onSlInput={set(name)} />
      )}
    </ShoelaceField>
  );

  return (
    <SlDialog className="charge-dialog email-dialog" part="dialog" label="Email the passenger" open={open}
      onSlRequestClose={(event) => { if (event.target === event.currentTarget) onClose(); }}
      onSlAfterHide={(event) => { if (event.target === event.currentTarget) returnFocus(event); }}>
      {row ? <p className="charge-facts">{row.charge.passengerName} · {row.charge.reservationNumber} · {row.amount} · {row.charge.paymentStatus}</p> : null}
      <form ref={formRef} className="curb-stack email-form" onSubmit={(event) => { event.preventDefault(); send(); }}>
        {field('recipients', 'Separate addresses with commas')}
        {field('ccs', 'Separate addresses with commas')}
        {field('subject')}
        <ShoelaceField label={LABELS.emailContent} required error={shown('emailContent')} count={{ text: form.emailContent, max: TEXT_LIMITS.message }}>
          {(control) => (
            <SlTextarea {...control} className={['email-emailContent', control.className].filter(Boolean).join(' ')} rows={8}
              value={form.emailContent} onSlInput={set('emailContent')} />
          )}
        </ShoelaceField>
      </form>
      <FormActions errors={summary} attempted={attempted}>
        <SlButton onClick={onClose}>Close</SlButton>
        <SlButton variant="primary" className="send-email" loading={task.busy} onClick={send}>Send email</SlButton>
      </FormActions>
      <section className="email-history" aria-label="Email history">
        <h3>Email history</h3>
        {history.data?.length === 0 ? <p className="dt-cell-sub">{OUTSTANDING_TEXT.noEmails}</p> : null}
        {history.data?.length ? (
          <ul className="email-history">
            {history.data.map((email) => (
              <li key={email.rideEmailId} className="sent-email">
                <strong>{email.subject}</strong>
                <div className="dt-cell-sub">{sentLine(email.sentAt, email.sentBy, settings)}</div>
                <div className="dt-cell-sub">To {[...email.recipients, ...email.ccs.map((cc) => `${cc} (cc)`)].join(', ')}</div>
                <p>{email.emailContent}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </SlDialog>
  );
}
