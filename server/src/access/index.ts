/**
 * The access module: every role, firm, billing-system and ownership rule of the server.
 * Routes and services call it; it reads through repositories and imports nothing above it.
 * Per endpoint: the contract's level (`Endpoint.access`, enforced by registerEndpoint through
 * `requireLevel`) and the named rules of endpoint-access.ts.
 */
export { ACCESS_RULES, type AccessRule, type AccessRuleName } from './rules.ts';
export { ENDPOINT_RULES, endpointAccessTable, type EndpointAccess } from './endpoint-access.ts';
export { isAdmin, isMarshal, isSuperAdmin, meetsLevel } from './roles.ts';
export { requireLevel } from './level.ts';
export { accountAccess, accountRole, requireAccountAdmin, type AccountAccess } from './account-access.ts';
export { BOOKING_REFUSED, bookableEmployee, bookableScope, requireFirmPassenger } from './booking-access.ts';
export { canSeeReservation, reservationScope, visibleReservation, visibleReservationByNumber } from './reservation-access.ts';
export { requireMayEnable, requireMayRemove, requireMayRequestFor, requireMayResend } from './permission-access.ts';
export {
  mayBillCompany, requireAdminReservationNotes, requireAllocationTypeOfBillingSystem, requireAmexProfile,
  requireCardLimitsEditor, requireFirmCardEditor, requireMayAddUser,
} from './firm-access.ts';
export { loginAsGrant } from './login-as-access.ts';
