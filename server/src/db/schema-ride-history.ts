import type { ColumnType, Generated } from 'kysely';
import type { Flag } from './schema.ts';

// ---- 0013-ride-history (issue 13: the ride history behind reports, receipts, dashboard, invoices) ----

/**
 * One ride of the history: a seeded year per firm, and every reservation booked in the
 * product once it reaches a final status. Denormalised on purpose: reports, the dashboard
 * and invoices aggregate it in SQL without joins or JSON, on SQLite and PostgreSQL alike.
 */
export interface RideTable {
  ride_id: Generated<number>;
  firm_id: number;
  /** The product's reservation; null for the seeded history. */
  reservation_id: number | null;
  reservation_number: string;
  confirmation_number: string | null;
  /** ReservationStatus: Completed, Canceled, Declined; Accepted for the few days ahead. */
  status: string;
  /** Local pickup date-time, ISO without offset. */
  pickup_time: string;
  /** The pickup instant in UTC (ISO). */
  pickup_at: string;
  /** Local pickup date (YYYY-MM-DD): the trip date filters. */
  trip_date: string;
  /** Local pickup month (YYYY-MM), hour (0-23) and weekday (0 Sunday - 6 Saturday), for the dashboard. */
  trip_month: string;
  pickup_hour: number;
  pickup_weekday: number;
  /** When billing processed the ride (YYYY-MM-DD); null until then. */
  processed_date: string | null;
  passenger_user_id: number | null;
  passenger_name: string;
  passenger_email: string | null;
  employee_id: string | null;
  booking_user_id: number | null;
  booked_by: string;
  car_provider_id: number | null;
  car_provider: string;
  vehicle_type: string;
  pickup_address: string;
  pickup_city: string;
  dropoff_address: string;
  dropoff_city: string;
  /** State or region code of the pickup (NY, ENG, ON, NSW ...), null where unknown. */
  state_code: string | null;
  country_code: string;
  /** IATA code when either end is an airport. */
  airport_code: string | null;
  purpose_of_journey_id: number | null;
  purpose_of_journey: string | null;
  cost_center: string | null;
  project_code: string | null;
  client_code: string | null;
  client_matter: string | null;
  company: string | null;
  organization: string | null;
  department: string | null;
  business_unit: string | null;
  location: string | null;
  job_title_code: string | null;
  employee_manager: string | null;
  /** The firm's currency; every amount below is in it. */
  currency: string;
  base_fare: number;
  taxes: number;
  gratuity: number;
  total_cost: number;
  distance_km: number | null;
  duration_minutes: number | null;
  co2_kg: number;
  billable: Flag;
  premium_service: Flag;
  booked_by_agency: Flag;
  /** Direct bill (1) or the passenger's card (0). */
  bill_company: Flag;
  card_brand: string | null;
  card_last4: string | null;
  /** PaymentStatus of a ride whose charge failed (Failed, No card, Awaiting retry); null when paid or billed. */
  payment_status: string | null;
  /** The saved card the ride is charged to (0026, issue 15); null for a card no longer saved, or none. */
  credit_card_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why the last charge failed, as the payment provider said (0026). */
  payment_failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  voucher_number: string | null;
  /** The receipt number (identifierNumberType receiptNumber maps here, 001 §7). */
  invoice_number: string | null;
  /** The direct-bill invoice the ride is on (issue 15 sets it). */
  firm_invoice_id: number | null;
  /** The stored receipt file (GET /receipts/download?fileInstanceId). */
  receipt_file_id: string | null;
  created_at: string;
}

/** A starred report (001 §7): a named filter set of one user, optionally sent on a schedule. */
export interface StarredReportTable {
  starred_report_id: Generated<number>;
  firm_id: number;
  user_id: number;
  name: string;
  /** ReportType */
  report_type: string;
  /** The report URL query (ReportUrlParams), without '?'. */
  query: string;
  /** ScheduleFrequency or null. */
  schedule: string | null;
  /** ExportFormat or null. */
  format: string | null;
  /** When the scheduler last sent it (ISO). */
  last_sent_at: string | null;
  created_at: string;
}
