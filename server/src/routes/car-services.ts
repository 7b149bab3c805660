import { endpoints, type CarServiceQuote, type PaymentOptionCode } from '@curbside/contracts';
import { isCardExpired } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { bookableEmployee, mayBillCompany } from '../access/index.ts';
import { toCardEntry } from '../cards/card-record.ts';
import { activeCardsOfUser } from '../cards/card-repository.ts';
import { isoNow } from '../db/json-column.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { firmCarProviders } from '../coverage/provider-coverage.ts';
import { serviceAreasOf } from '../firms/firm-record.ts';
import { carServicesFor, loadCatalog, preferredProviderIds, servesPlace } from '../providers/providers.ts';
import { priceQuote } from '../providers/quote-engine.ts';
import { storeQuote } from '../providers/quote-repository.ts';
import { employeeIdOf } from '../reservations/booking-plan.ts';

const wait = (ms: number): Promise<void> => new Promise((resolve) => { setTimeout(resolve, ms); });

// spec 001 §7 Reservations: car services, their quotes, payment options; the coverage map's providers.
export function registerCarServiceRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  // The coverage map (000 §2): the providers serving the caller's firm's service areas.
  registerEndpoint(app, endpoints.account.carProviders, async ({ caller }) => {
    const [catalog, areas, preferred] = await Promise.all([
      loadCatalog(app.db), serviceAreasOf(app.db, caller.firm.firm_id), preferredProviderIds(app.db, caller.firm.firm_id),
    ]);
    return firmCarProviders(catalog, areas, preferred);
  });

  // The bookable services at the pickup (no prices: those come per service from /quotes).
  registerEndpoint(app, endpoints.reservations.carServices, async ({ caller, body }) => {
    await bookableEmployee(db, caller, employeeIdOf(body.reservationRequest));
    const catalog = await loadCatalog(app.db);
    const preferred = await preferredProviderIds(app.db, caller.user.firm_id);
    return carServicesFor(catalog, body.reservationRequest, caller.user.firm_id, preferred).map((row) => row.service);
  });

  // Quotes of the listed services only: each provider answers after its own delay, so the
  // client asks per provider and a slow one does not hold back the others.
  registerEndpoint(app, endpoints.reservations.quotes, async ({ caller, body }) => {
    const request = body.reservationRequest;
    await bookableEmployee(db, caller, employeeIdOf(request));
    const catalog = await loadCatalog(app.db);
    const speed = Math.max(app.env.simulatorSpeed || 1, 0.001);
    const ids = [...new Set(body.bookingAccountServiceIds)];
    const quotes = await Promise.all(ids.map(async (id): Promise<CarServiceQuote | null> => {
      const service = catalog.byServiceId.get(id);
      if (!service || !servesPlace(service.provider, request.origin.place)) return null;
      const index = body.bookingAccountServiceIds.indexOf(id);
      const quote = priceQuote({
        firmId: caller.user.firm_id, bookingAccountServiceId: id, providerCode: service.provider.code,
        vehicleType: service.vehicleType, rateCard: service.provider.rateCard, request,
        quoteTraceId: body.quoteTraceIds[index] ?? null, sustainable: service.provider.isSustainable,
      });
      const delay = app.env.quoteDelayMs ?? service.provider.quoteDelayMs / speed;
      if (delay > 0) await wait(delay);
      const { quoteId } = quote;
      if (quoteId !== null) await storeQuote(db, { ...quote, quoteId }, caller.user.firm_id, id, isoNow());
      return quote;
    }));
    return quotes.filter((q): q is CarServiceQuote => q !== null);
  });

  // The employee's cards (an expired one listed too: its expDate lets the client refuse it with
  // 'Expired on MM/YY'), bill to company where the firm allows it (FN: bill-company).
  registerEndpoint(app, endpoints.reservations.paymentOptions, async ({ caller, body }) => {
    const employee = await bookableEmployee(db, caller, employeeIdOf(body.reservationRequest));
    const now = new Date();
    const rows = await activeCardsOfUser(db, employee.user_id);
    const cards = rows.map(toCardEntry);
    const usable = rows.filter((r) => !isCardExpired(r.exp_date, now)).map(toCardEntry);
    const directBill = mayBillCompany(caller.firm);
    const options: PaymentOptionCode[] = [];
    if (usable.length > 0) options.push('CC');
    if (directBill) options.push('DB');
    const defaultOption: PaymentOptionCode | null = usable.some((c) => c.isDefault) ? 'CC' : directBill ? 'DB' : usable.length ? 'CC' : null;
    return { options, creditCards: cards, defaultOption };
  });
}
