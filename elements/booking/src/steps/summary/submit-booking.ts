import type { ReservationRequest, ReservationResponse } from '@curbside/contracts';

// spec 001 §7: create is POST /reservations; an edit first asks POST /reservations/{id}/
// should-cancel-and-create (the user is told when saving cancels the booking and books a new
// one) and then POST /reservations/{id}.

export interface BookingCalls {
  create(request: ReservationRequest): Promise<ReservationResponse>;
  edit(reservationId: number, request: ReservationRequest): Promise<ReservationResponse>;
  shouldCancelAndCreate(reservationId: number, request: ReservationRequest): Promise<{ shouldCancelAndCreate: boolean; message: string | null }>;
}

/** designed: asked before an edit that cancels the booking and books a new one, when the server gives no text. */
export const CANCEL_AND_CREATE_QUESTION = 'Saving these changes cancels this booking and books a new one. Do you want to continue?';
/** designed: the confirm dialog's button for that question. */
export const CANCEL_AND_CREATE_CONFIRM_LABEL = 'Cancel and rebook';

export type SubmitOutcome =
  | { kind: 'confirmed'; response: ReservationResponse; recreated: boolean }
  /** The user declined the cancel-and-create question: nothing was sent. */
  | { kind: 'declined' };

/**
 * Books the request, or saves the edit of `reservationId`. Failures (including the server's
 * refusal) reject with the call's error, for the caller to show.
 */
export async function submitBooking(
  calls: BookingCalls,
  request: ReservationRequest,
  reservationId: number | null,
  askCancelAndCreate: (message: string) => Promise<boolean>,
): Promise<SubmitOutcome> {
  if (reservationId === null) {
    return { kind: 'confirmed', response: await calls.create(request), recreated: false };
  }
  const answer = await calls.shouldCancelAndCreate(reservationId, request);
  if (answer.shouldCancelAndCreate) {
    const question = answer.message?.trim() ? `${answer.message.trim().replace(/\.$/, '')}. Do you want to continue?` : CANCEL_AND_CREATE_QUESTION;
    if (!(await askCancelAndCreate(question))) return { kind: 'declined' };
  }
  return { kind: 'confirmed', response: await calls.edit(reservationId, request), recreated: answer.shouldCancelAndCreate };
}
