import type { Endpoint } from '../endpoint.ts';
import { accountEndpoints } from './account.ts';
import { adminEndpoints } from './admin.ts';
import { airportEndpoints } from './airports.ts';
import { authEndpoints } from './auth.ts';
import { chatEndpoints } from './chat.ts';
import { creditCardEndpoints } from './creditCards.ts';
import { embedEndpoints } from './embed.ts';
import { integrationEndpoints } from './integrations.ts';
import { marshalEndpoints } from './marshals.ts';
import { permissionEndpoints } from './permissions.ts';
import { reportEndpoints } from './reports.ts';
import { reservationEndpoints } from './reservations.ts';
import { superadminEndpoints } from './superadmin.ts';
import { userContextEndpoints } from './users.ts';

/**
 * The endpoint table: every call of 000 §7 and 001 §7, keyed `group.name`.
 * The client (`shared/api`) and the server (`server/`) both read it.
 * Outside it: HEAD /index.html (version poll) and the live event stream (`events.ts`).
 */
export const endpoints = {
  auth: authEndpoints,
  users: userContextEndpoints,
  account: accountEndpoints,
  permissions: permissionEndpoints,
  creditCards: creditCardEndpoints,
  reservations: reservationEndpoints,
  airports: airportEndpoints,
  reports: reportEndpoints,
  admin: adminEndpoints,
  superadmin: superadminEndpoints,
  marshals: marshalEndpoints,
  chat: chatEndpoints,
  integrations: integrationEndpoints,
  embed: embedEndpoints,
} as const;

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
  for (const [group, table] of Object.entries(endpoints) as [EndpointGroup, Record<string, Endpoint>][]) {
    for (const [name, row] of Object.entries(table)) rows.push({ group, name, endpoint: row });
  }
  return rows;
}
