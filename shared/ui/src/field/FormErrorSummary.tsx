import type { ReactNode } from 'react';
import { formErrorHeading, type FormError } from './field-state.ts';

export interface FormActionsProps {
  /** The form's current errors, in page order. */
  errors: readonly FormError[];
  /** True once the user tried to submit: the summary never shows on open. */
  attempted: boolean;
  /** The form's buttons (Cancel, Save). */
  children: ReactNode;
  className?: string;
  /** The footer's CSS part name, when the element's contract exposes it. */
  part?: string;
}

/**
 * The form's footer (issue 8 'the form error summary that keeps the submit button in view'):
 * it sticks to the bottom of the scrolling form, so Save stays on screen however long the form
 * is, and after a failed attempt it says above the buttons how many fields need attention, each
 * a button that takes the focus to the field.
 */
export function FormActions({ errors, attempted, children, className, part }: FormActionsProps) {
  return (
    <div className={['curb-form-actions', className ?? ''].filter(Boolean).join(' ')} part={part}>
      {attempted && errors.length > 0 ? <FormErrorSummary errors={errors} /> : null}
      <div className="curb-form-buttons">{children}</div>
    </div>
  );
}

/** 'N fields need attention' and one line per field; an alert, so it is read out when it appears. */
export function FormErrorSummary({ errors }: { errors: readonly FormError[] }) {
  return (
    <div className="curb-form-summary" role="alert">
      <p className="curb-form-summary__heading">{formErrorHeading(errors.length)}</p>
      <ul className="curb-form-summary__list">
        {errors.map((error) => (
          <li key={`${error.label}:${error.message}`}>
            {error.focus ? (
              <button type="button" className="curb-form-summary__link" onClick={error.focus}>
                {error.label}: {error.message}
              </button>
            ) : (
              <span>
                {error.label}: {error.message}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
