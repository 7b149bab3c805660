import { endpoints } from '@curbside/contracts';
import { CAR_LINE_MESSAGES } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { carLineColumnsOf, requireFreeAccount, toCarLinePayload } from '../car-lines/car-line-payload.ts';
import {
  activeCarLineOfAccount, activeCarLines, bookingAccountsOf, deactivateCarLinesOfAccount, findCarLine, insertCarLine, replaceSchedule,
  schedulesOf, updateCarLine,
} from '../car-lines/car-line-repository.ts';
import type { Executor } from '../db/connection.ts';
import { isoNow } from '../db/json-column.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

// spec 001 §7 Superadmin carlines and booking accounts (issue 16): super admins (the contract's level)
// configure their firm's car lines; the server checks the payload with the configuration form's rules.

export function registerCarLineConfigurationRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  const payloadOf = async (executor: Executor, firmId: number, carLineId: number) => {
    const row = await findCarLine(executor, firmId, carLineId);
    if (!row) throw notFound(CAR_LINE_MESSAGES.carLineNotFound);
    const schedules = await schedulesOf(executor, [carLineId]);
    return toCarLinePayload(row, schedules.get(carLineId) ?? { ranges: [], exceptionDates: [] });
  };

  registerEndpoint(app, endpoints.superadmin.bookingAccounts, async ({ caller }) => {
    return (await bookingAccountsOf(db, caller.firm.firm_id)).map((a) => ({
      bookingAccountId: a.booking_account_id, name: a.name, carProviderCode: a.car_provider_code, isActive: a.is_active === 1,
    }));
  });

  registerEndpoint(app, endpoints.superadmin.carlines, async ({ caller }) => {
    const lines = await activeCarLines(db, caller.firm.firm_id);
    const schedules = await schedulesOf(db, lines.map((l) => l.car_line_id));
    return lines.map((line) => toCarLinePayload(line, schedules.get(line.car_line_id) ?? { ranges: [], exceptionDates: [] }));
  });

  registerEndpoint(app, endpoints.superadmin.createCarline, async ({ caller, body }) => {
    const firmId = caller.firm.firm_id;
    const at = isoNow();
    const { columns, schedule } = carLineColumnsOf(body, await bookingAccountsOf(db, firmId), at);
    return db.transaction().execute(async (trx) => {
      requireFreeAccount(await activeCarLineOfAccount(trx, firmId, body.bookingAccountId), null);
      const id = await insertCarLine(trx, firmId, columns, at);
      await replaceSchedule(trx, id, schedule);
      return payloadOf(trx, firmId, id);
    });
  });

  registerEndpoint(app, endpoints.superadmin.updateCarline, async ({ caller, body }) => {
    const firmId = caller.firm.firm_id;
    const id = body.carlineDetails.carlineDetailsId;
    if (id === null) throw badRequest(CAR_LINE_MESSAGES.carLineNotFound);
    const at = isoNow();
    const { columns, schedule } = carLineColumnsOf(body, await bookingAccountsOf(db, firmId), at);
    return db.transaction().execute(async (trx) => {
      const existing = await findCarLine(trx, firmId, id);
      if (!existing || existing.is_active !== 1) throw notFound(CAR_LINE_MESSAGES.carLineNotFound);
      requireFreeAccount(await activeCarLineOfAccount(trx, firmId, body.bookingAccountId), id);
      await updateCarLine(trx, id, columns);
      await replaceSchedule(trx, id, schedule);
      return payloadOf(trx, firmId, id);
    });
  });

  registerEndpoint(app, endpoints.superadmin.deactivateCarline, async ({ caller, body }) => {
    const switchedOff = await deactivateCarLinesOfAccount(db, caller.firm.firm_id, body.bookingAccountId, isoNow());
    if (switchedOff === 0) throw notFound(CAR_LINE_MESSAGES.carLineNotFound);
    return { ok: true as const };
  });
}
