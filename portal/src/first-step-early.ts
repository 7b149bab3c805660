// Inlined into the portal's index.html ahead of the root config (scripts/build/pages.mjs, where
// it says <!-- curbside:first-step -->). On a cold /new-booking of a user who may be signed in,
// it puts the shell's and the booking stepper's elements in place at once and draws the
// stepper's first step into the stepper (elements/booking/src/early/first-step-sketch.ts, as the
// widget's loader does), so the first field takes typing before the runtime, the session and
// the two elements' code are here (issue 10: the portal's first field came 1.7 s after
// navigation at a 4x throttle). The root config adopts both elements (their `data-early`
// mark) instead of creating its own, or removes the stepper when the guards send the user
// elsewhere; the stepper takes over what was typed when it draws step 1.
import { BOOKING_TAG } from '../../elements/booking/src/booking-tag.ts';
import { drawFirstStepSketch } from '../../elements/booking/src/early/first-step-sketch.ts';
import { EXPIRES_AT_KEY } from '../../shared/api/src/token-store.ts';
import { drawEarlySlot } from '../../shared/ui/src/early-slot.ts';
import { EARLY_ATTRIBUTE, SHELL_OUTLET_ID, SHELL_TAG } from '../../root-config/src/page-layout.ts';
import { NEW_BOOKING_PATH, normalizePath } from '../../shared/domain/src/routes.ts';

/** An unexpired session in this browser: the user is probably signed in (the root config's own test). */
function mayHaveSession(): boolean {
  try {
    const expiresAt = Number(localStorage.getItem(EXPIRES_AT_KEY) ?? '');
    return expiresAt > 0 && expiresAt * 1000 > Date.now();
  } catch {
    return false;
  }
}

const outlet = document.getElementById(SHELL_OUTLET_ID);
if (outlet && outlet.childElementCount === 0 && normalizePath(location.pathname) === NEW_BOOKING_PATH && mayHaveSession()) {
  const shell = document.createElement(SHELL_TAG);
  const stepper = document.createElement(BOOKING_TAG);
  shell.setAttribute(EARLY_ATTRIBUTE, '');
  stepper.setAttribute(EARLY_ATTRIBUTE, '');
  shell.append(stepper);
  outlet.append(shell);
  // Until the shell draws, a bare slot shows the stepper (and keeps it shown while the shell comes).
  drawEarlySlot(shell);
  drawFirstStepSketch(stepper);
}
