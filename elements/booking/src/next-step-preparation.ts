import { useEffect, useEffectEvent, useState } from 'react';
import type { ApiClient } from '@curbside/api';
import type { ReservationRequest } from '@curbside/contracts';
import type { BookingStep, BookingValidationContext } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { useStepper } from './stepper-hooks.ts';
import type * as LaterStepsModule from './steps/later-steps.ts';

/** How long the form stays still, its step valid, before the next step is prepared. */
export const PREPARE_AFTER_STILL_MS = 250;

/**
 * issue 10: Next took 165-186 ms at a 4x CPU throttle (React's render of 'Date and location' and
 * its Shoelace components' first updates) and the quote list 380-420 ms (the car services, then
 * the quotes, asked for only at Next). Once the shown step passes its validator and the form has
 * been still for a moment, the next step is prepared while the user reaches for Next:
 * - on 'Passenger info', 'Date and location' is drawn ahead, unseen (the stepper keeps it in a
 *   StepPane, laid out; its fields read the stepper store, so nothing in it goes stale), and Next
 *   only shows it;
 * - on 'Date and location', the car services and their quotes are asked for
 *   (startCarServicesLoad: the same trip is asked for once; the car step takes that load), and
 *   once every provider has answered, `onCarServicesAnswered` is told the trip: the stepper draws
 *   the car step for it, hidden, with its prices.
 * Returns whether 'Date and location' is to be drawn hidden (until a new booking starts).
 */
export function useNextStepPreparation(
  step: BookingStep,
  rules: typeof LaterStepsModule | null,
  api: ApiClient,
  context: BookingValidationContext,
  onCarServicesAnswered: (request: ReservationRequest) => void,
): boolean {
  const pageViewGuid = useStepper((state) => state.pageViewGuid);
  const [preparedFor, setPreparedFor] = useState<{ guid: string | null } | null>(null);
  const { firm, timeFormat } = context;
  const answered = useEffectEvent(onCarServicesAnswered);

  useEffect(() => {
    if (!rules || step > 2) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const prepareWhenStill = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const state = stepperStore.getState();
        if (state.step !== step || Object.keys(rules.validateStep(step, state, { firm, timeFormat })).length > 0) return;
        if (step === 1) {
          setPreparedFor((current) => (current?.guid === state.pageViewGuid ? current : { guid: state.pageViewGuid }));
          return;
        }
        const request = rules.toReservationRequest(state);
        const load = rules.startCarServicesLoad(api, request);
        void load.done.then(() => {
          if (live && load.settled && stepperStore.getState().step === step) answered(request);
        });
      }, PREPARE_AFTER_STILL_MS);
    };
    prepareWhenStill();
    const unsubscribe = stepperStore.subscribe(prepareWhenStill);
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [rules, step, api, firm, timeFormat]);

  return preparedFor !== null && preparedFor.guid === pageViewGuid;
}
