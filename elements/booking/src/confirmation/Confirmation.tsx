import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints } from '@curbside/contracts';
import {
  canReturnTrip, defaultExactPickupPoint, errorText, isAirportAddress, reservationStatusLabel, statusTone,
} from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { showToast, useApi } from '@curbside/ui';
import { EDIT_BOOKING_PATH, useBookingEvents } from '../booking-events.ts';
import { useStepper } from '../stepper-hooks.ts';
import { followUpAsReservation, showFollowUpQuery } from './follow-up.ts';

/** designed */
export const CONFIRMATION_TEXTS = {
  booked: 'Your ride is booked',
  updated: 'Your booking is updated',
  lead: 'Keep these numbers for your records. You can follow the ride under Manage bookings.',
  followUp: 'Need a ride back from the airport? Book the follow-up ride with the trip details filled in.',
  followUpFailed: 'The follow-up booking could not be loaded',
} as const;

function newPageViewGuid(): string | undefined {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined;
}

/**
 * The confirmation (spec 001 §2, §4 After a confirmation): reservation number, confirmation
 * number and status, then Edit, Duplicate, Return trip (regular bookings only), Follow-up (when
 * the server offers one) and Book another ride. Each action goes back to step 1 with the
 * response cleared (the stepper store's actions do that).
 */
export function Confirmation() {
  const api = useApi();
  const events = useBookingEvents();
  const response = useStepper((s) => s.reservationResponse);
  const wasEdit = useStepper((s) => s.action === 'EDIT');
  const returnTripAllowed = useStepper((s) => canReturnTrip(s));
  const [followUpNumber, setFollowUpNumber] = useState<string | null>(null);
  const [loadingFollowUp, setLoadingFollowUp] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The confirmation replaces the summary: move the focus to its title for keyboard and screen reader users.
  useEffect(() => titleRef.current?.focus(), []);

  // Ask the server whether this booking deserves a follow-up (an airport ride, 001 §7).
  useEffect(() => {
    const query = showFollowUpQuery(stepperStore.getState());
    if (!query) return;
    const controller = new AbortController();
    api.call(endpoints.reservations.showFollowUp, { query, signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted && answer.showFollowUp && answer.reservationNumber) setFollowUpNumber(answer.reservationNumber);
      },
      // No offer when the question fails: the booking itself is done.
      () => {},
    );
    return () => controller.abort();
  }, [api, response?.reservationId]);

  if (!response) return null;

  const edit = () => {
    const state = stepperStore.getState();
    // Edit stores the reservation id (setConfirmation did) and opens the edit route.
    state.setFields({ action: 'EDIT', reservationId: response.reservationId, reservationResponse: null, step: 1 });
    events.navigate(`${EDIT_BOOKING_PATH}?reservationId=${response.reservationId}`);
  };

  const followUp = async () => {
    if (!followUpNumber) return;
    setLoadingFollowUp(true);
    try {
      const request = await api.call(endpoints.reservations.followUp, { params: { id: followUpNumber } });
      const state = stepperStore.getState();
      const details = followUpAsReservation(request, state);
      state.setField('action', 'FOLLOW_UP_RESERVATION');
      state.loadReservation(details);
      // A follow-up is a new booking: no id, the origin recorded as from the confirmation; the
      // exact pickup point takes its default for the new pickup (001 §4).
      const loaded = stepperStore.getState();
      stepperStore.getState().setFields({
        exactPickupPoint: loaded.exactPickupPoint
          ?? defaultExactPickupPoint({ isAirport: isAirportAddress(loaded.pickUpAddress), isMeetAndGreet: loaded.isMeetAndGreet }),
        reservationId: null,
        reservationStatus: null,
        actionOriginDetails: request.actionOriginDetails ?? { action: 'FOLLOW_UP_RESERVATION', origin: 'FROM_CONFIRMATION' },
        pageViewGuid: newPageViewGuid() ?? state.pageViewGuid,
      });
    } catch (error) {
      showToast(`${CONFIRMATION_TEXTS.followUpFailed}: ${errorText(error)}`, 'danger');
    } finally {
      setLoadingFollowUp(false);
    }
  };

  const bookAnother = () => {
    const state = stepperStore.getState();
    // A NEW action always resets (after a duplicate or return trip the action would keep the state).
    state.setField('action', 'NEW');
    stepperStore.getState().resetForNewBooking(newPageViewGuid());
  };

  const tone = statusTone(response.reservationStatus);
  return (
    <div className="confirmation" part="confirmation">
      <span className="confirmation-icon" aria-hidden="true">
        <SlIcon name="check-lg" />
      </span>
      <h2 className="confirmation-title" tabIndex={-1} ref={titleRef}>
        {wasEdit ? CONFIRMATION_TEXTS.updated : CONFIRMATION_TEXTS.booked}
      </h2>
      <p className="confirmation-lead">{CONFIRMATION_TEXTS.lead}</p>
      <dl className="confirmation-facts">
        <div className="confirmation-fact">
          <dt>Reservation number</dt>
          <dd>{response.reservationNumber}</dd>
        </div>
        <div className="confirmation-fact">
          <dt>Confirmation number</dt>
          <dd>{response.confirmationNumber ?? 'Pending'}</dd>
        </div>
        <div className="confirmation-fact">
          <dt>Status</dt>
          <dd>
            <span className={`status-badge tone-${tone}`}>{reservationStatusLabel(response.reservationStatus)}</span>
          </dd>
        </div>
      </dl>
      {followUpNumber && (
        <div className="confirmation-followup">
          <SlIcon name="airplane" aria-hidden="true" />
          <span>{CONFIRMATION_TEXTS.followUp}</span>
          <SlButton size="small" variant="primary" outline loading={loadingFollowUp} onClick={() => void followUp()}>
            Follow-up
          </SlButton>
        </div>
      )}
      <div className="confirmation-actions" role="group" aria-label="What next">
        <SlButton onClick={edit}>
          <SlIcon slot="prefix" name="pencil" aria-hidden="true" />
          Edit
        </SlButton>
        <SlButton onClick={() => stepperStore.getState().applyDuplicate('FROM_CONFIRMATION')}>
          <SlIcon slot="prefix" name="copy" aria-hidden="true" />
          Duplicate
        </SlButton>
        {returnTripAllowed && (
          <SlButton onClick={() => stepperStore.getState().applyReturnTrip('FROM_CONFIRMATION')}>
            <SlIcon slot="prefix" name="arrow-left-right" aria-hidden="true" />
            Return trip
          </SlButton>
        )}
        <SlButton variant="primary" onClick={bookAnother}>
          <SlIcon slot="prefix" name="plus-lg" aria-hidden="true" />
          Book another ride
        </SlButton>
      </div>
    </div>
  );
}
