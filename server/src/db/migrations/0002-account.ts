import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { withId } from './0001-accounts.ts';

// spec 000 §3: contact info, places, cost allocation codes, booker permissions, credit cards;
// plus the payment sandbox's setup intents (the stand-in for the provider).
export function accountMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('user_profiles')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
        .addColumn('preferred_contact_method', 'text', (c) => c.notNull().defaultTo('Email'))
        .addColumn('preferences_note', 'text')
        .execute();

      await withId(db.schema.createTable('user_emails'), 'user_email_id', dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('name', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text')
        .execute();
      await db.schema.createIndex('user_emails_user_idx').on('user_emails').column('user_id').execute();

      await withId(db.schema.createTable('user_phones'), 'user_phone_id', dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('source', 'text')
        .execute();
      await db.schema.createIndex('user_phones_user_idx').on('user_phones').column('user_id').execute();

      await db.schema.createTable('user_cost_allocations')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('cost_allocation_type', 'text', (c) => c.notNull())
        .addColumn('code_value', 'text', (c) => c.notNull())
        .addColumn('source', 'text')
        .addPrimaryKeyConstraint('user_cost_allocations_pk', ['user_id', 'cost_allocation_type'])
        .execute();

      await withId(db.schema.createTable('cost_allocation_codes'), 'cost_allocation_code_id', dialect)
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('cost_allocation_type', 'text', (c) => c.notNull())
        .addColumn('code_value', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
        .addUniqueConstraint('cost_allocation_codes_unique', ['firm_id', 'cost_allocation_type', 'code_value'])
        .execute();

      await withId(db.schema.createTable('user_places'), 'place_id', dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('place_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('manual_name_or_number', 'text')
        .addColumn('source', 'text')
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_places_user_idx').on('user_places').column('user_id').execute();

      await withId(db.schema.createTable('booker_permissions'), 'booker_permission_id', dialect)
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('booker_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text')
        .addColumn('end_date', 'text')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('booker_permissions_user_idx').on('booker_permissions').column('user_id').execute();
      await db.schema.createIndex('booker_permissions_booker_idx').on('booker_permissions').column('booker_user_id').execute();

      // No column for a card number: the provider keeps it (and the sandbox drops it).
      await withId(db.schema.createTable('credit_cards'), 'credit_card_id', dialect)
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('cascade'))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_imported', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('exp_date', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('billing_name', 'text')
        .addColumn('billing_zip', 'text')
        .addColumn('amex_card_valid_to_date', 'text')
        .addColumn('amex_card_balance', 'real')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('setup_intent_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('credit_cards_user_idx').on('credit_cards').column('user_id').execute();
      await db.schema.createIndex('credit_cards_firm_idx').on('credit_cards').column('firm_id').execute();

      await db.schema.createTable('sandbox_setup_intents')
        .addColumn('setup_intent_id', 'text', (c) => c.primaryKey())
        .addColumn('client_secret', 'text', (c) => c.notNull())
        .addColumn('customer', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('brand', 'text')
        .addColumn('last4', 'text')
        .addColumn('exp_month', 'integer')
        .addColumn('exp_year', 'integer')
        .addColumn('holder_name', 'text')
        .addColumn('zip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('consumed_at', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'sandbox_setup_intents', 'credit_cards', 'booker_permissions', 'user_places', 'cost_allocation_codes',
        'user_cost_allocations', 'user_phones', 'user_emails', 'user_profiles',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
