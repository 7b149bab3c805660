import { endpoints, type CarServiceQuote, type PaymentOptionCode } from '@curbside/contracts';
import { isCardExpired } from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { isoNow, toJson } from '../db/json-column.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { carServicesFor, loadCatalog, preferredProviderIds, servesPlace, toCarProvider } from '../providers/providers.ts';
import { priceQuote } from '../providers/quote-engine.ts';
import { bookableEmployee, employeeIdOf } from '../reservations/lifecycle.ts';
import { toCardEntry } from './credit-cards.ts';

const wait = (ms: number): Promise<void> => new Promise((resolve) => { setTimeout(resolve, ms); });

// spec 001 §7 Reservations: car services, their quotes, payment options; the coverage map's providers.
export function registerCarServiceRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.account.carProviders, async () => {
    const catalog = await loadCatalog(app.db);
    return catalog.providers.map((p) => toCarProvider(p, catalog.services));
  });

  // The bookable services at the pickup (no prices: those come per service from /quotes).
  registerEndpoint(app, endpoints.reservations.carServices, async ({ caller, body }) => {
    await bookableEmployee(app, caller, employeeIdOf(body.reservationRequest));
    const catalog = await loadCatalog(app.db);
    const preferred = await preferredProviderIds(app.db, caller.user.firm_id);
    return carServicesFor(catalog, body.reservationRequest, caller.user.firm_id, preferred).map((row) => row.service);
  });

  // Quotes of the listed services only: each provider answers after its own delay, so the
  // client asks per provider and a slow one does not hold back the others.
  registerEndpoint(app, endpoints.reservations.quotes, async ({ caller, body }) => {
    const request = body.reservationRequest;
    await bookableEmployee(app, caller, employeeIdOf(request));
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
        quoteTraceId: body.quoteTraceIds[index] ?? null,
      });
      const delay = service.provider.quoteDelayMs / speed;
      if (delay > 0) await wait(delay);
      if (quote.quoteId !== null) {
        await db.insertInto('quotes').values({
          quote_id: quote.quoteId, firm_id: caller.user.firm_id, booking_account_service_id: id,
          quote_trace_id: quote.quoteTraceId ?? '', payload: toJson(quote), created_at: isoNow(),
        }).onConflict((oc) => oc.column('quote_id').doNothing()).execute();
      }
      return quote;
    }));
    return quotes.filter((q): q is CarServiceQuote => q !== null);
  });

  // The employee's cards (an expired one listed too: its expDate lets the client refuse it with
  // 'Expired on MM/YY'), bill to company where the firm allows it (FN: bill-company).
  registerEndpoint(app, endpoints.reservations.paymentOptions, async ({ caller, body }) => {
    const employee = await bookableEmployee(app, caller, employeeIdOf(body.reservationRequest));
    const now = new Date();
    const rows = await db.selectFrom('credit_cards').selectAll()
      .where('user_id', '=', employee.user_id).where('status', '=', 'active')
      .orderBy('is_default', 'desc').orderBy('credit_card_id').execute();
    const cards = rows.map(toCardEntry);
    const usable = rows.filter((r) => !isCardExpired(r.exp_date, now)).map(toCardEntry);
    const prefs = firmPreferences(caller.firm);
    const directBill = prefs.allowDirectBill || caller.firm.billing_system === 'FN';
    const options: PaymentOptionCode[] = [];
    if (usable.length > 0) options.push('CC');
    if (directBill) options.push('DB');
    const defaultOption: PaymentOptionCode | null = usable.some((c) => c.isDefault) ? 'CC' : directBill ? 'DB' : usable.length ? 'CC' : null;
    return { options, creditCards: cards, defaultOption };
  });
}
