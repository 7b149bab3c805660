// The embed's entry (embed/curb-booking.js, scripts/build/embed.mjs): it draws step 1 into every
// <curb-booking> on the page at once, in plain HTML that takes typing (early/first-step-sketch.ts),
// then loads the element, which takes the sketch over (issue 10: the first field came 2.2 s after
// navigation at a 4x throttle, the runtime's evaluation being most of it).
import { BOOKING_TAG } from './booking-tag.ts';
import { drawFirstStepSketch } from './early/first-step-sketch.ts';

if (!customElements.get(BOOKING_TAG)) {
  for (const host of document.querySelectorAll(BOOKING_TAG)) drawFirstStepSketch(host);
}
void import('./booking.element.ts');
