import { useCallback, useLayoutEffect, useRef } from 'react';

/** The focused element, down through open shadow roots (document.activeElement stops at the first host). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * WCAG 2.4.3: a dialog gives focus back to what opened it. Shoelace's dialog and drawer remember
 * `document.activeElement`, which is only the element's shadow host when the opener sits inside
 * an element, so focus was lost to the page when they closed. This remembers the real opener
 * when `open` turns true; pass the returned handler as the dialog's `onSlAfterHide`.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Shoelace's update moves focus into the dialog.
  useLayoutEffect(() => {
    if (open) opener.current = deepActiveElement();
  }, [open]);
  return useCallback((event: Event) => {
    // sl-after-hide bubbles from a tooltip or dropdown inside the dialog too.
    const dialog = event.currentTarget;
    if (event.target !== dialog || !(dialog instanceof Element)) return;
    const target = opener.current;
    opener.current = null;
    // After Shoelace's own attempt (a timeout focusing the shadow host), and only if focus is
    // still in the closed dialog or nowhere: a dialog that opened another one keeps out of it.
    setTimeout(() => {
      const now = deepActiveElement();
      const lost = now === null || now === document.body || isInside(now, dialog);
      if (target?.isConnected && lost) target.focus();
    });
  }, []);
}

/** Whether `node` is `container` or inside it, across shadow roots. */
function isInside(node: Element, container: Element): boolean {
  for (let at: Element | null = node; at; at = at.parentElement ?? hostOf(at)) if (at === container) return true;
  return false;
}

function hostOf(node: Element): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
