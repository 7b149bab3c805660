import type { User } from '@curbside/contracts';
import { mayViewFirmInvoices } from '@curbside/domain';
import type { Caller } from '../auth/session.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { forbidden } from '../http/http-error.ts';

// Rule 'invoicesViewer' (000 §2 who sees Firm billing; issue 15).

export const INVOICES_REFUSED = 'Direct-bill invoices are available to super admins, HQ dev and support, and reporters of firms that allow direct bill';

/** Direct-bill invoices: a super admin, HQ dev or support, or a reporter, of a firm that allows direct bill; always the caller's own firm. */
export function invoiceScope(caller: Pick<Caller, 'user' | 'firm'>): { firmId: number } {
  const { user, firm } = caller;
  const role = { userRole: user.user_role as User['userRole'], userType: user.user_type as User['userType'], isSuperAdmin: user.is_super_admin === 1 };
  if (!mayViewFirmInvoices(role, firmPreferences(firm).allowDirectBill)) throw forbidden(INVOICES_REFUSED);
  return { firmId: firm.firm_id };
}
