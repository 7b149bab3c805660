import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, idColumn, tablesMigration } from './table-sql.ts';

// Issue 15: direct-bill invoices (001 §7 GET /reports/firm-invoices). One per firm and month (its number
// names both, so it is unique); its rides point at it (rides.firm_invoice_id, migration 0013).
// Amounts are double precision like the rides'.
export function firmInvoicesMigration(dialect: DialectName): Migration {
  return tablesMigration([
    `CREATE TABLE firm_invoices (
      ${idColumn('firm_invoice_id', dialect)},
      ${FIRM_OWNED},
      invoice_number text NOT NULL UNIQUE,
      status text NOT NULL,
      period_from text NOT NULL,
      period_to text NOT NULL,
      issue_date text NOT NULL,
      due_date text NOT NULL,
      currency text NOT NULL,
      amount double precision NOT NULL,
      paid_amount double precision NOT NULL,
      ride_count integer NOT NULL,
      feed_events_applied integer NOT NULL,
      status_updated_at text NOT NULL,
      ${CREATED_AT}
    )`,
    'CREATE INDEX firm_invoices_firm_period_idx ON firm_invoices (firm_id, period_from)',
  ]);
}
