import type { ChosenCarService, ReservationRequest, VehicleType } from '@curbside/contracts';
import {
  DEFAULT_REQUOTE_MARGIN_PERCENT, REQUOTE_GIVE_UP_TEXTS, nextQuote, vehicleTypeLabel, withQuote, type RequoteCandidate,
} from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { findLineReservation } from '../car-lines/car-line-repository.ts';
import { fromJson, toJson } from '../db/json-column.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { findFirmById } from '../firms/firm-repository.ts';
import { HISTORY_ACTION } from '../reservations/history.ts';
import { notifyBooker, publishStatus } from '../reservations/reservation-notifications.ts';
import { addHistory, updateReservation, type ReservationRow } from '../reservations/reservation-repository.ts';
import { applyStatus } from '../reservations/status-machine.ts';
import { confirmationNumberFor } from './confirmation-number.ts';
import { carServicesFor, loadCatalog, preferredProviderIds } from './providers.ts';
import { priceQuote } from './quote-engine.ts';
import { storeQuote } from './quote-repository.ts';

/**
 * Issue 12, re-quote on decline: a car provider that declines a booking (or does not accept it in
 * time) hands it back; the booking goes to the next best quote of the same service class within
 * the firm's margin of the price booked first (the domain's nextQuote), keeping its reservation
 * number, with a history row in words, a live status event and an e-mail to the booker. When no
 * quote is left it ends Declined, and the history and the e-mail give the reason. A car line's
 * booking keeps its provider: the line's fallback account takes it over (car-lines/line-booking.ts).
 */

/** Why the provider handed the booking back. */
export type DeclineCause = 'declined' | 'noAnswer';

/** A quote that declined, as reservations.declined_quotes keeps it (the first one is the price booked first). */
export interface DeclinedQuote {
  bookingAccountServiceId: number;
  provider: string;
  vehicleType: VehicleType;
  price: number | null;
  cause: DeclineCause;
}

const CAUSE_TEXTS: Record<DeclineCause, string> = {
  declined: 'declined the booking',
  noAnswer: 'did not accept the booking in time',
};

/** The history row's description and the e-mail's first line. */
export function requoteText(declined: Pick<DeclinedQuote, 'provider' | 'cause'>, next: ChosenCarService): string {
  const price = next.userCost?.formattedCost ?? 'by the meter';
  return `${declined.provider} ${CAUSE_TEXTS[declined.cause]}; offered to ${next.name} (${vehicleTypeLabel(next.vehicleType)}) at ${price}`;
}

export function giveUpText(declined: Pick<DeclinedQuote, 'provider' | 'cause'>, reason: string): string {
  return `${declined.provider} ${CAUSE_TEXTS[declined.cause]}; ${reason}`;
}

/** The booking's request, with the trip as booked. */
const requestOf = (row: ReservationRow): ReservationRequest | null => fromJson<ReservationRequest | null>(row.request, null);

/**
 * The provider of `row` hands the booking back (`cause`): offer it to the next quote, or end it
 * Declined with the reason. Returns the reservation as it now stands.
 */
export async function offerToNextQuote(app: FastifyInstance, row: ReservationRow, cause: DeclineCause, at: Date): Promise<ReservationRow> {
  const db = app.db.kysely;
  const chosen = fromJson<ChosenCarService | null>(row.chosen_car_service, null);
  const request = requestOf(row);
  const firm = await findFirmById(db, row.firm_id);
  if (!chosen || !request || !firm || (await findLineReservation(db, row.reservation_id))) return applyStatus(app, row, 'Declined', at);

  const declined: DeclinedQuote = {
    bookingAccountServiceId: chosen.bookingAccountServiceId, provider: chosen.name, vehicleType: chosen.vehicleType,
    price: chosen.userCost?.amount ?? null, cause,
  };
  const tried = [...fromJson<DeclinedQuote[]>(row.declined_quotes, []), declined];
  const booked = tried[0] ?? declined;
  const catalog = await loadCatalog(app.db);
  const services = carServicesFor(catalog, request, row.firm_id, await preferredProviderIds(app.db, row.firm_id));
  const priced = services.map(({ service }) => {
    const record = catalog.byServiceId.get(service.bookingAccountServiceId);
    const quote = record && !service.isFilteredOut ? priceQuote({
      firmId: row.firm_id, bookingAccountServiceId: service.bookingAccountServiceId, providerCode: record.provider.code,
      vehicleType: service.vehicleType, rateCard: record.provider.rateCard, request, sustainable: service.isSustainable,
    }) : null;
    return { service: quote ? withQuote(service, quote) : service, quote };
  });
  const candidates: RequoteCandidate[] = priced.map(({ service, quote }) => ({
    bookingAccountServiceId: service.bookingAccountServiceId, vehicleType: service.vehicleType,
    price: quote?.userCost?.amount ?? null, isFilteredOut: service.isFilteredOut || quote === null,
  }));
  const margin = firmPreferences(firm).requoteMarginPercent ?? DEFAULT_REQUOTE_MARGIN_PERCENT;
  const decision = nextQuote({
    bookedVehicleType: booked.vehicleType, bookedPrice: booked.price,
    triedServiceIds: tried.map((t) => t.bookingAccountServiceId), candidates, marginPercent: margin,
  });
  const when = at.toISOString();

  if (decision.kind === 'giveUp') {
    const reason = giveUpText(declined, REQUOTE_GIVE_UP_TEXTS[decision.reason](margin));
    await db.transaction().execute(async (trx) => {
      await updateReservation(trx, row.reservation_id, { declined_quotes: toJson(tried) });
      await addHistory(trx, row.reservation_id, HISTORY_ACTION.requoteFailed, reason, null, when);
    });
    const ended = await applyStatus(app, row, 'Declined', at);
    publishStatus(app, ended, `Booking ${row.reservation_number} is declined: ${reason}`);
    await notifyBooker(db, ended, { subject: `Booking ${row.reservation_number} declined`, body: `Your booking ${row.reservation_number} is declined: ${reason}.`, at: when });
    return ended;
  }

  const next = priced.find((p) => p.service.bookingAccountServiceId === decision.candidate.bookingAccountServiceId);
  const record = catalog.byServiceId.get(decision.candidate.bookingAccountServiceId);
  const quote = next?.quote;
  if (!next || !quote || !record) return applyStatus(app, row, 'Declined', at);
  const service: ChosenCarService = { ...next.service, specialAccommodationsGuid: chosen.specialAccommodationsGuid, isFilteredOut: false };
  const text = requoteText(declined, service);
  const updated = await db.transaction().execute(async (trx) => {
    if (service.quoteId) await storeQuote(trx, { ...quote, quoteId: service.quoteId }, row.firm_id, service.bookingAccountServiceId, when);
    const moved = await updateReservation(trx, row.reservation_id, {
      booking_account_service_id: service.bookingAccountServiceId,
      car_provider_id: record.provider.carProviderId,
      confirmation_number: confirmationNumberFor(record.provider.confirmationPrefix, row.reservation_number),
      chosen_car_service: toJson(service),
      quote_id: service.quoteId,
      co2_kg: service.co2Kg ?? null,
      request: toJson({
        ...request, chosenCarService: service, bookingAccountServiceId: service.bookingAccountServiceId,
        supplierRefQuoteId: service.supplierRefQuoteId, bookieQuoteId: service.bookieQuoteId, cost: service.userCost?.amount ?? null,
      } satisfies ReservationRequest),
      declined_quotes: toJson(tried),
      // The new provider answers as a fresh booking does: New, then its own accept step.
      status: 'New', status_updated_at: when, sim_started_at: when, driver_details: null, updated_at: when,
    });
    await addHistory(trx, row.reservation_id, HISTORY_ACTION.requoted, text, null, when);
    return moved;
  });
  publishStatus(app, updated, `Booking ${row.reservation_number}: ${text}`);
  await notifyBooker(db, updated, { subject: `Booking ${row.reservation_number} re-booked`, body: `Your booking ${row.reservation_number}: ${text}.`, at: when });
  return updated;
}
