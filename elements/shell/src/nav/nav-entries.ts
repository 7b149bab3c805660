import { normalizePath } from '@curbside/domain';
import type { NavItemId, VisibleNavItem } from '@curbside/domain';

/** Shoelace icon of each side-nav entry (shown alone when the navigation is collapsed). */
export const NAV_ICONS: Record<NavItemId, string> = {
  newBooking: 'plus-circle',
  manageBookings: 'journal-text',
  coverageMap: 'map',
  manageEmployees: 'people',
  receipts: 'receipt',
  outstandingCharges: 'exclamation-circle',
  reports: 'bar-chart',
  dashboard: 'speedometer2',
  adminSettings: 'gear',
  manageCarLines: 'signpost-split',
  externalBilling: 'wallet2',
  externalReports: 'clipboard-data',
  eventBooking: 'calendar-event',
  firmBilling: 'bank',
  partnerBilling: 'box-arrow-up-right',
};

/** How one side-nav entry renders. */
export type NavEntry =
  /** An app route whose element is built: a link that asks the root config to navigate. */
  | { id: NavItemId; label: string; icon: string; kind: 'route'; path: string; current: boolean }
  /** An app route whose element is not built yet: shown, not a link. */
  | { id: NavItemId; label: string; icon: string; kind: 'unavailable'; path: string; current: boolean }
  /** A page of another web app: opens in a new tab. */
  | { id: NavItemId; label: string; icon: string; kind: 'external'; href: string };

/** The entry of `itemPath` is the current one on its own path and on its child routes (/manage-bookings/edit-booking). */
export function isCurrentNavPath(itemPath: string, currentPath: string): boolean {
  const item = normalizePath(itemPath);
  const current = normalizePath(currentPath);
  return current === item || current.startsWith(`${item}/`);
}

/**
 * The side-nav entries in the order of `visibleNavItems`. `availableRoutes` lists the paths whose
 * element is built; undefined (the host did not say) makes every route a link.
 */
export function navEntries(
  items: readonly VisibleNavItem[],
  availableRoutes: readonly string[] | undefined,
  currentPath: string,
): NavEntry[] {
  const available = availableRoutes === undefined ? null : new Set(availableRoutes.map(normalizePath));
  return items.map((item): NavEntry => {
    const icon = NAV_ICONS[item.id];
    if (item.kind === 'external') return { id: item.id, label: item.label, icon, kind: 'external', href: item.href };
    const current = isCurrentNavPath(item.path, currentPath);
    const kind = available === null || available.has(normalizePath(item.path)) ? 'route' : 'unavailable';
    return { id: item.id, label: item.label, icon, kind, path: item.path, current };
  });
}

/**
 * A plain left click is the app's own navigation; a click with a modifier key or another button
 * keeps the browser's behaviour (open in a new tab or window).
 */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
