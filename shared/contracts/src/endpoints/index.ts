import type { Endpoint } from '../endpoint.ts';
import * as endpoints from './groups.ts';

/**
 * The endpoint table: every call of 000 §7 and 001 §7, keyed `group.name`.
 * The client (`shared/api`) and the server (`server/`) both read it.
 * Outside it: HEAD /index.html (version poll) and the live event stream (`events.ts`).
 */
export { endpoints };

/** The groups in the spec's order (a namespace lists its names alphabetically). */
const GROUP_ORDER = [
  'auth', 'users', 'account', 'permissions', 'creditCards', 'reservations', 'airports', 'reports', 'admin', 'superadmin',
  'marshals', 'chat', 'integrations', 'embed',
] as const satisfies readonly (keyof typeof endpoints)[];

export type Endpoints = typeof endpoints;
export type EndpointGroup = keyof Endpoints;

/** One row of the table with its key. */
export interface EndpointEntry {
  group: EndpointGroup;
  name: string;
  endpoint: Endpoint;
}

/** Every row of the table, flattened (for routers, docs and tests). */
export function listEndpoints(): EndpointEntry[] {
  const rows: EndpointEntry[] = [];
  for (const group of GROUP_ORDER) {
    for (const [name, row] of Object.entries(endpoints[group] as Record<string, Endpoint>)) rows.push({ group, name, endpoint: row });
  }
  return rows;
}
