import { useEffect } from 'react';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSwitchElement from '@shoelace-style/shoelace/dist/components/switch/switch.component.js';
import type SlTextareaElement from '@shoelace-style/shoelace/dist/components/textarea/textarea.component.js';
import { TEXT_LIMITS } from '@curbside/contracts';
import { isAirportAddress } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { ShoelaceField } from '@curbside/ui';
import { fieldMark, useFieldError } from '../../field.ts';
import { useStepper } from '../../stepper-hooks.ts';
import { nextExactPickupPoint } from './location-logic.ts';

/**
 * 'Meet and greet' (airport pickups), 'Exact pickup point' with the defaults of 001 §4 (kept
 * in step with the pickup until the user types their own) and 'Special accommodations'.
 */
export function PickupDetails() {
  const isAirport = useStepper((state) => isAirportAddress(state.pickUpAddress));
  const isMeetAndGreet = useStepper((state) => state.isMeetAndGreet);
  const exact = useStepper((state) => state.exactPickupPoint);
  const accommodations = useStepper((state) => state.specialAccommodations);
  const exactError = useFieldError('exactPickupPoint');
  const accommodationsError = useFieldError('specialAccommodations');

  useEffect(() => {
    const state = stepperStore.getState();
    if (!isAirport && state.isMeetAndGreet) state.setField('isMeetAndGreet', false);
    const next = nextExactPickupPoint(state.exactPickupPoint, { isAirport, isMeetAndGreet: isAirport && state.isMeetAndGreet });
    if (next !== state.exactPickupPoint) state.setField('exactPickupPoint', next);
  }, [isAirport, isMeetAndGreet]);

  return (
    <div className="pickup-details">
      {isAirport && (
        <SlSwitch
          checked={isMeetAndGreet}
          helpText="The driver waits inside with a name sign"
          onSlChange={(event) => stepperStore.getState().setField('isMeetAndGreet', (event.target as SlSwitchElement).checked)}
        >
          Meet and greet
        </SlSwitch>
      )}
      <div className="grid two">
        <div {...fieldMark('exactPickupPoint')}>
          <ShoelaceField label="Exact pickup point" required help={'Where the driver meets you'} error={exactError} count={{ text: exact ?? '', max: TEXT_LIMITS.address }}>
            {(control) => (
              <SlInput
                {...control}
                value={exact ?? ''}
                onSlInput={(event) => stepperStore.getState().setField('exactPickupPoint', (event.target as SlInputElement).value)}
              />
            )}
          </ShoelaceField>
        </div>
        <div {...fieldMark('specialAccommodations')}>
          <ShoelaceField
            label="Special accommodations"
            help="Wheelchair, child seat, extra luggage…"
            error={accommodationsError}
            count={{ text: accommodations ?? '', max: TEXT_LIMITS.note }}
          >
            {(control) => (
              <SlTextarea
                {...control}
                rows={2}
                resize="auto"
                value={accommodations ?? ''}
                onSlInput={(event) => stepperStore.getState().setField('specialAccommodations', (event.target as SlTextareaElement).value || null)}
              />
            )}
          </ShoelaceField>
        </div>
      </div>
    </div>
  );
}
