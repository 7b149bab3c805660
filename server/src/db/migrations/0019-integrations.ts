import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { CREATED_AT, FIRM_OWNED, idColumn, tablesMigration } from './table-sql.ts';

// Issue 17 (spec 001 §7 Superadmin): expense-system signup codes a super admin issues (kept as a
// hash: the code is shown once), redeemed once by /concur/signup; and the firm's ISO client identifiers.
export function integrationsMigration(dialect: DialectName): Migration {
  return tablesMigration([
    `CREATE TABLE concur_signup_codes (
      code_hash text PRIMARY KEY,
      ${FIRM_OWNED},
      created_by_user_id integer,
      ${CREATED_AT},
      expires_at text NOT NULL,
      used_at text
    )`,
    `CREATE TABLE iso_client_identifiers (
      ${idColumn('iso_client_identifier_id', dialect)},
      ${FIRM_OWNED},
      client_identifier text NOT NULL,
      created_by_user_id integer,
      ${CREATED_AT},
      CONSTRAINT iso_client_identifiers_unique UNIQUE (firm_id, client_identifier)
    )`,
  ]);
}
