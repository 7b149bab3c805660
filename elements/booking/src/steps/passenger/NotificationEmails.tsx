import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { stepperStore } from '@curbside/state';
import { ShoelaceField, useShallow } from '@curbside/ui';
import { fieldMark } from '../../field.ts';
import { useStepper } from '../../stepper-hooks.ts';

/** 'Notification emails' (001 §3 emailAddresses): extra addresses told about the ride, each valid (001 §5). */
export function NotificationEmails() {
  const emails = useStepper(useShallow((state) => state.emailAddresses));
  const errors = useStepper(useShallow((state) => emails.map((_, i) => state.validationErrors[`emailAddresses.${i}`] ?? null)));

  const update = (next: string[], changed?: number) => {
    const state = stepperStore.getState();
    if (changed === undefined) {
      // Positions moved: every email error is stale.
      const kept = Object.fromEntries(Object.entries(state.validationErrors).filter(([key]) => !key.startsWith('emailAddresses.')));
      state.setFields({ emailAddresses: next, validationErrors: kept });
      return;
    }
    const kept = Object.fromEntries(Object.entries(state.validationErrors).filter(([key]) => key !== `emailAddresses.${changed}`));
    state.setFields({ emailAddresses: next, validationErrors: kept });
  };

  return (
    <div className="curb-stack notification-emails">
      <p className="section-note" id="notification-emails-note">Also send the booking confirmation and ride updates to these addresses.</p>
      {emails.map((email, index) => (
        <div className="row-with-action" key={index} {...fieldMark(`emailAddresses.${index}`)}>
          <ShoelaceField label={`Notification email ${index + 1}`} error={errors[index]}>
            {(control) => (
              <SlInput
                {...control}
                type="email"
                value={email}
                autocomplete="email"
                onSlInput={(event) => update(emails.map((e, i) => (i === index ? (event.target as SlInputElement).value : e)), index)}
              />
            )}
          </ShoelaceField>
          <SlIconButton
            name="trash"
            label={`Remove notification email ${index + 1}`}
            className="row-action"
            onClick={() => update(emails.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <SlButton size="small" variant="default" onClick={() => update([...emails, ''])}>
        <SlIcon slot="prefix" name="envelope-plus" aria-hidden="true" />
        Add notification email
      </SlButton>
    </div>
  );
}
