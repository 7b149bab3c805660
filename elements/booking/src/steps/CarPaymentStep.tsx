import { useEffect, useMemo, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { endpoints } from '@curbside/contracts';
import type { PaymentOptions } from '@curbside/contracts';
import { errorText, toReservationRequest } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { useApi } from '@curbside/ui';
import { useBookingContext, useStepper } from '../stepper-hooks.ts';
import { carPaymentCss } from './car/car-payment.css.ts';
import { CarServiceList } from './car/CarServiceList.tsx';
import { PaymentMethod } from './car/PaymentMethod.tsx';
import { defaultPaymentChoice, paymentChoices, paymentPatch, selectedPaymentChoice } from './car/payment-choices.ts';

/** designed */
export const PAYMENT_TEXTS = {
  loading: 'Loading payment methods…',
  loadFailed: 'Payment methods could not be loaded',
  none: 'No payment method is available. Add a credit card in Manage account.',
} as const;

type OptionsState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; options: PaymentOptions };

/**
 * Step 3, Car and payment (spec 001 §2, §3, §5, §7): the trip's car services with their
 * quotes as they arrive, and how the ride is paid. Reads and writes the stepper store only;
 * the stepper's Next runs validateCarPaymentStep.
 */
export function CarPaymentStep() {
  const api = useApi();
  const { firm } = useBookingContext();
  const billingSystem = firm?.firmBillingProfile.billingSystem ?? null;
  // The trip as it stands on entering the step (steps 1-2 cannot change while this one shows).
  const request = useMemo(() => toReservationRequest(stepperStore.getState()), []);
  const errors = useStepper((s) => s.validationErrors);
  const paymentOption = useStepper((s) => s.paymentOption);
  const creditCard = useStepper((s) => s.creditCard);
  const billCompany = useStepper((s) => s.billCompany);
  const [options, setOptions] = useState<OptionsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setOptions({ state: 'loading' });
    api.call(endpoints.reservations.paymentOptions, { body: { reservationRequest: request }, signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setOptions({ state: 'ready', options: answer });
        const state = stepperStore.getState();
        const choices = paymentChoices(answer, state.creditCard, new Date());
        // Preselect the server's default when nothing is chosen yet.
        if (selectedPaymentChoice(state, billingSystem) === '') {
          const preset = defaultPaymentChoice(choices, answer.defaultOption);
          if (preset) state.setFields(paymentPatch(preset, billingSystem));
        }
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setOptions({ state: 'failed', message: errorText(err) });
      },
    );
    return () => controller.abort();
  }, [api, request, attempt, billingSystem]);

  const choices = options.state === 'ready' ? paymentChoices(options.options, creditCard, new Date()) : [];
  const selected = selectedPaymentChoice({ paymentOption, creditCard, billCompany }, billingSystem);
  const paymentError = errors.creditCard ?? errors.paymentOption ?? errors.billCompany ?? null;

  return (
    <section className="car-step" aria-label="Car and payment">
      <style>{carPaymentCss}</style>
      <CarServiceList request={request} error={errors.chosenCarService ?? null} />
      {options.state === 'loading' && (
        <div className="car-section">
          <span className="car-section-title">Payment method</span>
          <div className="car-state" role="status">
            <SlSpinner aria-hidden="true" />
            <span>{PAYMENT_TEXTS.loading}</span>
          </div>
        </div>
      )}
      {options.state === 'failed' && (
        <div className="car-section" data-field="paymentOption">
          <span className="car-section-title">Payment method</span>
          <div className="car-state" role="alert">
            <SlIcon name="exclamation-triangle" aria-hidden="true" />
            <span>
              {PAYMENT_TEXTS.loadFailed}: {options.message}
            </span>
            <SlButton size="small" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </SlButton>
          </div>
        </div>
      )}
      {options.state === 'ready' && choices.length === 0 && (
        <div className="car-section" data-field="paymentOption">
          <span className="car-section-title">Payment method</span>
          <div className="car-state" role="status">
            <SlIcon name="credit-card" aria-hidden="true" />
            <span>{PAYMENT_TEXTS.none}</span>
          </div>
          {paymentError && <p className="field-error" role="alert">{paymentError}</p>}
        </div>
      )}
      {options.state === 'ready' && choices.length > 0 && (
        <PaymentMethod
          choices={choices}
          value={selected}
          error={paymentError}
          onChoose={(choice) => stepperStore.getState().setFields(paymentPatch(choice, billingSystem))}
        />
      )}
    </section>
  );
}
