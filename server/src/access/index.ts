/**
 * The access module: every role, firm, billing-system and ownership rule of the server.
 * Routes and services call it; it reads through repositories and imports nothing above it.
 * Per endpoint: the contract's level (`Endpoint.access`, enforced by registerEndpoint through
 * `requireLevel` in level.ts) and the named rules of endpoint-access.ts, whose
 * `endpointAccessTable()` is the data an access matrix test is generated from.
 */
export { isAdmin, isSuperAdmin } from './roles.ts';
export { accountAccess, accountRole, requireAccountAdmin } from './account-access.ts';
export { bookableEmployee, bookableScope, requireFirmPassenger } from './booking-access.ts';
export { reservationScope, visibleReservation, visibleReservationByNumber } from './reservation-access.ts';
export { requireMayEnable, requireMayRemove, requireMayRequestFor, requireMayResend } from './permission-access.ts';
export {
  mayBillCompany, requireAdminReservationNotes, requireAllocationTypeOfBillingSystem, requireAmexProfile,
  requireCardLimitsEditor, requireFirmCardEditor, requireMayAddUser,
} from './firm-access.ts';
export { loginAsGrant } from './login-as-access.ts';
export { requireAdminGrant, requireBlockable, requireDeletableEmployee, requireEditableTag, requireFirmTag } from './admin-access.ts';
export { receiptScope, reportScope, starredReportOwner } from './report-access.ts';
export { invoiceScope } from './invoice-access.ts';
export { outstandingFirm } from './outstanding-access.ts';
export { requireAiFeature } from './assistant-access.ts';
