import type { BusQuoteAnswer, BusQuoteRequest } from '@curbside/contracts';
import { proposeVehicleMix, type VehicleClass } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/session.ts';
import { sendMail } from '../outbox/outbox-repository.ts';
import { loadCatalog, servesPlace } from '../providers/providers.ts';
import { costOf, currencyOf, stableBucket } from '../providers/quote-engine.ts';
import { insertBusQuoteRequest } from '../reservations/reservation-repository.ts';

// POST /reservations/quoteRequest (001 §7 busQuoteRequest, issue 16 event booking): the request goes
// to the groups desk (the outbox) and the simulated providers that serve the pickup and run group
// vehicles price the vehicle mix the domain proposes (001 §9 capacities, the fewest vehicles).

/** A group vehicle's price for the hours of an event, before the provider's own factor (designed). */
const HOURLY_RATE: Readonly<Record<VehicleClass, number>> = {
  Sedan: 85, SUV: 110, 'MPV UK': 125, 'Sprinter Van': 190, Minibus: 260, 'Motorcoach Bus': 520,
};
/** A minibus costs more with each seat over its smallest size. */
const MINIBUS_SEAT_RATE = 4;
/** Group hire is by the event: at least this many hours. */
const EVENT_HOURS = 4;
/** Vehicle types that mark a provider as running group transport. */
const GROUP_VEHICLES = new Set(['Minibus', 'LargeMinivan', 'Minivan', 'ExecutiveMinivan']);

const NO_OFFER = 'No provider serves this pickup for a group: the groups desk will answer by email';

export async function answerBusQuoteRequest(app: FastifyInstance, caller: Caller, request: BusQuoteRequest, now: Date): Promise<BusQuoteAnswer> {
  const db = app.db.kysely;
  const at = now.toISOString();
  const busQuoteRequestId = await insertBusQuoteRequest(db, { firmId: caller.user.firm_id, userId: caller.user.user_id, payload: request, at });
  await sendMail(db, {
    email: 'groups@curbside.example',
    subject: `Group quote request: ${request.numberOfPassengers} passengers on ${request.dateTime}`,
    body: `${request.contactName} (${request.email}) asks for a quote from ${request.pickup.address ?? request.pickup.name ?? 'the pickup'}`
      + `${request.dropoff ? ` to ${request.dropoff.address ?? request.dropoff.name ?? 'the drop-off'}` : ''}.${request.notes ? ` Notes: ${request.notes}` : ''}`,
    at,
  });

  const vehicleMix = proposeVehicleMix(request.numberOfPassengers);
  const catalog = await loadCatalog(app.db);
  const groupProviders = catalog.providers.filter((provider) => servesPlace(provider, request.pickup)
    && catalog.services.some((s) => s.provider.carProviderId === provider.carProviderId && GROUP_VEHICLES.has(s.vehicleType)));
  const currency = currencyOf(request.pickup.countryCode);
  const base = vehicleMix.reduce((sum, line) => {
    const perVehicle = HOURLY_RATE[line.vehicleClass] + (line.vehicleClass === 'Minibus' ? (line.seats - 23) * MINIBUS_SEAT_RATE : 0);
    return sum + perVehicle * EVENT_HOURS * line.count;
  }, 0);
  const offers = groupProviders
    .map((provider) => {
      // Each provider prices the same job a little differently, the same way every time it is asked.
      const factor = 0.9 + stableBucket(`bus|${provider.code}|${request.numberOfPassengers}|${request.dateTime}`, 31) / 100;
      return { carProviderCode: provider.code, carProviderName: provider.name, price: costOf(Math.round(base * factor * 100) / 100, currency) };
    })
    .sort((a, b) => a.price.amount - b.price.amount);
  return {
    busQuoteRequestId,
    vehicleMix,
    offers,
    message: offers.length ? null : NO_OFFER,
  };
}
