import type { ReactNode } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import type { AddressStop } from '@curbside/contracts';
import { QUOTE_TYPE_LABELS, formatCo2, vehicleCapacityLabel, vehicleTypeLabel, type BookingStep } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { useShallow } from '@curbside/ui';
import { useBookingContext, useStepper } from '../../stepper-hooks.ts';
import { AccommodationCheck } from '../car/AccommodationCheck.tsx';
import { hasPrice, priceText } from '../car/car-services.ts';
import { passengerTitle } from '../passenger/passenger-logic.ts';
import {
  costAllocationRows, flightText, paymentText, pickupWhenText, placeLines, purposeText, reservationTypeText,
} from './summary-lines.ts';

function SummaryCard(props: { title: string; icon: string; step: BookingStep; wide?: boolean; children: ReactNode }) {
  const { title, icon, step, wide = false, children } = props;
  return (
    <section className={`summary-card${wide ? ' is-wide' : ''}`} aria-label={title}>
      <div className="summary-card-head">
        <SlIcon name={icon} aria-hidden="true" />
        <h3 className="summary-card-title">{title}</h3>
        <SlButton size="small" variant="text" onClick={() => {
            // As the step header does: going back never validates, old messages are dropped.
            stepperStore.getState().setValidationErrors({});
            stepperStore.getState().goToStep(step);
          }}>
          Edit<span className="visually-hidden"> {title.toLowerCase()}</span>
        </SlButton>
      </div>
      {children}
    </section>
  );
}

function Stop({ kind, address, extra }: { kind: string; address: AddressStop | null; extra?: (string | null)[] }) {
  const { title, detail } = placeLines(address);
  const flight = flightText(address);
  const extras = [flight, ...(extra ?? [])].filter((text): text is string => Boolean(text));
  return (
    <li className="summary-stop">
      <span className="summary-stop-dot" aria-hidden="true">
        <SlIcon name={kind === 'Drop-off' ? 'geo-alt-fill' : kind === 'Pickup' ? 'record-circle' : 'circle'} />
      </span>
      <span className="summary-stop-body">
        <span className="summary-stop-kind">{kind}</span>
        <span className="summary-stop-title">{title}</span>
        {detail && <span className="summary-muted">{detail}</span>}
        {extras.length > 0 && (
          <span className="summary-stop-extra">
            {extras.map((text) => (
              <span key={text}>{text}</span>
            ))}
          </span>
        )}
      </span>
    </li>
  );
}

/**
 * Everything chosen in steps 1-3 (spec 001 §2 Summary): passengers, date and time or ASAP, the
 * route with the exact pickup point and flights, the car service and its price, payment,
 * purpose of journey and cost allocations. Each card's Edit goes back to its step.
 */
export function SummaryDetails() {
  const { firm, settings } = useBookingContext();
  const state = useStepper(useShallow((s) => ({
    passengers: s.passengers, authorizingEmployee: s.authorizingEmployee, preferredContactMethod: s.preferredContactMethod,
    emailAddresses: s.emailAddresses, isAsap: s.isAsap, date: s.date, time: s.time, reservationType: s.reservationType,
    timeJobHours: s.timeJobHours, pickUpAddress: s.pickUpAddress, dropOffAddress: s.dropOffAddress, stops: s.stops,
    exactPickupPoint: s.exactPickupPoint, isMeetAndGreet: s.isMeetAndGreet, distance: s.distance, duration: s.duration,
    chosenCarService: s.chosenCarService, paymentOption: s.paymentOption, creditCard: s.creditCard, billCompany: s.billCompany,
    purposeOfJourneyId: s.purposeOfJourneyId, costAllocations: s.costAllocations, specialAccommodations: s.specialAccommodations,
  })));
  const service = state.chosenCarService;
  const purpose = purposeText(state.purposeOfJourneyId, firm);
  const allocations = costAllocationRows(state.costAllocations, firm);
  const billingSystem = firm?.firmBillingProfile.billingSystem ?? null;
  const routeFacts = [state.distance?.text, state.duration?.text].filter(Boolean).join(' · ');

  return (
    <div className="summary-grid">
      <SummaryCard title="When" icon="calendar-event" step={2}>
        <dl className="summary-rows">
          <dt>Pickup</dt>
          <dd>{pickupWhenText(state, settings)}</dd>
          <dt>Ride</dt>
          <dd>{reservationTypeText(state)}</dd>
          {routeFacts && (
            <>
              <dt>Estimated</dt>
              <dd>{routeFacts}</dd>
            </>
          )}
        </dl>
      </SummaryCard>

      <SummaryCard title="Passengers" icon="people" step={1}>
        <ul className="summary-people">
          {state.passengers.map((passenger, index) => (
            <li className="summary-person" key={`${passenger.userId ?? 'new'}-${index}`}>
              <span className="summary-person-name">
                {passenger.fullName || (passenger.isPackage ? 'Package' : 'Unnamed passenger')}
                <span className="curb-pill">{passengerTitle(state.passengers, index)}</span>
              </span>
              {[passenger.email, passenger.mobilePhone?.replace(/^(\d+)-/, '+$1 ')].filter(Boolean).length > 0 && (
                <span className="summary-muted">
                  {[passenger.email, passenger.mobilePhone?.replace(/^(\d+)-/, '+$1 ')].filter(Boolean).join(' · ')}
                </span>
              )}
            </li>
          ))}
        </ul>
        <dl className="summary-rows">
          {state.authorizingEmployee && (
            <>
              <dt>Authorized by</dt>
              <dd>{state.authorizingEmployee.fullName}</dd>
            </>
          )}
          <dt>Contact by</dt>
          <dd>{state.preferredContactMethod}</dd>
          {state.emailAddresses.length > 0 && (
            <>
              <dt>Also notify</dt>
              <dd>{state.emailAddresses.join(', ')}</dd>
            </>
          )}
        </dl>
      </SummaryCard>

      <SummaryCard title="Route" icon="signpost-split" step={2} wide>
        <ol className="summary-route">
          <Stop
            kind="Pickup"
            address={state.pickUpAddress}
            extra={[
              state.exactPickupPoint ? `Meet at: ${state.exactPickupPoint}` : null,
              state.isMeetAndGreet ? 'Meet and greet' : null,
              state.specialAccommodations ? `Special accommodations: ${state.specialAccommodations}` : null,
            ]}
          />
          {state.stops.filter((stop) => stop.place).map((stop, index) => (
            <Stop key={`stop-${index}`} kind={`Stop ${index + 1}`} address={stop} />
          ))}
          {(state.dropOffAddress?.place || state.reservationType !== 'asDirected') && (
            <Stop kind="Drop-off" address={state.dropOffAddress} />
          )}
          {!state.dropOffAddress?.place && state.reservationType === 'asDirected' && (
            <li className="summary-stop">
              <span className="summary-stop-dot" aria-hidden="true">
                <SlIcon name="geo-alt-fill" />
              </span>
              <span className="summary-stop-body">
                <span className="summary-stop-kind">Drop-off</span>
                <span className="summary-muted">As directed by the passenger</span>
              </span>
            </li>
          )}
        </ol>
      </SummaryCard>

      <SummaryCard title="Car and payment" icon="car-front" step={3}>
        {service ? (
          <>
            <div className="curb-inline summary-service">
              <span className="summary-service-icon" aria-hidden="true">
                <SlIcon name={service.vehicleType === 'Taxi' ? 'taxi-front' : service.vehicleType === 'Minibus' ? 'bus-front' : 'car-front'} />
              </span>
              <span className="summary-stop-body">
                <span className="summary-stop-title">{service.name}</span>
                <span className="summary-muted">
                  {vehicleTypeLabel(service.vehicleType)} · up to {vehicleCapacityLabel(service.vehicleType)} passengers
                </span>
              </span>
            </div>
            <div className="summary-price-block">
              <div className={`summary-price${hasPrice(service) ? '' : ' is-none'}`}>{priceText(service)}</div>
              {hasPrice(service) && service.userQuoteLevel && <span className="summary-muted">{QUOTE_TYPE_LABELS[service.userQuoteLevel]}</span>}
            </div>
          </>
        ) : (
          <span className="summary-muted">No car service chosen yet</span>
        )}
        <dl className="summary-rows">
          <dt>Payment</dt>
          <dd>{paymentText(state, billingSystem)}</dd>
          {typeof service?.co2Kg === 'number' && (
            <>
              {/* Issue 12: the quote's CO2, as the server computed it and stores it with the booking. */}
              <dt>Estimated CO2</dt>
              <dd>{formatCo2(service.co2Kg, settings?.distanceUnits ?? 'English')}</dd>
            </>
          )}
        </dl>
        <AccommodationCheck />
      </SummaryCard>

      {(purpose || allocations.length > 0) && (
        <SummaryCard title="Purpose and cost allocation" icon="journal-text" step={1}>
          <dl className="summary-rows">
            {purpose && (
              <>
                <dt>Purpose</dt>
                <dd>{purpose}</dd>
              </>
            )}
            {allocations.map((row) => (
              <FragmentRow key={row.label} label={row.label} value={row.value} />
            ))}
          </dl>
        </SummaryCard>
      )}
    </div>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
