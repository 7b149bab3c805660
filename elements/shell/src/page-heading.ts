import type { RouteDef } from '@curbside/domain';

/** The page's h1: the route's own name (the last crumb of 'Manage bookings,Edit booking'), else the product name. */
export function pageHeading(route: Pick<RouteDef, 'name'> | null): string {
  const label = route?.name.split(',').at(-1)?.trim();
  return label ? label : 'Curbside';
}
