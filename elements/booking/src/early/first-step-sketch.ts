// The first step, drawn by the embed's loader before React, Shoelace and the session are here
// (issue 10: the widget's first field took 2.2 s at a 4x throttle, most of it the runtime's
// evaluation). Plain HTML in the element's own shadow root: the step header, 'Booking for' while
// it loads, and the main passenger's 'Full name' and 'Email', which take typing at once. The
// stepper takes what was typed, and the focus with its caret, when it draws step 1
// (use-first-step-sketch.ts); the fields that cannot work yet (phones, Next) show disabled.
// No imports but the stepper's own words and the element's tag: this module is the loader's whole weight.
import { BOOKING_STEPS, STEPPER_LOADING_TEXT, stepPositionText } from '../stepper-logic.ts';
import { RESERVATION_ID_ATTRIBUTE } from '../booking-tag.ts';

/** The sketch's wrapper in the shadow root. */
const SKETCH_CLASS = 'curb-first-step-sketch';

/** The sketch's typing fields, by the stepper's field paths (field.ts) and the passenger key they fill. */
const SKETCH_FIELDS = [
  { path: 'passengers.0.fullName', key: 'fullName', label: 'Full name', type: 'text', autocomplete: 'name' },
  { path: 'passengers.0.email', key: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
] as const;

type SketchKey = (typeof SKETCH_FIELDS)[number]['key'];

/** What was typed into the sketch, and where the focus and caret were. */
export interface SketchInput {
  values: Partial<Record<SketchKey, string>>;
  focus: { path: string; start: number; end: number } | null;
}

const STYLE = `
.${SKETCH_CLASS} {
  container: sketch / inline-size;
  max-width: var(--curb-booking-max-width, 960px);
  margin: 0 auto;
  padding: 1.25rem 1rem 3rem;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.8;
  color: #18181b;
  background: var(--curb-booking-background, #fff);
  --sk-card: #fff;
  --sk-border: #e4e4e7;
  --sk-input-border: #d4d4d8;
  --sk-accent: #0369a1;
  --sk-muted: #3f3f46;
  --sk-disabled: #f4f4f5;
}
.${SKETCH_CLASS}.is-dark {
  color: #f4f4f5;
  background: var(--curb-booking-background, #18181b);
  --sk-card: #27272a;
  --sk-border: #3f3f46;
  --sk-input-border: #52525b;
  --sk-accent: #0ea5e9;
  --sk-muted: #d4d4d8;
  --sk-disabled: #27272a;
  color-scheme: dark;
}
.${SKETCH_CLASS} ol { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.5rem; }
.${SKETCH_CLASS} li { display: flex; align-items: center; gap: 0.5rem; padding: 0.75rem 0.5rem 0.75rem 0; border-bottom: 3px solid var(--sk-border); color: var(--sk-muted); font-size: 0.875rem; font-weight: 500; line-height: 1.4; }
.${SKETCH_CLASS} li.is-current { border-bottom-color: var(--sk-accent); color: inherit; }
.${SKETCH_CLASS} .sk-index { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 1.75rem; height: 1.75rem; box-sizing: border-box; border-radius: 50%; border: 2px solid var(--sk-input-border); font-size: 0.75rem; font-weight: 700; }
.${SKETCH_CLASS} li.is-current .sk-index { background: var(--sk-accent); border-color: var(--sk-accent); color: #fff; }
.${SKETCH_CLASS} .sk-compact { display: none; margin: 0; font-size: 0.875rem; font-weight: 500; }
@container sketch (max-width: 34rem) {
  .${SKETCH_CLASS} nav { display: none; }
  .${SKETCH_CLASS} .sk-compact { display: block; }
  .${SKETCH_CLASS} .sk-eyebrow { display: none; }
}
.${SKETCH_CLASS} .sk-frame { display: flex; flex-direction: column; gap: 1rem; }
.${SKETCH_CLASS} .sk-eyebrow { margin: 0 0 0.125rem; font-size: 0.75rem; font-weight: 500; letter-spacing: 0.06em; text-transform: uppercase; color: var(--sk-muted); }
.${SKETCH_CLASS} h2 { margin: 0; font-size: 1.5rem; font-weight: 500; line-height: 1.4; }
.${SKETCH_CLASS} section { background: var(--sk-card); border: 1px solid var(--sk-border); border-radius: 1rem; padding: 1.25rem; display: flex; flex-direction: column; gap: 1rem; }
.${SKETCH_CLASS} h3 { margin: 0; font-size: 1rem; font-weight: 500; }
.${SKETCH_CLASS} .sk-status { margin: 0; color: var(--sk-muted); }
.${SKETCH_CLASS} .sk-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem 1.25rem; }
@media (max-width: 640px) {
  .${SKETCH_CLASS} .sk-grid { grid-template-columns: minmax(0, 1fr); }
  .${SKETCH_CLASS} section { padding: 1rem; }
}
.${SKETCH_CLASS} label { display: flex; flex-direction: column; gap: 0.125rem; }
.${SKETCH_CLASS} input { box-sizing: border-box; height: 2.5rem; padding: 0 1rem; border: 1px solid var(--sk-input-border); border-radius: 0.25rem; font: inherit; color: inherit; background: var(--sk-card); }
.${SKETCH_CLASS} input:focus { outline: 3px solid color-mix(in srgb, var(--sk-accent) 40%, transparent); border-color: var(--sk-accent); }
.${SKETCH_CLASS} input:disabled { background: var(--sk-disabled); opacity: 0.5; }
.${SKETCH_CLASS} .sk-actions { display: flex; justify-content: flex-end; }
.${SKETCH_CLASS} button { height: 3.125rem; padding: 0 1.5rem; border: 0; border-radius: 0.25rem; font: inherit; background: var(--sk-accent); color: #fff; opacity: 0.5; }
`;

function markup(): string {
  const current = BOOKING_STEPS[0];
  const steps = BOOKING_STEPS.map(({ step, label }) => step === current?.step
    ? `<li class="is-current" aria-current="step"><span class="sk-index" aria-hidden="true">${step}</span>${label}</li>`
    : `<li><span class="sk-index" aria-hidden="true">${step}</span>${label}</li>`).join('');
  const typing = SKETCH_FIELDS.map(({ path, label, type, autocomplete }) =>
    `<label>${label} *<input type="${type}" autocomplete="${autocomplete}" required data-field="${path}" /></label>`).join('');
  const waiting = ['Mobile phone', 'Work phone'].map((label) => `<label>${label}<input type="tel" disabled /></label>`).join('');
  return `<style>${STYLE}</style>
<nav aria-label="Booking steps"><ol>${steps}</ol></nav>
<p class="sk-compact">${stepPositionText(1)} · ${current?.label ?? ''}</p>
<div class="sk-frame">
<div><p class="sk-eyebrow" aria-hidden="true">${stepPositionText(1)}</p><h2>${current?.label ?? ''}</h2></div>
<section aria-labelledby="sketch-who"><h3 id="sketch-who">Booking for</h3><p class="sk-status" role="status">${STEPPER_LOADING_TEXT}</p></section>
<section aria-labelledby="sketch-main"><h3 id="sketch-main">Main passenger</h3><div class="sk-grid">${typing}${waiting}</div></section>
</div>
<div class="sk-actions"><button type="button" disabled>Next</button></div>`;
}

/**
 * Draws the sketch into a `<curb-booking>` that has no shadow root yet (the element, once
 * defined, keeps this root: define-element.tsx). Not for a booking being edited
 * (`reservation-id`): its fields are the reservation's, not blank ones.
 */
export function drawFirstStepSketch(host: Element): void {
  if (host.shadowRoot || host.hasAttribute(RESERVATION_ID_ATTRIBUTE)) return;
  const root = host.attachShadow({ mode: 'open' });
  const sketch = document.createElement('div');
  sketch.className = host.getAttribute('theme')?.trim().toLowerCase() === 'dark' ? `${SKETCH_CLASS} is-dark` : SKETCH_CLASS;
  sketch.innerHTML = markup();
  root.append(sketch);
}

export function sketchIn(root: ShadowRoot | null): HTMLElement | null {
  return root ? Array.from(root.children).find((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(SKETCH_CLASS)) ?? null : null;
}

/** What the user typed into the sketch and where the focus was (the sketch stays until removed). */
export function readSketch(sketch: HTMLElement): SketchInput {
  const root = sketch.getRootNode() as ShadowRoot;
  const values: SketchInput['values'] = {};
  let focus: SketchInput['focus'] = null;
  for (const { path, key } of SKETCH_FIELDS) {
    const input = sketch.querySelector<HTMLInputElement>(`input[data-field="${path}"]`);
    if (!input) continue;
    if (input.value !== '') values[key] = input.value;
    if (root.activeElement === input) {
      // An email input has no selection API: its caret is taken as the end.
      const end = input.value.length;
      focus = { path, start: input.selectionStart ?? end, end: input.selectionEnd ?? end };
    }
  }
  return { values, focus };
}
