import { useLayoutEffect, useState } from 'react';
import { stepperStore } from '@curbside/state';
import { useHost } from '@curbside/ui';
import { FIELD_ATTRIBUTE } from '../field.ts';
import { readSketch, sketchIn, type SketchInput } from './first-step-sketch.ts';

interface ShoelaceInput extends HTMLElement {
  updateComplete: Promise<unknown>;
  setSelectionRange(start: number, end: number): void;
}

/** Puts the focus and caret where they were in the sketch, in the drawn field of the same path. */
async function moveFocus(root: ShadowRoot, focus: NonNullable<SketchInput['focus']>): Promise<void> {
  const field = root.querySelector<ShoelaceInput>(`[${FIELD_ATTRIBUTE}="${focus.path}"] sl-input`);
  if (!field) return;
  await field.updateComplete;
  field.focus({ preventScroll: true });
  try {
    field.setSelectionRange(focus.start, focus.end);
  } catch {
    // An email input has no caret API: the browser leaves the caret at the end.
  }
}

/**
 * The hand-over from the loader's sketch of step 1 (first-step-sketch.ts) to the stepper: while
 * the session loads, the sketch is the loading state (returns true: draw nothing else); when
 * step 1 is drawn (`drawn`), what was typed goes into the main passenger (so the defaults that
 * come later leave it alone, as for any early edit), the focus and caret move to the same field,
 * and the sketch goes, all before the browser paints or takes the next key. `discard`: signed
 * out or editing a booking, the sketch just goes.
 */
export function useFirstStepSketch(drawn: boolean, discard: boolean): boolean {
  const host = useHost();
  const [sketched, setSketched] = useState(() => sketchIn(host.shadowRoot) !== null);

  useLayoutEffect(() => {
    const root = host.shadowRoot;
    const sketch = sketchIn(root);
    if (!root || !sketch || !(drawn || discard)) return;
    if (discard) {
      sketch.remove();
      setSketched(false);
      return;
    }
    const { values, focus } = readSketch(sketch);
    if (Object.keys(values).length > 0) stepperStore.getState().setPassenger(0, values);
    setSketched(false);
    // After React's re-render with the values and the fields' first Shoelace update (microtasks:
    // no key or paint comes between).
    void Promise.resolve()
      .then(() => (focus ? moveFocus(root, focus) : undefined))
      .finally(() => sketch.remove());
  }, [host, drawn, discard]);

  return sketched && !drawn && !discard;
}
