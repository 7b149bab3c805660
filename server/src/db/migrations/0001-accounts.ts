import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, USER_OWNED, idColumn, tablesMigration } from './table-sql.ts';

// spec 000: firms, users, documents, login permissions, sign-in, support, activity log.
export function accountsMigration(dialect: DialectName): Migration {
  return tablesMigration([
    `CREATE TABLE api_keys (
      api_key text PRIMARY KEY,
      name text NOT NULL
    )`,
    `CREATE TABLE firms (
      ${idColumn('firm_id', dialect)},
      firm_code text NOT NULL UNIQUE,
      name text NOT NULL,
      is_trial integer NOT NULL DEFAULT 0,
      is_self_onboarding integer NOT NULL DEFAULT 0,
      logo text,
      support_message text,
      billing_system text NOT NULL,
      login_type text NOT NULL,
      amex_account_id text,
      amex_limit_amount real,
      preferences text NOT NULL,
      cost_allocations text NOT NULL,
      purposes_of_journey text NOT NULL,
      notification_options text NOT NULL,
      report_filters text NOT NULL,
      light_theme_override text
    )`,
    `CREATE TABLE service_areas (
      ${idColumn('service_area_id', dialect)},
      ${FIRM_OWNED},
      name text NOT NULL,
      country_code text NOT NULL
    )`,
    `CREATE TABLE firm_documents (
      ${idColumn('firm_document_id', dialect)},
      ${FIRM_OWNED},
      document_type text NOT NULL,
      title text NOT NULL,
      document text NOT NULL
    )`,
    `CREATE TABLE users (
      ${idColumn('user_id', dialect)},
      ${FIRM_OWNED},
      login_id text NOT NULL UNIQUE,
      first_name text NOT NULL,
      last_name text NOT NULL,
      middle_name text,
      employee_id text,
      amex_user_id text,
      country_code text,
      source text,
      user_type text NOT NULL,
      user_role text NOT NULL,
      is_super_admin integer NOT NULL DEFAULT 0,
      is_pending integer NOT NULL DEFAULT 0,
      should_sign_self_onboarding integer NOT NULL DEFAULT 0,
      is_billing_allowed integer NOT NULL DEFAULT 0,
      is_reports_allowed integer NOT NULL DEFAULT 0,
      is_manage_carline_allowed integer NOT NULL DEFAULT 0,
      partners_link text,
      ai_features text NOT NULL,
      settings text NOT NULL,
      seen_tours text NOT NULL,
      ${CREATED_AT}
    )`,
    'CREATE INDEX users_firm_idx ON users (firm_id)',
    `CREATE TABLE document_acceptances (
      ${USER_OWNED},
      firm_document_id integer NOT NULL REFERENCES firm_documents (firm_document_id) ON DELETE CASCADE,
      accepted_at text NOT NULL,
      CONSTRAINT document_acceptances_pk PRIMARY KEY (user_id, firm_document_id)
    )`,
    `CREATE TABLE login_permissions (
      ${idColumn('user_login_permission_id', dialect)},
      holder_user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
      target_user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE
    )`,
    'CREATE INDEX login_permissions_holder_idx ON login_permissions (holder_user_id)',
    `CREATE TABLE login_attempts (
      guid text PRIMARY KEY,
      kind text NOT NULL,
      ${FIRM_OWNED},
      user_id integer REFERENCES users (user_id) ON DELETE CASCADE,
      email text,
      code_hash text,
      failed_tries integer NOT NULL DEFAULT 0,
      ${CREATED_AT},
      expires_at text NOT NULL,
      used_at text
    )`,
    `CREATE TABLE outbox (
      ${idColumn('outbox_id', dialect)},
      email text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      code text,
      ${CREATED_AT}
    )`,
    'CREATE INDEX outbox_email_idx ON outbox (email)',
    `CREATE TABLE sso_sessions (
      session_id text PRIMARY KEY,
      guid text NOT NULL,
      ${USER_OWNED},
      expires_at text NOT NULL,
      used_at text
    )`,
    `CREATE TABLE support_tickets (
      ${idColumn('ticket_id', dialect)},
      ${FIRM_OWNED},
      ${USER_OWNED},
      subject text NOT NULL,
      message text NOT NULL,
      ${CREATED_AT}
    )`,
    `CREATE TABLE activity_logs (
      ${idColumn('activity_log_id', dialect)},
      ${USER_OWNED},
      payload text NOT NULL,
      ${CREATED_AT}
    )`,
  ]);
}
