import { SIDEBAR_AUTO_COLLAPSE_BELOW_PX, SIDEBAR_AUTO_COLLAPSE_PATH, SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from './limits.ts';
import { normalizePath } from './routes.ts';

/** spec 000 §2: the sidebar auto-collapses on /dashboard when the window is narrower than 1550 px. */
export function shouldAutoCollapseSidebar(pathname: string, windowWidthPx: number): boolean {
  return normalizePath(pathname) === SIDEBAR_AUTO_COLLAPSE_PATH && windowWidthPx < SIDEBAR_AUTO_COLLAPSE_BELOW_PX;
}

/** spec 000 §9: sidebar width 217, mini 88. */
export function sidebarWidth(collapsed: boolean): number {
  return collapsed ? SIDEBAR_MINI_WIDTH_PX : SIDEBAR_WIDTH_PX;
}
