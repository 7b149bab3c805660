import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import type { Firm } from '@curbside/contracts';
import { CostAllocationCombobox, ShoelaceField } from '@curbside/ui';
import type { EventForm } from './event-form.ts';

export interface BookingDetailsSectionProps {
  form: EventForm;
  firm: Firm;
  userId: number;
  errors: Record<string, string>;
  onChange(patch: Partial<EventForm>): void;
}

/** What every reservation of the event carries, as the stepper asks it (001 §5): the purpose of journey and the cost allocations. */
export function BookingDetailsSection({ form, firm, userId, errors, onChange }: BookingDetailsSectionProps) {
  const purposes = firm.firmPreferences.purposeOfJourney ? firm.purposeOfJourney : [];
  const allocations = firm.costAllocations.filter((a) => !a.isHidden);
  if (purposes.length === 0 && allocations.length === 0) return null;
  return (
    <section className="event-section curb-stack" aria-labelledby="billing-heading">
      <h2 id="billing-heading" className="event-heading">Purpose and cost allocation</h2>
      <div className="curb-form-grid">
        {purposes.length > 0 && (
          <ShoelaceField label="Purpose of journey" required error={errors.purpose}>
            {(control) => (
              <SlSelect {...control} id="field-purpose" className="event-purpose" value={form.purposeOfJourneyId ? String(form.purposeOfJourneyId) : ''}
                onSlChange={(e) => onChange({ purposeOfJourneyId: Number((e.target as SlSelectElement).value) || null })}>
                {purposes.map((p) => <SlOption key={p.firmPurposeOfJourneyId} value={String(p.firmPurposeOfJourneyId)}>{p.displayName}</SlOption>)}
                {control.children}
              </SlSelect>
            )}
          </ShoelaceField>
        )}
        {allocations.map((allocation) => (
          <div key={allocation.costAllocationType} id={`field-cost-${allocation.costAllocationType}`}>
            <CostAllocationCombobox
              allocation={allocation}
              userId={userId}
              value={form.costCodes[allocation.costAllocationType]?.codeValue ?? ''}
              error={errors[`cost-${allocation.costAllocationType}`]}
              onSelect={(code) => onChange({ costCodes: { ...form.costCodes, [allocation.costAllocationType]: code } })}
              onCommitText={(text) => {
                if (!text) onChange({ costCodes: { ...form.costCodes, [allocation.costAllocationType]: undefined } });
              }}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
