import type { UserRole } from '@curbside/contracts';
import { firmPreferences } from '../firms/firm-record.ts';
import type { FirmRow } from '../firms/firm-repository.ts';
import type { Caller } from '../auth/session.ts';
import { badRequest, forbidden } from '../http/http-error.ts';
import { isSuperAdmin } from './roles.ts';

// Rules 'amexProfile', 'adminReservationNotes', 'addUserManually', 'billingSystem', 'superAdminCardLimits'.

const ADMIN_NOTES_DISABLED = 'Admin reservation notes are not enabled for your firm';

/** 001 §5 Payment: bill to company where the firm allows direct bill, or bills through FN (bill-company). */
export const mayBillCompany = (firm: FirmRow): boolean =>
  firmPreferences(firm).allowDirectBill || firm.billing_system === 'FN';

/** 000 §6: SG2 firms allocate costs to Cost Center only. */
export function requireAllocationTypeOfBillingSystem(firm: FirmRow, costAllocationType: string): void {
  if (firm.billing_system === 'SG2' && costAllocationType !== 'Cost Center') {
    throw badRequest('Only Cost Center allocations are supported for your firm');
  }
}

export function requireAmexProfile(firm: FirmRow): string {
  if (!firm.amex_account_id) throw badRequest('The firm has no American Express profile');
  return firm.amex_account_id;
}

export function requireAdminReservationNotes(firm: FirmRow): void {
  if (!firmPreferences(firm).adminReservationNotes) throw forbidden(ADMIN_NOTES_DISABLED);
}

/** New employee (000 §2): the firm allows adding by hand; HQ roles are never given here, a super admin only by a super admin. */
export function requireMayAddUser(caller: Caller, role: UserRole): void {
  if (!firmPreferences(caller.firm).allowAddUserManually) throw forbidden('Your firm does not allow adding employees manually');
  if (role === 'HQ_DEV' || role === 'HQ_SUPPORT') throw forbidden('This role cannot be given here');
  if (role === 'SUPER_ADMIN' && !isSuperAdmin(caller.user)) throw forbidden('Only a super admin can add a super admin');
}

/** 000 §5/§6: only a super admin edits a virtual card's balance and valid-to date. */
export function requireCardLimitsEditor(caller: Caller): void {
  if (!isSuperAdmin(caller.user)) throw forbidden('Only a super admin can change the card balance or the valid-to date');
}

/** 000 §4: firm cards are added by a super admin. */
export function requireFirmCardEditor(caller: Caller): void {
  if (!isSuperAdmin(caller.user)) throw forbidden('Only a super admin can add a firm card');
}
