import type { Endpoint } from '@curbside/contracts';
import type { Caller } from '../auth/session.ts';
import { forbidden, unauthorized } from '../http/http-error.ts';
import { meetsLevel } from './roles.ts';

/** The contract's level of an endpoint: public needs no session; user, admin and superadmin answer 401 without one, 403 below the level. */
export function requireLevel(caller: Caller | null, level: Endpoint['access']): void {
  if (level === 'public') return;
  if (!caller) throw unauthorized();
  if (!meetsLevel(caller.user, level)) throw forbidden('You do not have permission to do this');
}
