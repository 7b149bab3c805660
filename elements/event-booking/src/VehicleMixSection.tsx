import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import {
  VEHICLE_CLASSES, classCapacity, mixSeats, mixVehicleCount, mixVehicles, vehicleLabel, vehicleLoads,
  type VehicleClass, type VehicleMixLine,
} from '@curbside/domain';
import { DataTable, type DataTableColumn } from '@curbside/ui';
import type { EventForm } from './event-form.ts';

export interface VehicleMixSectionProps {
  form: EventForm;
  people: number;
  error: string | undefined;
  /** The user edited the mix. */
  onMix(mix: VehicleMixLine[]): void;
  /** Back to the proposal for the number of people. */
  onPropose(): void;
  onVehiclePickup(vehicle: number, pickup: number): void;
}

const seatsText = (capacity: { min: number; max: number }): string =>
  capacity.min === capacity.max ? `${capacity.max} seats` : `${capacity.min} to ${capacity.max} seats`;

/** A Shoelace option value has no spaces ('MPV UK' -> 'MPV_UK'). */
const optionValue = (vehicleClass: VehicleClass): string => vehicleClass.replace(/ /g, '_');

interface LineRow { line: VehicleMixLine; index: number }

/** The vehicle mix (001 §9 capacities, the fewest vehicles): counts per type, seats against people, and each vehicle's pickup. */
export function VehicleMixSection({ form, people, error, onMix, onPropose, onVehiclePickup }: VehicleMixSectionProps) {
  const [adding, setAdding] = useState<VehicleClass>('Sedan');
  const vehicles = mixVehicles(form.mix);
  const loads = vehicleLoads(form.choices, vehicles);
  const seats = mixSeats(form.mix);
  const setLine = (index: number, patch: Partial<VehicleMixLine>) =>
    onMix(form.mix.flatMap((line, i) => (i !== index ? [line] : (patch.count ?? line.count) > 0 ? [{ ...line, ...patch }] : [])));
  const add = () => {
    const { min } = classCapacity(adding);
    const same = form.mix.findIndex((line) => line.vehicleClass === adding && line.seats === min);
    if (same >= 0) setLine(same, { count: (form.mix[same]?.count ?? 0) + 1 });
    else onMix([...form.mix, { vehicleClass: adding, seats: min, count: 1 }].sort((a, b) => b.seats - a.seats));
  };
  const number = (e: Event) => Number((e.target as SlInputElement).value);

  const columns: DataTableColumn<LineRow>[] = [
    { id: 'type', header: 'Vehicle type', cell: (r) => r.line.vehicleClass },
    {
      id: 'seats', header: 'Seats each', align: 'end',
      cell: (r) => {
        const capacity = classCapacity(r.line.vehicleClass);
        if (capacity.min === capacity.max) return capacity.max;
        return (
          <SlInput className="line-seats curb-hidden-label" size="small" type="number" min={capacity.min} max={capacity.max}
            label={`Seats in each ${r.line.vehicleClass} (${seatsText(capacity)})`} value={String(r.line.seats)}
            onSlChange={(e) => {
              const value = number(e);
              if (Number.isInteger(value)) setLine(r.index, { seats: Math.min(capacity.max, Math.max(capacity.min, value)) });
            }} />
        );
      },
    },
    {
      id: 'count', header: 'Vehicles', align: 'end',
      cell: (r) => (
        <SlInput className="line-count curb-hidden-label" size="small" type="number" min={0} label={`Number of ${r.line.vehicleClass} vehicles (${r.line.seats} seats)`}
          value={String(r.line.count)}
          onSlChange={(e) => {
            const value = number(e);
            if (Number.isInteger(value) && value >= 0) setLine(r.index, { count: value });
          }} />
      ),
    },
    { id: 'total', header: 'Seats', align: 'end', cell: (r) => r.line.seats * r.line.count },
  ];

  return (
    <section className="event-section curb-stack" aria-labelledby="vehicles-heading" part="vehicles">
      <h2 id="vehicles-heading" className="event-heading">Vehicles</h2>
      <p className="event-note">
        Proposed with the fewest vehicles from the capacities: {VEHICLE_CLASSES.map((c) => `${c} ${seatsText(classCapacity(c))}`).join(', ')}. Change it as you need.
      </p>
      <p id="field-vehicles" className={['mix-summary', error ? 'is-short' : ''].filter(Boolean).join(' ')} role="status">
        {mixVehicleCount(form.mix)} {mixVehicleCount(form.mix) === 1 ? 'vehicle' : 'vehicles'}, {seats} seats for {people} {people === 1 ? 'person' : 'people'}
        {error ? <span className="mix-error"> · {error}</span> : null}
      </p>
      {form.mix.length > 0 && (
        <DataTable<LineRow>
          label="Vehicle mix"
          columns={columns}
          rows={form.mix.map((line, index) => ({ line, index }))}
          rowKey={(r) => `${r.line.vehicleClass}-${r.line.seats}-${r.index}`}
          rowProps={(r) => ({ className: 'mix-row', 'data-class': r.line.vehicleClass })}
          emptyText="No vehicles"
          cardLayout={[['type', 'seats'], ['count', 'total']]}
        />
      )}
      <div className="curb-inline mix-actions">
        <SlSelect className="add-class" size="small" label="Vehicle type to add" value={optionValue(adding)}
          onSlChange={(e) => setAdding(VEHICLE_CLASSES.find((c) => optionValue(c) === (e.target as SlSelectElement).value) ?? 'Sedan')}>
          {VEHICLE_CLASSES.map((c) => <SlOption key={c} value={optionValue(c)}>{c}</SlOption>)}
        </SlSelect>
        <SlButton className="add-vehicle" size="small" onClick={add}>
          <SlIcon slot="prefix" name="plus-lg" aria-hidden="true" />
          Add a vehicle
        </SlButton>
        <SlButton className="propose-mix" size="small" variant="text" disabled={people === 0} onClick={onPropose}>
          <SlIcon slot="prefix" name="magic" aria-hidden="true" />
          Propose the fewest vehicles
        </SlButton>
      </div>
      {vehicles.length > 0 && (
        <ul className="vehicle-list">
          {vehicles.map((v) => (
            <li key={v.index} className="vehicle-item" data-vehicle={v.index}>
              <span className="vehicle-name">{vehicleLabel(v)}</span>
              <span className={['vehicle-load', (loads[v.index] ?? 0) > v.seats ? 'is-over' : ''].filter(Boolean).join(' ')}>
                {loads[v.index] ?? 0} / {v.seats} seats taken
              </span>
              {form.pickups.length > 1 && (
                <SlSelect className="vehicle-pickup curb-hidden-label" size="small" hoist label={`Pickup point of vehicle ${v.index + 1}`}
                  value={String(form.vehiclePickups[v.index] ?? 0)}
                  onSlChange={(e) => onVehiclePickup(v.index, Number((e.target as SlSelectElement).value))}>
                  {form.pickups.map((p, i) => <SlOption key={p.key} value={String(i)}>Pickup {i + 1}{p.text ? `: ${p.text}` : ''}</SlOption>)}
                </SlSelect>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
