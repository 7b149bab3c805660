import {
  bookingDraftKey, draftDecision, usableDraft, type BookingDraft, type BookingStepperFields,
} from '@curbside/domain';
import { sessionStore, type SessionStore } from './session-store.ts';

// issue 12 'Drafts survive': the booking stepper's draft in the browser's localStorage, one key
// per user. The rules (what is kept, for whom, how long) are the domain's booking-draft.ts.

/** The part of Web Storage drafts use. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface BookingDrafts {
  /** Stores the stepper's state as the user's draft; a confirmed booking drops it, an edit or an empty stepper leaves it. */
  save(userId: number, fields: BookingStepperFields): void;
  /** The user's draft when one may be offered (same user, under 24 hours); a stale or unreadable one is dropped. */
  load(userId: number): BookingDraft | null;
  clear(userId: number): void;
}

/** localStorage where the page may use it, else nothing is kept (a sandboxed frame, node). */
function browserDraftStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createBookingDrafts(storage: DraftStorage | null = browserDraftStorage(), now: () => Date = () => new Date()): BookingDrafts {
  // Storage full or denied: the booking still works, it is only not kept.
  const attempt = (write: (store: DraftStorage) => void) => {
    if (!storage) return;
    try {
      write(storage);
    } catch {
      // ignored, see above
    }
  };
  const clear = (userId: number) => attempt((store) => store.removeItem(bookingDraftKey(userId)));
  return {
    save(userId, fields) {
      const decision = draftDecision(fields, userId, now());
      if ('keep' in decision) attempt((store) => store.setItem(bookingDraftKey(userId), JSON.stringify(decision.keep)));
      else if ('drop' in decision) clear(userId);
    },
    load(userId) {
      let raw: string | null = null;
      attempt((store) => {
        raw = store.getItem(bookingDraftKey(userId));
      });
      const draft = usableDraft(raw, userId, now());
      if (!draft && raw !== null) clear(userId);
      return draft;
    },
    clear,
  };
}

/**
 * Logging out forgets the user's draft (issue 12: nothing kept after logout). The session store
 * loses its user only on logout (a 401 only clears the flag), so a sign-in in the middle keeps it.
 */
export function clearDraftOnLogout(drafts: BookingDrafts, session: SessionStore = sessionStore): () => void {
  return session.subscribe((state, previous) => {
    const leaving = previous.userData?.user.userId;
    if (leaving !== undefined && state.userData === null) drafts.clear(leaving);
  });
}

/** The page's drafts, watched by the page's session from the moment the state package loads. */
export const bookingDrafts: BookingDrafts = createBookingDrafts();
clearDraftOnLogout(bookingDrafts);
