import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlRadioButton from '@shoelace-style/shoelace/dist/react/radio-button/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import { intentionKey } from '@curbside/api';
import { ROLLERS_MAX, endpoints, type CarlineReservation } from '@curbside/contracts';
import { formatTime } from '@curbside/domain';
import { ShoelaceField, StatusPill, showToast, useApi, useEmit, useToastedTask } from '@curbside/ui';
import type { CarLinesEvents } from '../car-lines.contract.ts';
import { placeLabel, rollerOrderProblems, type RollerOrder } from './console-view.ts';
import type { CarLinePayload } from '@curbside/contracts';

export interface RollersPanelProps {
  line: CarLinePayload;
  carlineDetailsId: number;
  /** Rollers waiting for a rider, earliest first. */
  rollers: readonly CarlineReservation[];
  /** The providers offered, this line's first. */
  providers: ReadonlyArray<{ code: string; label: string }>;
  /** The line's local 'YYYY-MM-DDTHH:mm' now: the earliest time cars can be ordered for. */
  lineNow: string;
  timeFormat: string | null;
  operational: boolean;
}

/**
 * Rollers (001 §7 POST /marshals/reservations/rollers): cars ordered to wait at the line, now or
 * for a time on the line's clock, from one of its providers; the list shows them come (their
 * status, live) until a rider takes one.
 */
export function RollersPanel({ line, carlineDetailsId, rollers, providers, lineNow, timeFormat, operational }: RollersPanelProps) {
  const api = useApi();
  const emit = useEmit<CarLinesEvents>();
  const task = useToastedTask();
  const [intention] = useState(() => intentionKey());
  const [howMany, setHowMany] = useState(1);
  const [isAsap, setIsAsap] = useState(true);
  const [dateTime, setDateTime] = useState('');
  const [cpCode, setCpCode] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);

  const provider = cpCode ?? providers[0]?.code ?? '';
  const order: RollerOrder = { howMany, isAsap, dateTime, cpCode: provider };
  const problems = rollerOrderProblems(order);
  const shown = (key: keyof typeof problems) => (attempted ? problems[key] ?? null : null);
  const step = (by: number) => setHowMany((n) => Math.min(ROLLERS_MAX, Math.max(1, (Number.isInteger(n) ? n : 1) + by)));

  const request = async () => {
    setAttempted(true);
    if (Object.keys(problems).length) return;
    const body = { carlineDetailsId, howMany, isAsap, dateTime: isAsap ? null : dateTime, cpCode: provider };
    await task.run(async () => {
      const ordered = await api.call(endpoints.marshals.rollers, { body, idempotencyKey: intention.for(body) });
      intention.done();
      showToast(`${ordered.length === 1 ? '1 car' : `${ordered.length} cars`} ordered to wait at ${placeLabel(line.carlineDetails.rollerPlace ?? line.carlineDetails.pickupPlace)}`, 'success');
      emit('curb-car-line-rollers-requested', { carlineDetailsId, howMany: ordered.length, reservationIds: ordered.map((r) => r.reservationId) });
      setAttempted(false);
    });
  };

  return (
    <section className="console-panel rollers" part="rollers" aria-labelledby="rollers-title">
      <h3 id="rollers-title" className="panel-title">Rollers</h3>
      <form
        className="curb-stack rollers-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void request();
        }}
      >
        <div className="how-many">
          <SlButton size="large" className="fewer-cars" disabled={howMany <= 1} onClick={() => step(-1)}>
            <SlIcon name="dash-lg" label="One car fewer" />
          </SlButton>
          <ShoelaceField label="Cars" required error={shown('howMany')}>
            {(control) => (
              <SlInput {...control} className={`roller-count ${control.className ?? ''}`} type="number" inputmode="numeric" size="large"
                min={1} max={ROLLERS_MAX} value={String(howMany)}
                onSlInput={(event) => setHowMany(Number((event.target as SlInputElement).value))}>
                {control.children}
              </SlInput>
            )}
          </ShoelaceField>
          <SlButton size="large" className="more-cars" disabled={howMany >= ROLLERS_MAX} onClick={() => step(1)}>
            <SlIcon name="plus-lg" label="One car more" />
          </SlButton>
        </div>
        <SlRadioGroup
          className="roller-when"
          label="When"
          name="roller-when"
          value={isAsap ? 'now' : 'later'}
          size="large"
          onSlChange={(event) => setIsAsap((event.target as HTMLInputElement).value === 'now')}
        >
          <SlRadioButton value="now" size="large">Now</SlRadioButton>
          <SlRadioButton value="later" size="large">At a time</SlRadioButton>
        </SlRadioGroup>
        {isAsap ? null : (
          <ShoelaceField label="Arrive at (the line's local time)" required error={shown('dateTime')}>
            {(control) => (
              <SlInput {...control} className={`roller-time ${control.className ?? ''}`} type="datetime-local" size="large" min={lineNow} value={dateTime}
                onSlInput={(event) => setDateTime((event.target as SlInputElement).value)}>
                {control.children}
              </SlInput>
            )}
          </ShoelaceField>
        )}
        <ShoelaceField label="Car provider" required error={shown('cpCode')}>
          {(control) => (
            <SlSelect {...control} className={`roller-provider ${control.className ?? ''}`} size="large" value={provider}
              onSlChange={(event) => setCpCode(String((event.target as SlSelectElement).value))}>
              {providers.map((p) => <SlOption key={p.code} value={p.code}>{p.label}</SlOption>)}
              {control.children}
            </SlSelect>
          )}
        </ShoelaceField>
        <SlButton type="submit" size="large" variant="primary" outline className="order-rollers" loading={task.busy} disabled={!operational}>
          <SlIcon slot="prefix" name="taxi-front" />
          {howMany === 1 ? 'Order 1 car' : `Order ${Number.isInteger(howMany) ? howMany : ''} cars`}
        </SlButton>
      </form>

      <h4 className="waiting-title" id="waiting-title">{rollers.length === 1 ? '1 roller waiting for a rider' : `${rollers.length} rollers waiting for a rider`}</h4>
      {rollers.length ? (
        <ul className="waiting-rollers" aria-labelledby="waiting-title">
          {rollers.map((roller) => (
            <li key={roller.reservationId} className="waiting-roller" data-reservation={roller.reservationNumber}>
              <StatusPill kind="reservation" status={roller.reservationStatus} />
              <span className="roller-number">{roller.reservationNumber}</span>
              <span className="roller-meta">{[roller.carProviderCode, roller.pickupTime ? formatTime(roller.pickupTime, timeFormat) : ''].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
