import { useEffect } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import type { AddressStop } from '@curbside/contracts';
import { isAirportAddress } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { useStepper } from '../stepper-hooks.ts';
import { patchFlight } from './location/address-updates.ts';
import { AddressField, usePlaceTimezone } from './location/AddressField.tsx';
import { AirportDetails } from './location/AirportDetails.tsx';
import { PickupDetails } from './location/PickupDetails.tsx';
import { RouteSummary } from './location/RouteSummary.tsx';
import { TripTypeField, WhenFields } from './location/TripTimeFields.tsx';
import { useQuickPicks } from './location/use-saved-places.ts';
import { StepCard } from './StepCard.tsx';

/** Step 2, Date and location (spec 001 §3 Address or stop, §4, §5 Date and time / Pickup / Stops / Drop-off). */
export function DateLocationStep() {
  const pickup = useStepper((state) => state.pickUpAddress);
  const dropoff = useStepper((state) => state.dropOffAddress);
  const stops = useStepper((state) => state.stops);
  const type = useStepper((state) => state.reservationType);
  const quickPicks = useQuickPicks();
  const timezoneOf = usePlaceTimezone();
  const pickupPlaceId = pickup?.place?.googlePlaceId ?? null;

  // The pickup's timezone (GET /places/timezone): dates and times are local to it.
  useEffect(() => {
    const address = stepperStore.getState().pickUpAddress;
    if (!address?.place) return;
    let live = true;
    void timezoneOf(address).then((tz) => {
      if (live && tz && stepperStore.getState().pickUpAddress?.place?.googlePlaceId === pickupPlaceId) {
        stepperStore.getState().setField('pickUpTz', tz);
      }
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickupPlaceId]);

  const setPickup = (address: AddressStop | null) => stepperStore.getState().setAddress('pickup', address);
  const setDropoff = (address: AddressStop | null) => stepperStore.getState().setAddress('dropoff', address);

  return (
    <div className="curb-stack step-body">
      <StepCard titleId="when-title" icon="calendar-event" title="When">
        <TripTypeField />
        <WhenFields />
      </StepCard>

      <StepCard titleId="route-title" icon="geo-alt" title="Route" headerEnd={<RouteSummary />}>
        <ol className="route">
          <li className="route-stop is-pickup">
            <span className="route-marker" aria-hidden="true">A</span>
            <div className="route-body">
              <AddressField label="Pickup" path="pickUpAddress" stopType="pickup" address={pickup} onChange={setPickup} quickPicks={quickPicks} required />
              {pickup && isAirportAddress(pickup) && (
                <AirportDetails target="pickup" path="pickUpAddress" address={pickup} updateFlight={(patch) => patchFlight('pickup', patch)} />
              )}
            </div>
          </li>
          {stops.map((stop, index) => (
            <li className="route-stop" key={index}>
              <span className="route-marker" aria-hidden="true">{index + 1}</span>
              <div className="route-body">
                <AddressField
                  label={`Stop ${index + 1}`}
                  path={`stops.${index}`}
                  stopType="stop"
                  address={stop.place ? stop : null}
                  onChange={(address) => stepperStore.getState().setAddress(index, address)}
                  quickPicks={quickPicks}
                  required
                />
              </div>
              <div className="stop-actions">
                <SlIconButton name="arrow-up" label={`Move stop ${index + 1} up`} disabled={index === 0} onClick={() => stepperStore.getState().moveStop(index, index - 1)} />
                <SlIconButton name="arrow-down" label={`Move stop ${index + 1} down`} disabled={index === stops.length - 1} onClick={() => stepperStore.getState().moveStop(index, index + 1)} />
                <SlIconButton name="x-lg" label={`Remove stop ${index + 1}`} onClick={() => stepperStore.getState().removeStop(index)} />
              </div>
            </li>
          ))}
          <li className="route-add">
            <SlButton size="small" variant="text" onClick={() => stepperStore.getState().addStop()}>
              <SlIcon slot="prefix" name="plus-circle" aria-hidden="true" />
              Add stop
            </SlButton>
          </li>
          <li className="route-stop is-dropoff">
            <span className="route-marker" aria-hidden="true">B</span>
            <div className="route-body">
              <AddressField
                label={type === 'asDirected' ? 'Drop-off (optional)' : 'Drop-off'}
                path="dropOffAddress"
                stopType="dropoff"
                address={dropoff}
                onChange={setDropoff}
                quickPicks={quickPicks}
                required={type !== 'asDirected'}
              />
              {dropoff && isAirportAddress(dropoff) && (
                <AirportDetails target="dropoff" path="dropOffAddress" address={dropoff} updateFlight={(patch) => patchFlight('dropoff', patch)} />
              )}
            </div>
          </li>
        </ol>
      </StepCard>

      <StepCard titleId="pickup-details-title" icon="pin-map" title="Pickup details">
        <PickupDetails />
      </StepCard>
    </div>
  );
}
