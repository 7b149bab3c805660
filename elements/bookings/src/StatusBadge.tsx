import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import type { ReservationStatus } from '@curbside/contracts';
import { reservationStatusLabel, statusTone } from '@curbside/domain';

const STATUS_ICONS: Partial<Record<ReservationStatus, string>> = {
  New: 'circle',
  Accepted: 'check2',
  Searching: 'search',
  Assigned: 'person-check',
  Dispatched: 'truck-front',
  OnScene: 'geo-alt-fill',
  InProgress: 'car-front-fill',
  Completed: 'check-circle-fill',
  OnHold: 'pause-circle',
  Canceled: 'slash-circle',
  Declined: 'x-circle-fill',
  Error: 'exclamation-octagon-fill',
};

/** spec 001 §4: the status with its label ('On scene', 'In progress', 'On hold'); Error is styled like Declined. */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  const icon = STATUS_ICONS[status];
  return (
    <span className={`status status--${statusTone(status)}`} part="status" data-status={status}>
      {icon ? <SlIcon name={icon} aria-hidden="true" /> : null}
      {reservationStatusLabel(status)}
    </span>
  );
}
