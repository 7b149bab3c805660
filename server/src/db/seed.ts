import type { FirmCostAllocation, PurposeOfJourney } from '@curbside/contracts';
import type { Db } from './connection.ts';
import { seedAccount } from './seed-account.ts';
import { seedAdministration } from './seed-administration.ts';
import { seedBooking } from './seed-booking.ts';
import { seedCarLines } from './seed-car-lines.ts';
import { seedEmbed } from './seed-embed.ts';
import { HISTORY_SEED, seedRideHistory } from './seed-ride-history.ts';
import { seedInvoices } from '../invoices/invoice-seed.ts';
import { flag, isoNow, toJson } from './json-column.ts';
import {
  DEMO_API_KEYS, SEEDED_SEEN_TOURS, SEED_FIRMS, SEED_LOGIN_PERMISSIONS, SEED_NOTIFICATION_OPTIONS, SEED_USERS, US_SETTINGS,
} from './seed-data.ts';

/** True when the database has no firms yet (first run). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('firms').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/** What to seed besides the roster. */
export interface SeedOptions {
  /**
   * The year of ride history behind reports, receipts, the dashboard and invoices (some 24,000
   * rides, a few seconds). On by default; test apps turn it on only where they read it.
   */
  rideHistory?: boolean;
  /** Where the demo serves the partner billing page (issue 15; with the ride history): its origin, allowed to embed for Acme. */
  partnerBillingOrigin?: string;
}

/** Insert the demo roster of seed-data.ts. Run once, on an empty database. */
export async function seed(db: Db, { rideHistory = true, partnerBillingOrigin }: SeedOptions = {}): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const key of DEMO_API_KEYS) {
      await trx.insertInto('api_keys').values({ api_key: key.apiKey, name: key.name }).execute();
    }

    const firmIds = new Map<string, number>();
    let codeId = 1;
    let purposeId = 1;
    for (const firm of SEED_FIRMS) {
      const costAllocations: FirmCostAllocation[] = firm.costAllocations.map((allocation) => ({
        ...allocation,
        initialCodes: allocation.initialCodes.map((code) => ({
          ...code, costAllocationCodeId: codeId++, costAllocationType: allocation.costAllocationType,
        })),
      }));
      const purposes: PurposeOfJourney[] = firm.purposesOfJourney.map((p) => ({ ...p, firmPurposeOfJourneyId: purposeId++ }));
      const inserted = await trx.insertInto('firms').values({
        firm_code: firm.firmCode,
        name: firm.name,
        is_trial: flag(firm.isTrial),
        is_self_onboarding: flag(firm.isSelfOnboarding),
        logo: firm.logo,
        support_message: firm.supportMessage,
        billing_system: firm.billingSystem,
        login_type: firm.loginType,
        amex_account_id: firm.amexAccountId,
        amex_limit_amount: firm.amexLimitAmount,
        preferences: toJson(firm.preferences),
        cost_allocations: toJson(costAllocations),
        purposes_of_journey: toJson(purposes),
        notification_options: toJson(SEED_NOTIFICATION_OPTIONS),
        report_filters: toJson(firm.reportFilters),
        light_theme_override: firm.lightThemeOverride ? toJson(firm.lightThemeOverride) : null,
      }).returning('firm_id').executeTakeFirstOrThrow();
      firmIds.set(firm.firmCode, inserted.firm_id);

      for (const area of firm.serviceAreas) {
        await trx.insertInto('service_areas').values({ firm_id: inserted.firm_id, name: area.name, country_code: area.countryCode }).execute();
      }
      for (const doc of firm.documents) {
        await trx.insertInto('firm_documents').values({
          firm_id: inserted.firm_id, document_type: doc.type, title: doc.title, document: doc.document,
        }).execute();
      }
    }

    const userIds = new Map<string, number>();
    for (const user of SEED_USERS) {
      const firmId = firmIds.get(user.firmCode);
      if (firmId === undefined) throw new Error(`Seed user ${user.email} names unknown firm ${user.firmCode}`);
      const inserted = await trx.insertInto('users').values({
        firm_id: firmId,
        login_id: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        middle_name: null,
        employee_id: user.employeeId,
        amex_user_id: null,
        country_code: 'US',
        source: null,
        user_type: user.userType,
        user_role: user.userRole,
        is_super_admin: flag(user.isSuperAdmin ?? false),
        is_pending: 0,
        should_sign_self_onboarding: flag(user.shouldSignSelfOnboardingDocuments ?? false),
        is_billing_allowed: flag(user.isBillingAllowed ?? false),
        is_reports_allowed: flag(user.isReportsAllowed ?? false),
        is_manage_carline_allowed: flag(user.isManageCarlineAllowed ?? false),
        partners_link: null,
        ai_features: toJson(user.ai),
        settings: toJson(US_SETTINGS),
        seen_tours: toJson(user.seenTours ?? SEEDED_SEEN_TOURS),
        created_at: isoNow(),
      }).returning('user_id').executeTakeFirstOrThrow();
      userIds.set(user.email, inserted.user_id);
    }

    for (const grant of SEED_LOGIN_PERMISSIONS) {
      const holder = userIds.get(grant.holder);
      if (holder === undefined) throw new Error(`Unknown login-permission holder ${grant.holder}`);
      for (const email of grant.targets) {
        const target = userIds.get(email);
        if (target === undefined) throw new Error(`Unknown login-permission target ${email}`);
        await trx.insertInto('login_permissions').values({ holder_user_id: holder, target_user_id: target }).execute();
      }
    }

    await seedAccount(trx);
    await seedBooking(trx);
    if (rideHistory) {
      await seedRideHistory(trx, { seed: HISTORY_SEED, now: new Date() });
      await seedInvoices(trx, { now: new Date(), ...(partnerBillingOrigin ? { partnerBillingOrigin } : {}) });
    }
    await seedAdministration(trx, new Date());
    await seedCarLines(trx, new Date());
    await seedEmbed(trx, firmIds);
  });
}
