import { createStore } from 'zustand/vanilla';
import type { TourType } from '@curbside/contracts';

/** The tour on screen: whose, which, and at which step (from 0). */
export interface ActiveTour {
  userId: number;
  tourType: TourType;
  stepIndex: number;
}

export interface TourStoreState {
  /** Tours started in this page session, as `userId:tourType` (spec 000 §9 'not already started'). */
  started: readonly string[];
  active: ActiveTour | null;
  hasStarted(userId: number, tourType: TourType): boolean;
  start(userId: number, tourType: TourType): void;
  goToStep(stepIndex: number): void;
  /** Takes the tour off screen; it stays started. */
  end(): void;
}

const startedKey = (userId: number, tourType: TourType) => `${userId}:${tourType}`;

export function createTourStore() {
  return createStore<TourStoreState>()((set, get) => ({
    started: [],
    active: null,
    hasStarted: (userId, tourType) => get().started.includes(startedKey(userId, tourType)),
    start: (userId, tourType) =>
      set((state) => ({
        started: state.started.includes(startedKey(userId, tourType)) ? state.started : [...state.started, startedKey(userId, tourType)],
        active: { userId, tourType, stepIndex: 0 },
      })),
    goToStep: (stepIndex) => set((state) => (state.active ? { active: { ...state.active, stepIndex } } : {})),
    end: () => set({ active: null }),
  }));
}

/** One per page (per bundle), so a remounted element neither restarts nor loses the tour on screen. */
export const tourStore = createTourStore();
