import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlProgressBar from '@shoelace-style/shoelace/dist/react/progress-bar/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import type { ReservationRequest } from '@curbside/contracts';
import type { BookingStep } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { FormActions, useApi, type FormError } from '@curbside/ui';
import { fieldPathsIn, focusField } from './field.ts';
import { BOOKING_STEPS, STEPPER_LOADING_TEXT, canVisitStep, firstInvalidField, nextStep, previousStep, stepPositionText } from './stepper-logic.ts';
import { StepPane } from './StepPane.tsx';
import { useNextStepPreparation } from './next-step-preparation.ts';
import { loadLaterSteps, useLaterSteps, type LaterStepsState } from './step-loader.ts';
import { StepShownContext, useBookingContext, useStepper } from './stepper-hooks.ts';
import { PassengerStep } from './steps/PassengerStep.tsx';

const NO_FORM_ERRORS: readonly FormError[] = [];

/** Focuses the first invalid field of the shown step (after React drew the messages). */
function focusFirstInvalid(body: HTMLElement | null): boolean {
  if (!body) return false;
  const errors = stepperStore.getState().validationErrors;
  const path = firstInvalidField(fieldPathsIn(body), errors);
  if (path === null) return false;
  focusField(body, path);
  return true;
}

/**
 * issue 12: the sticky Back / Next bar must not cover the control that has the focus (it took the
 * click of a 'Meet and greet' switch scrolled to the bottom). The browser scrolls a focused
 * control just into view, under the bar; this scrolls it back above, by the control's
 * scroll-margin (booking.css.ts), which is the bar's height.
 */
function keepAboveBar(control: EventTarget | null, bar: HTMLElement | null): void {
  if (!(control instanceof HTMLElement) || !bar || bar.contains(control)) return;
  const covered = control.getBoundingClientRect().bottom > bar.getBoundingClientRect().top;
  if (covered) control.scrollIntoView({ block: 'nearest' });
}

/**
 * The four steps of spec 001 §2 with their header (earlier steps can be revisited) and the
 * Back / Next bar. Next runs the step's validator of 001 §5, keeps the messages in the
 * stepper store (each shows under its field) and focuses the first invalid field; what the
 * user typed is never cleared. Back never validates.
 */
export function Stepper({ banner }: { banner?: ReactNode }) {
  const step = useStepper((state) => state.step);
  const confirmed = useStepper((state) => state.reservationResponse !== null);
  const { firm, settings } = useBookingContext();
  const api = useApi();
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepperRef = useRef<HTMLDivElement>(null);
  /** When a pointer last pressed in the step: a clicked control is where the user sees it, and
   * scrolling it between press and release would lose the click. */
  const pressedAt = useRef(0);
  const firstRender = useRef(true);
  const later = useLaterSteps(step !== 1);
  // The step rules come with the later steps' chunk; any message before that (none is set without
  // them) counts for the shown step.
  const stepOf = later.state === 'loaded' ? later.steps.stepOfField : null;
  const stepErrorCount = useStepper((state) => Object.keys(state.validationErrors).filter((path) => !stepOf || stepOf(path) === state.step).length);
  /** The shown step's form is drawn (steps 2 to 4 once their chunk is here). */
  const drawn = step === 1 || later.state === 'loaded';
  const laterSteps = later.state === 'loaded' ? later.steps : null;
  const timeFormat = settings?.timeFormat ?? null;
  /**
   * The car step's drawing, one per trip (its `request`): drawn ahead, hidden, for the completed
   * trip of 'Date and location' once every provider answered, with the prices; entering the car
   * step shows it only when the trip is still that one, else a drawing for the trip as it stands.
   */
  const [carDrawing, setCarDrawing] = useState<CarDrawing | null>(null);
  const drawCarStepFor = (request: ReservationRequest) => {
    if (!laterSteps) return;
    const trip = laterSteps.carServicesTripKey(request);
    const guid = stepperStore.getState().pageViewGuid;
    setCarDrawing((current) => (current?.trip === trip && current.guid === guid ? current : { id: (current?.id ?? 0) + 1, trip, guid, request }));
  };
  /** 'Date and location' is drawn hidden once 'Passenger info' is complete, so Next only shows it. */
  const dateLocationPrepared = useNextStepPreparation(step, laterSteps, api, { firm, timeFormat }, drawCarStepFor);
  // Entering the car step (Next, Back from the summary, a request from the assistant) or its code
  // arriving there: a drawing for the trip as it stands (React's pattern for a state that follows
  // a change: the step and chunk last seen are state too).
  const [carCheck, setCarCheck] = useState<{ step: BookingStep; loaded: boolean } | null>(null);
  if (carCheck?.step !== step || carCheck.loaded !== (laterSteps !== null)) {
    setCarCheck({ step, loaded: laterSteps !== null });
    if (step === 3 && laterSteps) drawCarStepFor(laterSteps.toReservationRequest(stepperStore.getState()));
  }
  const pageViewGuid = useStepper((state) => state.pageViewGuid);
  // 'Passenger info' is drawn anew for a booking started while a later step showed (a booking
  // started on step 1 keeps it, as the first one does when the stepper sets its page view).
  const [passengerPane, setPassengerPane] = useState({ guid: pageViewGuid, step, key: 0 });
  if (passengerPane.guid !== pageViewGuid || passengerPane.step !== step) {
    const newBookingElsewhere = passengerPane.guid !== pageViewGuid && passengerPane.step !== 1;
    setPassengerPane({ guid: pageViewGuid, step, key: passengerPane.key + (newBookingElsewhere ? 1 : 0) });
  }
  const passengerPaneKey = passengerPane.key;
  // One element per step: showing or hiding a step's pane does not draw the step again.
  const passengerStep = useMemo(() => <PassengerStep />, []);
  const dateLocationStep = useMemo(() => (laterSteps ? <laterSteps.DateLocationStep /> : null), [laterSteps]);

  // A new step: its first invalid field (sent back from the summary) or its heading gets the focus,
  // once the step is drawn.
  useEffect(() => {
    if (!drawn) return;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (!focusFirstInvalid(bodyRef.current)) {
        headingRef.current?.focus({ preventScroll: true });
        headingRef.current?.scrollIntoView({ block: 'nearest' });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [step, drawn]);

  // The user starts on the form: fetch steps 2 to 4 now, so Next finds them here.
  const startLaterSteps = () => {
    if (later.state !== 'loaded') loadLaterSteps().catch(() => {});
  };

  const next = async () => {
    const from = stepperStore.getState().step;
    // The step rules come with the later steps' chunk (loading since the user started on the form).
    const rules = later.state === 'loaded' ? later.steps : await loadLaterSteps().catch(() => null);
    const state = stepperStore.getState();
    if (!rules || state.step !== from) return;
    const errors = rules.validateStep(state.step, state, { firm, timeFormat });
    state.setValidationErrors(errors);
    if (Object.keys(errors).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(bodyRef.current));
      return;
    }
    // Leaving 'Date and location': the car services and their quotes are asked for now, unless the
    // complete step already asked for this trip (next-step-preparation.ts, issue 10).
    if (state.step === 2) rules.startCarServicesLoad(api, rules.toReservationRequest(state));
    state.goToStep(nextStep(state.step));
  };

  const goTo = (target: BookingStep) => {
    const state = stepperStore.getState();
    // Going back never validates; old messages would only confuse on the way forward.
    state.setValidationErrors({});
    state.goToStep(target);
  };

  const label = BOOKING_STEPS.find((entry) => entry.step === step)?.label ?? '';

  return (
    <div className="stepper" part="stepper" ref={stepperRef} onPointerDownCapture={startLaterSteps} onKeyDownCapture={startLaterSteps} onFocusCapture={startLaterSteps}>
      {banner}
      {/* A narrow stepper (a phone, a small widget) has no room for four labels: one line and a bar instead. */}
      <div className="steps-compact">
        <p className="steps-compact-text">
          {stepPositionText(step)} · {label}
        </p>
        <SlProgressBar className="steps-compact-bar" value={(confirmed ? BOOKING_STEPS.length : step) * (100 / BOOKING_STEPS.length)} label="Booking progress" />
      </div>
      <nav className="steps" part="steps" aria-label="Booking steps">
        <ol>
          {BOOKING_STEPS.map((entry) => {
            const done = entry.step < step || confirmed;
            const current = entry.step === step && !confirmed;
            const visitable = canVisitStep(entry.step, step) && !confirmed;
            const content = (
              <>
                {/* Both drawn from the start: the first Next does not fetch and draw the tick (issue 10). */}
                <span className="step-index" aria-hidden="true">
                  <SlIcon name="check-lg" className="step-tick" />
                  <span className="step-number">{entry.step}</span>
                </span>
                <span className="step-label">{entry.label}</span>
              </>
            );
            return (
              <li key={entry.step} className={`step${done ? ' is-done' : ''}${current ? ' is-current' : ''}`}>
                {visitable ? (
                  <button type="button" className="step-link" onClick={() => goTo(entry.step)} aria-label={`Step ${entry.step}, ${entry.label} (done): go back`}>
                    {content}
                  </button>
                ) : (
                  <span className="step-link" aria-current={current ? 'step' : undefined}>
                    <span className="visually-hidden">Step {entry.step}, </span>
                    {content}
                    {done && <span className="visually-hidden"> (done)</span>}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      {/* A control reached with the keyboard is kept out from under the sticky bar. */}
      <div
        className="step-frame"
        ref={bodyRef}
        onPointerDown={() => {
          pressedAt.current = performance.now();
        }}
        onFocus={(event) => {
          if (performance.now() - pressedAt.current < 1000) return;
          keepAboveBar(event.target, stepperRef.current?.querySelector<HTMLElement>('.actions') ?? null);
        }}
      >
        <div className="step-title">
          <p className="step-eyebrow" aria-hidden="true">{stepPositionText(step)}</p>
          <h2 className="step-heading" tabIndex={-1} ref={headingRef}>
            {label}
          </h2>
        </div>
        {stepErrorCount > 0 && step < 4 && (
          <SlAlert variant="danger" open className="step-alert">
            <SlIcon slot="icon" name="exclamation-octagon" aria-hidden="true" />
            {stepErrorCount === 1 ? 'One field needs your attention.' : `${stepErrorCount} fields need your attention.`}
          </SlAlert>
        )}
        {/* Kept while the later steps show, so leaving it and coming Back only hide and show it. */}
        <StepPane key={passengerPaneKey} shown={step === 1}>
          {passengerStep}
        </StepPane>
        {step !== 1 && !laterSteps && <StepLoading later={later} />}
        {laterSteps && (step === 2 || step === 3 || (step === 1 && dateLocationPrepared)) && (
          // Drawn ahead while 'Passenger info' shows (its effects only settle what its own fields
          // hold), kept while the car step shows; a new booking draws it anew.
          <StepPane key={pageViewGuid ?? ''} shown={step === 2}>
            {dateLocationStep}
          </StepPane>
        )}
        {laterSteps && carDrawing?.guid === pageViewGuid && (step === 3 || step === 2) && (
          // Drawn ahead while 'Date and location' shows: laid out, unseen, its effects waiting.
          <StepPane key={carDrawing.id} shown={step === 3}>
            <StepShownContext value={step === 3}>
              <laterSteps.CarPaymentStep request={carDrawing.request} />
            </StepShownContext>
          </StepPane>
        )}
        {step === 4 && laterSteps && <laterSteps.SummaryStep />}
      </div>

      {/* The shared sticky form footer; the step's own alert above says what needs attention and Next focuses it. */}
      {!confirmed && (
        <FormActions className="actions" part="actions" errors={NO_FORM_ERRORS} attempted={false}>
          {/* Drawn on step 1 too, out of the layout there: the first Next does not build it. */}
          <SlButton size="large" className={`back-button${step === 1 ? ' is-away' : ''}`} onClick={() => step > 1 && goTo(previousStep(step))}>
            <SlIcon slot="prefix" name="arrow-left" aria-hidden="true" />
            Back
          </SlButton>
          {step < 4 && (
            <SlButton size="large" variant="primary" className="next-button" onClick={() => void next()}>
              Next
              <SlIcon slot="suffix" name="arrow-right" aria-hidden="true" />
            </SlButton>
          )}
        </FormActions>
      )}
    </div>
  );
}

/** The car step drawn for one trip (`trip`: its key, carServicesTripKey) of one booking (`guid`, its page view). */
interface CarDrawing {
  id: number;
  trip: string;
  guid: string | null;
  request: ReservationRequest;
}

/** Steps 2 to 4 while their chunk loads (or failed to: a retry). */
function StepLoading({ later }: { later: LaterStepsState }) {
  if (later.state === 'failed') {
    return (
      <div className="booking-state" role="alert">
        <SlIcon name="exclamation-triangle" aria-hidden="true" className="state-icon" />
        <p>This step could not be loaded.</p>
        <SlButton onClick={later.retry}>Try again</SlButton>
      </div>
    );
  }
  return (
    <div className="booking-state" role="status">
      <SlSpinner aria-hidden="true" />
      <p>{STEPPER_LOADING_TEXT}</p>
    </div>
  );
}
