import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { callQuietly } from '@curbside/api';
import { endpoints, type TourType } from '@curbside/contracts';
import { queryClient } from '@curbside/state';
import { advanceTour, shouldStartTour, type TourStepDefinition } from '@curbside/domain';
import { useApi } from '../api-hooks.ts';
import { useAdoptedStyles } from '../inputs/adopt-styles.ts';
import { useQuery } from '../query-hooks.ts';
import { useSession } from '../store-hooks.ts';
import { Confetti } from './Confetti.tsx';
import { prefersReducedMotion } from './confetti.ts';
import { TourCard } from './TourCard.tsx';
import { tourStore } from './tour-store.ts';
import { tourCss } from './tour.css.ts';

/** The tours an element shows, each with its steps; the step targets are looked up in that element's shadow root. */
export type TourSteps = Partial<Record<TourType, readonly TourStepDefinition[]>>;

export interface TourHostProps {
  /** The tours this element explains (the shell: NEW_USER; curb-reports: COLUMNS_TOUR). */
  tours: TourSteps;
  /** Something in front that the tour must wait for (the shell's session dialogs); false when absent. */
  blocked?: boolean;
}

/** GET /users/next-tour, one answer per user for the page session (shared by every tour host of one bundle). */
const nextTourKey = (userId: number | null) => ['users', 'next-tour', userId] as const;

/**
 * The product tour engine (spec 000 §9, 001 §2 Product tours), mounted by any element for its
 * own tours. Once the session has loaded and nothing blocks it, it asks GET /users/next-tour
 * (failure ignored); when one of its tours should start it walks the user through its steps,
 * each card next to its `attachTo` target inside the element's shadow root. Finishing or
 * skipping marks the tour seen (POST /users/seen-tour, failure ignored); finishing ends with a
 * short confetti.
 */
export function TourHost({ tours, blocked = false }: TourHostProps) {
  useAdoptedStyles(tourCss);
  const api = useApi();
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const userId = useSession((state) => state.userData?.user.userId ?? null);
  const ready = isAuthenticated && userId !== null && !blocked;

  const nextTour = useQuery({
    queryKey: nextTourKey(userId),
    queryFn: () => api.call(endpoints.users.nextTour),
    enabled: ready,
    // spec 000 §7: next-tour failures are silently ignored; the server answer holds for the session.
    retry: false,
    staleTime: Infinity,
  });
  const next = nextTour.data;

  useEffect(() => {
    if (!ready || userId === null || !next) return;
    const store = tourStore.getState();
    for (const tourType of Object.keys(tours) as TourType[]) {
      const started = store.hasStarted(userId, tourType);
      if (shouldStartTour({ tourType, tourTypeToShow: next.tourTypeToShow, seen: next.tourTypeToShowSeen, started })) {
        store.start(userId, tourType);
      }
    }
  }, [ready, userId, next, tours]);

  const active = useStore(tourStore, (state) => state.active);
  const [confetti, setConfetti] = useState(0);
  const hideConfetti = useCallback(() => setConfetti(0), []);

  const end = useCallback(
    (finished: boolean) => {
      const current = tourStore.getState().active;
      if (!current) return;
      tourStore.getState().end();
      queryClient.setQueryData(nextTourKey(current.userId), (answer: typeof next) => answer && { ...answer, tourTypeToShowSeen: true });
      // spec 000 §9: finishing marks the tour seen on the server, and failure is ignored.
      void callQuietly(api.call(endpoints.users.seenTour, { body: { seenTourType: current.tourType } }));
      if (finished && !prefersReducedMotion()) setConfetti((burst) => burst + 1);
    },
    [api],
  );

  const steps = active ? tours[active.tourType] : undefined;
  const step = active && steps ? steps[active.stepIndex] : undefined;
  const showCard = active !== null && steps !== undefined && step !== undefined && active.userId === userId && ready;

  return (
    <>
      {showCard && (
        <TourCard
          step={step}
          stepIndex={active.stepIndex}
          stepCount={steps.length}
          onNext={() => {
            const move = advanceTour(active.stepIndex, steps.length);
            if (move.finished) end(true);
            else tourStore.getState().goToStep(move.stepIndex);
          }}
          onSkip={() => end(false)}
        />
      )}
      {confetti > 0 && <Confetti key={confetti} onDone={hideConfetti} />}
    </>
  );
}
