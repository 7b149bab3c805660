import type { BusQuoteAnswer } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { routeTestApp } from '../testing/route-test-app.ts';
import { api } from '../testing/test-app.ts';

// POST /reservations/quoteRequest (001 §7 busQuoteRequest; issue 16 event booking): the simulated
// providers price the vehicle mix of 001 §9 for the group; the groups desk gets the request by mail.

describe('bus quote request', () => {
  const server = routeTestApp({ signIn: ['ada.admin@acme.example'] });
  const { sessions: { ada } } = server;
  const request = (numberOfPassengers: number, pickup: Record<string, unknown>) => api(server.app, 'POST', '/reservations/quoteRequest', {
    headers: ada,
    body: {
      busQuoteRequest: {
        contactName: 'Ada Admin', email: 'ada.admin@acme.example', phone: null, dropoff: null, dateTime: '2027-03-04T18:00', notes: 'Gala dinner',
        numberOfPassengers, pickup,
      },
    },
  });
  const midtown = { name: 'Acme HQ', address: '350 5th Ave, New York, NY 10118, USA', city: 'New York', stateCode: 'NY', countryCode: 'US' };

  it('answers 30 attendees with one 30-seat minibus priced by the group providers serving the pickup, cheapest first', async () => {
    const res = await request(30, midtown);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BusQuoteAnswer>();
    expect(answer.vehicleMix).toEqual([{ vehicleClass: 'Minibus', seats: 30, count: 1 }]);
    expect(answer.offers.map((o) => o.carProviderCode)).toContain('UCH');
    expect(answer.offers.every((o) => o.price.currency === 'USD' && o.price.amount > 0)).toBe(true);
    const amounts = answer.offers.map((o) => o.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(answer.message).toBeNull();
    const mail = await server.app.db.kysely.selectFrom('outbox').selectAll().where('email', '=', 'groups@curbside.example').execute();
    expect(mail.map((m) => m.subject)).toContain('Group quote request: 30 passengers on 2027-03-04T18:00');
  });

  it('says so when no provider runs group vehicles at the pickup', async () => {
    const answer = (await request(80, { name: 'Somewhere', address: 'Main St, Reykjavik', city: 'Reykjavik', countryCode: 'IS' })).json<BusQuoteAnswer>();
    expect(answer.vehicleMix).toEqual([{ vehicleClass: 'Motorcoach Bus', seats: 56, count: 1 }, { vehicleClass: 'Minibus', seats: 24, count: 1 }]);
    expect(answer.offers).toEqual([]);
    expect(answer.message).toBe('No provider serves this pickup for a group: the groups desk will answer by email');
  });
});
