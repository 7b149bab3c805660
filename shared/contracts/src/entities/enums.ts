import { z } from 'zod';

// spec 000 §6, 001 §6
export const UserRoleSchema = z.enum([
  'STANDARD', 'BOOKER', 'ADMIN', 'SUPER_ADMIN', 'HQ_SUPPORT', 'HQ_DEV', 'REPORTER', 'MARSHAL',
]);
export type UserRole = z.infer<typeof UserRoleSchema>;
/** The second role list of 000 §6. */
export const AccountRoleSchema = z.enum(['ADMIN', 'BOOKER_ADMIN', 'REGULAR', 'ASSISTANCE']);
export const UserTypeSchema = z.enum(['ADMIN', 'REGULAR', 'EMPLOYEE']);
export type UserType = z.infer<typeof UserTypeSchema>;

// spec 000 §3, 001 §3
export const BillingSystemSchema = z.enum(['SG1', 'SG2', 'FN']);
export type BillingSystem = z.infer<typeof BillingSystemSchema>;

// spec 000 §3 User settings
export const DateFormatSchema = z.enum(['US', 'GB', 'ISO']);
export type DateFormat = z.infer<typeof DateFormatSchema>;
export const TimeFormatSchema = z.enum(['12Hours', '24Hours']);
export type TimeFormat = z.infer<typeof TimeFormatSchema>;
/** English = miles, Metric = kilometers. */
export const DistanceUnitsSchema = z.enum(['English', 'Metric']);
export type DistanceUnits = z.infer<typeof DistanceUnitsSchema>;
export const WeekStartSchema = z.enum(['Sunday', 'Monday', 'Saturday']);
export type WeekStart = z.infer<typeof WeekStartSchema>;

export const ContactMethodSchema = z.enum(['SMS', 'Push', 'Email', 'Phone']);
export type ContactMethod = z.infer<typeof ContactMethodSchema>;
export const NotificationChannelSchema = z.enum(['email', 'sms', 'push']);

// spec 000 §3 Auth state
export const AuthTypeSchema = z.enum(['sso', 'otp']);
export type AuthType = z.infer<typeof AuthTypeSchema>;

// spec 000 §3 Permission request statuses (Declined appears in one list)
export const PermissionStatusSchema = z.enum(['Pending', 'Accepted', 'Expired', 'RequestExpired', 'Deleted', 'Declined']);
export type PermissionStatus = z.infer<typeof PermissionStatusSchema>;

// spec 000 §3 Credit card
export const CardSourceSchema = z.enum(['SG2', 'SG1', 'CP', 'feed']);
export const CardBrandSchema = z.enum(['VISA', 'MASTERCARD', 'AMEX', 'AMEXVIRTUAL', 'DISCOVER', 'DINERS-CLUB', 'None']);
export type CardBrand = z.infer<typeof CardBrandSchema>;

// spec 000 §3 Place
export const PlaceTypeSchema = z.enum(['Home', 'Work', 'Other']);
export const PlaceValidationStatusSchema = z.enum(['ValidPlace', 'InvalidPlace', 'MissingParams']);
export type PlaceValidationStatus = z.infer<typeof PlaceValidationStatusSchema>;
/** Where a record came from; 'feed' means company records (locked). */
export const SourceSchema = z.string();

export const PhoneTypeSchema = z.enum(['Work', 'Mobile']);

// spec 000 §3 / 001 §3 cost allocation types and their column keys
export const COST_ALLOCATION_TYPES = [
  'Cost Center', 'Project Code', 'Client Code', 'Client Matter', 'Company', 'Organization',
  'Department', 'Business Unit', 'Location', 'Job Title Code', 'Employee Manager',
] as const;
export const CostAllocationTypeSchema = z.enum(COST_ALLOCATION_TYPES);
export type CostAllocationType = z.infer<typeof CostAllocationTypeSchema>;
export const COST_ALLOCATION_COLUMN_KEYS = {
  'Cost Center': 'costCenter',
  'Project Code': 'projectCode',
  'Client Code': 'clientCode',
  'Client Matter': 'clientMatter',
  Company: 'company',
  Organization: 'organization',
  Department: 'department',
  'Business Unit': 'businessUnit',
  Location: 'location',
  'Job Title Code': 'jobTitleCode',
  'Employee Manager': 'employeeManager',
} as const satisfies Record<CostAllocationType, string>;

// spec 000 §9 Tours
export const TourTypeSchema = z.enum(['NEW_USER', 'COLUMNS_TOUR', 'CAR_PROVIDERS_MAP', 'NEW_STEPPER']);
export type TourType = z.infer<typeof TourTypeSchema>;

// spec 000 §2 Support dialog
export const SUPPORT_SUBJECTS = ['Ride issue', 'Booking issue', 'Account issue', 'Other issue'] as const;
export const SupportSubjectSchema = z.enum(SUPPORT_SUBJECTS);
export type SupportSubject = z.infer<typeof SupportSubjectSchema>;

// 001 §7 activity log
export const ActivityErrorKindSchema = z.enum(['SERVER_ERROR', 'VALIDATION_ERROR', 'CLIENT_ERROR', 'CAR_PROVIDER_ERROR']);
