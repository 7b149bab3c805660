import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, USER_OWNED, idColumn, tablesMigration } from './table-sql.ts';

// spec 000 §3: contact info, places, cost allocation codes, booker permissions, credit cards;
// plus the payment sandbox's setup intents (the stand-in for the provider).
export function accountMigration(dialect: DialectName): Migration {
  return tablesMigration([
    `CREATE TABLE user_profiles (
      user_id integer PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
      preferred_contact_method text NOT NULL DEFAULT 'Email',
      preferences_note text
    )`,
    `CREATE TABLE user_emails (
      ${idColumn('user_email_id', dialect)},
      ${USER_OWNED},
      name text,
      email text NOT NULL,
      is_primary integer NOT NULL DEFAULT 0,
      source text
    )`,
    'CREATE INDEX user_emails_user_idx ON user_emails (user_id)',
    `CREATE TABLE user_phones (
      ${idColumn('user_phone_id', dialect)},
      ${USER_OWNED},
      type text NOT NULL,
      phone text NOT NULL,
      source text
    )`,
    'CREATE INDEX user_phones_user_idx ON user_phones (user_id)',
    `CREATE TABLE user_cost_allocations (
      ${USER_OWNED},
      cost_allocation_type text NOT NULL,
      code_value text NOT NULL,
      source text,
      CONSTRAINT user_cost_allocations_pk PRIMARY KEY (user_id, cost_allocation_type)
    )`,
    `CREATE TABLE cost_allocation_codes (
      ${idColumn('cost_allocation_code_id', dialect)},
      ${FIRM_OWNED},
      cost_allocation_type text NOT NULL,
      code_value text NOT NULL,
      description text,
      created_by_user_id integer REFERENCES users (user_id) ON DELETE SET NULL,
      CONSTRAINT cost_allocation_codes_unique UNIQUE (firm_id, cost_allocation_type, code_value)
    )`,
    `CREATE TABLE user_places (
      ${idColumn('place_id', dialect)},
      ${USER_OWNED},
      place_type text NOT NULL,
      name text,
      address text NOT NULL,
      manual_name_or_number text,
      source text,
      details text NOT NULL,
      ${CREATED_AT}
    )`,
    'CREATE INDEX user_places_user_idx ON user_places (user_id)',
    `CREATE TABLE booker_permissions (
      ${idColumn('booker_permission_id', dialect)},
      ${FIRM_OWNED},
      booker_user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
      ${USER_OWNED},
      status text NOT NULL,
      start_date text,
      end_date text,
      updated text NOT NULL,
      requested_at text,
      ${CREATED_AT}
    )`,
    'CREATE INDEX booker_permissions_user_idx ON booker_permissions (user_id)',
    'CREATE INDEX booker_permissions_booker_idx ON booker_permissions (booker_user_id)',
    // No column for a card number: the provider keeps it (and the sandbox drops it).
    `CREATE TABLE credit_cards (
      ${idColumn('credit_card_id', dialect)},
      ${FIRM_OWNED},
      user_id integer REFERENCES users (user_id) ON DELETE CASCADE,
      is_default integer NOT NULL DEFAULT 0,
      is_imported integer NOT NULL DEFAULT 0,
      source text NOT NULL,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_date text NOT NULL,
      description text,
      billing_name text,
      billing_zip text,
      amex_card_valid_to_date text,
      amex_card_balance real,
      status text NOT NULL DEFAULT 'active',
      setup_intent_id text,
      ${CREATED_AT}
    )`,
    'CREATE INDEX credit_cards_user_idx ON credit_cards (user_id)',
    'CREATE INDEX credit_cards_firm_idx ON credit_cards (firm_id)',
    `CREATE TABLE sandbox_setup_intents (
      setup_intent_id text PRIMARY KEY,
      client_secret text NOT NULL,
      customer text NOT NULL,
      status text NOT NULL,
      brand text,
      last4 text,
      exp_month integer,
      exp_year integer,
      holder_name text,
      zip text,
      ${CREATED_AT},
      consumed_at text
    )`,
  ]);
}
