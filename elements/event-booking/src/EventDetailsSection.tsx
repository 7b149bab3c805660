import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { TEXT_LIMITS, type AddressStop } from '@curbside/contracts';
import { addressFromValidation, errorText } from '@curbside/domain';
import { AddressInput, ShoelaceField, showToast, type AddressSelection } from '@curbside/ui';
import type { EventForm, PickupPoint } from './event-form.ts';

export interface EventDetailsSectionProps {
  form: EventForm;
  /** Errors to show now (after an attempt), by field id. */
  errors: Record<string, string>;
  onChange(patch: Partial<EventForm>): void;
  onPeople(count: string): void;
}

const valueOf = (event: Event): string => (event.target as SlInputElement).value;

const stopOf = ({ validation, googlePlace, text }: AddressSelection, stopType: AddressStop['stopType']): AddressStop =>
  addressFromValidation(validation, googlePlace.place_id, text, stopType);

/** The event: name, date and time, the venue, the pickup points, how many attend and their luggage. */
export function EventDetailsSection({ form, errors, onChange, onPeople }: EventDetailsSectionProps) {
  const setPickup = (key: number, patch: Partial<PickupPoint>) =>
    onChange({ pickups: form.pickups.map((p) => (p.key === key ? { ...p, ...patch } : p)) });

  return (
    <section className="event-section curb-stack" aria-labelledby="event-heading" part="event">
      <h2 id="event-heading" className="event-heading">Event</h2>
      <div className="curb-form-grid">
        <ShoelaceField label="Event name" required error={errors.eventName} count={{ text: form.eventName, max: TEXT_LIMITS.name }}>
          {(control) => <SlInput {...control} id="field-eventName" value={form.eventName} onSlInput={(e) => onChange({ eventName: valueOf(e) })} />}
        </ShoelaceField>
        <ShoelaceField label="Date" required error={errors.date}>
          {(control) => <SlInput {...control} id="field-date" type="date" value={form.date} onSlInput={(e) => onChange({ date: valueOf(e) })} />}
        </ShoelaceField>
        <ShoelaceField label="Time" required error={errors.time}>
          {(control) => <SlInput {...control} id="field-time" type="time" step={300} value={form.time} onSlInput={(e) => onChange({ time: valueOf(e) })} />}
        </ShoelaceField>
      </div>
      <div id="field-venue" className="event-address">
        <AddressInput
          label="Venue"
          required
          value={form.venueText}
          placeholder="Address of the venue"
          error={errors.venue}
          onInput={(text) => onChange({ venueText: text, venue: null })}
          onSelect={(selection) => onChange({ venueText: selection.text, venue: stopOf(selection, 'dropoff') })}
          onError={(failure) => showToast(errorText(failure), 'danger')}
        />
      </div>
      <fieldset className="event-pickups curb-stack">
        <legend className="curb-form-legend">Pickup points</legend>
        {form.pickups.map((pickup, index) => (
          <div key={pickup.key} id={`field-pickup-${index}`} className="event-pickup">
            <AddressInput
              className="event-pickup-input"
              label={`Pickup point ${index + 1}`}
              required={index === 0}
              value={pickup.text}
              placeholder="Where the group is picked up"
              error={errors[`pickup-${index}`]}
              onInput={(text) => setPickup(pickup.key, { text, stop: null })}
              onSelect={(selection) => setPickup(pickup.key, { text: selection.text, stop: stopOf(selection, 'pickup') })}
              onError={(failure) => showToast(errorText(failure), 'danger')}
            />
            {index > 0 && (
              <SlButton className="remove-pickup" variant="text" onClick={() => onChange({ pickups: form.pickups.filter((p) => p.key !== pickup.key), vehiclePickups: form.vehiclePickups.map((v) => (v >= index ? Math.max(0, v - 1) : v)) })}>
                <SlIcon slot="prefix" name="x-lg" aria-hidden="true" />
                Remove<span className="curb-visually-hidden"> pickup point {index + 1}</span>
              </SlButton>
            )}
          </div>
        ))}
        <div>
          <SlButton className="add-pickup" size="small" onClick={() => onChange({ pickups: [...form.pickups, { key: Math.max(...form.pickups.map((p) => p.key)) + 1, text: '', stop: null }] })}>
            <SlIcon slot="prefix" name="plus-lg" aria-hidden="true" />
            Add a pickup point
          </SlButton>
        </div>
      </fieldset>
      <div className="curb-form-grid">
        <ShoelaceField label="Attendees" required help="The vehicle mix follows this number; an attendee list sets it" error={errors.attendeeCount}>
          {(control) => <SlInput {...control} id="field-attendeeCount" type="number" min={1} inputmode="numeric" value={form.attendeeCount} onSlInput={(e) => onPeople(valueOf(e))} />}
        </ShoelaceField>
        <ShoelaceField label="Luggage (bags)" required error={errors.luggage}>
          {(control) => <SlInput {...control} id="field-luggage" type="number" min={0} inputmode="numeric" value={form.luggage} onSlInput={(e) => onChange({ luggage: valueOf(e) })} />}
        </ShoelaceField>
      </div>
    </section>
  );
}
