// A page's early script may put an element's light DOM in place before the element is defined
// (portal/src/first-step-early.ts: <curb-shell> holding the stepper with its first step drawn).
// Defined, the element attaches its shadow root (define-element.tsx keeps one that exists) and
// renders it a moment later: in between, children without a slot to go in are not drawn, and
// the field the user is typing in loses the focus and the keys that follow. So the early script
// gives the element a shadow root holding just a slot, and the component removes that slot in
// the commit that draws its own (use-early-slot.ts): the children move over without ever leaving
// the screen. No React here: the early script carries this module.

const EARLY_SLOT_ATTRIBUTE = 'data-early-slot';

/** For the early script: a shadow root on `host` that shows its children until the element draws. */
export function drawEarlySlot(host: HTMLElement): void {
  if (host.shadowRoot) return;
  const slot = document.createElement('slot');
  slot.setAttribute(EARLY_SLOT_ATTRIBUTE, '');
  host.attachShadow({ mode: 'open' }).append(slot);
}

/** The element has drawn its own slot: the early one goes. */
export function removeEarlySlot(host: HTMLElement): void {
  // Not `:scope > slot`: in a shadow root (not an element) `:scope` matches nothing.
  for (const child of Array.from(host.shadowRoot?.children ?? [])) if (child.hasAttribute(EARLY_SLOT_ATTRIBUTE)) child.remove();
}
