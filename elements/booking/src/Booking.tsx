import { useEffect, useLayoutEffect, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { endpoints } from '@curbside/contracts';
import { RESERVATION_ACTIONS, errorText, type ReservationAction } from '@curbside/domain';
import { loadSession, stepperStore } from '@curbside/state';
import { TourHost, useApi, useSession } from '@curbside/ui';
import type { BookingProps } from './booking.contract.ts';
import { MANAGE_BOOKINGS_PATH, useBookingEvents } from './booking-events.ts';
import { useLaterSteps } from './step-loader.ts';
import { Stepper } from './Stepper.tsx';
import { usePrefetchQuickPicks } from './steps/location/prefetch-quick-picks.ts';
import { useStepper } from './stepper-hooks.ts';
import { useBookingDraft } from './use-booking-draft.ts';
import { stepperTours } from './stepper-tour.ts';
import { STEPPER_LOADING_TEXT } from './stepper-logic.ts';
import { useFirstStepSketch } from './early/use-first-step-sketch.ts';

function asAction(value: string | undefined): ReservationAction | null {
  const upper = value?.trim().toUpperCase();
  return (RESERVATION_ACTIONS as readonly string[]).includes(upper ?? '') ? (upper as ReservationAction) : null;
}

/** The portal page reads its API settings from these metas (root config); any other page embeds us. */
function isPortalPage(): boolean {
  return document.querySelector('meta[name="curbside:api-key"]') !== null;
}

function newPageViewGuid(): string | null {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : null;
}

type LoadState = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; number: string };

/**
 * curb-booking's root (spec 001 §2): a new booking resets the stepper on entry (except for the
 * actions that keep it); `reservation-id` loads a reservation to edit (GET /reservations/{id},
 * 001 §4). Any 401 fires curb-auth-required; embedded in a host page it also stops the portal's
 * redirect to /login, the host decides.
 */
export function Booking({ reservationId, action }: BookingProps) {
  const api = useApi();
  const events = useBookingEvents();
  const viewer = useSession((state) => state.userData?.user ?? null);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const [signedOut, setSignedOut] = useState(false);
  const [load, setLoad] = useState<LoadState>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const editing = useStepper((state) => state.reservationId !== null && state.action === 'EDIT');
  const draft = useBookingDraft(viewer?.userId ?? null, Boolean(reservationId));
  // The unfinished-booking banner comes with the later steps' chunk (issue 10), asked for when there is one.
  const later = useLaterSteps(draft.offer !== null);
  usePrefetchQuickPicks();

  // 401 anywhere: tell the host. Embedded, the host page is not ours to redirect.
  useEffect(() => {
    const off = api.onUnauthorized(() => {
      setSignedOut(true);
      events.authRequired();
    });
    const embedded = !isPortalPage();
    if (embedded) api.setUnauthorizedHandler(() => {});
    return () => {
      off();
      if (embedded) api.setUnauthorizedHandler(null);
    };
  }, [api, events]);

  // The session (an intranet page may show us before anything loaded it; again after a sign-in).
  useEffect(() => {
    if (viewer) {
      setSignedOut(false);
      return;
    }
    let live = true;
    void loadSession(api).then((user) => {
      if (live && !user) setSignedOut(true);
    });
    return () => {
      live = false;
    };
  }, [api, viewer, isAuthenticated]);

  // Entering the stepper: a new booking, or the reservation to edit. A layout effect, so the reset
  // lands before the browser paints the form: as a passive effect it ran after the first paint,
  // and whatever the user typed the moment the first field appeared was wiped (issue 10).
  useLayoutEffect(() => {
    const store = stepperStore.getState();
    const requested = asAction(action);
    if (reservationId) {
      store.setField('action', requested ?? 'EDIT');
      return;
    }
    if (requested) store.setField('action', requested);
    store.resetForNewBooking(newPageViewGuid());
  }, [reservationId, action]);

  // A loader drew step 1 before we came (the embed's, or the portal page's early script; issue 10):
  // it stands for the loading state. After the reset above: layout effects run in order, and when
  // the session is here at the first render (the portal's root config loaded it) the hand-over
  // happens in this same commit, so what was typed must land after the reset, not be wiped by it.
  const sketched = useFirstStepSketch(viewer !== null, signedOut || Boolean(reservationId));

  useEffect(() => {
    if (!reservationId || !viewer) {
      setLoad({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api.call(endpoints.reservations.details, { params: { id: reservationId }, signal: controller.signal }).then(
      (details) => {
        const store = stepperStore.getState();
        if (!asAction(action)) store.setField('action', 'EDIT');
        store.loadReservation(details);
        setLoad({ state: 'loaded', number: details.reservationNumber });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', message: errorText(failure) });
      },
    );
    return () => controller.abort();
  }, [api, reservationId, action, viewer, attempt]);

  if (!viewer) {
    if (sketched) return null;
    return (
      <div className="booking-state" role="status">
        {signedOut ? (
          <>
            <SlIcon name="lock" aria-hidden="true" className="state-icon" />
            <p>Sign in to book a car.</p>
          </>
        ) : (
          <>
            <SlSpinner aria-hidden="true" />
            <p>{STEPPER_LOADING_TEXT}</p>
          </>
        )}
      </div>
    );
  }

  if (load.state === 'loading') {
    return (
      <div className="booking-state" role="status">
        <SlSpinner aria-hidden="true" />
        <p>Loading the booking…</p>
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className="booking-state" role="alert">
        <SlIcon name="exclamation-triangle" aria-hidden="true" className="state-icon" />
        <p>{load.message}</p>
        <div className="state-actions">
          <SlButton onClick={() => setAttempt((n) => n + 1)}>Try again</SlButton>
          <SlButton variant="text" onClick={() => events.navigate(MANAGE_BOOKINGS_PATH)}>Back to my bookings</SlButton>
        </div>
      </div>
    );
  }

  const banner = reservationId && editing ? (
    <div className="edit-banner">
      <SlIcon name="pencil-square" aria-hidden="true" />
      <span>
        Editing booking <strong>{load.state === 'loaded' ? load.number : ''}</strong>
      </span>
      <SlButton size="small" variant="text" className="edit-banner-link" onClick={() => events.navigate(MANAGE_BOOKINGS_PATH)}>
        <SlIcon slot="prefix" name="arrow-left" aria-hidden="true" />
        Back to my bookings
      </SlButton>
    </div>
  ) : draft.offer && later.state === 'loaded' ? (
    <later.steps.DraftBanner draft={draft.offer} onContinue={draft.resume} onStartOver={draft.startOver} />
  ) : null;

  return (
    <>
      <Stepper banner={banner} />
      {/* 000 §9, 001 §2: the new booking stepper tour (NEW_STEPPER), on a new booking only. */}
      {reservationId ? null : <TourHost tours={stepperTours(viewer.features.ai.enableBookingChat)} />}
    </>
  );
}
