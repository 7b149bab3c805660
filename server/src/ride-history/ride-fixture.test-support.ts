import type { FirmRow } from '../firms/firm-repository.ts';
import type { RideRow } from './ride-repository.ts';

/** A completed card-paid ride of Acme in New York, its figures small enough to check by hand; tests change what they need. */
export function rideRow(changes: Partial<RideRow> = {}): RideRow {
  return {
    ride_id: 1, firm_id: 1, reservation_id: 7, reservation_number: 'CB-1000007', confirmation_number: 'MBC-55501', status: 'Completed',
    pickup_time: '2026-03-02T09:00:00', pickup_at: '2026-03-02T14:00:00.000Z', trip_date: '2026-03-02', trip_month: '2026-03',
    pickup_hour: 9, pickup_weekday: 1, processed_date: '2026-03-03', passenger_user_id: 3, passenger_name: 'Ava Employee',
    passenger_email: 'ava.employee@acme.example', employee_id: 'ACM-1001', booking_user_id: 3, booked_by: 'Ava Employee',
    car_provider_id: 1, car_provider: 'Metro Black Car', vehicle_type: 'Sedan',
    pickup_address: 'Acme HQ, 350 5th Ave, New York, NY 10118', pickup_city: 'New York',
    dropoff_address: 'John F Kennedy International Airport (JFK), Queens, NY 11430', dropoff_city: 'New York',
    state_code: 'NY', country_code: 'US', airport_code: 'JFK', purpose_of_journey_id: null, purpose_of_journey: 'Client meeting',
    cost_center: 'CC-100', project_code: 'PRJ-1', client_code: null, client_matter: null, company: null, organization: null,
    department: 'Sales', business_unit: null, location: null, job_title_code: null, employee_manager: null,
    currency: 'USD', base_fare: 50, taxes: 4.44, gratuity: 9, total_cost: 63.44, distance_km: 28.4, duration_minutes: 47, co2_kg: 4.86,
    billable: 1, premium_service: 0, booked_by_agency: 0, bill_company: 0, card_brand: 'VISA', card_last4: '4242', payment_status: null,
    credit_card_id: null, payment_failure_reason: null,
    voucher_number: 'V-881', invoice_number: 'R202603-1000007', firm_invoice_id: null, receipt_file_id: 'rcpt-acme-CB-1000007',
    created_at: '2026-03-01T12:00:00Z',
    ...changes,
  };
}

const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="280" height="90" viewBox="0 0 280 90">'
  + '<rect width="280" height="90" rx="12" fill="#1f3a93"/><path d="M24 70 L48 20 L72 70 Z" fill="#f5b700"/>'
  + '<text x="88" y="60" font-size="40" font-weight="700" fill="#fff">ACME</text></svg>';

/** Acme with its wide SVG logo, on billing system FN. */
export function firmRow(changes: Partial<FirmRow> = {}): FirmRow {
  return {
    firm_id: 1, firm_code: 'acme', name: 'Acme', is_trial: 0, is_self_onboarding: 0,
    logo: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`, support_message: null, billing_system: 'FN',
    login_type: 'otp', amex_account_id: null, amex_limit_amount: null, preferences: '{}', cost_allocations: '[]',
    purposes_of_journey: '[]', notification_options: '[]', report_filters: '[]', light_theme_override: null,
    ...changes,
  };
}
