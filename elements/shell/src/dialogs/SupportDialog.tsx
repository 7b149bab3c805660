import { useEffect, useMemo, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import type SlTextareaElement from '@shoelace-style/shoelace/dist/components/textarea/textarea.component.js';
import { endpoints, SUPPORT_SUBJECTS, TEXT_LIMITS, type SupportSubject } from '@curbside/contracts';
import { SUPPORT_TOASTS, validateSupportTicket, type SupportTicketErrors } from '@curbside/domain';
import { ShoelaceField, sanitizeSupportHtml, showToast, useApi, useMutation, useSession } from '@curbside/ui';
import { supportSubjectFromValue, supportSubjectValue } from './support-subject.ts';
import { ShellDialog } from './ShellDialog.tsx';

interface SupportTicket {
  subject: SupportSubject;
  message: string;
}

/**
 * Contact support (spec 000 §2 Support dialog, §5 Support, §8 Support toasts): the firm's
 * support message, a subject and a message of at least 3 characters, sent to
 * POST /users/support/help. On success it says so and closes; on failure it stays open with
 * the text so the user can try again.
 */
export function SupportDialog({ open, initialMessage = '', onClose }: { open: boolean; initialMessage?: string; onClose: () => void }) {
  const api = useApi();
  const supportMessage = useSession((state) => state.firm?.supportMessage ?? null);
  const supportHtml = useMemo(() => (supportMessage ? sanitizeSupportHtml(supportMessage) : ''), [supportMessage]);
  const [subject, setSubject] = useState<SupportSubject | ''>('');
  const [message, setMessage] = useState('');
  // Opened from the assistant's 'Contact support': the question the help chat could not answer.
  useEffect(() => {
    if (open && initialMessage) setMessage(initialMessage);
  }, [open, initialMessage]);
  const [errors, setErrors] = useState<SupportTicketErrors>({});
  const send = useMutation({
    mutationFn: (ticket: SupportTicket) => api.call(endpoints.users.supportHelp, { body: ticket }),
  });

  const submit = () => {
    const result = validateSupportTicket({ subject, message });
    if (!result.valid) {
      setErrors(result.errors);
      // spec 000 §8: 'Please add more details' is a toast as well as the inline message.
      if (result.errors.message) showToast(SUPPORT_TOASTS.moreDetails, 'warning');
      return;
    }
    setErrors({});
    send.mutate(result.ticket, {
      onSuccess: () => {
        showToast(SUPPORT_TOASTS.success, 'success');
        setSubject('');
        setMessage('');
        onClose();
      },
      onError: () => showToast(SUPPORT_TOASTS.failed, 'danger'),
    });
  };

  return (
    <ShellDialog
      label="Contact support"
      open={open}
      onClose={onClose}
      onAfterHide={() => setErrors({})}
      actions={
        <>
          <SlButton onClick={onClose}>Cancel</SlButton>
          <SlButton variant="primary" loading={send.isPending} onClick={submit}>
            Send
          </SlButton>
        </>
      }
    >
      {supportHtml && <div className="curb-document curb-support-message" dangerouslySetInnerHTML={{ __html: supportHtml }} />}
      <div className="curb-support-form">
        {/* The messages show after Send (an attempt), as the controls' own validity and read out. */}
        <ShoelaceField label="Subject" required error={errors.subject}>
          {(field) => (
            <SlSelect
              {...field}
              placeholder="Choose a subject"
              hoist
              value={subject ? supportSubjectValue(subject) : ''}
              onSlChange={(event) => {
                setSubject(supportSubjectFromValue(String((event.target as SlSelectElement).value)));
                setErrors(({ subject: _cleared, ...rest }) => rest);
              }}
            >
              {SUPPORT_SUBJECTS.map((option) => (
                <SlOption key={option} value={supportSubjectValue(option)}>
                  {option}
                </SlOption>
              ))}
              {field.children}
            </SlSelect>
          )}
        </ShoelaceField>
        <ShoelaceField label="Message" required error={errors.message} count={{ text: message, max: TEXT_LIMITS.message }}>
          {(field) => (
            <SlTextarea
              {...field}
              rows={5}
              resize="vertical"
              value={message}
              onSlInput={(event) => setMessage((event.target as SlTextareaElement).value)}
            />
          )}
        </ShoelaceField>
      </div>
    </ShellDialog>
  );
}
