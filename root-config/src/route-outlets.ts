// Which element a path shows and where it goes. Pure: no DOM, no single-spa.
import type { RouteDef } from '@curbside/domain';

/** Template routes go inside <curb-shell> (its default slot); no-template routes (login, signup, concur-signup) stand alone. */
export type OutletKind = 'shell' | 'bare';

/** One single-spa application per routed element; an element may serve several routes. */
export interface ElementApplication {
  /** The single-spa application name: the element's tag, which is also its import-map name. */
  name: string;
  tag: string;
  paths: readonly string[];
}

export function outletKind(route: Pick<RouteDef, 'noTemplate'>): OutletKind {
  return route.noTemplate ? 'bare' : 'shell';
}

/** The routes grouped by element, in route-table order. */
export function elementApplications(routes: readonly RouteDef[]): ElementApplication[] {
  const byTag = new Map<string, string[]>();
  for (const route of routes) {
    const paths = byTag.get(route.element) ?? [];
    paths.push(route.path);
    byTag.set(route.element, paths);
  }
  return [...byTag].map(([tag, paths]) => ({ name: tag, tag, paths }));
}

/**
 * An application is active when the guards approved the current URL and the
 * approved path is one of its routes. Until then nothing is mounted, so no
 * element ever renders for a path the user may not see.
 */
export function isApplicationActive(
  app: ElementApplication,
  current: { pathname: string; search: string },
  approved: string | null,
  normalize: (pathname: string) => string,
): boolean {
  if (approved === null || approved !== current.pathname + current.search) return false;
  return app.paths.includes(normalize(current.pathname));
}

/** Whether the shell shows for a route: hidden for the no-template routes. */
export function showsShell(route: Pick<RouteDef, 'noTemplate'> | null): boolean {
  return route !== null && !route.noTemplate;
}

/** The document title for a route: the last breadcrumb label. */
export function documentTitle(route: Pick<RouteDef, 'name'> | null): string {
  const label = route?.name.split(',').at(-1)?.trim();
  return label ? `${label} - Curbside` : 'Curbside';
}

/** Paths whose element is in the import map: the shell links only to these (a route not built yet shows 'Not available yet'). */
export function availableRoutePaths(routes: readonly { path: string; element: string }[], importMapNames: readonly string[]): string[] {
  const names = new Set(importMapNames);
  return routes.filter((route) => names.has(route.element)).map((route) => route.path);
}
