import { z } from 'zod';
import {
  ContactMethodSchema, CostAllocationTypeSchema, DateFormatSchema, DistanceUnitsSchema, PhoneTypeSchema,
  TimeFormatSchema, UserRoleSchema, UserTypeSchema, WeekStartSchema,
} from './enums.ts';
import { fields } from '../fields.ts';
import { boundedText } from '../text-limits.ts';

/** Per-user AI feature flags (000 §3 features.ai). */
export const AiFeaturesSchema = z.object(fields(['enableBookingChat', 'enableDataChat', 'enableBookingVoiceChat'], z.boolean()));

/** Disclaimer document (000 §3). */
export const FirmDocumentSchema = z.object({
  firmDocumentId: z.number().int(),
  documentTitle: z.string(),
  document: z.string(),
});
export type FirmDocument = z.infer<typeof FirmDocumentSchema>;

/** User (000 §3). */
export const UserSchema = z.object({
  userId: z.number().int(),
  loginId: boundedText('email'),
  ...fields(['name', 'firstName', 'lastName'], boundedText('name')),
  ...fields(['middleName', 'employeeId', 'amexUserId'], boundedText('name').nullable()),
  ...fields(['countryCode', 'source'], z.string().nullable()),
  userType: UserTypeSchema,
  userRole: UserRoleSchema,
  isSuperAdmin: z.boolean(),
  isPending: z.boolean(),
  shouldSignSelfOnboardingDocuments: z.boolean(),
  isBillingAllowed: z.boolean(),
  isReportsAllowed: z.boolean(),
  isManageCarlineAllowed: z.boolean(),
  /** External link for partner users ('an extra Billing link'); null when none. */
  partnersLink: z.string().nullable(),
  firmCode: z.string(),
  /** A firm document the user still has to accept (the disclaimer); null when none or accepted. */
  firmDocument: FirmDocumentSchema.nullable(),
  features: z.object({ ai: AiFeaturesSchema }),
});
export type User = z.infer<typeof UserSchema>;

/** Notification blacklist entry keyed by option code (000 §3). */
export const NotificationBlacklistEntrySchema = z.object({
  disabled: z.array(z.string()),
  assistantNotifications: z.boolean(),
  disabledTopics: z.array(z.string()),
});

/** User settings (000 §3). */
export const UserSettingsSchema = z.object({
  dateFormat: DateFormatSchema,
  timeFormat: TimeFormatSchema,
  distanceUnits: DistanceUnitsSchema,
  currency: z.string().length(3),
  startCalendarWeekOn: WeekStartSchema,
  notifications: z.object({
    mutedUntill: z.string().nullable(),
    blacklist: z.record(z.string(), NotificationBlacklistEntrySchema),
  }),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** Login permission for 'login as' (000 §3). */
export const LoginPermissionSchema = z.object({
  userLoginPermissionId: z.number().int(),
  firm: z.object({ name: z.string(), firmCode: z.string() }),
  user: z.object({ loginId: z.string() }),
});
export type LoginPermission = z.infer<typeof LoginPermissionSchema>;

/** GET /users/userData (000 §7). */
export const UserDataSchema = z.object({
  user: UserSchema,
  settings: UserSettingsSchema,
  loginsPermissions: z.array(LoginPermissionSchema),
});
export type UserData = z.infer<typeof UserDataSchema>;

/** Phones, emails and cost allocations of a contact (000 §3). Phone is stored as 'code-number'. */
export const UserPhoneSchema = z.object({
  userPhoneId: z.number().int().nullable(),
  userId: z.number().int(),
  type: PhoneTypeSchema,
  phone: z.string(),
  source: z.string().nullable(),
});
export const UserEmailSchema = z.object({
  userId: z.number().int(),
  name: boundedText('name').nullable(),
  email: boundedText('email'),
  isPrimary: z.boolean(),
  source: z.string().nullable(),
});
export const UserCostAllocationSchema = z.object({
  costAllocationType: CostAllocationTypeSchema,
  codeValue: boundedText('code'),
  source: z.string().nullable(),
});
/** A contact's name and company identifiers are the user's own. */
export const ContactInfoSchema = UserSchema.pick({
  firstName: true, lastName: true, middleName: true, employeeId: true, countryCode: true,
}).extend({
  fullName: z.string(),
  preferredContactMethod: ContactMethodSchema.default('Email'),
  phones: z.array(UserPhoneSchema),
  emails: z.array(UserEmailSchema),
  costAllocations: z.array(UserCostAllocationSchema),
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

/** Employee search result (GET /users). */
export const UserSummarySchema = UserSchema.pick({ userId: true, employeeId: true, firmCode: true }).extend({
  fullName: z.string(),
  email: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;
