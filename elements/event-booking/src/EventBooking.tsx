import { useEffect, useMemo, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { endpoints, type BusQuoteAnswer, type ReservationResponse } from '@curbside/contracts';
import { errorText, mixVehicles, proposeVehicleMix, type Organizer } from '@curbside/domain';
import { FormActions, showToast, useApi, useEmit, useSession, useSessionLoad, useToastedTask, type FormError } from '@curbside/ui';
import { AttendeesSection } from './AttendeesSection.tsx';
import { BookedConfirmation } from './BookedConfirmation.tsx';
import { BookingDetailsSection } from './BookingDetailsSection.tsx';
import { BusQuoteSection } from './BusQuoteSection.tsx';
import { EventDetailsSection } from './EventDetailsSection.tsx';
import { VehicleMixSection } from './VehicleMixSection.tsx';
import { EventBooker, type EventTrip } from './book-event.ts';
import type { EventBookingEvents, EventBookingProps } from './event-booking.contract.ts';
import {
  attendeeNumber, bookingErrors, emptyEventForm, eventDateTime, reassigned, tripErrors, withPeople, type EventForm,
} from './event-form.ts';

/** Why a quote request waits. */
const QUOTE_NEEDS = 'Fill in the event above first: name, date, time, venue, a pickup point and the attendees';

/** The label of each field id, for the form's error summary. */
const FIELD_LABELS: Record<string, string> = {
  eventName: 'Event name', date: 'Date', time: 'Time', venue: 'Venue', attendeeCount: 'Attendees', luggage: 'Luggage (bags)',
  attendees: 'Attendee list', vehicles: 'Vehicles', purpose: 'Purpose of journey',
};
const labelOf = (id: string): string =>
  FIELD_LABELS[id] ?? (id.startsWith('pickup-') ? `Pickup point ${Number(id.slice(7)) + 1}` : id.startsWith('cost-') ? id.slice(5) : id);

/**
 * <curb-event-booking>: group transport for an event (issue 16). The mix follows the number of
 * people (001 §9, the fewest vehicles) until the user edits it; the attendee list sets that number
 * and fills the vehicles in order; Book makes one reservation per vehicle.
 */
export function EventBooking({ eventName }: EventBookingProps) {
  const api = useApi();
  useSessionLoad(api);
  const emit = useEmit<EventBookingEvents>();
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const [form, setForm] = useState<EventForm>(() => emptyEventForm(eventName ?? ''));
  const [shown, setShown] = useState<'none' | 'trip' | 'all'>('none');
  const [answer, setAnswer] = useState<BusQuoteAnswer | null>(null);
  const [booked, setBooked] = useState<ReadonlyMap<number, ReservationResponse>>(new Map());
  const [done, setDone] = useState(false);
  const quote = useToastedTask();
  const [booking, setBooking] = useState(false);
  const booker = useMemo(() => new EventBooker(api), [api]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (eventName) setForm((f) => ({ ...f, eventName }));
  }, [eventName]);

  const change = (patch: Partial<EventForm>) => setForm((f) => ({ ...f, ...patch }));
  const errors = bookingErrors(form, firm);
  const trip = tripErrors(form);
  const visible = shown === 'all' ? errors : shown === 'trip' ? trip : {};
  const people = Math.max(attendeeNumber(form), form.attendees.length);
  const vehicles = mixVehicles(form.mix);

  const focusField = (id: string) => {
    const box = root.current?.querySelector<HTMLElement>(`#field-${id}`);
    const target = box?.matches('sl-input, sl-textarea, sl-select') ? box : box?.querySelector<HTMLElement>('sl-input, input, sl-select, sl-textarea, button') ?? box;
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  };
  const summary: FormError[] = Object.entries(visible).map(([id, message]) => ({ label: labelOf(id), message, focus: () => focusField(id) }));

  const requestQuote = () => {
    setShown((s) => (s === 'all' ? s : 'trip'));
    const dateTime = eventDateTime(form);
    const pickup = form.pickups[0]?.stop?.place;
    if (Object.keys(trip).length > 0 || !dateTime || !pickup || !user) return;
    void quote.run(async () => {
      setAnswer(await api.call(endpoints.reservations.quoteRequest, {
        body: {
          busQuoteRequest: {
            contactName: `${user.firstName} ${user.lastName}`.trim() || user.loginId,
            email: user.loginId,
            phone: null,
            pickup,
            dropoff: form.venue?.place ?? null,
            dateTime,
            numberOfPassengers: attendeeNumber(form),
            notes: `${form.eventName.trim()}: ${form.luggage} ${form.luggage === '1' ? 'bag' : 'bags'}`.slice(0, 1000),
          },
        },
      }));
    });
  };

  const book = async () => {
    setShown('all');
    const dateTime = eventDateTime(form);
    if (Object.keys(errors).length > 0 || !dateTime || !form.venue || !user) return;
    const organizer: Organizer = { userId: user.userId, fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.loginId, mobilePhone: null, workPhone: null };
    const eventTrip: EventTrip = {
      eventName: form.eventName, dateTime, venue: form.venue, luggage: Number(form.luggage), organizer,
      purposeOfJourneyId: form.purposeOfJourneyId,
      costAllocationsIds: Object.values(form.costCodes).flatMap((code) => (code ? [code.costAllocationCodeId] : [])),
    };
    setBooking(true);
    const made = new Map(booked);
    try {
      for (const vehicle of vehicles) {
        if (made.has(vehicle.index)) continue;
        const pickup = form.pickups[form.vehiclePickups[vehicle.index] ?? 0]?.stop ?? form.pickups[0]?.stop;
        if (!pickup) continue;
        const attendees = form.attendees.filter((_, i) => form.choices[i] === vehicle.index);
        const response = await booker.book(eventTrip, { vehicle, vehicleCount: vehicles.length, pickup, attendees });
        made.set(vehicle.index, response);
        setBooked(new Map(made));
      }
      const responses = [...made.values()];
      emit('curb-event-booked', { reservationIds: responses.map((r) => r.reservationId), reservationNumbers: responses.map((r) => r.reservationNumber) });
      setDone(true);
    } catch (failure) {
      showToast(errorText(failure), 'danger');
    } finally {
      setBooking(false);
    }
  };

  const restart = () => {
    setForm(emptyEventForm(''));
    setShown('none');
    setAnswer(null);
    setBooked(new Map());
    setDone(false);
  };

  if (!user || !firm) return <p className="event-note" role="status"><SlSpinner aria-hidden="true" /> Loading…</p>;
  if (done) {
    return (
      <BookedConfirmation
        eventName={form.eventName}
        reservations={[...booked.entries()].map(([index, response]) => ({ vehicle: vehicles[index] ?? null, response }))}
        onManage={() => emit('curb-navigate', { path: '/manage-bookings' })}
        onAnother={restart}
      />
    );
  }

  const bookedSoFar = [...booked.values()];
  return (
    <div className="event-booking curb-stack" ref={root}>
      <div className="event-intro">
        <h2 className="event-title">Event booking</h2>
        <p className="event-note">Group transport to an event: one reservation per vehicle, listed in Manage bookings.</p>
      </div>
      <EventDetailsSection form={form} errors={visible} onChange={change} onPeople={(count) => setForm((f) => withPeople(f, count))} />
      <AttendeesSection
        form={form}
        error={visible.attendees}
        onChange={change}
        onRead={({ attendees, problems }) => {
          setForm((f) => {
            const count = attendees.length > 0 ? String(attendees.length) : f.attendeeCount;
            return withPeople(reassigned({ ...f, attendees, problems }), count);
          });
          emit('curb-event-attendees-read', { attendees: attendees.length, problems: problems.length });
        }}
      />
      <VehicleMixSection
        form={form}
        people={people}
        error={errors.vehicles && (shown === 'all' || form.mix.length > 0) ? errors.vehicles : undefined}
        onMix={(mix) => setForm((f) => reassigned({ ...f, mix, mixEdited: true }))}
        onPropose={() => setForm((f) => reassigned({ ...f, mix: proposeVehicleMix(people), mixEdited: false }))}
        onVehiclePickup={(vehicle, pickup) => change({ vehiclePickups: form.vehiclePickups.map((p, i) => (i === vehicle ? pickup : p)) })}
      />
      <BusQuoteSection
        answer={answer}
        busy={quote.busy}
        missing={shown !== 'none' && Object.keys(trip).length > 0 ? QUOTE_NEEDS : null}
        onRequest={requestQuote}
      />
      <BookingDetailsSection form={form} firm={firm} userId={user.userId} errors={visible} onChange={change} />
      <FormActions errors={summary} attempted={shown === 'all'}>
        {bookedSoFar.length > 0 && (
          <span className="booked-so-far" role="status">
            Booked so far: {bookedSoFar.map((r) => r.reservationNumber).join(', ')}
          </span>
        )}
        <SlButton className="book-event" variant="primary" loading={booking} onClick={() => void book()}>
          <SlIcon slot="prefix" name="calendar-check" aria-hidden="true" />
          {vehicles.length === 1 ? 'Book 1 vehicle' : `Book ${vehicles.length} vehicles`}
        </SlButton>
      </FormActions>
    </div>
  );
}
