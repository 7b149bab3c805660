import { useRef, useState } from 'react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioButton from '@shoelace-style/shoelace/dist/react/radio-button/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { intentionKey } from '@curbside/api';
import { TEXT_LIMITS, endpoints, type CarLinePayload, type CarlineReservation, type UserSummary } from '@curbside/contracts';
import { CAR_LINE_MESSAGES, SEARCH_MIN_CHARS, canSearchEmployees, reservationStatusLabel } from '@curbside/domain';
import { Combobox, PhoneInput, ShoelaceField, employeeSearch, useApi, useEmit, useToastedTask } from '@curbside/ui';
import type { CarLinesEvents } from '../car-lines.contract.ts';
import { CONSOLE_TEXT, bookingSummary, lineCodes, rollerLabel } from './console-view.ts';

type RiderKind = 'employee' | 'guest';
const NEW_CAR = 'new';

const employeeLabel = (user: UserSummary): string => (user.employeeId ? `${user.fullName} (${user.employeeId})` : user.fullName);

interface Booked {
  summary: string;
  message: string | null;
  codes: string[];
}

export interface DispatchPanelProps {
  line: CarLinePayload;
  carlineDetailsId: number;
  /** Rollers waiting for a rider, earliest first: the first is offered. */
  rollers: readonly CarlineReservation[];
  operational: boolean;
}

/**
 * Book a rider at the line (001 §7 POST /marshals/reservations/new): an employee found by name or
 * ID, or a guest with a name and a mobile phone, on a waiting roller or a new car (on hold when the
 * line is in on-hold mode). The line's confirmation message is shown for the marshal to pass on,
 * with the project and department codes the server applied. One Idempotency-Key per rider: a
 * double tap on the tablet books one car.
 */
export function DispatchPanel({ line, carlineDetailsId, rollers, operational }: DispatchPanelProps) {
  const api = useApi();
  const emit = useEmit<CarLinesEvents>();
  const task = useToastedTask();
  const [intention] = useState(() => intentionKey());
  const [kind, setKind] = useState<RiderKind>('employee');
  const [search, setSearch] = useState('');
  const [employee, setEmployee] = useState<UserSummary | null>(null);
  const [guestName, setGuestName] = useState('');
  const [guestPhone, setGuestPhone] = useState('');
  const [notes, setNotes] = useState('');
  const [car, setCar] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const nameRef = useRef<SlInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const onHoldMode = line.carlineDetails.isOnHoldMode;
  // The chosen car while it still waits; else the first waiting roller, else a new car.
  const carChoice = car !== null && (car === NEW_CAR || rollers.some((r) => String(r.reservationId) === car))
    ? car : (rollers[0] ? String(rollers[0].reservationId) : NEW_CAR);

  const typed = search.trim();
  const problems = {
    employee: kind === 'employee' && !employee ? CONSOLE_TEXT.riderRequired : null,
    guestName: kind === 'guest' && !guestName.trim() ? CONSOLE_TEXT.guestName : null,
    guestPhone: kind === 'guest' && !guestPhone.trim() ? CONSOLE_TEXT.guestPhone : null,
  };
  const tooLong = guestName.length > TEXT_LIMITS.name || notes.length > TEXT_LIMITS.note;
  const shown = (message: string | null) => (attempted ? message : null);

  const focusRider = () => requestAnimationFrame(() => {
    const field = kind === 'guest' ? nameRef.current : panelRef.current?.querySelector<HTMLElement>('.rider-search');
    field?.focus();
  });

  const book = async () => {
    setAttempted(true);
    if (Object.values(problems).some(Boolean) || tooLong || !operational) return;
    const rider = kind === 'employee' && employee
      ? { userId: employee.userId, fullName: employee.fullName, email: employee.email, mobilePhone: null }
      : { userId: null, fullName: guestName.trim(), email: null, mobilePhone: guestPhone.trim() };
    const onRoller = carChoice !== NEW_CAR;
    const body = {
      carlineRequest: { carlineDetailsId, passenger: rider, dropoff: null, notes: notes.trim() || null },
      rollerReservationId: onRoller ? Number(carChoice) : null,
      isGuest: kind === 'guest',
    };
    await task.run(async () => {
      const booking = await api.call(endpoints.marshals.newReservation, { body, idempotencyKey: intention.for(body) });
      intention.done();
      setBooked({ summary: bookingSummary(booking, rider.fullName, onRoller), message: booking.confirmationMessage, codes: lineCodes(line) });
      emit('curb-car-line-rider-booked', {
        carlineDetailsId, reservationId: booking.reservationId, reservationNumber: booking.reservationNumber,
        isGuest: body.isGuest, onRoller, onFallbackAccount: booking.onFallbackAccount,
      });
      setSearch('');
      setEmployee(null);
      setGuestName('');
      setGuestPhone('');
      setNotes('');
      setCar(null);
      setAttempted(false);
      focusRider();
    });
  };

  const newCarLabel = onHoldMode ? 'On hold: the line is in on-hold mode' : 'A new car';
  return (
    <section ref={panelRef} className="console-panel dispatch" part="dispatch" aria-labelledby="dispatch-title">
      <h3 id="dispatch-title" className="panel-title">Book a rider</h3>
      {/* No <form>: Enter in the employee search chooses an employee, it does not book. */}
      <div className="curb-stack dispatch-form">
        <SlRadioGroup
          className="rider-kind"
          label="Rider"
          name="rider-kind"
          value={kind}
          size="large"
          onSlChange={(event) => {
            setKind((event.target as HTMLInputElement).value === 'guest' ? 'guest' : 'employee');
            setAttempted(false);
          }}
        >
          <SlRadioButton value="employee" size="large"><SlIcon slot="prefix" name="person-badge" />Employee</SlRadioButton>
          <SlRadioButton value="guest" size="large"><SlIcon slot="prefix" name="person" />Guest</SlRadioButton>
        </SlRadioGroup>

        {kind === 'employee' ? (
          <Combobox<UserSummary>
            className="rider-search"
            label="Employee name or ID"
            size="large"
            icon="search"
            required
            text={search}
            onTextChange={(next) => {
              setSearch(next);
              if (employee && next !== employeeLabel(employee)) setEmployee(null);
            }}
            {...employeeSearch(api, employeeLabel, [])}
            canLoad={canSearchEmployees}
            onSelect={(user) => {
              setEmployee(user);
              setSearch(employeeLabel(user));
            }}
            status={typed !== '' && !employee && !canSearchEmployees(typed) ? `Type at least ${SEARCH_MIN_CHARS} characters` : null}
            error={shown(problems.employee)}
            placeholder="Name or employee ID"
          />
        ) : (
          <>
            <ShoelaceField label="Guest name" required error={shown(problems.guestName)} count={{ text: guestName, max: TEXT_LIMITS.name }}>
              {(control) => (
                <SlInput {...control} ref={(el: SlInputElement | null) => { nameRef.current = el; control.ref(el); }} className={`guest-name ${control.className ?? ''}`}
                  size="large" value={guestName} autocomplete="off"
                  onSlInput={(event) => setGuestName((event.target as SlInputElement).value)}>
                  {control.children}
                </SlInput>
              )}
            </ShoelaceField>
            <PhoneInput className="guest-phone" label="Guest mobile phone" required value={guestPhone} onChange={setGuestPhone} error={shown(problems.guestPhone)} />
          </>
        )}

        <SlRadioGroup
          className="car-choice"
          label="Car"
          name="car"
          value={carChoice}
          helpText={rollers.length === 0 ? CONSOLE_TEXT.noWaitingRollers : undefined}
          onSlChange={(event) => setCar((event.target as HTMLInputElement).value)}
        >
          {rollers.map((roller) => (
            <SlRadio key={roller.reservationId} value={String(roller.reservationId)} size="large" className="car-option">
              Roller {rollerLabel(roller, reservationStatusLabel)}
            </SlRadio>
          ))}
          <SlRadio value={NEW_CAR} size="large" className="car-option">{newCarLabel}</SlRadio>
        </SlRadioGroup>

        <ShoelaceField label="Notes for the driver" count={{ text: notes, max: TEXT_LIMITS.note }}>
          {(control) => (
            <SlTextarea {...control} className={`rider-notes ${control.className ?? ''}`} rows={2} resize="auto" value={notes}
              onSlInput={(event) => setNotes((event.target as HTMLTextAreaElement).value)}>
              {control.children}
            </SlTextarea>
          )}
        </ShoelaceField>

        {!operational ? <p className="console-warning" role="status">{CAR_LINE_MESSAGES.notOperationalToday}</p> : null}
        <SlButton variant="primary" size="large" className="book-rider" loading={task.busy} disabled={!operational} onClick={() => void book()}>
          <SlIcon slot="prefix" name="car-front" />
          Book ride
        </SlButton>
      </div>

      <div className="dispatch-result" role="status" aria-live="polite">
        {booked ? (
          <SlAlert open variant="success" className="booked" closable onSlAfterHide={() => setBooked(null)}>
            <SlIcon slot="icon" name="check2-circle" />
            <strong className="booked-summary">{booked.summary}</strong>
            {booked.message ? <p className="booked-message">{booked.message}</p> : null}
            {booked.codes.length ? <p className="booked-codes">{booked.codes.join(' · ')} applied</p> : null}
          </SlAlert>
        ) : null}
      </div>
    </section>
  );
}
