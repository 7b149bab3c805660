import { useMemo } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useSession } from '@curbside/ui';
import { sessionDialogToShow, type SessionDialog } from './session-dialog-order.ts';

export interface SessionDialogState {
  /** The optional disclaimer closed without 'I Agree' in this page session (it returns on the next load). */
  dismissedDisclaimerId: number | null;
  dismissDisclaimer(firmDocumentId: number): void;
}

export function createSessionDialogStore() {
  return createStore<SessionDialogState>()((set) => ({
    dismissedDisclaimerId: null,
    dismissDisclaimer: (firmDocumentId) => set({ dismissedDisclaimerId: firmDocumentId }),
  }));
}

/** One per page, shared by the disclaimer, the terms dialog and the tour host. */
export const sessionDialogStore = createSessionDialogStore();

/** The session dialog showing now (disclaimer first, then the self-onboarding terms), or null. */
export function useSessionDialog(): SessionDialog | null {
  const user = useSession((state) => state.userData?.user ?? null);
  const firm = useSession((state) => state.firm);
  const dismissedDisclaimerId = useStore(sessionDialogStore, (state) => state.dismissedDisclaimerId);
  return useMemo(() => sessionDialogToShow({ user, firm, dismissedDisclaimerId }), [user, firm, dismissedDisclaimerId]);
}
