import { invoiceNumberOf, invoicePeriodOf } from '@curbside/domain';
import type { Executor } from '../db/connection.ts';
import { flag, toJson } from '../db/json-column.ts';
import { US_SETTINGS } from '../db/seed-data.ts';
import { findFirmByCode } from '../firms/firm-repository.ts';
import { insertUser } from '../users/user-repository.ts';
import { insertEmptyInvoice } from './firm-invoice-repository.ts';
import { applyPaymentFeed, issueDueInvoices } from './invoice-billing.ts';
import { listEmbedOrigin } from './partner-origin-repository.ts';

/**
 * The demo's direct-bill invoices (issue 15), seeded with the ride history they bill: every month
 * of Acme's direct-bill rides invoiced as the monthly run would have, the payment feed played up
 * to today (so older invoices are paid and the latest ones pending, part-paid or declined), and
 * one test invoice. Then the partner billing site of the demo: the partner page's origin on Acme's
 * allow-list of embedding origins, and a partner user whose Billing link (000 §2) opens it.
 */

/** Where the demo serves the partner billing page (the server's port + 1, on 127.0.0.1: another site). */
export const DEFAULT_PARTNER_BILLING_ORIGIN = 'http://127.0.0.1:8081';
export const PARTNER_BILLING_PAGE = '/partner-billing.html';

/** The partner user: a reporter of Acme who works in the partner's billing site. */
export const PARTNER_USER = { email: 'paula.partner@acme.example', firstName: 'Paula', lastName: 'Partner', employeeId: 'ACM-1007' } as const;

export async function seedInvoices(db: Executor, { now, partnerBillingOrigin = DEFAULT_PARTNER_BILLING_ORIGIN }: { now: Date; partnerBillingOrigin?: string }): Promise<void> {
  await issueDueInvoices(db, now);
  await applyPaymentFeed(db, now);

  const acme = await findFirmByCode(db, 'acme');
  if (!acme) return;
  const at = now.toISOString();
  // A test invoice (001 §3 status test): what billing sends to check a firm's set-up; it bills no ride.
  const month = at.slice(0, 7);
  const period = invoicePeriodOf(month);
  await insertEmptyInvoice(db, {
    firm_id: acme.firm_id, invoice_number: `TEST-${invoiceNumberOf(acme.firm_code, month).slice('INV-'.length)}`, status: 'test',
    period_from: period.periodFrom, period_to: period.periodTo, issue_date: at.slice(0, 10), due_date: period.dueDate,
    currency: 'USD', paid_amount: 0, feed_events_applied: 0, status_updated_at: at.slice(0, 10), created_at: at,
  });

  const { origin } = new URL(partnerBillingOrigin);
  await listEmbedOrigin(db, acme.firm_id, origin, at);
  await insertUser(db, {
    firm_id: acme.firm_id, login_id: PARTNER_USER.email, first_name: PARTNER_USER.firstName, last_name: PARTNER_USER.lastName,
    middle_name: null, employee_id: PARTNER_USER.employeeId, amex_user_id: null, country_code: 'US', source: null,
    user_type: 'EMPLOYEE', user_role: 'REPORTER', is_super_admin: 0, is_pending: 0, should_sign_self_onboarding: 0,
    is_billing_allowed: 0, is_reports_allowed: flag(true), is_manage_carline_allowed: 0,
    partners_link: `${origin}${PARTNER_BILLING_PAGE}`, settings: toJson(US_SETTINGS),
  }, at);
}
