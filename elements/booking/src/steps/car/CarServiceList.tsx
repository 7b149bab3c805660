import { memo, useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import type { ChosenCarService, DistanceUnits, ReservationRequest } from '@curbside/contracts';
import {
  DEFAULT_SUSTAINABLE_SUGGESTION_MARGIN_PERCENT, errorText, formatMoney, lowestEmissionIds, sustainableSuggestion,
  sustainableSuggestionText, vehicleTypeLabel,
} from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { useApi } from '@curbside/ui';
import { useBookingContext, useStepShown, useStepper } from '../../stepper-hooks.ts';
import { AccommodationCheck } from './AccommodationCheck.tsx';
import { CarServiceCard } from './CarServiceCard.tsx';
import { settledCarServices, takeCarServicesLoad } from './car-services-load.ts';
import { CarState, type LoadState } from './CarState.tsx';
import {
  filteredOutReason, isSelectable, pendingQuotes, quotedService, reconcileChosenService, seatsNeeded,
  settleQuotes, symbolOfFormattedCost, type QuoteStatuses,
} from './car-services.ts';
import { quotesAnnouncement, quotesProgress, type QuotesProgress } from './quotes-progress.ts';

/** designed */
export const CAR_SERVICE_TEXTS = {
  loading: 'Finding car services for your trip…',
  none: 'No car service picks up at this address. Try another pickup or time.',
  loadFailed: 'Car services could not be loaded',
} as const;

type ListState = LoadState<ChosenCarService[]>;

/**
 * The car services of the trip (spec 001 §7 POST /reservations/car-services), then their
 * quotes per provider in parallel (POST /reservations/car-services/quotes): each card shows
 * its price as soon as its provider answers, a skeleton until then.
 */
export function CarServiceList({ request, error }: { request: ReservationRequest; error: string | null }) {
  const api = useApi();
  const chosenId = useStepper((s) => s.chosenCarService?.bookingAccountServiceId ?? null);
  const passengers = useStepper((s) => s.passengers);
  const { settings, firm } = useBookingContext();
  const units: DistanceUnits = settings?.distanceUnits ?? 'English';
  const margin = firm?.firmPreferences.sustainableSuggestionMarginPercent ?? DEFAULT_SUSTAINABLE_SUGGESTION_MARGIN_PERCENT;
  // Drawn ahead of Next (hidden, Stepper.tsx), the step starts with the answers of the load the
  // completed trip asked for, so Next shows the prices at once (issue 10).
  const [ahead] = useState(() => settledCarServices(request));
  const [list, setList] = useState<ListState>(ahead ? { state: 'ready', value: ahead.services } : { state: 'loading' });
  const [quotes, setQuotes] = useState<QuoteStatuses>(ahead?.quotes ?? {});
  const [attempt, setAttempt] = useState(0);
  // The request is built once per visit of the step: the trip cannot change while it is shown.
  const requestRef = useRef(request);

  // Drawn ahead of Next (hidden), the step takes its load and touches the booking once it shows.
  const shown = useStepShown();

  useEffect(() => {
    if (!shown) return;
    // The load started as 'Date and location' was completed or left (the calls ran before this
    // step drew), or a new one (a retry, a return to this step).
    const load = takeCarServicesLoad(api, requestRef.current);
    const { signal } = load.controller;
    const { settled } = load;
    if (settled) {
      // Answered in full already: shown as it is (the same answer as drawn ahead changes nothing).
      setList((current) => (current.state === 'ready' && current.value === settled.services ? current : { state: 'ready', value: settled.services }));
      setQuotes(settled.quotes);
      dropChoiceNoLongerOffered(settled.services);
      return () => load.controller.abort();
    }
    setList({ state: 'loading' });
    setQuotes({});
    void (async () => {
      let services: ChosenCarService[];
      try {
        services = await load.services;
      } catch (err) {
        if (!signal.aborted) setList({ state: 'failed', message: errorText(err) });
        return;
      }
      if (signal.aborted) return;
      const calls = await load.quoteCalls;
      if (signal.aborted) return;
      setList({ state: 'ready', value: services });
      setQuotes(Object.assign({}, ...calls.map(({ provider }) => pendingQuotes(provider))) as QuoteStatuses);
      dropChoiceNoLongerOffered(services);
      for (const { provider, answer } of calls) {
        void answer.then((quotes) => {
          if (!signal.aborted) setQuotes((current) => settleQuotes(current, provider, quotes));
        });
      }
    })();
    return () => load.controller.abort();
  }, [api, attempt, shown]);

  // The chosen service takes its fresh quote when it lands.
  const chosenStatus = chosenId === null ? undefined : quotes[chosenId];
  useEffect(() => {
    if (!shown || list.state !== 'ready' || chosenId === null || !chosenStatus || chosenStatus.state === 'pending') return;
    const { chosenCarService } = stepperStore.getState();
    // Only the chosen service's own quote matters here, not the other quotes.
    const next = reconcileChosenService(chosenCarService, list.value, { [chosenId]: chosenStatus });
    if (next !== chosenCarService) stepperStore.getState().setField('chosenCarService', next);
  }, [shown, list, chosenId, chosenStatus]);

  const seats = seatsNeeded(passengers);
  // WCAG 4.1.3: the list is busy until every provider answered, and one polite status (always in
  // the DOM, so a screen reader hears each change) says how far it has got.
  const progress = quotesProgress(quotes);
  const busy = list.state === 'loading' || progress.pending > 0;
  return (
    <fieldset className="car-section" aria-busy={busy}>
      <legend className="visually-hidden">Car service</legend>
      {/* The field mark sits on the short head, so a failed Next scrolls to the title and its message. */}
      <div className="car-section-intro" data-field="chosenCarService">
        <h3 className="car-section-title" tabIndex={-1}>Car service</h3>
        <p className="car-section-note">Prices appear as each car provider answers. Pick the service that suits your trip.</p>
        {error && (
          <p className="field-error" role="alert">
            <SlIcon name="exclamation-circle" aria-hidden="true" />
            {error}
          </p>
        )}
        <AccommodationCheck />
      </div>
      <p className="visually-hidden" role="status">
        {listStatus(list, progress)}
      </p>
      {list.state === 'loading' && <CarState icon="spinner">{CAR_SERVICE_TEXTS.loading}</CarState>}
      {list.state === 'failed' && (
        <CarState icon="exclamation-triangle" role="alert" onRetry={() => setAttempt((n) => n + 1)}>
          {CAR_SERVICE_TEXTS.loadFailed}: {list.message}
        </CarState>
      )}
      {list.state === 'ready' && list.value.length === 0 && <CarState icon="info-circle">{CAR_SERVICE_TEXTS.none}</CarState>}
      {list.state === 'ready' && list.value.length > 0 && (
        <ServiceGrid
          services={list.value} quotes={quotes} chosenId={chosenId} seats={seats} units={units}
          // The suggestion waits for every price, so it does not jump from one service to another.
          suggestionMargin={progress.pending > 0 ? null : margin}
        />
      )}
    </fieldset>
  );
}

/** A chosen service that is no longer offered (or no longer fits) is dropped. */
function dropChoiceNoLongerOffered(services: ChosenCarService[]): void {
  const chosen = stepperStore.getState().chosenCarService;
  if (chosen && reconcileChosenService(chosen, services, {}) === null) stepperStore.getState().setField('chosenCarService', null);
}

/** What the polite status says: the list loading, no service, then the quotes (a failure is an alert of its own). */
function listStatus(list: ListState, progress: QuotesProgress): string {
  if (list.state === 'loading') return CAR_SERVICE_TEXTS.loading;
  if (list.state === 'failed') return '';
  if (list.value.length === 0) return CAR_SERVICE_TEXTS.none;
  return quotesAnnouncement(progress);
}

interface ServiceGridProps {
  services: ChosenCarService[];
  quotes: QuoteStatuses;
  chosenId: number | null;
  seats: number;
  units: DistanceUnits;
  /** The firm's margin for the sustainable suggestion; null while prices are still coming. */
  suggestionMargin: number | null;
}

/** Memoised: the step drawn ahead shows (Next) without drawing its 23 cards again. */
const ServiceGrid = memo(function ServiceGrid({ services, quotes, chosenId, seats, units, suggestionMargin }: ServiceGridProps) {
  const shown = services.map((service) => quotedService(service, quotes[service.bookingAccountServiceId]));
  // The server's order (preferred first). Not by price: the cards would jump about while the
  // quotes land one provider at a time. The filtered-out ones come last, in their own group.
  const bookable = shown.filter((s) => !s.isFilteredOut);
  const unavailable = shown.filter((s) => s.isFilteredOut);
  // Issue 12: the lowest emitter is marked; a sustainable service within the margin is suggested.
  const lowest = lowestEmissionIds(bookable);
  const suggestion = suggestionMargin === null ? null : sustainableSuggestion(bookable, suggestionMargin);
  const suggested = suggestion ? bookable.find((s) => s.bookingAccountServiceId === suggestion.bookingAccountServiceId) : undefined;
  const choose = (service: ChosenCarService) => {
    if (isSelectable(service, quotes[service.bookingAccountServiceId])) stepperStore.getState().setField('chosenCarService', service);
  };
  const card = (service: ChosenCarService) => (
    <CarServiceCard
      key={service.bookingAccountServiceId}
      service={service}
      status={quotes[service.bookingAccountServiceId]}
      selected={service.bookingAccountServiceId === chosenId}
      filteredOutReason={filteredOutReason(service, seats)}
      units={units}
      lowestCo2={lowest.has(service.bookingAccountServiceId)}
      suggested={service === suggested}
      onSelect={() => choose(service)}
    />
  );
  return (
    <>
      {suggestion && suggested && (
        <div className="co2-suggestion" role="note" aria-label="Sustainable suggestion">
          <SlIcon name="tree" aria-hidden="true" />
          <p>
            <strong>{suggested.name} {vehicleTypeLabel(suggested.vehicleType)}</strong>
            {': '}
            {sustainableSuggestionText(suggestion, units, (amount) => {
              const currency = suggested.userCost?.currency ?? 'USD';
              return formatMoney(amount, currency, symbolOfFormattedCost(suggested.userCost?.formattedCost));
            })}
          </p>
          {suggested.bookingAccountServiceId !== chosenId && (
            <SlButton size="small" variant="success" outline onClick={() => choose(suggested)}>
              Choose {suggested.name} {vehicleTypeLabel(suggested.vehicleType)}
            </SlButton>
          )}
        </div>
      )}
      {bookable.length > 0 && <div className="service-grid">{bookable.map(card)}</div>}
      {unavailable.length > 0 && (
        <>
          <h4 className="service-group-title">Not available for this trip ({unavailable.length})</h4>
          <div className="service-grid is-unavailable">{unavailable.map(card)}</div>
        </>
      )}
    </>
  );
});
