import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import type { ContactMethod, Passenger } from '@curbside/contracts';
import { stepperStore } from '@curbside/state';
import { ShoelaceField, PhoneInput, useShallow } from '@curbside/ui';
import { fieldMark, useFieldError } from '../../field.ts';
import { useBookingContext, useStepper } from '../../stepper-hooks.ts';
import { StepCard } from '../StepCard.tsx';
import { passengerTitle } from './passenger-logic.ts';

/** spec 001 §3: SMS, Push, Email, Phone (default Email). */
export const CONTACT_METHODS: readonly ContactMethod[] = ['SMS', 'Push', 'Email', 'Phone'];

/** A passenger's two phones (001 §3), each required for the main passenger when the firm says so. */
const PHONE_FIELDS = [
  { key: 'mobilePhone', label: 'Mobile phone', mandatory: 'mandatoryMobilePhone' },
  { key: 'workPhone', label: 'Work phone', mandatory: 'mandatoryWorkPhone' },
] as const;

/**
 * One passenger of the booking (001 §3 Passenger): 'Full name', 'Email', 'Mobile phone',
 * 'Work phone' and 'Preferred contact method'. The first is the main passenger; a package
 * passenger's name is a free label (001 §5: packages are exempt from the name rule).
 */
export function PassengerCard({ index }: { index: number }) {
  const { firm } = useBookingContext();
  const passenger = useStepper((state) => state.passengers[index]);
  const titles = useStepper(useShallow((state) => state.passengers.map((p, i) => passengerTitle(state.passengers, i))));
  const errors = useStepper(useShallow((state) => {
    const prefix = `passengers.${index}.`;
    return Object.fromEntries(Object.entries(state.validationErrors).filter(([key]) => key.startsWith(prefix)).map(([key, text]) => [key.slice(prefix.length), text]));
  }));
  const cardError = useFieldError(`passengers.${index}`);
  if (!passenger) return null;
  const path = `passengers.${index}`;
  const isMain = index === 0;
  const prefs = firm?.firmPreferences;
  const set = (patch: Partial<Passenger>) => stepperStore.getState().setPassenger(index, patch);
  const title = titles[index] ?? '';

  return (
    <StepCard
      titleId={`passenger-${index}-title`}
      icon={passenger.isPackage ? 'box-seam' : isMain ? 'person-badge' : 'person'}
      title={title}
      className={`passenger-card${passenger.isPackage ? ' is-package' : ''}`}
      sectionProps={fieldMark(path)}
      headerEnd={!isMain && (
        <SlButton size="small" variant="text" className="remove-button" onClick={() => stepperStore.getState().removePassenger(index)}>
          <SlIcon slot="prefix" name="x-lg" aria-hidden="true" />
          Remove<span className="visually-hidden"> {title}</span>
        </SlButton>
      )}
    >
      {cardError && (
        <p className="field-error" role="alert">
          {cardError}
        </p>
      )}
      <div className="grid two">
        <div {...fieldMark(`${path}.fullName`)}>
          <ShoelaceField label="Full name" required={!passenger.isPackage} help={(passenger.isPackage ? 'Who receives the package' : '')} error={errors.fullName}>
            {(control) => (
              <SlInput
                {...control}
                value={passenger.fullName}
                autocomplete="name"
                onSlInput={(event) => set({ fullName: (event.target as SlInputElement).value })}
              />
            )}
          </ShoelaceField>
        </div>
        <div {...fieldMark(`${path}.email`)}>
          <ShoelaceField label="Email" required={isMain} error={errors.email}>
            {(control) => (
              <SlInput
                {...control}
                type="email"
                value={passenger.email ?? ''}
                autocomplete="email"
                onSlInput={(event) => set({ email: (event.target as SlInputElement).value })}
              />
            )}
          </ShoelaceField>
        </div>
        {PHONE_FIELDS.map(({ key, label, mandatory }) => (
          <div key={key} {...fieldMark(`${path}.${key}`)}>
            <PhoneInput
              label={label}
              value={passenger[key]}
              countryCode={passenger.countryCode}
              required={isMain && (prefs?.[mandatory] ?? true)}
              error={errors[key] ?? null}
              onChange={(phone) => set({ [key]: phone || null })}
            />
          </div>
        ))}
        <div {...fieldMark(`${path}.preferredContactMethod`)}>
          <SlSelect
            label="Preferred contact method"
            value={passenger.preferredContactMethod}
            onSlChange={(event) => {
              const method = (event.target as SlSelectElement).value as ContactMethod;
              set({ preferredContactMethod: method });
              if (isMain) stepperStore.getState().setField('preferredContactMethod', method);
            }}
          >
            {CONTACT_METHODS.map((method) => (
              <SlOption key={method} value={method}>
                {method}
              </SlOption>
            ))}
          </SlSelect>
        </div>
      </div>
    </StepCard>
  );
}
