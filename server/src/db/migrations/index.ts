import type { Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import { accountsMigration } from './0001-accounts.ts';
import { accountMigration } from './0002-account.ts';
import { bookingMigration } from './0003-booking.ts';
import { sessionsMigration } from './0008-sessions.ts';
import { idempotencyMigration } from './0009-idempotency.ts';
import { liveEventsMigration } from './0010-live-events.ts';
import { rideHistoryMigration } from './0013-ride-history.ts';
import { administrationMigration } from './0014-administration.ts';
import { carLinesMigration } from './0016-car-lines.ts';
import { bookingCo2RequoteMigration } from './0015-booking-co2-requote.ts';
import { firmEmbedOriginsMigration } from './0021-firm-embed-origins.ts';
import { integrationsMigration } from './0019-integrations.ts';
import { eventTicketsMigration } from './0022-event-tickets.ts';
import { numberPrecisionMigration } from './0023-number-precision.ts';
import { severalServersMigration } from './0024-several-servers.ts';
import { firmInvoicesMigration } from './0027-firm-invoices.ts';
import { outstandingChargesMigration } from './0026-outstanding-charges.ts';
import { embedCredentialsMigration } from './0025-embed-credentials.ts';
import { chatConversationsMigration } from './0028-chat-conversations.ts';

/**
 * Every migration, in order. Names sort lexically; add new ones at the end
 * (`0002-bookings`, ...). Written with Kysely's schema builder so the same
 * list runs on SQLite and PostgreSQL.
 */
export function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-accounts': accountsMigration(dialect),
    '0002-account': accountMigration(dialect),
    '0003-booking': bookingMigration(dialect),
    '0008-sessions': sessionsMigration(),
    '0009-idempotency': idempotencyMigration(),
    '0010-live-events': liveEventsMigration(),
    '0013-ride-history': rideHistoryMigration(dialect),
    '0014-administration': administrationMigration(dialect),
    '0016-car-lines': carLinesMigration(dialect),
    '0015-booking-co2-requote': bookingCo2RequoteMigration(dialect),
    '0021-firm-embed-origins': firmEmbedOriginsMigration(),
    '0019-integrations': integrationsMigration(dialect),
    '0022-event-tickets': eventTicketsMigration(),
    '0023-number-precision': numberPrecisionMigration(dialect),
    '0024-several-servers': severalServersMigration(dialect),
    '0027-firm-invoices': firmInvoicesMigration(dialect),
    '0026-outstanding-charges': outstandingChargesMigration(dialect),
    '0025-embed-credentials': embedCredentialsMigration(),
    '0028-chat-conversations': chatConversationsMigration(),
  };
}
