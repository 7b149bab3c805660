import type { ChosenCarService, ReservationStatus } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromJson } from '../db/json-column.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { isFinalStatus } from '../reservations/history.ts';
import { findReservationByNumberInAnyFirm } from '../reservations/reservation-repository.ts';
import { offerToNextQuote } from './requote.ts';

const DeclineBody = z.object({
  reservationNumber: z.string().min(1).max(40),
  cause: z.enum(['declined', 'noAnswer']).default('declined'),
});

/**
 * Development only (registered with the dev outbox, never in production): the booking's car
 * provider declines it now (or is taken as not accepting it in time), so a demo or a journey can
 * see the re-quote of issue 12 without waiting for a ride the simulator declines by chance.
 */
export function registerProviderDevRoutes(app: FastifyInstance): void {
  app.post('/api/dev/reservations/decline', async (request) => {
    const parsed = DeclineBody.safeParse(request.body);
    if (!parsed.success) throw badRequest('A reservationNumber is required');
    const row = await findReservationByNumberInAnyFirm(app.db.kysely, parsed.data.reservationNumber);
    if (!row) throw notFound('No such reservation');
    const status = row.status as ReservationStatus;
    if (isFinalStatus(status) || !['New', 'Accepted'].includes(status)) throw badRequest(`A ${status} booking cannot be declined by its provider`);
    const after = await offerToNextQuote(app, row, parsed.data.cause, new Date());
    const providerOf = (chosen: string | null) => fromJson<ChosenCarService | null>(chosen, null)?.name ?? null;
    return {
      reservationNumber: after.reservation_number, reservationStatus: after.status,
      declinedBy: providerOf(row.chosen_car_service), carProvider: providerOf(after.chosen_car_service),
    };
  });
}
