import { useEffect, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import type SlSwitchElement from '@shoelace-style/shoelace/dist/components/switch/switch.component.js';
import { endpoints } from '@curbside/contracts';
import type { AddressStop, Flight, FlightSearchResult } from '@curbside/contracts';
import { emptyFlight, errorText, flightFromResult, localDateTimeIn, pickupDateTime } from '@curbside/domain';
import { ShoelaceField, useApi } from '@curbside/ui';
import { fieldMark, useFieldError } from '../../field.ts';
import { useStepper } from '../../stepper-hooks.ts';
import { FlightTimeCheck } from './FlightTimeCheck.tsx';
import { flightSearchQuery } from './location-logic.ts';

export interface AirportDetailsProps {
  target: 'pickup' | 'dropoff';
  path: string;
  address: AddressStop;
  /** Patches the flight of the stop as it is in the store now (answers may arrive late). */
  updateFlight: (patch: Partial<Flight>) => void;
}

function clock(text: string | null | undefined): string {
  const match = /T(\d{2}:\d{2})/.exec(text ?? '');
  return match?.[1] ?? '';
}

/**
 * An airport pickup or drop-off (001 §3 flight, §5 Pickup / Drop-off): its terminals
 * (GET /airports/{iata}/terminals), 'Commercial flight' with a 'Flight number' search
 * (GET /airports/flights/search, arriving flights at a pickup, departing ones at a drop-off).
 */
export function AirportDetails({ target, path, address, updateFlight }: AirportDetailsProps) {
  const api = useApi();
  const iata = address.place?.iataCode ?? '';
  const flight = address.flight ?? emptyFlight();
  const terminalError = useFieldError(`${path}.terminal`);
  const flightError = useFieldError(`${path}.flight`);
  const date = useStepper((state) => state.date);
  const time = useStepper((state) => state.time);
  const isAsap = useStepper((state) => state.isAsap);
  const pickUpTz = useStepper((state) => state.pickUpTz);
  const [code, setCode] = useState(flight.flightCode ?? '');
  const [results, setResults] = useState<FlightSearchResult[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchMessage, setSearchMessage] = useState<string | null>(null);

  const update = updateFlight;

  // The airport's terminals, once per airport.
  useEffect(() => {
    if (!iata || flight.airportTerminals.length > 0) return;
    let live = true;
    api.call(endpoints.airports.terminals, { params: { iata } }).then(
      (terminals) => {
        if (live && terminals.length) updateFlight({ airportTerminals: terminals });
      },
      () => {},
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, iata]);

  const search = async () => {
    const when = isAsap ? localDateTimeIn(pickUpTz) : pickupDateTime(date, time);
    if (!code.trim()) {
      setSearchMessage('Enter the flight number');
      return;
    }
    if (!when) {
      setSearchMessage('Choose the pickup date and time first');
      return;
    }
    setSearching(true);
    setSearchMessage(null);
    try {
      const found = await api.call(endpoints.airports.flightSearch, { query: flightSearchQuery(target, iata, code, when) });
      setResults(found);
      if (found.length === 0) setSearchMessage(`No flight ${code.trim().toUpperCase()} found ${target === 'pickup' ? `arriving at ${iata}` : `leaving ${iata}`} that day`);
      if (found.length === 1 && found[0]) update(flightFromResult(found[0], flight));
    } catch (failure) {
      setSearchMessage(errorText(failure));
    } finally {
      setSearching(false);
    }
  };

  const chosen = flight.isCommercial && flight.flightCode && flight.flightInfo ? flight : null;

  return (
    <div className="airport-details">
      {flight.airportTerminals.length > 0 && (
        <div {...fieldMark(`${path}.terminal`)}>
          <ShoelaceField label="Terminal" required={Boolean(address.place?.isTerminalRequired) && !flight.isCommercial} error={terminalError}>
            {(control) => (
              <SlSelect
                {...control}
                placeholder="Select a terminal"
                value={flight.terminal ?? ''}
                hoist
                onSlChange={(event) => update({ terminal: (event.target as SlSelectElement).value as string || null })}
              >
                {flight.airportTerminals.map((terminal) => (
                  <SlOption key={terminal.code} value={terminal.code}>
                    {terminal.name}
                  </SlOption>
                ))}
                {control.children}
              </SlSelect>
            )}
          </ShoelaceField>
        </div>
      )}
      <SlSwitch
        checked={flight.isCommercial}
        onSlChange={(event) => {
          const isCommercial = (event.target as SlSwitchElement).checked;
          update(isCommercial ? { isCommercial } : { isCommercial, flightCode: null, flightInfo: null });
          if (!isCommercial) setResults(null);
        }}
      >
        Commercial flight
      </SlSwitch>
      {flight.isCommercial && (
        <div className="flight-search" {...fieldMark(`${path}.flight`)}>
          <div className="flight-search-row">
            <ShoelaceField
              label="Flight number"
              required
              help={target === 'pickup' ? `The flight arriving at ${iata}` : `The flight leaving ${iata}`}
              error={chosen ? null : flightError}
            >
              {(control) => (
                <SlInput
                  {...control}
                  placeholder="e.g. BA117"
                  value={code}
                  onSlInput={(event) => setCode((event.target as SlInputElement).value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void search();
                    }
                  }}
                />
              )}
            </ShoelaceField>
            <SlButton className="flight-search-button" loading={searching} onClick={() => void search()}>
              <SlIcon slot="prefix" name="search" aria-hidden="true" />
              Find flight
            </SlButton>
          </div>
          {searchMessage && <p className="inline-message" role="status">{searchMessage}</p>}
          {results && results.length > 1 && (
            <ul className="flight-results" aria-label="Flights found">
              {results.map((result) => {
                const selected = chosen?.flightCode === result.flightCode && chosen.flightInfo?.departureDateTime === result.departureDateTime;
                return (
                  <li key={`${result.flightCode}-${result.departureDateTime}`}>
                    <button type="button" className={`flight-option${selected ? ' is-selected' : ''}`} aria-pressed={selected} onClick={() => update(flightFromResult(result, flight))}>
                      <strong>{result.flightCode}</strong> {result.airline ?? ''} · {result.departureAirportCode} {clock(result.departureDateTime)} → {result.arrivalAirportCode} {clock(result.arrivalDateTime)}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {chosen && chosen.flightInfo && (
            <div className="curb-inline flight-chosen" role="status">
              <SlIcon name={target === 'pickup' ? 'airplane-engines' : 'airplane'} aria-hidden="true" />
              <span>
                <strong>{chosen.flightCode}</strong>
                {chosen.flightInfo.airline ? ` ${chosen.flightInfo.airline}` : ''} · {chosen.flightInfo.departureAirportCode} {clock(chosen.flightInfo.departureDateTime)} → {chosen.flightInfo.arrivalAirportCode} {clock(chosen.flightInfo.arrivalDateTime)}
              </span>
            </div>
          )}
          {chosen && flightError && <div className="field-error" role="alert">{flightError}</div>}
          {target === 'dropoff' && chosen?.flightInfo && !flightError && <FlightTimeCheck flight={chosen.flightInfo} />}
        </div>
      )}
    </div>
  );
}
