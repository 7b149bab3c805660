import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long a step drawn ahead waits before it is kept: its Shoelace parts have drawn by then. */
const KEEP_DRAWN_STEP_AFTER_MS = 150;

/**
 * One step of the stepper, drawn while another shows (issue 10): ahead of Next, so that Next only
 * shows it, or kept after the user left it, so that leaving and Back only hide and show it. React's
 * Activity hides with display: none, which throws away the step's layout: Next paid the whole
 * style and layout of the step (60-75 ms at a 4x CPU throttle). A pane is:
 * - drawing (drawn ahead, not yet shown): out of the flow (0 px tall, clipped), `visibility:
 *   hidden` and inert, so nothing sees or reaches it while the browser styles and lays it out at
 *   the step's width;
 * - kept, once it has drawn or has been shown: `content-visibility: hidden` keeps its layout while
 *   it is skipped (unseen, out of the tab order and the accessibility tree). Inert and visibility
 *   are inherited: dropping them restyles the whole step (about 20 ms at 4x), so a drawing pane
 *   drops them here, in one task with a forced layout, and not when Next shows it;
 * - shown: in the flow, where only the step frame is laid out again.
 */
export function StepPane({ shown, children }: { shown: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [laidOut, setLaidOut] = useState(shown);
  if (shown && !laidOut) setLaidOut(true);

  useEffect(() => {
    if (laidOut) return;
    const timer = setTimeout(() => {
      const pane = ref.current;
      if (!pane) return;
      // One task: no frame is painted, and no focus can move, between these three lines.
      pane.inert = false;
      void pane.offsetHeight;
      pane.classList.replace('is-drawing', 'is-kept');
      setLaidOut(true);
    }, KEEP_DRAWN_STEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [laidOut]);

  const state = shown ? 'is-shown' : laidOut ? 'is-kept' : 'is-drawing';
  return (
    <div ref={ref} className={`step-pane ${state}`} inert={state === 'is-drawing'}>
      {children}
    </div>
  );
}
