import type { Generated } from 'kysely';
import type { RideTable, StarredReportTable } from './schema-ride-history.ts';
import type { FirmInvoiceTable } from './schema-invoices.ts';
import type { RideEmailTable } from './schema-outstanding.ts';
import type { ChatConversationTable } from './schema-chat.ts';
import type {
  BookingAccountTable, CarLineExceptionDateTable, CarLineReservationTable, CarLineRollerRequestTable, CarLineScheduleRangeTable, CarLineTable,
} from './schema-car-lines.ts';
import type {
  BlockedUserTable, BroadcastNoteTable, ConcurSignupCodeTable, FeedStatusTable, IsoClientIdentifierTable, TagTable, UserTagTable,
} from './schema-administration.ts';

/**
 * The database as Kysely sees it. Columns are portable between SQLite and
 * PostgreSQL: flags are integers (0/1), timestamps ISO-8601 text, and rich
 * settings JSON text (see json-column.ts).
 */
export interface Database {
  chat_conversations: ChatConversationTable;
  api_keys: ApiKeyTable;
  firms: FirmTable;
  service_areas: ServiceAreaTable;
  firm_documents: FirmDocumentTable;
  users: UserTable;
  document_acceptances: DocumentAcceptanceTable;
  login_permissions: LoginPermissionTable;
  login_attempts: LoginAttemptTable;
  sessions: SessionTable;
  firm_embed_origins: FirmEmbedOriginTable;
  event_tickets: EventTicketTable;
  embed_credentials: EmbedCredentialTable;
  rate_limit_windows: RateLimitWindowTable;
  idempotency_keys: IdempotencyKeyTable;
  live_events: LiveEventTable;
  outbox: OutboxTable;
  sso_sessions: SsoSessionTable;
  support_tickets: SupportTicketTable;
  activity_logs: ActivityLogTable;
  // 0002-account (spec 000 §3 contact info, places, permissions, cards; the payment sandbox)
  user_profiles: UserProfileTable;
  user_emails: UserEmailTable;
  user_phones: UserPhoneTable;
  user_cost_allocations: UserCostAllocationTable;
  cost_allocation_codes: CostAllocationCodeTable;
  user_places: UserPlaceTable;
  booker_permissions: BookerPermissionTable;
  credit_cards: CreditCardTable;
  sandbox_setup_intents: SandboxSetupIntentTable;
  // 0003-booking (spec 001: car providers, quotes, reservations, booking history, favorites)
  car_providers: CarProviderTable;
  car_provider_areas: CarProviderAreaTable;
  booking_account_services: BookingAccountServiceTable;
  firm_preferred_providers: FirmPreferredProviderTable;
  quotes: QuoteTable;
  reservations: ReservationTable;
  reservation_history: ReservationHistoryTable;
  reservation_favorites: ReservationFavoriteTable;
  bus_quote_requests: BusQuoteRequestTable;
  // 0013-ride-history (issue 13: reports, receipts, dashboard, invoices)
  rides: RideTable;
  ride_emails: RideEmailTable;
  starred_reports: StarredReportTable;
  // 0027-firm-invoices (issue 15: direct-bill invoices)
  firm_invoices: FirmInvoiceTable;
  // 0014-administration (issue 17: tags, blocked users, broadcast notes, company feed)
  tags: TagTable;
  user_tags: UserTagTable;
  blocked_users: BlockedUserTable;
  broadcast_notes: BroadcastNoteTable;
  feed_status: FeedStatusTable;
  // 0019-integrations (issue 17: expense-system signup codes, ISO client identifiers)
  concur_signup_codes: ConcurSignupCodeTable;
  iso_client_identifiers: IsoClientIdentifierTable;
  // 0016-car-lines (issue 16: booking accounts, car lines, their schedules, reservations and roller requests)
  booking_accounts: BookingAccountTable;
  car_lines: CarLineTable;
  car_line_schedule_ranges: CarLineScheduleRangeTable;
  car_line_exception_dates: CarLineExceptionDateTable;
  car_line_reservations: CarLineReservationTable;
  car_line_roller_requests: CarLineRollerRequestTable;
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

/** A signed-in session; its id is the token's `jti`. Revoked at logout, extended by a refresh. */
export interface SessionTable {
  session_id: string;
  user_id: number;
  impersonator_user_id: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Hits of one rate-limit key in one fixed window (0024-several-servers): every process counts here. */
export interface RateLimitWindowTable {
  limit_key: string;
  /** Milliseconds since the epoch, a multiple of the window's length. */
  window_start: number;
  hits: number;
}

/** A single-use ticket that opens the live event stream for a session (0022-event-tickets). */
export interface EventTicketTable {
  ticket: string;
  session_id: string;
  expires_at: string;
  used_at: string | null;
  /** The host origin it was issued to (0025), null for the portal's own pages. */
  origin: string | null;
}

/** A firm's server-to-server credentials for host tokens (0025-embed-credentials, issue 9). */
export interface EmbedCredentialTable {
  client_id: string;
  firm_id: number;
  /** SHA-256 (hex) of the secret. */
  secret_hash: string;
  name: string;
  created_at: string;
  revoked_at: string | null;
}

/** A host origin a firm embeds the elements on (0021-firm-embed-origins, issue 9). */
export interface FirmEmbedOriginTable {
  firm_id: number;
  origin: string;
  created_at: string;
}

/** The first answer to an idempotent call, per user and key; response_status null while it runs. */
export interface IdempotencyKeyTable {
  user_id: number;
  idem_key: string;
  /** 'POST /reservations': a key is bound to one endpoint... */
  route: string;
  /** ...and one request (hash of params and body). */
  fingerprint: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

/** A live event as it was pushed (000 §4), kept a day so a reconnecting stream can catch up. */
export interface LiveEventTable {
  /** The stream's `id:`; assigned in order by the event bus. */
  event_id: number;
  /** The audience: one user, or (user_id null) every user of firm_id. */
  user_id: number | null;
  firm_id: number | null;
  name: string;
  /** JSON */
  data: string;
  created_at: string;
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

// ---- 0002-account ----

/** Per-user account extras beside the users row (000 §3 contact info, preferences). */
export interface UserProfileTable {
  user_id: number;
  /** SMS | Push | Email | Phone */
  preferred_contact_method: string;
  preferences_note: string | null;
}

export interface UserEmailTable {
  user_email_id: Generated<number>;
  user_id: number;
  /** Nickname ('Work' is refused, 000 §5). */
  name: string | null;
  email: string;
  is_primary: Flag;
  /** 'feed' = company records (locked). */
  source: string | null;
}

export interface UserPhoneTable {
  user_phone_id: Generated<number>;
  user_id: number;
  /** Work | Mobile */
  type: string;
  /** 'code-number', e.g. '1-2125550123' (000 §3). */
  phone: string;
  source: string | null;
}

export interface UserCostAllocationTable {
  user_id: number;
  cost_allocation_type: string;
  code_value: string;
  source: string | null;
}

/** The firm's cost allocation codes (search and manual additions, 000 §7). */
export interface CostAllocationCodeTable {
  cost_allocation_code_id: Generated<number>;
  firm_id: number;
  cost_allocation_type: string;
  code_value: string;
  description: string | null;
  /** Who added it by hand (allowManual), null for the firm's list. */
  created_by_user_id: number | null;
}

export interface UserPlaceTable {
  place_id: Generated<number>;
  user_id: number;
  /** Home | Work | Other */
  place_type: string;
  name: string | null;
  address: string;
  manual_name_or_number: string | null;
  source: string | null;
  /** JSON of the remaining PlaceDetail fields (geometry, city, ...). */
  details: string;
  created_at: string;
}

/** Booker permission (000 §3): booker_user_id may book for user_id. */
export interface BookerPermissionTable {
  booker_permission_id: Generated<number>;
  firm_id: number;
  booker_user_id: number;
  user_id: number;
  /** Pending | Accepted | Expired | RequestExpired | Deleted | Declined */
  status: string;
  start_date: string | null;
  end_date: string | null;
  updated: string;
  /** When the request was last sent (resend). */
  requested_at: string | null;
  created_at: string;
}

/**
 * A saved card (000 §3 credit card entry). Only what the provider reports back:
 * brand, last 4 digits, expiry, holder and zip; never the number.
 * user_id is null for a firm card.
 */
export interface CreditCardTable {
  credit_card_id: Generated<number>;
  firm_id: number;
  user_id: number | null;
  is_default: Flag;
  is_imported: Flag;
  /** SG2 | SG1 | CP | feed */
  source: string;
  brand: string;
  last4: string;
  /** ISO date: the last day of the expiry month, or the virtual card's valid-to date. */
  exp_date: string;
  description: string | null;
  billing_name: string | null;
  billing_zip: string | null;
  amex_card_valid_to_date: string | null;
  amex_card_balance: number | null;
  /** active | pending (a virtual card waiting for the issuer) */
  status: string;
  /** The provider's setup intent the card came from. */
  setup_intent_id: string | null;
  created_at: string;
}

/**
 * The payment sandbox's own records (the stand-in for the provider): the
 * intent, who it is for, and after confirmation only brand, last4, expiry,
 * holder and zip.
 */
export interface SandboxSetupIntentTable {
  setup_intent_id: string;
  client_secret: string;
  /** 'user:<id>' or 'firm:<id>': whose card it will be. */
  customer: string;
  /** requires_payment_method | succeeded */
  status: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  holder_name: string | null;
  zip: string | null;
  created_at: string;
  /** Set when the merchant saved the card (confirmSetup), so an intent saves one card only. */
  consumed_at: string | null;
}

// ---- 0003-booking ----

/** A car provider of the simulation (001 §1): rate card and behaviour as JSON. */
export interface CarProviderTable {
  car_provider_id: Generated<number>;
  code: string;
  name: string;
  phone_number: string | null;
  phone_country_code: string | null;
  logo: string | null;
  is_sustainable: Flag;
  is_diverse: Flag;
  /** Prefix of the provider's confirmation numbers. */
  confirmation_prefix: string;
  /** How long the provider takes to answer a quote at SIMULATOR_SPEED 1, in ms. */
  quote_delay_ms: number;
  /** JSON RateCard (providers/rate-card.ts). */
  rate_card: string;
  /** JSON coverage polygons for the map. */
  coverage: string;
}

/** Where a provider picks up: a country, optionally narrowed to a state and a city. */
export interface CarProviderAreaTable {
  car_provider_area_id: Generated<number>;
  car_provider_id: number;
  name: string;
  country_code: string;
  state_code: string | null;
  city: string | null;
}

/** One bookable service: a provider's vehicle type (bookingAccountServiceId). */
export interface BookingAccountServiceTable {
  booking_account_service_id: Generated<number>;
  car_provider_id: number;
  vehicle_type: string;
  name: string;
  capacity: number;
}

export interface FirmPreferredProviderTable {
  firm_id: number;
  car_provider_id: number;
}

/** A priced quote (deterministic id per firm, service and trip). */
export interface QuoteTable {
  quote_id: string;
  firm_id: number;
  booking_account_service_id: number;
  quote_trace_id: string;
  /** JSON CarServiceQuote. */
  payload: string;
  created_at: string;
}

export interface ReservationTable {
  reservation_id: Generated<number>;
  /** 'CB-100123' */
  reservation_number: string;
  firm_id: number;
  booking_user_id: number;
  authorizing_user_id: number;
  main_passenger_user_id: number | null;
  updated_by_user_id: number | null;
  booking_account_service_id: number | null;
  car_provider_id: number | null;
  confirmation_number: string | null;
  /** ReservationStatus */
  status: string;
  status_updated_at: string;
  payment_status: string | null;
  reservation_type: string;
  /** Local pickup date-time, ISO without offset. */
  pickup_time: string;
  /** The pickup instant in UTC (ISO), for sorting and the upcoming / history split. */
  pickup_at: string;
  pickup_timezone: string | null;
  is_asap: Flag;
  time_job_hours: number | null;
  duration_minutes: number | null;
  distance_km: number | null;
  /** JSON AddressStop. */
  pickup: string;
  /** JSON AddressStop or null. */
  dropoff: string | null;
  /** JSON AddressStop[]. */
  stops: string;
  exact_pickup_point: string | null;
  meet_and_greet: Flag;
  bill_company: Flag;
  credit_card_id: number | null;
  /** JSON ChosenCarService. */
  chosen_car_service: string | null;
  quote_id: string | null;
  purpose_of_journey_id: number | null;
  /** JSON number[]. */
  cost_allocation_ids: string;
  notes: string | null;
  admin_notes: string | null;
  /** JSON Passenger[]. */
  passengers: string;
  /** Lower-case passenger names, for the history filter. */
  passenger_names: string;
  /** JSON string[]. */
  email_addresses: string;
  preferred_contact_method: string;
  /** JSON FlightInfo or null. */
  flight_info: string | null;
  special_accommodations: string | null;
  /** JSON DriverDetails or null. */
  driver_details: string | null;
  country_code: string | null;
  /** JSON of the ReservationRequest as booked (follow-up, duplicate). */
  request: string;
  /** When the ride simulator started moving the ride (null: not simulated). */
  sim_started_at: string | null;
  created_at: string;
  updated_at: string;
  // 0015-booking-co2-requote (issue 12)
  /** kg CO2e of the trip in the booked service (null: no distance). */
  co2_kg: number | null;
  /** JSON DeclinedQuote[] (server/src/providers/requote.ts): who declined, the first one's price first. */
  declined_quotes: string | null;
}

/** Booking history rows (001 §4 wording). */
export interface ReservationHistoryTable {
  reservation_history_id: Generated<number>;
  reservation_id: number;
  action: string;
  description: string;
  user_id: number | null;
  created_at: string;
}

export interface ReservationFavoriteTable {
  reservation_favorite_id: Generated<number>;
  user_id: number;
  reservation_id: number;
  name: string;
  active: Flag;
  updated_at: string;
}

export interface BusQuoteRequestTable {
  bus_quote_request_id: Generated<number>;
  firm_id: number;
  user_id: number;
  /** JSON BusQuoteRequest. */
  payload: string;
  created_at: string;
}
