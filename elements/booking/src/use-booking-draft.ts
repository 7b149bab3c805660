import { useEffect, useRef, useState } from 'react';
import { hasBookingInput, stepperFieldsOfDraft, type BookingDraft } from '@curbside/domain';
import { bookingDrafts, sessionStore, stepperStore } from '@curbside/state';

/** How long the stepper stays still before its draft is written. */
const DRAFT_WRITE_AFTER_MS = 300;

export interface BookingDraftOffer {
  /** The user's unfinished booking, offered until they continue it or start over. */
  offer: BookingDraft | null;
  /** 'Continue your booking': the draft's steps come back, on the step the user left. */
  resume(): void;
  /** 'Start over': the draft goes and the stepper starts empty. */
  startOver(): void;
}

/**
 * issue 12 'Drafts survive': while a new booking is typed, every change is the signed-in user's
 * draft (localStorage, see @curbside/state bookingDrafts); entering the stepper empty offers the
 * user's draft. Saving waits while the offer stands, so typing before choosing never replaces it.
 * When another user signs in on the page (the intranet widget), the stepper starts empty for them.
 */
export function useBookingDraft(viewerId: number | null, editing: boolean): BookingDraftOffer {
  const [offer, setOffer] = useState<BookingDraft | null>(null);
  const owner = useRef<number | null>(null);

  useEffect(() => {
    if (viewerId === null || editing) return;
    const store = stepperStore.getState();
    if (owner.current !== null && owner.current !== viewerId) {
      store.setField('action', 'NEW');
      store.resetForNewBooking();
    }
    owner.current = viewerId;
    // A stepper still holding the booking (a sign-in in the middle on this page) just goes on.
    setOffer(hasBookingInput(stepperStore.getState()) ? null : bookingDrafts.load(viewerId));
  }, [viewerId, editing]);

  // Written once the stepper has been still for a moment, not in the middle of a keystroke or a
  // step change (a synchronous localStorage write took 4 ms of Next at a 4x throttle; issue 10),
  // and at once when the page is hidden or left.
  useEffect(() => {
    if (viewerId === null || editing || offer) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const write = () => {
      clearTimeout(timer);
      if (!pending) return;
      pending = false;
      bookingDrafts.save(viewerId, stepperStore.getState());
    };
    const writeWhenHidden = () => {
      if (document.visibilityState === 'hidden') write();
    };
    const unsubscribe = stepperStore.subscribe(() => {
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(write, DRAFT_WRITE_AFTER_MS);
    });
    addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', writeWhenHidden);
    return () => {
      unsubscribe();
      removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', writeWhenHidden);
      // Still this user's page (an offer taken, the element leaving): the last change is kept. After
      // a logout the draft is gone and stays gone.
      if (sessionStore.getState().userData?.user.userId === viewerId) write();
      else clearTimeout(timer);
    };
  }, [viewerId, editing, offer]);

  return {
    offer,
    resume: () => {
      if (!offer) return;
      stepperStore.getState().setFields(stepperFieldsOfDraft(offer));
      setOffer(null);
    },
    startOver: () => {
      if (viewerId !== null) bookingDrafts.clear(viewerId);
      const store = stepperStore.getState();
      store.setField('action', 'NEW');
      store.resetForNewBooking();
      setOffer(null);
    },
  };
}
