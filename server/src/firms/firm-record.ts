import type { Firm, FirmCostAllocation, FirmPreferences, NotificationOption, PurposeOfJourney, ServiceArea } from '@curbside/contracts';
import { firmAreaRegion } from '../coverage/regions.ts';
import type { Db } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import { serviceAreaRows, type FirmRow } from './firm-repository.ts';

export const firmPreferences = (row: FirmRow): FirmPreferences => fromJson<FirmPreferences>(row.preferences, {} as FirmPreferences);

/** Session length for the firm's users (000 §3 firmPreferences.tokenExpiryInMinutes). */
export const tokenExpiryMinutes = (row: FirmRow): number => firmPreferences(row).tokenExpiryInMinutes || 480;

/** Where the simulated identity provider lives for an SSO firm. */
export const firmSsoPath = (row: FirmRow): string | null =>
  row.login_type === 'sso' ? `/sso/idp?firmCode=${encodeURIComponent(row.firm_code)}` : null;

/** The firm's service areas (000 §3), each with its outline for the coverage map where one is known. */
export async function serviceAreasOf(db: Db, firmId: number): Promise<ServiceArea[]> {
  const rows = await serviceAreaRows(db.kysely, firmId);
  return rows.map((r) => {
    const area = { name: r.name, countryCode: r.country_code };
    return { serviceAreaId: r.service_area_id, ...area, region: firmAreaRegion(area) };
  });
}

export async function toFirm(db: Db, row: FirmRow, origin: string): Promise<Firm> {
  const ssoPath = firmSsoPath(row);
  return {
    firmId: row.firm_id,
    firmCode: row.firm_code,
    corporate: row.name,
    isTrial: row.is_trial === 1,
    logo: row.logo,
    supportMessage: row.support_message,
    firmPreferences: firmPreferences(row),
    firmBillingProfile: { billingSystem: row.billing_system as Firm['firmBillingProfile']['billingSystem'] },
    firmAmexProfile: row.amex_account_id ? { accountId: row.amex_account_id } : null,
    amexLimitAmount: row.amex_limit_amount,
    isSelfOnboarding: row.is_self_onboarding === 1,
    loginType: row.login_type === 'sso' ? 'sso' : 'otp',
    ssoUrl: ssoPath ? `${origin}${ssoPath}` : null,
    lightThemeOverride: fromJson<Record<string, string> | null>(row.light_theme_override, null),
    serviceAreas: await serviceAreasOf(db, row.firm_id),
    notificationOptions: fromJson<NotificationOption[]>(row.notification_options, []),
    firmReportFilters: fromJson<string[]>(row.report_filters, []),
    costAllocations: fromJson<FirmCostAllocation[]>(row.cost_allocations, []),
    purposeOfJourney: fromJson<PurposeOfJourney[]>(row.purposes_of_journey, []),
  };
}
