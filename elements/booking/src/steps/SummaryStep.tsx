import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { intentionKey } from '@curbside/api';
import { endpoints } from '@curbside/contracts';
import {
  errorText, firstStepWithErrors, isAdmin, notesCanSave, toReservationRequest, validateSummaryStep,
} from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { NotesEditor, confirm, showToast, useApi } from '@curbside/ui';
import { useBookingEvents } from '../booking-events.ts';
import { Confirmation } from '../confirmation/Confirmation.tsx';
import { BOOKING_STEPS } from '../stepper-logic.ts';
import { useBookingContext, useStepper } from '../stepper-hooks.ts';
import { hasPrice, priceText } from './car/car-services.ts';
import { summaryCss } from './summary/summary.css.ts';
import { SummaryDetails } from './summary/SummaryDetails.tsx';
import {
  CANCEL_AND_CREATE_CONFIRM_LABEL, submitBooking, type BookingCalls,
} from './summary/submit-booking.ts';

/** designed */
export const SUMMARY_TEXTS = {
  fixStep: (label: string) => `Please check ${label}: some details are missing or not valid`,
  editNote: 'You are editing an existing booking. Confirming saves your changes.',
  adminNotesFailed: 'The booking is confirmed, but the admin notes could not be saved',
} as const;

/**
 * Step 4, Summary (spec 001 §2, §5, §7): everything chosen, the notes editor (and the admin-only
 * notes when the firm has them and the user is an admin), and 'Confirm booking'. A create is
 * POST /reservations; an edit asks should-cancel-and-create first, then POST /reservations/{id}.
 * After the server confirms, the confirmation with its actions replaces the summary.
 */
export function SummaryStep() {
  const api = useApi();
  const events = useBookingEvents();
  const { firm, viewer } = useBookingContext();
  const response = useStepper((s) => s.reservationResponse);
  const reservationId = useStepper((s) => s.reservationId);
  const savedNotes = useStepper((s) => s.reservationNotes);
  const savedAdminNotes = useStepper((s) => s.adminNotes);
  const service = useStepper((s) => s.chosenCarService);
  const errors = useStepper((s) => s.validationErrors);
  const [notesDraft, setNotesDraft] = useState(savedNotes ?? '');
  const [adminDraft, setAdminDraft] = useState(savedAdminNotes ?? '');
  const [busy, setBusy] = useState(false);
  // One Idempotency-Key per intention: a double-click or a retry after a failed answer books once.
  const [intention] = useState(() => intentionKey());
  const showAdminNotes = Boolean(firm?.firmPreferences.adminReservationNotes && viewer && isAdmin(viewer));

  // A loaded or reset booking brings its own notes.
  useEffect(() => setNotesDraft(savedNotes ?? ''), [savedNotes]);
  useEffect(() => setAdminDraft(savedAdminNotes ?? ''), [savedAdminNotes]);

  // Nothing typed is lost: a note that may be saved is kept when the user goes back a step.
  // Not when the booking itself was replaced meanwhile (reset, duplicate, loaded): the store's
  // notes then differ from the ones the drafts started from.
  const drafts = useRef({ notesDraft, adminDraft, savedNotes, savedAdminNotes });
  drafts.current = { notesDraft, adminDraft, savedNotes, savedAdminNotes };
  useEffect(() => () => {
    const { reservationNotes, adminNotes, reservationResponse } = stepperStore.getState();
    const current = drafts.current;
    if (reservationResponse || reservationNotes !== current.savedNotes || adminNotes !== current.savedAdminNotes) return;
    commitDrafts(current.notesDraft, current.adminDraft);
  }, []);

  if (response) {
    return (
      <section className="summary-step" aria-label="Booking confirmed">
        <style>{summaryCss}</style>
        <Confirmation />
      </section>
    );
  }

  const calls: BookingCalls = {
    create: (request) => api.call(endpoints.reservations.create, { body: request, idempotencyKey: intention.for(request) }),
    edit: (id, request) => api.call(endpoints.reservations.edit, { params: { id }, body: request, idempotencyKey: intention.for({ id, request }) }),
    shouldCancelAndCreate: (id, request) => api.call(endpoints.reservations.shouldCancelAndCreate, { params: { id }, body: request }),
  };

  const confirmBooking = async () => {
    commitDrafts(notesDraft, adminDraft);
    const state = stepperStore.getState();
    const found = validateSummaryStep(state, { firm });
    if (Object.keys(found).length > 0) {
      state.setValidationErrors(found);
      const step = firstStepWithErrors(found);
      if (step !== null && step < 4) {
        const label = BOOKING_STEPS.find((s) => s.step === step)?.label ?? '';
        showToast(SUMMARY_TEXTS.fixStep(label), 'warning');
        state.goToStep(step);
      }
      return;
    }
    setBusy(true);
    try {
      const outcome = await submitBooking(calls, toReservationRequest(state), state.reservationId, (question) =>
        confirm(question, { confirmLabel: CANCEL_AND_CREATE_CONFIRM_LABEL, cancelLabel: 'Keep editing' }),
      );
      if (outcome.kind === 'declined') return;
      const confirmed = outcome.response;
      const adminNotes = stepperStore.getState().adminNotes?.trim();
      if (showAdminNotes && adminNotes) {
        try {
          await api.call(endpoints.admin.reservationNotes, { params: { id: confirmed.reservationId }, body: { notes: adminNotes } });
        } catch {
          showToast(SUMMARY_TEXTS.adminNotesFailed, 'warning');
        }
      }
      intention.done();
      stepperStore.getState().setConfirmation(confirmed);
      events.confirmed({
        reservationId: confirmed.reservationId,
        reservationNumber: confirmed.reservationNumber,
        confirmationNumber: confirmed.confirmationNumber,
      });
    } catch (error) {
      // Stay on the step with everything kept; the server's words say what went wrong.
      showToast(errorText(error), 'danger');
    } finally {
      setBusy(false);
    }
  };

  // The driver's notes, and the admin-only notes when the firm has them and the user is an admin.
  const notes: readonly NoteDraft[] = [
    { field: 'reservationNotes', label: 'Notes for the driver', hint: 'Shared with the car provider and shown on the booking.', draft: notesDraft, saved: savedNotes, setDraft: setNotesDraft },
    ...(showAdminNotes
      ? [{ field: 'adminNotes' as const, label: 'Admin notes', hint: 'Only admins of your company see these notes.', draft: adminDraft, saved: savedAdminNotes, setDraft: setAdminDraft }]
      : []),
  ];

  const ownErrors = Object.entries(errors).filter(([path]) => firstStepWithErrors({ [path]: '' }) === 4);

  return (
    <section className="summary-step" aria-label="Summary">
      <style>{summaryCss}</style>
      {reservationId !== null && (
        <p className="summary-edit-note">
          <SlIcon name="pencil-square" aria-hidden="true" />
          {SUMMARY_TEXTS.editNote}
        </p>
      )}
      <SummaryDetails />
      <section className="summary-card is-wide" aria-label="Notes">
        <div className="notes-grid">
          {notes.map((note) => (
            <NotesEditor
              key={note.field}
              label={note.label}
              hint={note.hint}
              draft={note.draft}
              saved={note.saved}
              onDraftChange={note.setDraft}
              onSave={(text) => stepperStore.getState().setField(note.field, text)}
              onClear={() => {
                note.setDraft('');
                stepperStore.getState().setField(note.field, null);
              }}
            />
          ))}
        </div>
      </section>
      {ownErrors.map(([path, message]) => (
        <p key={path} className="field-error" role="alert">
          <SlIcon name="exclamation-circle" aria-hidden="true" />
          {message}
        </p>
      ))}
      <div className="summary-confirm" part="confirm-bar">
        {service && hasPrice(service) && (
          <div className="summary-confirm-total">
            <span>{service.userQuoteLevel === 'range' ? 'Estimated price' : 'Price'}</span>
            <span>{priceText(service)}</span>
          </div>
        )}
        <SlButton variant="primary" size="large" loading={busy} disabled={busy} onClick={() => void confirmBooking()}>
          <SlIcon slot="prefix" name="check2-circle" aria-hidden="true" />
          Confirm booking
        </SlButton>
      </div>
    </section>
  );
}

/** A notes editor of the summary: which stepper field it saves into and its unsaved draft. */
interface NoteDraft {
  field: 'reservationNotes' | 'adminNotes';
  label: string;
  hint: string;
  draft: string;
  saved: string | null;
  setDraft: (text: string) => void;
}

/** Keeps a typed note that may be saved (longer than 3 characters) in the stepper. */
function commitDrafts(notesDraft: string, adminDraft: string): void {
  const state = stepperStore.getState();
  if (notesCanSave(notesDraft) && notesDraft.trim() !== (state.reservationNotes ?? '').trim()) {
    state.setField('reservationNotes', notesDraft.trim());
  }
  if (notesCanSave(adminDraft) && adminDraft.trim() !== (state.adminNotes ?? '').trim()) {
    state.setField('adminNotes', adminDraft.trim());
  }
}
