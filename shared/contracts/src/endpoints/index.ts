import { authEndpoints } from './auth.ts';
import { userContextEndpoints } from './users.ts';

/**
 * The endpoint table: every call of 000 §7 and 001 §7, keyed `group.name`.
 * The client (`shared/api`) and the server (`server/`) both read it.
 */
export const endpoints = {
  auth: authEndpoints,
  users: userContextEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointGroup = keyof Endpoints;
