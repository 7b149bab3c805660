import { useEffect, useState } from 'react';

/**
 * How the side navigation shows at a window width (issue 8 §7, phones and tablets):
 * - 'drawer' under 768 px: hidden behind the header's menu button, in a modal drawer;
 * - 'rail' from 768 px to under 1200 px: icons only, each with its label as a tooltip;
 * - 'full' from 1200 px: the user's own choice, expanded or collapsed (spec 000 §2).
 */
export type NavLayout = 'drawer' | 'rail' | 'full';

export const NAV_DRAWER_BELOW_PX = 768;
export const NAV_RAIL_BELOW_PX = 1200;

export function navLayout(windowWidthPx: number): NavLayout {
  if (windowWidthPx < NAV_DRAWER_BELOW_PX) return 'drawer';
  if (windowWidthPx < NAV_RAIL_BELOW_PX) return 'rail';
  return 'full';
}

/** Whether the navigation shows icons only: always on a rail, by the user's choice when full. */
export function showsIconsOnly(layout: NavLayout, userCollapsed: boolean): boolean {
  if (layout === 'rail') return true;
  return layout === 'full' && userCollapsed;
}

// The media queries matching the breakpoints above, so the layout follows the window without polling.
const QUERIES = [`(max-width: ${NAV_DRAWER_BELOW_PX - 0.02}px)`, `(max-width: ${NAV_RAIL_BELOW_PX - 0.02}px)`];

/** The navigation layout for the current window, updated when a breakpoint is crossed. */
export function useNavLayout(): NavLayout {
  const [layout, setLayout] = useState<NavLayout>(() => navLayout(window.innerWidth));
  useEffect(() => {
    const lists = QUERIES.map((query) => window.matchMedia(query));
    const update = () => setLayout(navLayout(window.innerWidth));
    update();
    for (const list of lists) list.addEventListener('change', update);
    return () => {
      for (const list of lists) list.removeEventListener('change', update);
    };
  }, []);
  return layout;
}
