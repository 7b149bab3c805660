import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlRadioButton from '@shoelace-style/shoelace/dist/react/radio-button/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlRadioGroupElement from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.component.js';
import type SlSwitchElement from '@shoelace-style/shoelace/dist/components/switch/switch.component.js';
import type { ReservationType } from '@curbside/contracts';
import { TIME_ROUNDING_MINUTES } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { ShoelaceField } from '@curbside/ui';
import { fieldMark, useFieldError } from '../../field.ts';
import { useStepper } from '../../stepper-hooks.ts';
import { roundClock, todayIn } from './location-logic.ts';

/** spec 001 §1: regular, asDirected and timeJob, as the user reads them. */
export const TRIP_TYPES: readonly { value: ReservationType; label: string }[] = [
  { value: 'regular', label: 'Regular' },
  { value: 'asDirected', label: 'As directed' },
  { value: 'timeJob', label: 'Hourly' },
];

/** The trip type and, for an hourly job, its 'Hours' (001 §5: more than 0). */
export function TripTypeField() {
  const type = useStepper((state) => state.reservationType);
  const hours = useStepper((state) => state.timeJobHours);
  const hoursError = useFieldError('timeJobHours');
  return (
    <div className="trip-type">
      <SlRadioGroup
        label="Trip type"
        name="trip-type"
        value={type}
        onSlChange={(event) => stepperStore.getState().setField('reservationType', (event.target as SlRadioGroupElement).value as ReservationType)}
      >
        {TRIP_TYPES.map((option) => (
          <SlRadioButton key={option.value} value={option.value}>
            {option.label}
          </SlRadioButton>
        ))}
      </SlRadioGroup>
      {type === 'timeJob' && (
        <div className="hours-field" {...fieldMark('timeJobHours')}>
          <ShoelaceField label="Hours" required help={'How long the car stays with you'} error={hoursError}>
            {(control) => (
              <SlInput
                {...control}
                type="number"
                min={1}
                step={1}
                inputmode="numeric"
                value={hours === null ? '' : String(hours)}
                onSlInput={(event) => {
                  const text = (event.target as SlInputElement).value;
                  const value = Number.parseFloat(text);
                  stepperStore.getState().setField('timeJobHours', text === '' || !Number.isFinite(value) ? null : value);
                }}
              />
            )}
          </ShoelaceField>
        </div>
      )}
    </div>
  );
}

/** 'Date' and 'Time' (rounded to 5 minutes, 001 §5) or 'ASAP', local to the pickup. */
export function WhenFields() {
  const date = useStepper((state) => state.date);
  const time = useStepper((state) => state.time);
  const isAsap = useStepper((state) => state.isAsap);
  const tz = useStepper((state) => state.pickUpTz);
  const dateError = useFieldError('date');
  const timeError = useFieldError('time');
  return (
    <div className="when">
      <div className="grid when-grid">
        <div {...fieldMark('date')}>
          <ShoelaceField label="Date" required={!isAsap} error={dateError}>
            {(control) => (
              <SlInput
                {...control}
                type="date"
                disabled={isAsap}
                min={todayIn(tz)}
                value={date ?? ''}
                onSlChange={(event) => stepperStore.getState().setField('date', (event.target as SlInputElement).value || null)}
              />
            )}
          </ShoelaceField>
        </div>
        <div {...fieldMark('time')}>
          <ShoelaceField label="Time" required={!isAsap} help={'Rounded to 5 minutes'} error={timeError}>
            {(control) => (
              <SlInput
                {...control}
                type="time"
                step={TIME_ROUNDING_MINUTES * 60}
                disabled={isAsap}
                value={time ?? ''}
                onSlChange={(event) => {
                  const input = event.target as SlInputElement;
                  const rounded = roundClock(input.value);
                  if (rounded && rounded !== input.value) input.value = rounded;
                  stepperStore.getState().setField('time', rounded || null);
                }}
              />
            )}
          </ShoelaceField>
        </div>
        <div className="asap" {...fieldMark('isAsap')}>
          <SlSwitch
            checked={isAsap}
            onSlChange={(event) => stepperStore.getState().setFields({ isAsap: (event.target as SlSwitchElement).checked, date: stepperStore.getState().date, time: stepperStore.getState().time })}
          >
            ASAP
          </SlSwitch>
        </div>
      </div>
      <p className="section-note">{tz ? `Times are local to the pickup (${tz}).` : 'Times are local to the pickup.'}</p>
    </div>
  );
}
