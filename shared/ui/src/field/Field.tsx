import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { tooLongMessage } from '@curbside/contracts';
import { fieldIds, fieldState, textCountLine, type FieldIds } from './field-state.ts';

interface FieldBaseProps {
  /** The visible label ('First name'); it names the control. */
  label: string;
  /** A hint under the control while it has no error ('15 or 16 digits'). */
  help?: string | null;
  /** Marks the label with the required sign (and the control as required). */
  required?: boolean;
  /** The message to show now: the form passes it only after an attempt, never on open. */
  error?: string | null;
  className?: string;
}

/** What a control drawn by the caller gets from its Field: its name, description and state. */
export interface FieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps extends FieldBaseProps {
  /** Keep the label for screen readers only (a search box whose placeholder says it all). */
  hideLabel?: boolean;
  children(control: FieldControlProps): ReactNode;
}

function useFieldIds(): FieldIds {
  const base = useId();
  return useMemo(() => fieldIds(`curb-field-${base.replace(/[^a-zA-Z0-9_-]/g, '')}`), [base]);
}

/**
 * A labelled field around a control the caller draws (a picker, the card frame, a radio list):
 * the label with the required sign, the help line, the error line in a polite live region, and
 * `aria-labelledby`, `aria-describedby`, `aria-invalid`, `aria-required` for the control.
 *
 * `<Field label="Employee name or ID" required error={attempted ? errors.employee : null}>
 *   {(control) => <input {...control} />}
 * </Field>`
 */
export function Field({ label, help, required = false, error, hideLabel = false, className, children }: FieldProps) {
  const ids = useFieldIds();
  const state = fieldState({ ids, help, error });
  const control: FieldControlProps = {
    id: ids.control,
    'aria-labelledby': ids.label,
    'aria-describedby': state.describedBy,
    'aria-invalid': state.invalid ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div className={['curb-field', state.invalid ? 'is-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label id={ids.label} htmlFor={ids.control} className={hideLabel ? 'curb-visually-hidden' : 'curb-field__label'}>
        {label}
        {required ? <span className="curb-field__required" aria-hidden="true" /> : null}
      </label>
      {children(control)}
      {help && !state.invalid ? (
        <div id={ids.help} className="curb-field__help">
          {help}
        </div>
      ) : null}
      {/* Always there, so the error is read out when it appears (a polite live region). */}
      <div id={ids.error} className="curb-field__error" aria-live="polite">
        {state.invalid ? error : ''}
      </div>
    </div>
  );
}

/** A Shoelace form control as far as a Field needs it (sl-input, sl-select, sl-textarea, ...). */
interface ValidatableControl {
  setCustomValidity(message: string): void;
  /** A Shoelace control's first render (its inner input exists only after it). */
  updateComplete?: Promise<unknown>;
}

/** What a Shoelace control gets from its ShoelaceField: Shoelace draws label, sign and line itself. */
export interface ShoelaceControlProps {
  label: string;
  required: boolean;
  className: string | undefined;
  /**
   * The line under the control, in its help-text slot (light DOM, so the page's text): the error
   * (an alert, read out when it appears) or the help. A control with children of its own (sl-select's
   * options) places it among them: `<SlSelect {...control}>{options}{control.children}</SlSelect>`.
   */
  children: ReactNode;
  /** Marks the control's own input invalid (`aria-invalid` in the accessibility tree) while an error shows. */
  ref(element: ValidatableControl | null): void;
}

export interface ShoelaceFieldProps extends FieldBaseProps {
  /**
   * A free-text field's limit (issue 11, bounded input): the count shows with the help
   * ('12 / 1,000 characters'), and text over the limit is an error at once ('Use at most 1,000
   * characters'); nothing typed is cut off.
   */
  count?: { text: string; max: number };
  children(control: ShoelaceControlProps): ReactNode;
}

/**
 * The Field of a Shoelace control: Shoelace draws the label, the required sign and the help line
 * (which describes its input); the error takes the help line's place, styled by the shared form
 * sheet (`.curb-field-error`), marks the input invalid and is read out as an alert.
 *
 * `<ShoelaceField label="First name" required error={shown('firstName')}>
 *   {(control) => <SlInput {...control} value={firstName} onSlInput={...} />}
 * </ShoelaceField>`
 */
export function ShoelaceField({ label, help, required = false, error, count, className, children }: ShoelaceFieldProps) {
  const ids = useFieldIds();
  const overLimit = count && count.text.length > count.max ? tooLongMessage(count.max) : null;
  const helpLine = count ? [help, textCountLine(count.text.length, count.max)].filter(Boolean).join(' · ') : help;
  const state = fieldState({ ids, help: helpLine, error: error || overLimit });
  const message = state.invalid ? (error ?? '') : '';
  const ref = useCallback(
    (element: ValidatableControl | null) => {
      if (element) void Promise.resolve(element.updateComplete).then(() => element.setCustomValidity(message));
    },
    [message],
  );
  const classes = [state.invalid ? 'curb-field-error' : '', className ?? ''].filter(Boolean).join(' ');
  const line = state.message ? (
    <span slot="help-text" role={state.invalid ? 'alert' : undefined}>
      {state.message}
    </span>
  ) : null;
  return children({ label, required, className: classes || undefined, children: line, ref });
}
