import { z } from 'zod';
import { fields } from '../fields.ts';
import { CostAllocationCodeSchema } from './costAllocation.ts';
import { ServiceAreaSchema } from './coverage.ts';
import { AuthTypeSchema, BillingSystemSchema, CostAllocationTypeSchema } from './enums.ts';

/** Firm preferences (000 §3, 001 §3): the firm's switches, two texts and the session token's lifetime. */
export const FirmPreferencesSchema = z.object({
  ...fields([
    'mandatoryWorkPhone', 'mandatoryMobilePhone', 'purposeOfJourney', 'carLine', 'userDisclaimer', 'mandatoryUserDisclaimer',
    'allowBookerPermissionOnAll', 'quotePrediction', 'adminReservationNotes', 'allowPackage', 'allowDirectBill',
    'sendDriverEventEmails', 'sendReminderEmails', 'allowAddUserManually', 'mandatoryCVV',
  ], z.boolean()),
  ...fields(['blockedUsersMessage', 'userGuideLink'], z.string().nullable()),
  tokenExpiryInMinutes: z.number().int().positive(),
  /**
   * Designed (issue 12), in percent of the cheapest or booked price: how much dearer a sustainable service may be
   * and still be suggested in step 3, and how much dearer a replacement may be when a provider declines.
   * Unset: the domain's defaults (co2.ts, requote.ts).
   */
  ...fields(['sustainableSuggestionMarginPercent', 'requoteMarginPercent'], z.number().min(0).max(100).optional()),
});
export type FirmPreferences = z.infer<typeof FirmPreferencesSchema>;

/** The two margins of issue 12 a super admin sets in admin settings (designed): both, within 0 to 100 percent. */
export const FirmMarginsSchema = FirmPreferencesSchema.pick({ sustainableSuggestionMarginPercent: true, requoteMarginPercent: true }).required();
export type FirmMargins = z.infer<typeof FirmMarginsSchema>;

/** Firm cost allocation config (000 §3). */
export const FirmCostAllocationSchema = z.object({
  costAllocationType: CostAllocationTypeSchema,
  displayName: z.string(),
  ...fields(['isMandatory', 'isHidden', 'isReadOnly', 'allowManual'], z.boolean()),
  initialCodes: z.array(CostAllocationCodeSchema),
});
export type FirmCostAllocation = z.infer<typeof FirmCostAllocationSchema>;

export const NotificationOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  topics: z.array(z.object({ code: z.string(), name: z.string() })),
  assistantNotificationsDefaultValue: z.boolean(),
});
export type NotificationOption = z.infer<typeof NotificationOptionSchema>;

/** Purpose of journey (001 §3). */
export const PurposeOfJourneySchema = z.object({
  firmPurposeOfJourneyId: z.number().int(),
  code: z.string(),
  displayName: z.string(),
  type: z.string(),
  specificData: z.object(fields(['fromTime', 'toTime'], z.string().nullable())).nullable(),
});
export type PurposeOfJourney = z.infer<typeof PurposeOfJourneySchema>;

/** GET /users/firmData (000 §3 Firm). */
export const FirmSchema = z.object({
  firmId: z.number().int(),
  firmCode: z.string(),
  /** The firm name; the trial firm is one value of this enum in the original. */
  corporate: z.string(),
  isTrial: z.boolean(),
  /** Data URL or absolute URL of the firm logo; null when none. */
  logo: z.string().nullable(),
  supportMessage: z.string().nullable(),
  firmPreferences: FirmPreferencesSchema,
  firmBillingProfile: z.object({ billingSystem: BillingSystemSchema }),
  firmAmexProfile: z.object({ accountId: z.string().nullable() }).nullable(),
  amexLimitAmount: z.number().nullable(),
  isSelfOnboarding: z.boolean(),
  /** 'otp' or 'sso': how this firm's users sign in. */
  loginType: AuthTypeSchema,
  ssoUrl: z.string().nullable(),
  /** Light theme override for the one firm that has one (000 §1). */
  lightThemeOverride: z.record(z.string(), z.string()).nullable(),
  serviceAreas: z.array(ServiceAreaSchema),
  notificationOptions: z.array(NotificationOptionSchema),
  firmReportFilters: z.array(z.string()),
  costAllocations: z.array(FirmCostAllocationSchema),
  purposeOfJourney: z.array(PurposeOfJourneySchema),
});
export type Firm = z.infer<typeof FirmSchema>;

/** Country (000 §3). `symbol` is the currency symbol's char code. */
export const CountrySchema = z.object({
  name: z.string(),
  iso2: z.string().length(2),
  currency: z.object({ code: z.string(), name: z.string(), symbol: z.number().int() }),
});
export type Country = z.infer<typeof CountrySchema>;
