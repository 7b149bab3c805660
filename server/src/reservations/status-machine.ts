import type { ReservationStatus } from '@curbside/contracts';
import { isCancelableStatus, isEditableStatus } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/connection.ts';
import { toJson } from '../db/json-column.ts';
import { badRequest } from '../http/http-error.ts';
import { recordFinishedRide } from '../ride-history/ride-record.ts';
import { HISTORY_ACTION, isFinalStatus } from './history.ts';
import { RESERVATION_ERRORS } from './reservation-errors.ts';
import { publishStatus } from './reservation-notifications.ts';
import { addHistory, updateReservation, type ReservationRow } from './reservation-repository.ts';
import { statusOf } from './reservation-view.ts';

// Where a reservation's status may go (001 §4), through the domain's editable, cancelable and final statuses.

export function requireEditable(row: ReservationRow): void {
  if (!isEditableStatus(statusOf(row))) throw badRequest(RESERVATION_ERRORS.notEditable);
}

export function requireCancelable(row: ReservationRow): void {
  if (!isCancelableStatus(statusOf(row))) throw badRequest(RESERVATION_ERRORS.notCancelable);
}

/** The card of a finished ride stays as it was. */
export function requireCardChangeable(row: ReservationRow): void {
  if (isFinalStatus(statusOf(row))) throw badRequest(RESERVATION_ERRORS.cardChangeRefused);
}

/** Canceled by a user (a cancel, or an edit that books anew), in the caller's transaction. */
export async function markCanceled(trx: Executor, row: ReservationRow, byUserId: number, at: string): Promise<ReservationRow> {
  const canceled = await updateReservation(trx, row.reservation_id, {
    status: 'Canceled', status_updated_at: at, updated_at: at, updated_by_user_id: byUserId,
  });
  await recordFinishedRide(trx, canceled);
  return canceled;
}

/** Move a reservation to a status (the provider's side): the row, a 'status update' history row with the 001 §4 text, the live event. */
export async function applyStatus(
  app: FastifyInstance, row: ReservationRow, status: ReservationStatus, at: Date,
  extra: { driverDetails?: unknown } = {},
): Promise<ReservationRow> {
  const when = at.toISOString();
  const updated = await app.db.kysely.transaction().execute(async (trx) => {
    const next = await updateReservation(trx, row.reservation_id, {
      status, status_updated_at: when, updated_at: when,
      ...(extra.driverDetails !== undefined ? { driver_details: toJson(extra.driverDetails) } : {}),
    });
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.statusUpdate, status, null, when);
    // A finished ride joins the ride history (reports, receipts, dashboard, invoices).
    await recordFinishedRide(trx, next);
    return next;
  });
  publishStatus(app, updated);
  return updated;
}
