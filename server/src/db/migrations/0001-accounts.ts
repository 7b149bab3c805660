import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../connection.ts';

/** Auto-increment primary key, spelled the way each database wants it. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  column: string,
  dialect: DialectName,
): CreateTableBuilder<T, never> {
  return dialect === 'postgres'
    ? table.addColumn(column, 'serial', (c) => c.primaryKey())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

// spec 000: firms, users, documents, login permissions, sign-in, support, activity log.
export function accountsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('api_keys')
        .addColumn('api_key', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('firms'), 'firm_id', dialect)
        .addColumn('firm_code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_trial', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_self_onboarding', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('logo', 'text')
        .addColumn('support_message', 'text')
        .addColumn('billing_system', 'text', (c) => c.notNull())
        .addColumn('login_type', 'text', (c) => c.notNull())
        .addColumn('amex_account_id', 'text')
        .addColumn('amex_limit_amount', 'real')
        .addColumn('preferences', 'text', (c) => c.notNull())
        .addColumn('cost_allocations', 'text', (c) => c.notNull())
        .addColumn('purposes_of_journey', 'text', (c) => c.notNull())
        .addColumn('notification_options', 'text', (c) => c.notNull())
        .addColumn('report_filters', 'text', (c) => c.notNull())
        .addColumn('light_theme_override', 'text')
        .execute();

      await withId(db.schema.createTable('service_areas'), 'service_area_id', dialect)
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('firm_documents'), 'firm_document_id', dialect)
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('users'), 'user_id', dialect)
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('login_id', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('middle_name', 'text')
        .addColumn('employee_id', 'text')
        .addColumn('amex_user_id', 'text')
        .addColumn('country_code', 'text')
        .addColumn('source', 'text')
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('user_role', 'text', (c) => c.notNull())
        .addColumn('is_super_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_pending', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('should_sign_self_onboarding', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_billing_allowed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_reports_allowed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_manage_carline_allowed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('partners_link', 'text')
        .addColumn('ai_features', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('seen_tours', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_firm_idx').on('users').column('firm_id').execute();

      await db.schema.createTable('document_acceptances')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('firm_document_id', 'integer', (c) => c.notNull().references('firm_documents.firm_document_id').onDelete('cascade'))
        .addColumn('accepted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_acceptances_pk', ['user_id', 'firm_document_id'])
        .execute();

      await withId(db.schema.createTable('login_permissions'), 'user_login_permission_id', dialect)
        .addColumn('holder_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('target_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('login_permissions_holder_idx').on('login_permissions').column('holder_user_id').execute();

      await db.schema.createTable('login_attempts')
        .addColumn('guid', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('cascade'))
        .addColumn('email', 'text')
        .addColumn('code_hash', 'text')
        .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await withId(db.schema.createTable('outbox'), 'outbox_id', dialect)
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('code', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_email_idx').on('outbox').column('email').execute();

      await db.schema.createTable('sso_sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('guid', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await withId(db.schema.createTable('support_tickets'), 'ticket_id', dialect)
        .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.firm_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('activity_logs'), 'activity_log_id', dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'activity_logs', 'support_tickets', 'sso_sessions', 'outbox', 'login_attempts', 'login_permissions',
        'document_acceptances', 'users', 'firm_documents', 'service_areas', 'firms', 'api_keys',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
