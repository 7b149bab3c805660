import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import { stepperStore } from '@curbside/state';
import { ShoelaceField } from '@curbside/ui';
import { fieldMark, useFieldError } from '../field.ts';
import { useBookingContext, useStepper } from '../stepper-hooks.ts';
import { AuthorizingEmployee } from './passenger/AuthorizingEmployee.tsx';
import { CostAllocationPicker } from './passenger/CostAllocationPicker.tsx';
import { NotificationEmails } from './passenger/NotificationEmails.tsx';
import { PassengerCard } from './passenger/PassengerCard.tsx';
import { StepCard } from './StepCard.tsx';
import { showsPurposeOfJourney, visibleCostAllocations } from './passenger/passenger-logic.ts';

/** Step 1, Passenger info (spec 001 §3 Passenger, §5 Passenger, Purpose of journey, Cost allocation). */
export function PassengerStep() {
  const { firm } = useBookingContext();
  const count = useStepper((state) => state.passengers.length);
  const allowPackage = Boolean(firm?.firmPreferences.allowPackage);
  const allocations = visibleCostAllocations(firm);

  return (
    <div className="curb-stack step-body">
      <StepCard titleId="who-title" icon="person-check" title="Booking for">
        <AuthorizingEmployee />
      </StepCard>

      {Array.from({ length: count }, (_, index) => (
        <PassengerCard key={index} index={index} />
      ))}

      <div className="curb-inline add-row">
        <SlButton onClick={() => stepperStore.getState().addPassenger()}>
          <SlIcon slot="prefix" name="person-plus" aria-hidden="true" />
          Add passenger
        </SlButton>
        {allowPackage && (
          <SlButton onClick={() => stepperStore.getState().addPassenger({ isPackage: true })}>
            <SlIcon slot="prefix" name="box-seam" aria-hidden="true" />
            Add package
          </SlButton>
        )}
      </div>

      <StepCard titleId="notify-title" icon="bell" title="Notification emails">
        <NotificationEmails />
      </StepCard>

      {(showsPurposeOfJourney(firm) || allocations.length > 0) && (
        <StepCard titleId="billing-title" icon="briefcase" title="Trip details for your company">
          <div className="grid two">
            {showsPurposeOfJourney(firm) && <PurposeOfJourney />}
            {allocations.map((allocation) => (
              <CostAllocationPicker key={allocation.costAllocationType} allocation={allocation} />
            ))}
          </div>
        </StepCard>
      )}
    </div>
  );
}

/** 'Purpose of journey' (001 §5: required when the firm preference is on and it has purposes). */
function PurposeOfJourney() {
  const { firm } = useBookingContext();
  const value = useStepper((state) => state.purposeOfJourneyId);
  const error = useFieldError('purposeOfJourneyId');
  const purposes = firm?.purposeOfJourney ?? [];
  const chosen = purposes.find((p) => p.firmPurposeOfJourneyId === value);
  const window = chosen?.specificData?.fromTime && chosen.specificData.toTime
    ? `Pickup between ${chosen.specificData.fromTime} and ${chosen.specificData.toTime}`
    : '';
  return (
    <div className="field" {...fieldMark('purposeOfJourneyId')}>
      <ShoelaceField label="Purpose of journey" required help={window} error={error}>
        {(control) => (
          <SlSelect
            {...control}
            placeholder="Select a purpose"
            value={value ? String(value) : ''}
            onSlChange={(event) => {
              const id = Number((event.target as SlSelectElement).value);
              stepperStore.getState().setField('purposeOfJourneyId', id > 0 ? id : null);
            }}
          >
            {purposes.map((purpose) => (
              <SlOption key={purpose.firmPurposeOfJourneyId} value={String(purpose.firmPurposeOfJourneyId)}>
                {purpose.displayName}
              </SlOption>
            ))}
            {control.children}
          </SlSelect>
        )}
      </ShoelaceField>
    </div>
  );
}
