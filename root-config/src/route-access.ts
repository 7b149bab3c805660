// Which signed-in routes a user may enter by typing the URL: the ones the side navigation
// offers them. Pure: the rules are @curbside/domain's (visibleNavItems, decideRouteEntry).
import { CAR_LINES_PATH, NEW_BOOKING_PATH, isMarshal, visibleNavItems } from '@curbside/domain';
import type { NavContext, RouteDef } from '@curbside/domain';

type RouteAccessDecision = { kind: 'allow'; route: RouteDef } | { kind: 'redirect'; to: string };

/** The paths of the routes the user's side navigation links to (000 §2 Side navigation). */
function navRoutePaths(ctx: NavContext): string[] {
  return visibleNavItems(ctx).flatMap((item) => (item.kind === 'route' ? [item.path] : []));
}

/** A route the navigation offers, or a screen under one (/manage-bookings/edit-booking under /manage-bookings). */
function offeredByNav(routePath: string, navPaths: readonly string[]): boolean {
  return navPaths.some((path) => routePath === path || routePath.startsWith(`${path}/`));
}

/**
 * Where the user lands, as the navigation and the route guards of 000 §2 put them: a marshal on
 * /manage-car-lines, everyone else on /new-booking, or else the first route their navigation offers.
 */
export function landingPath(ctx: NavContext): string {
  if (isMarshal(ctx.user)) return CAR_LINES_PATH;
  const navPaths = navRoutePaths(ctx);
  return navPaths.includes(NEW_BOOKING_PATH) ? NEW_BOOKING_PATH : (navPaths[0] ?? NEW_BOOKING_PATH);
}

/**
 * Issue 8 §6: a signed-in route the navigation does not offer this user (an employee typing
 * /admin-settings) sends them to their landing route instead of showing a screen whose calls
 * the server refuses. Public routes, and the landing route itself (never a redirect loop), pass.
 */
export function routeAccess(route: RouteDef, ctx: NavContext): RouteAccessDecision {
  if (!route.needsAuth || offeredByNav(route.path, navRoutePaths(ctx))) return { kind: 'allow', route };
  const landing = landingPath(ctx);
  return landing === route.path ? { kind: 'allow', route } : { kind: 'redirect', to: landing };
}
