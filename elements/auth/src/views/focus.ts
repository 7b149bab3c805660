import { useEffect, type RefObject } from 'react';

interface Focusable {
  focus(options?: FocusOptions): void;
  updateComplete?: Promise<unknown>;
}

/** Focuses a (Shoelace) control once it has rendered, when `when` is true on mount (a step the user moved to). */
export function useFocusOnMount(ref: RefObject<Focusable | null>, when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const control = ref.current;
    if (!control) return;
    void Promise.resolve(control.updateComplete).then(() => control.focus());
    // Only on mount: later renders must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The value of the control an input event came from. */
export function valueOf(event: Event): string {
  const target = event.target as { value?: unknown } | null;
  return typeof target?.value === 'string' ? target.value : String(target?.value ?? '');
}
