import type { User } from '@curbside/contracts';
import { isReporter } from '@curbside/domain';
import type { Caller } from '../auth/session.ts';
import { forbidden } from '../http/http-error.ts';
import type { RideScope } from '../ride-history/ride-repository.ts';
import { isAdmin, isMarshal, isSuperAdmin } from './roles.ts';

// Rules 'reportsViewer' and 'receiptsViewer' (000 §2 who sees Reports and Receipts; issue 13).

/** Who asks: the signed-in caller, or the owner of a scheduled report. */
type Viewer = Pick<Caller, 'user' | 'firm'>;

const reporter = (caller: Viewer): boolean => isReporter({ userRole: caller.user.user_role as User['userRole'] });

/** Reports (and the dashboard): a reporter or a super admin, of a firm billed through FN; always the caller's own firm. */
export function reportScope(caller: Viewer): RideScope {
  if (!(reporter(caller) || isSuperAdmin(caller.user)) || caller.firm.billing_system !== 'FN') {
    throw forbidden('Reports are available to reporters and super admins of firms billed through FN');
  }
  return { firmId: caller.firm.firm_id, viewerUserId: null };
}

/** Receipts: everyone but marshals, on firms not billed through SG1; an admin or reporter sees the firm's, anyone else their own rides. */
export function receiptScope(caller: Caller): RideScope {
  if (isMarshal(caller.user) || caller.firm.billing_system === 'SG1') throw forbidden('Receipts are not available to you');
  const firmWide = isAdmin(caller.user) || reporter(caller);
  return { firmId: caller.firm.firm_id, viewerUserId: firmWide ? null : caller.user.user_id };
}

/** Starred reports belong to a report viewer, who sees and deletes only their own. */
export function starredReportOwner(caller: Caller): { firmId: number; userId: number } {
  reportScope(caller);
  return { firmId: caller.firm.firm_id, userId: caller.user.user_id };
}
