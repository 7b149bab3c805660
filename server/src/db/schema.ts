import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Columns are portable between SQLite and
 * PostgreSQL: flags are integers (0/1), timestamps ISO-8601 text, and rich
 * settings JSON text (see json-column.ts).
 */
export interface Database {
  api_keys: ApiKeyTable;
  firms: FirmTable;
  service_areas: ServiceAreaTable;
  firm_documents: FirmDocumentTable;
  users: UserTable;
  document_acceptances: DocumentAcceptanceTable;
  login_permissions: LoginPermissionTable;
  login_attempts: LoginAttemptTable;
  outbox: OutboxTable;
  sso_sessions: SsoSessionTable;
  support_tickets: SupportTicketTable;
  activity_logs: ActivityLogTable;
}

export type Flag = 0 | 1;

export interface ApiKeyTable {
  api_key: string;
  name: string;
}

export interface FirmTable {
  firm_id: Generated<number>;
  firm_code: string;
  name: string;
  is_trial: Flag;
  is_self_onboarding: Flag;
  logo: string | null;
  support_message: string | null;
  billing_system: string;
  login_type: string;
  amex_account_id: string | null;
  amex_limit_amount: number | null;
  /** JSON FirmPreferences. */
  preferences: string;
  /** JSON FirmCostAllocation[]. */
  cost_allocations: string;
  /** JSON PurposeOfJourney[]. */
  purposes_of_journey: string;
  /** JSON NotificationOption[]. */
  notification_options: string;
  /** JSON string[]. */
  report_filters: string;
  /** JSON record of CSS custom properties, or null. */
  light_theme_override: string | null;
}

export interface ServiceAreaTable {
  service_area_id: Generated<number>;
  firm_id: number;
  name: string;
  country_code: string;
}

export interface FirmDocumentTable {
  firm_document_id: Generated<number>;
  firm_id: number;
  /** PersonalDataDisclaimer | TermsOfUse | PrivacyPolicy */
  document_type: string;
  title: string;
  document: string;
}

export interface UserTable {
  user_id: Generated<number>;
  firm_id: number;
  /** The sign-in email, lower case. */
  login_id: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  employee_id: string | null;
  amex_user_id: string | null;
  country_code: string | null;
  source: string | null;
  user_type: string;
  user_role: string;
  is_super_admin: Flag;
  is_pending: Flag;
  should_sign_self_onboarding: Flag;
  is_billing_allowed: Flag;
  is_reports_allowed: Flag;
  is_manage_carline_allowed: Flag;
  partners_link: string | null;
  /** JSON AiFeatures. */
  ai_features: string;
  /** JSON UserSettings. */
  settings: string;
  /** JSON TourType[]. */
  seen_tours: string;
  created_at: string;
}

export interface DocumentAcceptanceTable {
  user_id: number;
  firm_document_id: number;
  accepted_at: string;
}

export interface LoginPermissionTable {
  user_login_permission_id: Generated<number>;
  /** The HQ or admin user who may log in as someone else. */
  holder_user_id: number;
  target_user_id: number;
}

export interface LoginAttemptTable {
  guid: string;
  /** 'otp' | 'sso' */
  kind: string;
  firm_id: number;
  user_id: number | null;
  email: string | null;
  /** HMAC of the one-time code (otp only); the code itself is never stored here. */
  code_hash: string | null;
  failed_tries: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Mail the server "sent": the local stand-in for an email provider. */
export interface OutboxTable {
  outbox_id: Generated<number>;
  email: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
}

export interface SsoSessionTable {
  session_id: string;
  guid: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface SupportTicketTable {
  ticket_id: Generated<number>;
  firm_id: number;
  user_id: number;
  subject: string;
  message: string;
  created_at: string;
}

export interface ActivityLogTable {
  activity_log_id: Generated<number>;
  user_id: number;
  /** JSON of the logged activity (000 §7 Other). */
  payload: string;
  created_at: string;
}
