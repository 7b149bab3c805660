import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, memoryStorage } from '@curbside/api';
import { endpoints, queryKey, type CreditCardList } from '@curbside/contracts';
import { refreshingClient } from './refreshing-client.ts';

const visa = {
  userCreditCardId: 1, isDefault: true, isImported: false, source: 'CP',
  card: {
    creditCardId: 11, brand: 'VISA', last4: '4242', expDate: '2030-12-31', description: 'Work', billingName: 'Ann Lee',
    billingZip: '10001', amexCardValidToDate: null, amexCardBalance: null,
  },
};
const mastercard = { ...visa, userCreditCardId: 2, isDefault: false, card: { ...visa.card, creditCardId: 12, brand: 'MASTERCARD', last4: '4444' } };

/** A server with one user's cards: GET lists them, confirmSetup adds the Mastercard. */
function cardServer() {
  let cards: unknown[] = [visa];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/creditCards/confirmSetup')) {
      cards = [...cards, mastercard];
      return Response.json(mastercard);
    }
    if (init?.method === 'POST' && url.endsWith('/reservations/payment-options')) {
      return Response.json({ options: ['CC'], defaultOption: 'CC', creditCards: cards });
    }
    return Response.json({ creditCards: cards, hasPendingVirtualCard: false });
  });
  return createApiClient({ apiBase: 'https://api.example.com', apiKey: 'k', fetch, storage: memoryStorage() });
}

let queries: QueryClient;
afterEach(() => queries.clear());

function watch<T>(key: readonly unknown[], fn: () => Promise<T>) {
  const observer = new QueryObserver(queries, { queryKey: key, queryFn: fn, staleTime: Infinity });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

async function settled(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe('refreshingClient (a card added in one element refreshes the others)', () => {
  it("refetches the account list, manage bookings' list (one key) and the stepper's payment methods after a card is added", async () => {
    queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = refreshingClient(cardServer(), queries);
    const listKey = queryKey(endpoints.creditCards.list, { params: { id: 7 } });
    const list = watch(listKey, () => api.call(endpoints.creditCards.list, { params: { id: 7 } }));
    const stepper = watch(queryKey(endpoints.reservations.paymentOptions, { body: { reservationRequest: {} } }), () =>
      api.call(endpoints.reservations.paymentOptions, { body: { reservationRequest: {} } as never }));
    await settled(() => list.observer.getCurrentResult().isSuccess && stepper.observer.getCurrentResult().isSuccess);
    expect(list.observer.getCurrentResult().data?.creditCards).toHaveLength(1);

    await api.call(endpoints.creditCards.confirmSetup, { params: { id: 7 }, body: { setupIntentId: 'seti_1', description: 'Home', setAsDefault: false } as never });

    await settled(() => (list.observer.getCurrentResult().data as CreditCardList | undefined)?.creditCards.length === 2);
    await settled(() => stepper.observer.getCurrentResult().data?.creditCards.length === 2);
    list.unsubscribe();
    stepper.unsubscribe();
  });

  it('leaves cached answers alone after a call that changes nothing', async () => {
    queries = new QueryClient();
    const api = refreshingClient(cardServer(), queries);
    const listKey = queryKey(endpoints.creditCards.list, { params: { id: 7 } });
    await queries.fetchQuery({ queryKey: listKey, queryFn: () => api.call(endpoints.creditCards.list, { params: { id: 7 } }) });

    await api.call(endpoints.creditCards.list, { params: { id: 8 } });

    expect(queries.getQueryState(listKey)?.isInvalidated).toBe(false);
  });

  it('is one wrapper per client, so hooks keep a stable identity', () => {
    queries = new QueryClient();
    const client = cardServer();
    expect(refreshingClient(client, queries)).toBe(refreshingClient(client, queries));
  });
});
