import { Fragment } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlSkeleton from '@shoelace-style/shoelace/dist/react/skeleton/index.js';
import type { ChosenCarService, DistanceUnits, VehicleType } from '@curbside/contracts';
import { QUOTE_TYPE_LABELS, formatCo2, vehicleCapacityLabel, vehicleTypeLabel } from '@curbside/domain';
import { hasPrice, priceText, type QuoteStatus } from './car-services.ts';

const VEHICLE_ICONS: Partial<Record<VehicleType, string>> = {
  Taxi: 'taxi-front',
  Minibus: 'bus-front',
};

export interface CarServiceCardProps {
  /** The service with its quote folded in (when it has one). */
  service: ChosenCarService;
  status: QuoteStatus | undefined;
  selected: boolean;
  /** Why the service is greyed out; null for a bookable one. */
  filteredOutReason: string | null;
  /** The user's units for the CO2 figure (kg for Metric, lb for English). */
  units: DistanceUnits;
  /** Issue 12: it emits the least of the bookable services. */
  lowestCo2: boolean;
  /** Issue 12: the sustainable service the list suggests. */
  suggested: boolean;
  onSelect(): void;
}

/**
 * One car service of step 3 (spec 001 §3 Chosen car service): provider, vehicle type and
 * capacity, the price by quoteLabel with its quote type, the preferred / sustainable / diverse
 * marks, its estimated CO2 for the trip (issue 12) and whether it emits least or is suggested.
 * A native radio inside the card keeps arrow-key choice and the accessible name.
 */
export function CarServiceCard({ service, status, selected, filteredOutReason, units, lowestCo2, suggested, onSelect }: CarServiceCardProps) {
  const pending = !filteredOutReason && (status === undefined || status.state === 'pending');
  const disabled = Boolean(filteredOutReason) || pending;
  const id = `service-${service.bookingAccountServiceId}`;
  const capacity = vehicleCapacityLabel(service.vehicleType);
  const priced = hasPrice(service);
  const price = priceText(service);
  const quoteType = priced && service.userQuoteLevel ? QUOTE_TYPE_LABELS[service.userQuoteLevel] : null;
  const co2 = typeof service.co2Kg === 'number' && !filteredOutReason ? formatCo2(service.co2Kg, units) : null;
  const classes = ['service-card', selected ? 'is-selected' : '', filteredOutReason ? 'is-disabled' : '', pending ? 'is-pending' : '', suggested ? 'is-suggested' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <label className={classes} htmlFor={id} part="service-card">
      <input
        id={id}
        className="service-radio"
        type="radio"
        name="car-service"
        value={String(service.bookingAccountServiceId)}
        checked={selected}
        disabled={disabled}
        aria-describedby={filteredOutReason ? `${id}-reason` : co2 ? `${id}-price ${id}-co2` : `${id}-price`}
        onChange={onSelect}
      />
      <span className="service-head">
        <span className="service-icon" aria-hidden="true">
          <SlIcon name={VEHICLE_ICONS[service.vehicleType] ?? 'car-front'} />
        </span>
        <span className="service-names">
          <span className="service-provider">{service.name}</span>
          <span className="service-vehicle">
            {vehicleTypeLabel(service.vehicleType)}
            <span aria-hidden="true">·</span>
            <SlIcon name="people" aria-hidden="true" />
            <span>
              {capacity}
              <span className="visually-hidden"> passengers</span>
            </span>
          </span>
        </span>
        {selected && <SlIcon className="service-check" name="check-circle-fill" label="Selected" />}
      </span>
      <span className="service-price-row" id={`${id}-price`} hidden={Boolean(filteredOutReason)}>
        {filteredOutReason ? null : pending ? (
          <span className="service-pending">
            <SlSkeleton effect="pulse" aria-hidden="true" />
            <span>Getting price…</span>
          </span>
        ) : (
          <>
            <span className={`service-price${!priced ? ' is-none' : service.userQuoteLevel === 'range' ? ' is-range' : ''}`}>
              {price.split(' – ').map((part, index) => (
                <Fragment key={part}>
                  {index > 0 && ' – '}
                  <span className="service-amount">{part}</span>
                </Fragment>
              ))}
            </span>
            {quoteType && (
              <span className={`service-quote-type${service.userQuoteLevel === 'oneCostGuaranteed' ? ' is-guaranteed' : ''}`}>
                {service.userQuoteLevel === 'oneCostGuaranteed' && <SlIcon name="shield-check" aria-hidden="true" />} {quoteType}
              </span>
            )}
          </>
        )}
      </span>
      {co2 && (
        <span className="service-co2" id={`${id}-co2`}>
          <SlIcon name="cloud" aria-hidden="true" />
          <span>
            <span className="visually-hidden">Estimated </span>
            {co2}
          </span>
        </span>
      )}
      {(service.isPreferred || service.isSustainable || service.isDiverse || lowestCo2 || suggested) && (
        <span className="service-badges">
          {suggested && (
            <span className="service-badge is-suggested">
              <SlIcon name="stars" aria-hidden="true" /> Suggested
            </span>
          )}
          {lowestCo2 && (
            <span className="service-badge is-lowest-co2">
              <SlIcon name="graph-down-arrow" aria-hidden="true" /> Lowest CO2
            </span>
          )}
          {service.isPreferred && (
            <span className="service-badge is-preferred">
              <SlIcon name="star-fill" aria-hidden="true" /> Preferred
            </span>
          )}
          {service.isSustainable && (
            <span className="service-badge is-sustainable">
              <SlIcon name="tree" aria-hidden="true" /> Sustainable
            </span>
          )}
          {service.isDiverse && (
            <span className="service-badge is-diverse">
              <SlIcon name="award" aria-hidden="true" /> Diverse
            </span>
          )}
        </span>
      )}
      {filteredOutReason && (
        <p className="curb-inline service-reason" id={`${id}-reason`}>
          <SlIcon name="slash-circle" aria-hidden="true" />
          {filteredOutReason}
        </p>
      )}
    </label>
  );
}

