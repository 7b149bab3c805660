import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import type { ReservationResponse } from '@curbside/contracts';
import { vehicleLabel, type EventVehicle } from '@curbside/domain';
import { StatusPill } from '@curbside/ui';

export interface BookedConfirmationProps {
  eventName: string;
  reservations: ReadonlyArray<{ vehicle: EventVehicle | null; response: ReservationResponse }>;
  /** Follow the link to Manage bookings in the portal (curb-navigate). */
  onManage(): void;
  onAnother(): void;
}

/** The event's reservations, one per vehicle, with their numbers and the way to Manage bookings. */
export function BookedConfirmation({ eventName, reservations, onManage, onAnother }: BookedConfirmationProps) {
  return (
    <section className="event-booked event-section curb-stack" aria-labelledby="booked-heading" part="confirmation">
      <h2 id="booked-heading" className="event-title" tabIndex={-1} ref={(el) => el?.focus()}>
        <SlIcon name="check-circle" aria-hidden="true" /> {eventName.trim() || 'Event'} is booked
      </h2>
      <p className="event-note">
        {reservations.length === 1 ? '1 reservation' : `${reservations.length} reservations`}, one per vehicle. The car providers confirm each one in Manage bookings.
      </p>
      <ul className="booked-list">
        {reservations.map(({ vehicle, response }) => (
          <li key={response.reservationId} className="booked-item" data-reservation={response.reservationNumber}>
            <span className="booked-number">{response.reservationNumber}</span>
            <span className="booked-vehicle">{vehicle ? vehicleLabel(vehicle) : ''}</span>
            <StatusPill kind="reservation" status={response.reservationStatus} />
          </li>
        ))}
      </ul>
      <div className="curb-inline">
        <a className="manage-link" href="/manage-bookings" onClick={(e) => {
          e.preventDefault();
          onManage();
        }}>
          See them in Manage bookings
        </a>
        <SlButton className="book-another" onClick={onAnother}>
          <SlIcon slot="prefix" name="plus-lg" aria-hidden="true" />
          Book another event
        </SlButton>
      </div>
    </section>
  );
}
