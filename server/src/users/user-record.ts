import type { FirmDocument, LoginPermission, User, UserData, UserSettings } from '@curbside/contracts';
import type { Db } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import { US_SETTINGS } from '../db/seed-data.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { latestDisclaimer, type FirmRow } from '../firms/firm-repository.ts';
import { loginPermissionRows, type UserRow } from './user-repository.ts';

export const fullName = (user: Pick<UserRow, 'first_name' | 'middle_name' | 'last_name'>): string =>
  [user.first_name, user.middle_name, user.last_name].filter((part) => part !== null && part !== '').join(' ');

export const userSettings = (row: UserRow): UserSettings => fromJson(row.settings, US_SETTINGS);

/**
 * The disclaimer the user still has to accept (000 §4 Disclaimer): the firm's
 * personal data disclaimer when the firm shows one and the user has not agreed yet.
 */
export async function pendingDisclaimer(db: Db, user: UserRow, firm: FirmRow): Promise<FirmDocument | null> {
  if (!firmPreferences(firm).userDisclaimer) return null;
  const doc = await latestDisclaimer(db.kysely, firm.firm_id, user.user_id);
  if (!doc || doc.accepted_at) return null;
  return { firmDocumentId: doc.firm_document_id, documentTitle: doc.title, document: doc.document };
}

export function toUser(row: UserRow, firm: FirmRow, firmDocument: FirmDocument | null): User {
  return {
    userId: row.user_id,
    loginId: row.login_id,
    name: fullName(row),
    firstName: row.first_name,
    lastName: row.last_name,
    middleName: row.middle_name,
    employeeId: row.employee_id,
    amexUserId: row.amex_user_id,
    countryCode: row.country_code,
    source: row.source,
    userType: row.user_type as User['userType'],
    userRole: row.user_role as User['userRole'],
    isSuperAdmin: row.is_super_admin === 1,
    isPending: row.is_pending === 1,
    shouldSignSelfOnboardingDocuments: row.should_sign_self_onboarding === 1,
    isBillingAllowed: row.is_billing_allowed === 1,
    isReportsAllowed: row.is_reports_allowed === 1,
    isManageCarlineAllowed: row.is_manage_carline_allowed === 1,
    partnersLink: row.partners_link,
    firmCode: firm.firm_code,
    firmDocument,
    features: { ai: fromJson(row.ai_features, { enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: false }) },
  };
}

/** 'Login as' entries the user holds, sorted by firm name (000 §6). */
export async function loginPermissionsOf(db: Db, holderUserId: number): Promise<LoginPermission[]> {
  const rows = await loginPermissionRows(db.kysely, holderUserId);
  return rows.map((r) => ({
    userLoginPermissionId: r.user_login_permission_id,
    firm: { name: r.name, firmCode: r.firm_code },
    user: { loginId: r.login_id },
  }));
}

export async function userData(db: Db, row: UserRow, firm: FirmRow): Promise<UserData> {
  return {
    user: toUser(row, firm, await pendingDisclaimer(db, row, firm)),
    settings: userSettings(row),
    loginsPermissions: await loginPermissionsOf(db, row.user_id),
  };
}
