import { useEffect } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { stepperStore } from '@curbside/state';
import { useShallow } from '@curbside/ui';
import { useBookingContext, useStepper } from '../../stepper-hooks.ts';
import { estimateRoute, routeFields, routePoints } from './location-logic.ts';

/** Distance and duration of the trip, estimated from the coordinates, in the user's units. */
export function RouteSummary() {
  const { settings } = useBookingContext();
  const units = settings?.distanceUnits ?? 'English';
  const points = useStepper(useShallow((state) => routePoints([state.pickUpAddress, ...state.stops, state.dropOffAddress])));
  const distance = useStepper((state) => state.distance?.text ?? null);
  const duration = useStepper((state) => state.duration?.text ?? null);

  useEffect(() => {
    const fields = routeFields(estimateRoute(points), units);
    const state = stepperStore.getState();
    if (fields.distance?.text !== state.distance?.text || fields.duration?.text !== state.duration?.text) {
      state.setFields(fields);
    }
  }, [points, units]);

  if (!distance || !duration) return null;
  return (
    <div className="route-summary" role="status" aria-label="Estimated trip">
      <span className="route-chip">
        <SlIcon name="signpost-split" aria-hidden="true" />
        <span className="visually-hidden">Distance </span>
        {distance}
      </span>
      <span className="route-chip">
        <SlIcon name="clock" aria-hidden="true" />
        <span className="visually-hidden">Duration </span>
        {duration}
      </span>
      <span className="route-note">estimated</span>
    </div>
  );
}
