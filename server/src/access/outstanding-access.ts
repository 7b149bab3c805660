import type { Caller } from '../auth/session.ts';
import { forbidden } from '../http/http-error.ts';
import { isSuperAdmin } from './roles.ts';

// Rule 'outstandingViewer' (000 §2 side navigation, 000 §6: outstanding charges are for super
// admins of a firm billed through SG2 or FN; issue 15).

const OUTSTANDING_BILLING_SYSTEMS: readonly string[] = ['SG2', 'FN'];

/** The firm whose outstanding charges the caller works on: always the caller's own. */
export function outstandingFirm(caller: Pick<Caller, 'user' | 'firm'>): number {
  if (!isSuperAdmin(caller.user) || !OUTSTANDING_BILLING_SYSTEMS.includes(caller.firm.billing_system)) {
    throw forbidden('Outstanding charges are available to super admins of firms billed through SG2 or FN');
  }
  return caller.firm.firm_id;
}
