// The embed's entry (embed/curb-booking.js, scripts/build/embed.mjs): it draws step 1 into every
// <curb-booking> on the page at once, in plain HTML that takes typing (early/first-step-sketch.ts),
// then loads the element, which takes the sketch over (issue 10: the first field came 2.2 s after
// navigation at a 4x throttle, the runtime's evaluation being most of it).
import { drawFirstStepSketch } from './early/first-step-sketch.ts';

/** booking.contract.ts's tag (the contract itself would bring zod into the loader). */
const TAG = 'curb-booking';

if (!customElements.get(TAG)) {
  for (const host of document.querySelectorAll(TAG)) drawFirstStepSketch(host);
}
void import('./booking.element.ts');
