/** Events that count as the user being active (000 §9: refresh only if active within the last 60 s). */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

let lastActivityMs = Date.now();

/** When the user last did something on this page (epoch ms). Page load counts. */
export function getLastActivityMs(): number {
  return lastActivityMs;
}

/** Note activity now (also for callers that see activity the listeners cannot). */
export function markActivity(atMs: number = Date.now()): void {
  lastActivityMs = atMs;
}

/**
 * Listen for pointer and key events on `target` (the window by default) and keep
 * `getLastActivityMs()` current. Returns the function that stops listening.
 */
export function trackActivity(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
  now: () => number = Date.now,
): () => void {
  if (!target) return () => {};
  const onActivity = (): void => markActivity(now());
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  markActivity(now());
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
  };
}
