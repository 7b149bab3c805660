import { useEffect, useMemo, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlSkeleton from '@shoelace-style/shoelace/dist/react/skeleton/index.js';
import { endpointKey, endpoints, queryKey, type ReservationDetails } from '@curbside/contracts';
import {
  cardLabel, errorText, formatCo2, formatDate, formatTime, isAdmin, isCancelableStatus, isEditableStatus, isUpcoming, vehicleTypeLabel,
} from '@curbside/domain';
import { SavedNotesEditor, StatusPill, useCall, queryClient, showToast, useApi, useFailureToast, useFocusReturn, useSession } from '@curbside/ui';
import {
  BOOKINGS_TEXT, TYPE_LABELS, cardOptions, historyLine, notesEditRequest,
  placeDetail, placeLabel, priceText, type DisplaySettings,
} from './bookings-logic.ts';

export type DetailsSection = 'details' | 'card' | 'notes';

export interface DetailsDrawerProps {
  reservationId: number | null;
  section: DetailsSection;
  settings: DisplaySettings;
  onClose(): void;
  /** Edit or cancel from the drawer's footer (the same as the row menu). */
  onEdit(details: ReservationDetails): void;
  onCancel(details: ReservationDetails): void;
}

export const detailsKey = (id: number) => queryKey(endpoints.reservations.details, { params: { id } });

/** After a change: the details and every list showing the booking. */
function refreshBooking(id: number): void {
  void queryClient.invalidateQueries({ queryKey: detailsKey(id) });
  for (const list of [endpoints.reservations.upcoming, endpoints.reservations.history, endpoints.reservations.favorites]) {
    void queryClient.invalidateQueries({ queryKey: endpointKey(list) });
  }
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div className="field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ChangeCard({ details }: { details: ReservationDetails }) {
  const api = useApi();
  const ownerId = details.authorizingUser?.userId ?? null;
  const cards = useCall(endpoints.creditCards.list, { params: { id: ownerId ?? 0 } }, { enabled: ownerId !== null, retry: false, staleTime: 30_000 });
  useFailureToast(cards);
  const options = useMemo(() => cardOptions(cards.data?.creditCards ?? [], new Date()), [cards.data]);
  const current = details.creditCard?.creditCardId ?? null;
  const [chosen, setChosen] = useState<string>(current !== null ? String(current) : '');
  const [saving, setSaving] = useState(false);
  useEffect(() => setChosen(current !== null ? String(current) : ''), [current]);
  const option = options.find((o) => String(o.id) === chosen);
  const canSave = option !== undefined && !option.expired && option.id !== current && ownerId !== null;

  const save = async () => {
    if (!option || ownerId === null) return;
    if (option.expired) {
      showToast(BOOKINGS_TEXT.cardExpired, 'danger');
      return;
    }
    setSaving(true);
    try {
      await api.call(endpoints.reservations.changeCard, {
        params: { id: details.reservationId },
        body: { creditCardId: option.id, authorizingUserId: ownerId },
      });
      showToast(BOOKINGS_TEXT.cardChanged, 'success');
      refreshBooking(details.reservationId);
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setSaving(false);
    }
  };

  if (cards.isPending && ownerId !== null) return <SlSkeleton effect="pulse" className="card-skeleton" />;
  if (options.length === 0) return <p className="muted">{BOOKINGS_TEXT.noCards}</p>;
  return (
    <div className="change-card">
      <SlSelect
        label="Pay with"
        size="small"
        value={chosen}
        hoist
        onSlChange={(event) => setChosen(String((event.target as unknown as { value: string }).value ?? ''))}
      >
        {options.map((o) => (
          <SlOption key={o.id} value={String(o.id)} disabled={o.expired}>
            <SlIcon slot="prefix" name="credit-card" />
            {o.label}
            {o.expired ? ' (expired)' : o.isDefault ? ' (default)' : ''}
          </SlOption>
        ))}
      </SlSelect>
      <SlButton size="small" variant="primary" disabled={!canSave} loading={saving} onClick={() => void save()}>
        Change card
      </SlButton>
    </div>
  );
}

function whenText(iso: string | null | undefined, settings: DisplaySettings): string {
  if (!iso) return '';
  const date = formatDate(iso, settings.dateFormat);
  return date ? `${date} ${formatTime(iso, settings.timeFormat)}` : '';
}

function Place({ stop }: { stop: ReservationDetails['pickup'] | null }) {
  if (!stop?.place) return null;
  const detail = placeDetail(stop);
  const flight = stop.flight?.flightCode;
  return (
    <span className="place">
      <span className="place-main">{placeLabel(stop)}</span>
      {detail ? <span className="cell-sub">{detail}</span> : null}
      {flight ? <span className="cell-sub">Flight {flight}{stop.flight?.terminal ? ` · Terminal ${stop.flight.terminal}` : ''}</span> : null}
    </span>
  );
}

function DetailsBody({ details, section, settings }: { details: ReservationDetails; section: DetailsSection; settings: DisplaySettings }) {
  const api = useApi();
  const user = useSession((s) => s.userData?.user ?? null);
  const adminNotesEnabled = useSession((s) => s.firm?.firmPreferences.adminReservationNotes ?? false);
  const showAdminNotes = adminNotesEnabled && user !== null && isAdmin(user);
  const cardRef = useRef<HTMLElement>(null);
  const notesRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const target = section === 'card' ? cardRef.current : section === 'notes' ? notesRef.current : null;
    if (!target) return;
    const timer = setTimeout(() => {
      target.scrollIntoView({ block: 'start', behavior: 'smooth' });
      const control = target.querySelector<HTMLElement>('sl-textarea, sl-select');
      control?.focus();
    }, 250);
    return () => clearTimeout(timer);
  }, [section, details.reservationId]);

  const service = details.chosenCarService;
  // Issue 12: the booking's CO2 in the user's units, as step 3 and the summary showed it.
  const distanceUnits = useSession((state) => state.userData?.settings?.distanceUnits ?? 'English');
  const driver = details.driverDetails;
  const mainPassengerFirst = [...details.passengers].sort((a, b) => Number(b.mainPassenger) - Number(a.mainPassenger));
  const notesEditable = isEditableStatus(details.reservationStatus);
  const canChangeCard = isUpcoming(details) && (details.reservationState?.canChangePayment ?? true);

  const saveNotes = async (text: string) => {
    try {
      await api.call(endpoints.reservations.edit, { params: { id: details.reservationId }, body: notesEditRequest(details, text) });
      showToast(BOOKINGS_TEXT.notesSaved, 'success');
      refreshBooking(details.reservationId);
    } catch (error) {
      showToast(errorText(error), 'danger');
    }
  };
  const saveAdminNotes = async (text: string) => {
    try {
      await api.call(endpoints.admin.reservationNotes, { params: { id: details.reservationId }, body: { notes: text.trim() } });
      showToast(BOOKINGS_TEXT.adminNotesSaved, 'success');
      refreshBooking(details.reservationId);
    } catch (error) {
      showToast(errorText(error), 'danger');
    }
  };

  return (
    <div className="details">
      <div className="details-head">
        <StatusPill kind="reservation" status={details.reservationStatus} />
        {details.paymentStatus ? <StatusPill kind="payment" status={details.paymentStatus} /> : null}
        <span className="muted">{TYPE_LABELS[details.reservationType]}</span>
      </div>

      <section className="details-section" aria-labelledby="d-trip">
        <h3 id="d-trip">Trip</h3>
        <dl className="curb-facts fields">
          <Field label="Pickup time">{details.isAsap ? 'As soon as possible' : whenText(details.pickupTime, settings)}</Field>
          <Field label="Pickup"><Place stop={details.pickup} /></Field>
          {details.stops.map((stop, index) => (
            <Field key={index} label={`Stop ${index + 1}`}><Place stop={stop} /></Field>
          ))}
          <Field label="Drop-off"><Place stop={details.dropoff} /></Field>
          <Field label="Exact pickup point">{details.exactPickupPoint}</Field>
          <Field label="Meet and greet">{details.meetAndGreet ? 'Yes' : null}</Field>
          <Field label="Hours">{details.reservationType === 'timeJob' && details.timeJobHours ? String(details.timeJobHours) : null}</Field>
          <Field label="Duration">{details.durationInMinutes ? `${Math.round(details.durationInMinutes)} min` : null}</Field>
          <Field label="Distance">{details.distanceInKm ? `${details.distanceInKm.toFixed(1)} km` : null}</Field>
          <Field label="Special accommodations">{details.pickup.specialAccommodations}</Field>
        </dl>
      </section>

      <section className="details-section" aria-labelledby="d-people">
        <h3 id="d-people">People</h3>
        <dl className="curb-facts fields">
          {mainPassengerFirst.map((p, index) => (
            <Field key={`${p.fullName}-${index}`} label={p.mainPassenger ? 'Passenger' : `Passenger ${index + 1}`}>
              <span className="place">
                <span className="place-main">{p.fullName}{p.isPackage ? ' (package)' : ''}</span>
                {[p.email, p.mobilePhone].filter(Boolean).length ? <span className="cell-sub">{[p.email, p.mobilePhone].filter(Boolean).join(' · ')}</span> : null}
              </span>
            </Field>
          ))}
          <Field label="Authorizing employee">{details.authorizingUser?.fullName}</Field>
          <Field label="Booked by">{details.bookingUser?.fullName}</Field>
          <Field label="Also notify">{details.emailAddresses.length ? details.emailAddresses.join(', ') : null}</Field>
          <Field label="Cost allocation">
            {details.costAllocations.length ? details.costAllocations.map((c) => `${c.costAllocationType}: ${c.codeValue}`).join(', ') : null}
          </Field>
        </dl>
      </section>

      <section className="details-section" aria-labelledby="d-car">
        <h3 id="d-car">Car</h3>
        <dl className="curb-facts fields">
          <Field label="Car provider">{details.carProvider?.name ?? service?.name}</Field>
          <Field label="Vehicle">{vehicleTypeLabel(service?.vehicleType)}</Field>
          <Field label="Price">{priceText(service)}</Field>
          <Field label="Estimated CO2">{typeof service?.co2Kg === 'number' ? formatCo2(service.co2Kg, distanceUnits) : null}</Field>
          <Field label="Confirmation number">{details.confirmationNumber}</Field>
          <Field label="Driver">{driver ? [driver.name, driver.phone].filter(Boolean).join(' · ') : null}</Field>
          <Field label="Car">{driver ? [driver.vehicle, driver.licensePlate].filter(Boolean).join(' · ') : null}</Field>
        </dl>
      </section>

      <section className="details-section" aria-labelledby="d-payment" ref={cardRef}>
        <h3 id="d-payment">Payment</h3>
        <dl className="curb-facts fields">
          <Field label="Paid with">
            {details.billCompany ? 'Billed to company' : details.creditCard ? cardLabel(details.creditCard) : 'No card'}
          </Field>
        </dl>
        {canChangeCard ? <ChangeCard details={details} /> : null}
      </section>

      <section className="details-section" aria-labelledby="d-notes" ref={notesRef}>
        <h3 id="d-notes">Notes</h3>
        <SavedNotesEditor
          label="Notes for the driver"
          saved={details.notes}
          disabled={!notesEditable}
          hint={notesEditable ? undefined : 'Notes can be changed until the car is on its way.'}
          save={saveNotes}
        />
        {showAdminNotes ? (
          <SavedNotesEditor label="Admin notes (admins only)" saved={details.adminNotes} save={saveAdminNotes} />
        ) : null}
      </section>

      <section className="details-section" aria-labelledby="d-history">
        <h3 id="d-history">Booking history</h3>
        {details.activities.length === 0 ? (
          <p className="muted">No history yet</p>
        ) : (
          <ol className="history">
            {details.activities.map((entry, index) => (
              <li key={index} className={`history-item history-item--${entry.action.toLowerCase()}`}>
                <span className="history-text">{historyLine(entry)}</span>
                {entry.date ? <span className="cell-sub">{whenText(entry.date, settings)}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The details of one booking (GET /reservations/{id}) in a drawer: all fields, card, notes and the booking history. */
export function DetailsDrawer({ reservationId, section, settings, onClose, onEdit, onCancel }: DetailsDrawerProps) {
  // Keep the last booking on screen while the drawer's hide animation runs.
  const [shownId, setShownId] = useState<number | null>(reservationId);
  if (reservationId !== null && reservationId !== shownId) setShownId(reservationId);
  // Opening a booking always asks the server (a cached copy shows meanwhile): it may have been
  // edited in the stepper, in another tab or by an admin since it was cached.
  const details = useCall(endpoints.reservations.details, { params: { id: shownId ?? 0 } }, { enabled: shownId !== null, retry: false, staleTime: 0 });
  useFailureToast(details);
  const data = details.data;
  // Closing gives the focus back to what opened the drawer (the booking number, a row menu).
  const returnFocus = useFocusReturn(reservationId !== null);
  return (
    <SlDrawer
      className="details-drawer"
      part="details"
      open={reservationId !== null}
      label={data ? `Booking ${data.reservationNumber}` : 'Booking details'}
      onSlAfterHide={(event) => {
        returnFocus(event);
        if (event.target === event.currentTarget) setShownId(null);
      }}
      onSlRequestClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {data ? (
        <DetailsBody details={data} section={section} settings={settings} />
      ) : details.isError ? (
        <p className="muted">{errorText(details.error)}</p>
      ) : (
        <div className="details-loading" aria-busy="true" aria-label="Loading booking details">
          {[0, 1, 2, 3, 4].map((i) => <SlSkeleton key={i} effect="pulse" />)}
        </div>
      )}
      <div slot="footer" className="drawer-footer">
        {data && isCancelableStatus(data.reservationStatus) ? (
          <SlButton variant="danger" outline size="small" onClick={() => onCancel(data)}>
            Cancel booking
          </SlButton>
        ) : null}
        <span className="spacer" />
        {data && isEditableStatus(data.reservationStatus) ? (
          <SlButton size="small" onClick={() => onEdit(data)}>
            <SlIcon slot="prefix" name="pencil" />
            Edit
          </SlButton>
        ) : null}
        <SlButton size="small" variant="primary" onClick={onClose}>
          Close
        </SlButton>
      </div>
    </SlDrawer>
  );
}
