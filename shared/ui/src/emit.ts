/** Dispatches an element event: `curb-<noun>-<verb>`, bubbling out of the shadow root. */
export type Emit<Events extends object = Record<string, unknown>> = <K extends keyof Events & string>(
  name: K,
  detail: Events[K],
) => boolean;

/** ARCHITECTURE 'The element contract': CustomEvents with a typed detail, `bubbles: true, composed: true`. */
export function createEmitter<Events extends object = Record<string, unknown>>(host: EventTarget): Emit<Events> {
  return (name, detail) => host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
