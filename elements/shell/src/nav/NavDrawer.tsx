import { useEffect, type ReactNode } from 'react';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import { useFocusReturn } from '@curbside/ui';
import { NavList } from './SideNav.tsx';

export const NAV_DRAWER_ID = 'nav-drawer';

interface NavDrawerProps {
  open: boolean;
  currentPath: string;
  availableRoutes: readonly string[] | undefined;
  /** The drawer closed (Escape, its close button, the overlay, or the route changed). */
  onClose(): void;
  /** Shown above the navigation: the firm logo, and 'Login as ...' where the header has no room for it. */
  children?: ReactNode;
}

/**
 * The side navigation on a phone (under 768 px): a modal Shoelace drawer from the start edge,
 * opened by the header's menu button. sl-drawer traps the focus and closes on Escape; a route
 * change closes it too, so following an entry shows the page. Closed, it gives the focus back to
 * the menu button (WCAG 2.4.3).
 */
export function NavDrawer({ open, currentPath, availableRoutes, onClose, children }: NavDrawerProps) {
  const returnFocus = useFocusReturn(open);
  useEffect(() => {
    onClose();
    // Only the path matters: a new onClose each render must not close a drawer just opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentPath]);

  return (
    <SlDrawer
      id={NAV_DRAWER_ID}
      className="nav-drawer"
      label="Navigation"
      placement="start"
      open={open}
      onSlAfterHide={(event) => {
        returnFocus(event);
        // Tooltips and dropdowns inside fire their own sl-after-hide, which bubbles.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
      <nav aria-label="Main" part="nav" className="side-nav side-nav--drawer">
        <NavList currentPath={currentPath} availableRoutes={availableRoutes} iconsOnly={false} />
      </nav>
    </SlDrawer>
  );
}
