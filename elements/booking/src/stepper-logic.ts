import type { BookingStep, ValidationErrors } from '@curbside/domain';

/** spec 001 §2: the four steps of the stepper, in order. */
export const BOOKING_STEPS: readonly { step: BookingStep; label: string }[] = [
  { step: 1, label: 'Passenger info' },
  { step: 2, label: 'Date and location' },
  { step: 3, label: 'Car and payment' },
  { step: 4, label: 'Summary' },
];

/** The step's place in the stepper, as the step header and the embed's first-step sketch write it: 'Step 2 of 4'. */
export function stepPositionText(step: BookingStep): string {
  return `Step ${step} of ${BOOKING_STEPS.length}`;
}

/** What the stepper shows while its data loads (the embed's first-step sketch too). */
export const STEPPER_LOADING_TEXT = 'Loading…';

/** The step header only goes back: a later step is reached with Next, which validates. */
export function canVisitStep(target: BookingStep, current: BookingStep): boolean {
  return target < current;
}

/** The step after `step` (4 stays 4). */
export function nextStep(step: BookingStep): BookingStep {
  return Math.min(4, step + 1) as BookingStep;
}

/** The step before `step` (1 stays 1). */
export function previousStep(step: BookingStep): BookingStep {
  return Math.max(1, step - 1) as BookingStep;
}

/**
 * Which field to focus after a failed Next: the first field (in page order) whose path has
 * an error of its own; else the first field holding an error under it ('passengers.0' for
 * 'passengers.0.email' when that input is not on the page). Null when none matches.
 */
export function firstInvalidField(fieldPaths: readonly string[], errors: ValidationErrors): string | null {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  const exact = fieldPaths.find((path) => path in errors);
  if (exact !== undefined) return exact;
  return fieldPaths.find((path) => keys.some((key) => key.startsWith(`${path}.`))) ?? null;
}

/** The message shown under a field: its own error only. */
export function errorAt(errors: ValidationErrors, path: string): string | null {
  return errors[path] ?? null;
}
