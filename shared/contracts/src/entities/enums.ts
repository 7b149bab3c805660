import { z } from 'zod';

// spec 000 §6, 001 §6
export const UserRoleSchema = z.enum([
  'STANDARD', 'BOOKER', 'ADMIN', 'SUPER_ADMIN', 'HQ_SUPPORT', 'HQ_DEV', 'REPORTER', 'MARSHAL',
]);
/** The second role list of 000 §6. */
export const AccountRoleSchema = z.enum(['ADMIN', 'BOOKER_ADMIN', 'REGULAR', 'ASSISTANCE']);
export const UserTypeSchema = z.enum(['ADMIN', 'REGULAR', 'EMPLOYEE']);

// spec 000 §3, 001 §3
export const BillingSystemSchema = z.enum(['SG1', 'SG2', 'FN']);

// spec 000 §3 User settings
export const DateFormatSchema = z.enum(['US', 'GB', 'ISO']);
export const TimeFormatSchema = z.enum(['12Hours', '24Hours']);
/** English = miles, Metric = kilometers. */
export const DistanceUnitsSchema = z.enum(['English', 'Metric']);
export const WeekStartSchema = z.enum(['Sunday', 'Monday', 'Saturday']);

export const ContactMethodSchema = z.enum(['SMS', 'Push', 'Email', 'Phone']);
export const NotificationChannelSchema = z.enum(['email', 'sms', 'push']);

// spec 000 §3 Auth state
export const AuthTypeSchema = z.enum(['sso', 'otp']);

// spec 000 §3 Permission request statuses (Declined appears in one list)
export const PermissionStatusSchema = z.enum(['Pending', 'Accepted', 'Expired', 'RequestExpired', 'Deleted', 'Declined']);

// spec 000 §3 Credit card
export const CardSourceSchema = z.enum(['SG2', 'SG1', 'CP', 'feed']);
export const CardBrandSchema = z.enum(['VISA', 'MASTERCARD', 'AMEX', 'AMEXVIRTUAL', 'DISCOVER', 'DINERS-CLUB', 'None']);

// spec 000 §3 Place
export const PlaceTypeSchema = z.enum(['Home', 'Work', 'Other']);
export const PlaceValidationStatusSchema = z.enum(['ValidPlace', 'InvalidPlace', 'MissingParams']);
/** Where a record came from; 'feed' means company records (locked). */
export const SourceSchema = z.string();

export const PhoneTypeSchema = z.enum(['Work', 'Mobile']);

// spec 000 §3 / 001 §3 cost allocation types and their column keys
export const COST_ALLOCATION_TYPES = [
  'Cost Center', 'Project Code', 'Client Code', 'Client Matter', 'Company', 'Organization',
  'Department', 'Business Unit', 'Location', 'Job Title Code', 'Employee Manager',
] as const;
export const CostAllocationTypeSchema = z.enum(COST_ALLOCATION_TYPES);
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

// spec 000 §2 Support dialog
export const SUPPORT_SUBJECTS = ['Ride issue', 'Booking issue', 'Account issue', 'Other issue'] as const;
export const SupportSubjectSchema = z.enum(SUPPORT_SUBJECTS);

// 001 §7 activity log
export const ActivityErrorKindSchema = z.enum(['SERVER_ERROR', 'VALIDATION_ERROR', 'CLIENT_ERROR', 'CAR_PROVIDER_ERROR']);

// ---- spec 001 §3 Enumerations and §4 states ----

export const VEHICLE_TYPES = [
  'Sedan', 'SUV', 'Executive', 'LargeSUV', 'Luxury', 'Minivan', 'LargeMinivan', 'ExecutiveMinivan', 'Minibus', 'Taxi',
] as const;
export const VehicleTypeSchema = z.enum(VEHICLE_TYPES);

export const QuoteTypeSchema = z.enum(['oneCost', 'oneCostGuaranteed', 'range']);

export const InclusivenessSchema = z.enum(['BaseRate', 'FullyInclusive', 'CPTotal']);

export const RESERVATION_ACTIONS = [
  'NEW', 'EDIT', 'DUPLICATE', 'DETAILS', 'CANCEL', 'RETURN_TRIP', 'FOLLOW_UP_RESERVATION', 'NEW_AFTER_CANCEL',
  'EDIT_PAYMENT_METHOD', 'RESERVATION_NOTES', 'FAVORITES', 'NEW_FROM_CHAT',
] as const;
export const ReservationActionSchema = z.enum(RESERVATION_ACTIONS);

// spec 001 §4 Reservation status
export const RESERVATION_STATUSES = [
  'New', 'Error', 'Accepted', 'Declined', 'Canceled', 'Dispatched', 'OnScene', 'InProgress', 'Completed', 'OnHold',
  'Searching', 'Assigned',
] as const;
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES);

// spec 001 §1 reservation types
export const ReservationTypeSchema = z.enum(['regular', 'asDirected', 'timeJob']);

// spec 001 §3 payment options, spelled two ways: one list has CC / DB, another UserCreditCard / BillToCompany
export const PaymentOptionCodeSchema = z.enum(['CC', 'DB']);
/** Each payment option code and its other spelling: a credit card, or the bill to the company (direct bill). */
export const PAYMENT_OPTION_NAMES = { CC: 'UserCreditCard', DB: 'BillToCompany' } as const satisfies Record<PaymentOptionCode, string>;
export const PaymentOptionSchema = z.enum(PAYMENT_OPTION_NAMES);

// spec 001 §4 Payment statuses (spelled as shown)
export const PaymentStatusSchema = z.enum(['Failed', 'No card', 'Awaiting retry']);
/** Direct-bill invoice statuses. */
export const InvoiceStatusSchema = z.enum(['new', 'pending_payment', 'fully_paid', 'partially_paid', 'declined', 'test']);

// spec 001 §3 Address or stop
export const AddressTypeSchema = z.enum(['SPECIFIC_ADDRESS', 'RECENTS', 'FAVORITES', 'OFFICE', 'HOME', 'AIRPORT']);
export const StopTypeSchema = z.enum(['pickup', 'dropoff', 'stop']);

// ---- spec 001 §7 Reports ----

/** Report kinds of /reports (the `type` query of 001 §2). Dashboard redirects to /dashboard. Designed: the spec names Rides and Dashboard only. */
export const ReportTypeSchema = z.enum(['Rides', 'Summary', 'Routes', 'Dashboard']);

/** Formats of an export or a scheduled report. */
export const ExportFormatSchema = z.enum(['pdf', 'csv', 'ap']);

/** How often a starred report is sent by email. */
export const ScheduleFrequencySchema = z.enum(['Daily', 'Weekly', 'Monthly']);

// spec 001 §7 Dashboard names
export const DASHBOARD_NAMES = [
  'summary', 'metrics', 'hourly-distribution', 'top-employees', 'rides-by-service', 'top-airports', 'sustainability',
  'emissions-by-weekday', 'emissions-by-hour', 'emissions-by-month', 'emissions-by-state', 'emissions-by-country',
  'emissions-by-purpose-of-journey',
] as const;
export const DashboardNameSchema = z.enum(DASHBOARD_NAMES);

// spec 001 §7 Report filter URL parameters: identifierNumberType
export const IdentifierNumberTypeSchema = z.enum(['reservationNumber', 'confirmationNumber', 'voucherNumber', 'receiptNumber']);

/** Flight direction for the flight search (designed: the spec names the parameter only). */
export const FlightDirectionSchema = z.enum(['arrival', 'departure']);

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const WeekdaySchema = z.enum(WEEKDAYS);

// ---- The value type of each enum above ----

export type UserRole = z.infer<typeof UserRoleSchema>;
export type UserType = z.infer<typeof UserTypeSchema>;
export type BillingSystem = z.infer<typeof BillingSystemSchema>;
export type DateFormat = z.infer<typeof DateFormatSchema>;
export type TimeFormat = z.infer<typeof TimeFormatSchema>;
export type DistanceUnits = z.infer<typeof DistanceUnitsSchema>;
export type WeekStart = z.infer<typeof WeekStartSchema>;
export type ContactMethod = z.infer<typeof ContactMethodSchema>;
export type AuthType = z.infer<typeof AuthTypeSchema>;
export type PermissionStatus = z.infer<typeof PermissionStatusSchema>;
export type CardBrand = z.infer<typeof CardBrandSchema>;
export type PlaceValidationStatus = z.infer<typeof PlaceValidationStatusSchema>;
export type CostAllocationType = z.infer<typeof CostAllocationTypeSchema>;
export type TourType = z.infer<typeof TourTypeSchema>;
export type SupportSubject = z.infer<typeof SupportSubjectSchema>;
export type ActivityErrorKind = z.infer<typeof ActivityErrorKindSchema>;
export type VehicleType = z.infer<typeof VehicleTypeSchema>;
export type QuoteType = z.infer<typeof QuoteTypeSchema>;
export type Inclusiveness = z.infer<typeof InclusivenessSchema>;
export type ReservationAction = z.infer<typeof ReservationActionSchema>;
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;
export type ReservationType = z.infer<typeof ReservationTypeSchema>;
export type PaymentOptionCode = z.infer<typeof PaymentOptionCodeSchema>;
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;
export type AddressType = z.infer<typeof AddressTypeSchema>;
export type StopType = z.infer<typeof StopTypeSchema>;
export type ReportType = z.infer<typeof ReportTypeSchema>;
export type ExportFormat = z.infer<typeof ExportFormatSchema>;
export type ScheduleFrequency = z.infer<typeof ScheduleFrequencySchema>;
export type DashboardName = z.infer<typeof DashboardNameSchema>;
export type IdentifierNumberType = z.infer<typeof IdentifierNumberTypeSchema>;
export type FlightDirection = z.infer<typeof FlightDirectionSchema>;
export type Weekday = z.infer<typeof WeekdaySchema>;
