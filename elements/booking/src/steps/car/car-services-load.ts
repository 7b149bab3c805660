import { endpoints } from '@curbside/contracts';
import type { CarServiceQuote, ChosenCarService, ReservationRequest } from '@curbside/contracts';
import type { ApiClient } from '@curbside/api';
import { pendingQuotes, quoteRequestsByProvider, settleQuotes, type ProviderQuoteRequest, type QuoteStatuses } from './car-services.ts';

/** One provider's quote call: its answer, or null when the call failed. */
export interface ProviderQuoteCall {
  provider: ProviderQuoteRequest;
  answer: Promise<readonly CarServiceQuote[] | null>;
}

/**
 * The car services of one trip (POST /reservations/car-services) and then one quote call per
 * provider, all at once (POST /reservations/car-services/quotes): a slow provider never holds back
 * the others. Started when 'Date and location' is complete, or at the latest when Next leaves it, so
 * the calls run before the car step draws (at a 4x CPU throttle the step took 700 ms to draw before it asked for anything, issue 10),
 * and taken by the car step's list, which owns it from then on (aborting it when it goes).
 */
export interface CarServicesLoad {
  readonly controller: AbortController;
  readonly services: Promise<ChosenCarService[]>;
  /** The quote calls, started as soon as the services are known. */
  readonly quoteCalls: Promise<ProviderQuoteCall[]>;
  /** Once the services and every provider's quote call have answered: all of it, to draw at once. */
  settled: SettledCarServices | null;
  /** Resolves when `settled` is set, or when the load fails or is aborted (then it stays null). */
  readonly done: Promise<void>;
}

/** A load that has answered in full: the services and the quote of each (or none, for a failed call). */
export interface SettledCarServices {
  readonly services: ChosenCarService[];
  readonly quotes: QuoteStatuses;
}

let started: { key: string; load: CarServicesLoad } | null = null;

function requestKey(request: ReservationRequest): string {
  return JSON.stringify(request);
}

function load(api: ApiClient, reservationRequest: ReservationRequest): CarServicesLoad {
  const controller = new AbortController();
  const { signal } = controller;
  const services = api.call(endpoints.reservations.carServices, { body: { reservationRequest }, signal });
  const quoteCalls = services.then((list) =>
    quoteRequestsByProvider(list).map((provider) => ({
      provider,
      answer: api
        .call(endpoints.reservations.quotes, {
          body: { reservationRequest, bookingAccountServiceIds: provider.bookingAccountServiceIds, quoteTraceIds: provider.quoteTraceIds },
          signal,
        })
        .catch(() => null),
    })),
  );
  // Nobody may be listening yet: a failure is read by the list when it takes the load.
  quoteCalls.catch(() => {});
  const outcome: Pick<CarServicesLoad, 'settled'> = { settled: null };
  const answered = quoteCalls.then((calls) => Promise.all(calls.map(async ({ provider, answer }) => ({ provider, quotes: await answer }))));
  const done = Promise.all([services, answered]).then(
    ([list, answers]) => {
      if (signal.aborted) return;
      let quotes: QuoteStatuses = {};
      for (const { provider, quotes: answer } of answers) quotes = settleQuotes({ ...quotes, ...pendingQuotes(provider) }, provider, answer);
      outcome.settled = { services: list, quotes };
    },
    () => {},
  );
  return Object.assign(outcome, { controller, services, quoteCalls, done });
}

/**
 * Starts the load for the trip now (the previous unclaimed one, for another trip, is dropped). The
 * trip already being loaded is not asked for again: 'Date and location' starts it when the step is
 * complete (next-step-preparation.ts), and Next asks once more.
 */
export function startCarServicesLoad(api: ApiClient, request: ReservationRequest): CarServicesLoad {
  const key = requestKey(request);
  if (started?.key === key && !started.load.controller.signal.aborted) return started.load;
  started?.load.controller.abort();
  started = { key, load: load(api, request) };
  return started.load;
}

/**
 * What the load started for this trip has answered in full, without taking it: the car step
 * drawn ahead of Next (hidden) draws its cards and prices from it; null when nothing is settled.
 */
export function settledCarServices(request: ReservationRequest): SettledCarServices | null {
  if (!started || started.load.controller.signal.aborted || started.key !== requestKey(request)) return null;
  return started.load.settled;
}

/** The trip a load is for, as a key: the car step drawn ahead is for one trip. */
export function carServicesTripKey(request: ReservationRequest): string {
  return requestKey(request);
}

/** The load started for this very trip, or a new one: the caller owns it (and aborts it when done). */
export function takeCarServicesLoad(api: ApiClient, request: ReservationRequest): CarServicesLoad {
  const waiting = started;
  started = null;
  if (waiting && waiting.key === requestKey(request) && !waiting.load.controller.signal.aborted) return waiting.load;
  waiting?.load.controller.abort();
  return load(api, request);
}
