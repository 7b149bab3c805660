import { useStepper } from './stepper-hooks.ts';

/**
 * Every input of the stepper sits in an element marked `data-field="<path>"` (the validators'
 * paths: 'passengers.0.email', 'pickUpAddress.flight'), so a failed Next can focus the first
 * invalid field in page order.
 */
export const FIELD_ATTRIBUTE = 'data-field';

export function fieldMark(path: string): { 'data-field': string } {
  return { 'data-field': path };
}

/** The message of the field at `path`, from the stepper's validation errors. */
export function useFieldError(path: string): string | null {
  return useStepper((state) => state.validationErrors[path] ?? null);
}

const FOCUSABLE = 'sl-input, sl-select, sl-textarea, sl-radio-group, sl-switch, sl-checkbox, input:not([type=hidden]), select, textarea, button, [tabindex]';

/** The field paths on the page, in page order. */
export function fieldPathsIn(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${FIELD_ATTRIBUTE}]`)).map((el) => el.getAttribute(FIELD_ATTRIBUTE) ?? '');
}

/** Scrolls to the field and puts the focus in its first input. */
export function focusField(root: ParentNode, path: string): void {
  const holder = Array.from(root.querySelectorAll<HTMLElement>(`[${FIELD_ATTRIBUTE}]`)).find((el) => el.getAttribute(FIELD_ATTRIBUTE) === path);
  if (!holder) return;
  const target = holder.matches(FOCUSABLE) ? holder : holder.querySelector<HTMLElement>(FOCUSABLE);
  holder.scrollIntoView({ block: 'center', behavior: 'smooth' });
  (target ?? holder).focus({ preventScroll: true });
}
