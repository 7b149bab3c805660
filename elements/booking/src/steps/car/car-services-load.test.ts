import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@curbside/api';
import type { ReservationRequest } from '@curbside/contracts';
import { settledCarServices, startCarServicesLoad, takeCarServicesLoad } from './car-services-load.ts';
import { quote, service } from './test-data.ts';

interface Sent {
  path: string;
  body: unknown;
  signal: AbortSignal;
}

/** An API client whose car services are City Cars (11, 12) and Slow Limo (21); Slow Limo's quote fails. */
function fakeApi() {
  const sent: Sent[] = [];
  const api = {
    call: (endpoint: { path: string }, input: { body: unknown; signal: AbortSignal }) => {
      sent.push({ path: endpoint.path, body: input.body, signal: input.signal });
      if (endpoint.path.endsWith('/car-services')) {
        return Promise.resolve([
          service({ name: 'City Cars', bookingAccountServiceId: 11 }),
          service({ name: 'City Cars', bookingAccountServiceId: 12 }),
          service({ name: 'Slow Limo', bookingAccountServiceId: 21 }),
        ]);
      }
      const ids = (input.body as { bookingAccountServiceIds: number[] }).bookingAccountServiceIds;
      return ids.includes(21) ? Promise.reject(new Error('Slow Limo is down')) : Promise.resolve(ids.map((id) => quote(id, 40 + id)));
    },
  } as unknown as ApiClient;
  return { api, sent };
}

const trip = (pickup: string) => ({ pickup: { address: pickup } }) as unknown as ReservationRequest;

describe('the car services load (started when step 2 is complete or Next leaves it, taken by the car step)', () => {
  it('asks for the services, then every provider at once; a failed quote call answers null', async () => {
    const { api, sent } = fakeApi();
    const load = takeCarServicesLoad(api, trip('350 5th Ave'));
    expect((await load.services).map((s) => s.bookingAccountServiceId)).toEqual([11, 12, 21]);
    const calls = await load.quoteCalls;
    expect(calls.map((c) => c.provider.bookingAccountServiceIds)).toEqual([[11, 12], [21]]);
    expect((await calls[0]!.answer)?.map((q) => q.bookingAccountServiceId)).toEqual([11, 12]);
    expect(await calls[1]!.answer).toBeNull();
    expect(sent.map((s) => s.path)).toEqual(['/reservations/car-services', '/reservations/car-services/quotes', '/reservations/car-services/quotes']);
    expect(sent.every((s) => (s.body as { reservationRequest: unknown }).reservationRequest !== undefined)).toBe(true);
  });

  it('gives the car step the load Next started for the same trip: the calls are made once', async () => {
    const { api, sent } = fakeApi();
    startCarServicesLoad(api, trip('350 5th Ave'));
    const load = takeCarServicesLoad(api, trip('350 5th Ave'));
    await load.quoteCalls;
    expect(sent.filter((s) => s.path.endsWith('/car-services'))).toHaveLength(1);
    expect(load.controller.signal.aborted).toBe(false);
  });

  it('asks once for a trip started again before the car step takes it (step 2 complete, then Next)', async () => {
    const { api, sent } = fakeApi();
    startCarServicesLoad(api, trip('350 5th Ave'));
    startCarServicesLoad(api, trip('350 5th Ave'));
    const load = takeCarServicesLoad(api, trip('350 5th Ave'));
    await load.quoteCalls;
    expect(sent.filter((s) => s.path.endsWith('/car-services'))).toHaveLength(1);
    expect(load.controller.signal.aborted).toBe(false);
    // Once taken, the same trip is asked for anew (a later visit of 'Date and location').
    startCarServicesLoad(api, trip('350 5th Ave'));
    takeCarServicesLoad(api, trip('350 5th Ave'));
    expect(sent.filter((s) => s.path.endsWith('/car-services'))).toHaveLength(2);
  });

  it('holds the answers in full once every provider answered, for the car step drawn ahead of Next', async () => {
    const { api } = fakeApi();
    const load = startCarServicesLoad(api, trip('350 5th Ave'));
    expect(settledCarServices(trip('350 5th Ave')), 'nothing before the answers').toBeNull();
    await load.done;
    const settled = settledCarServices(trip('350 5th Ave'));
    expect(settled?.services.map((s) => s.bookingAccountServiceId)).toEqual([11, 12, 21]);
    expect(settled?.quotes[11]?.state).not.toBe('pending');
    // Slow Limo's call failed: its service has no quote, not a pending one.
    expect(settled?.quotes[21]?.state).not.toBe('pending');
    expect(settledCarServices(trip('JFK Terminal 4')), 'another trip').toBeNull();
    expect(takeCarServicesLoad(api, trip('350 5th Ave')).settled).toBe(settled);
  });

  it('leaves an aborted load unsettled', async () => {
    const { api } = fakeApi();
    const load = startCarServicesLoad(api, trip('350 5th Ave'));
    startCarServicesLoad(api, trip('JFK Terminal 4'));
    await load.done;
    expect(load.settled).toBeNull();
  });

  it('drops a load started for another trip (aborted) and asks again; a load is taken once', async () => {
    const { api, sent } = fakeApi();
    startCarServicesLoad(api, trip('350 5th Ave'));
    const first = sent[0]!;
    const load = takeCarServicesLoad(api, trip('JFK Terminal 4'));
    expect(first.signal.aborted).toBe(true);
    await load.quoteCalls;
    const again = takeCarServicesLoad(api, trip('JFK Terminal 4'));
    expect(again).not.toBe(load);
    expect(sent.filter((s) => s.path.endsWith('/car-services'))).toHaveLength(3);
  });

  it('aborts an unclaimed load when one for another trip is started', () => {
    const { api, sent } = fakeApi();
    startCarServicesLoad(api, trip('350 5th Ave'));
    startCarServicesLoad(api, trip('JFK Terminal 4'));
    expect(sent.map((s) => s.signal.aborted)).toEqual([true, false]);
  });
});
