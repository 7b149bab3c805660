/**
 * What a field shows under its control and how the control is described (issue 8 'Field'):
 * the error replaces the help while there is one (one line under the field, as Shoelace draws
 * it), the control is invalid exactly while an error shows, and it is described by whichever
 * line shows. Whether an error shows at all is the form's decision: after an attempt (a submit,
 * or the user leaving a field they changed), never on open.
 */
export interface FieldStateInput {
  /** Ids for the help and error lines (from `fieldIds`). */
  ids: FieldIds;
  help?: string | null;
  /** The message to show now; null or '' while the field is fine or not yet attempted. */
  error?: string | null;
}

export interface FieldIds {
  control: string;
  label: string;
  help: string;
  error: string;
}

export interface FieldState {
  invalid: boolean;
  /** The line under the control: the error, else the help, else ''. */
  message: string;
  /** `aria-describedby` of a control the field labels itself (undefined when nothing describes it). */
  describedBy: string | undefined;
}

export function fieldIds(base: string): FieldIds {
  return { control: `${base}-control`, label: `${base}-label`, help: `${base}-help`, error: `${base}-error` };
}

export function fieldState({ ids, help, error }: FieldStateInput): FieldState {
  const invalid = Boolean(error && error.trim());
  const hasHelp = Boolean(help && help.trim());
  const describedBy = [invalid ? ids.error : null, hasHelp && !invalid ? ids.help : null].filter(Boolean).join(' ');
  return {
    invalid,
    message: invalid ? (error ?? '') : hasHelp ? (help ?? '') : '',
    describedBy: describedBy || undefined,
  };
}

/** One line of the form's error summary: which field, what is wrong, and how to get there. */
export interface FormError {
  /** The field's visible label ('First name'). */
  label: string;
  message: string;
  /** Puts the focus in the field (scrolling it into view). */
  focus?: () => void;
}

/** The summary's heading: '1 field needs attention', '3 fields need attention'. */
export function formErrorHeading(count: number): string {
  return count === 1 ? '1 field needs attention' : `${count} fields need attention`;
}

/** A free-text field's count under it: '12 / 1,000 characters'. */
export function textCountLine(length: number, max: number): string {
  return `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;
}
