import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Firm, User, UserSettings } from '@curbside/contracts';
import { stepperStore, type StepperState } from '@curbside/state';
import { useSession } from '@curbside/ui';

/**
 * The booking stepper's state (the page's one stepperStore, shared with curb-bookings).
 * Select primitives or stable references: a selector building a new object re-renders forever.
 */
export function useStepper<T>(selector: (state: StepperState) => T): T {
  return useStore(stepperStore, selector);
}

/** Who books and for which firm: the signed-in user, their settings and firm (null until loaded). */
export interface BookingContextValue {
  viewer: User | null;
  settings: UserSettings | null;
  firm: Firm | null;
}

export function useBookingContext(): BookingContextValue {
  const viewer = useSession((state) => state.userData?.user ?? null);
  const settings = useSession((state) => state.userData?.settings ?? null);
  const firm = useSession((state) => state.firm);
  return { viewer, settings, firm };
}

/**
 * Whether the step a component is in shows: false while the stepper draws the car step ahead of
 * Next, hidden (Stepper.tsx, next-step-preparation.ts); its effects that touch the booking wait.
 */
export const StepShownContext = createContext(true);

export function useStepShown(): boolean {
  return useContext(StepShownContext);
}
