import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { callQuietly } from '@curbside/api';
import { endpoints, type TourType } from '@curbside/contracts';
import { advanceTour, NEW_USER_TOUR_STEPS, shouldStartTour, type TourStepDefinition } from '@curbside/domain';
import { queryClient, useAdoptedStyles, useApi, useQuery, useSession } from '@curbside/ui';
import { blocksProductTour } from '../dialogs/session-dialog-order.ts';
import { useSessionDialog } from '../dialogs/session-dialog-store.ts';
import { Confetti } from './Confetti.tsx';
import { prefersReducedMotion } from './confetti.ts';
import { TourCard } from './TourCard.tsx';
import { tourStore } from './tour-store.ts';
import { tourCss } from './tour.css.ts';

/** The tours the shell itself shows; the others belong to the screens they explain. */
const SHELL_TOURS: Partial<Record<TourType, readonly TourStepDefinition[]>> = {
  NEW_USER: NEW_USER_TOUR_STEPS,
};

const nextTourKey = (userId: number | null) => ['users', 'next-tour', userId] as const;

/**
 * The product tour engine of the shell (spec 000 §9, 001 §2 Product tours). Once the session
 * has loaded and no session dialog is in front, it asks GET /users/next-tour (failure
 * ignored); when the new user tour should start it walks the user through its steps.
 * Finishing or skipping marks the tour seen (POST /users/seen-tour, failure ignored);
 * finishing ends with a short confetti.
 */
export function TourHost() {
  useAdoptedStyles(tourCss);
  const api = useApi();
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.userData?.user ?? null);
  const sessionDialog = useSessionDialog();
  const userId = user?.userId ?? null;
  const ready = isAuthenticated && user !== null && !blocksProductTour(user, sessionDialog);

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
    const tours = tourStore.getState();
    for (const tourType of Object.keys(SHELL_TOURS) as TourType[]) {
      const started = tours.hasStarted(userId, tourType);
      if (shouldStartTour({ tourType, tourTypeToShow: next.tourTypeToShow, seen: next.tourTypeToShowSeen, started })) {
        tours.start(userId, tourType);
      }
    }
  }, [ready, userId, next]);

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

  const steps = active ? SHELL_TOURS[active.tourType] : undefined;
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
