import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints } from '@curbside/contracts';
import { canReturnTrip, errorText, type ActionOrigin } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { StatusPill, showToast, useApi } from '@curbside/ui';
import { EDIT_BOOKING_PATH, useBookingEvents } from '../booking-events.ts';
import { useStepper } from '../stepper-hooks.ts';
import { showFollowUpQuery } from './follow-up.ts';

/** designed */
export const CONFIRMATION_TEXTS = {
  booked: 'Your ride is booked',
  updated: 'Your booking is updated',
  lead: 'Keep these numbers for your records. You can follow the ride under Manage bookings.',
  /** The nudge: the server offers a follow-up of this trip (GET /reservations/show-follow-up). */
  followUp: 'Need a ride back from the airport? Book the follow-up ride with the trip details filled in.',
  followUpFailed: 'The follow-up booking could not be loaded',
} as const;

function newPageViewGuid(): string | undefined {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined;
}

/**
 * The confirmation (spec 001 §2, §4 After a confirmation): reservation number, confirmation
 * number and status, then Edit, Duplicate, Return trip (regular bookings only), Follow-up and
 * Book another ride; when the server offers a follow-up (show-follow-up), a nudge to book it
 * (origin 'from nudge'). Each action goes back to step 1 with the
 * response cleared (the stepper store's actions do that).
 */
export function Confirmation() {
  const api = useApi();
  const events = useBookingEvents();
  const response = useStepper((s) => s.reservationResponse);
  const wasEdit = useStepper((s) => s.action === 'EDIT');
  const returnTripAllowed = useStepper((s) => canReturnTrip(s));
  const [followUpNumber, setFollowUpNumber] = useState<string | null>(null);
  const [loadingFollowUp, setLoadingFollowUp] = useState<ActionOrigin | null>(null);
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

  // Follow-up (001 §4): the server's follow-up of a booking, by its number, into the stepper.
  const followUp = async (reservationNumber: string, origin: ActionOrigin) => {
    setLoadingFollowUp(origin);
    try {
      const request = await api.call(endpoints.reservations.followUp, { params: { id: reservationNumber } });
      stepperStore.getState().applyFollowUp(request, origin);
    } catch (error) {
      showToast(`${CONFIRMATION_TEXTS.followUpFailed}: ${errorText(error)}`, 'danger');
    } finally {
      setLoadingFollowUp(null);
    }
  };

  const bookAnother = () => {
    const state = stepperStore.getState();
    // A NEW action always resets (after a duplicate or return trip the action would keep the state).
    state.setField('action', 'NEW');
    stepperStore.getState().resetForNewBooking(newPageViewGuid());
  };

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
            <StatusPill kind="reservation" status={response.reservationStatus} />
          </dd>
        </div>
      </dl>
      {followUpNumber && (
        <div className="confirmation-followup">
          <SlIcon name="airplane" aria-hidden="true" />
          <span>{CONFIRMATION_TEXTS.followUp}</span>
          <SlButton
            size="small"
            variant="primary"
            outline
            loading={loadingFollowUp === 'FROM_NUDGE'}
            disabled={loadingFollowUp !== null}
            onClick={() => void followUp(followUpNumber, 'FROM_NUDGE')}
          >
            Book the ride back
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
        <SlButton
          loading={loadingFollowUp === 'FROM_CONFIRMATION'}
          disabled={loadingFollowUp !== null}
          onClick={() => void followUp(response.reservationNumber, 'FROM_CONFIRMATION')}
        >
          <SlIcon slot="prefix" name="signpost-split" aria-hidden="true" />
          Follow-up
        </SlButton>
        <SlButton variant="primary" onClick={bookAnother}>
          <SlIcon slot="prefix" name="plus-lg" aria-hidden="true" />
          Book another ride
        </SlButton>
      </div>
    </div>
  );
}
