import { useEffect, useState } from 'react';
import { useHost } from '../element-context.ts';

/** The first element matching `selector` in `root` that is on screen, or null (also for a bad selector). */
export function findTourTarget(root: ParentNode, selector: string | null): Element | null {
  if (!selector) return null;
  let matches: NodeListOf<Element>;
  try {
    matches = root.querySelectorAll(selector);
  } catch {
    return null;
  }
  for (const element of matches) {
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

/**
 * The step's `attachTo` target inside the shadow root of the element that mounts the tour. The
 * element may render it after the tour starts (the shell's side nav, a report's table), so it
 * keeps looking while the tree changes.
 */
export function useTourTarget(selector: string | null): Element | null {
  const host = useHost();
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => {
    const root = host.shadowRoot;
    if (!root) return undefined;
    const update = () => setTarget(findTourTarget(root, selector));
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'aria-hidden'] });
    addEventListener('resize', update);
    return () => {
      observer.disconnect();
      removeEventListener('resize', update);
    };
  }, [host, selector]);
  return target;
}
