import { useEffect } from 'react';
import { endpoints } from '@curbside/contracts';
import type { PaymentOptions, ReservationRequest } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { useCall } from '@curbside/ui';
import { useBookingContext, useStepShown, useStepper } from '../stepper-hooks.ts';
import { carPaymentCss } from './car/car-payment.css.ts';
import { CarServiceList } from './car/CarServiceList.tsx';
import { CarState, type LoadState } from './car/CarState.tsx';
import { PaymentMethod } from './car/PaymentMethod.tsx';
import { defaultPaymentChoice, paymentChoices, paymentPatch, selectedPaymentChoice } from './car/payment-choices.ts';

/** designed */
export const PAYMENT_TEXTS = {
  loading: 'Loading payment methods…',
  loadFailed: 'Payment methods could not be loaded',
  none: 'No payment method is available. Add a credit card in Manage account.',
} as const;

/**
 * Step 3, Car and payment (spec 001 §2, §3, §5, §7): the trip's car services with their
 * quotes as they arrive, and how the ride is paid. Reads and writes the stepper store only;
 * the stepper's Next runs validateCarPaymentStep. `request` is the trip it is drawn for: as it
 * stands on entering the step, or the completed trip it was drawn for ahead of Next (Stepper.tsx);
 * steps 1-2 cannot change while this one shows.
 */
export function CarPaymentStep({ request }: { request: ReservationRequest }) {
  const { firm } = useBookingContext();
  const billingSystem = firm?.firmBillingProfile.billingSystem ?? null;
  const errors = useStepper((s) => s.validationErrors);
  const paymentOption = useStepper((s) => s.paymentOption);
  const creditCard = useStepper((s) => s.creditCard);
  const billCompany = useStepper((s) => s.billCompany);
  // Cached under the contract's key: a card added or deleted in the account dialog while this
  // step shows makes it stale, and it refetches (the 'Add a credit card in Manage account' path).
  // Drawn ahead of Next (hidden), the step asks for them, and preselects one, once it shows.
  const shown = useStepShown();
  const payment = useCall(endpoints.reservations.paymentOptions, { body: { reservationRequest: request } }, { staleTime: 0, retry: false, enabled: shown });
  const options: LoadState<PaymentOptions> = payment.data
    ? { state: 'ready', value: payment.data }
    : payment.isError ? { state: 'failed', message: errorText(payment.error) } : { state: 'loading' };

  useEffect(() => {
    if (!shown || !payment.data) return;
    const state = stepperStore.getState();
    const choices = paymentChoices(payment.data, state.creditCard, new Date());
    // Preselect the server's default when nothing is chosen yet.
    if (selectedPaymentChoice(state, billingSystem) === '') {
      const preset = defaultPaymentChoice(choices, payment.data.defaultOption);
      if (preset) state.setFields(paymentPatch(preset, billingSystem));
    }
  }, [shown, payment.data, billingSystem]);

  const choices = options.state === 'ready' ? paymentChoices(options.value, creditCard, new Date()) : [];
  const selected = selectedPaymentChoice({ paymentOption, creditCard, billCompany }, billingSystem);
  const paymentError = errors.creditCard ?? errors.paymentOption ?? errors.billCompany ?? null;

  return (
    <section className="car-step" aria-label="Car and payment">
      <style>{carPaymentCss}</style>
      <CarServiceList request={request} error={errors.chosenCarService ?? null} />
      {options.state === 'loading' && (
        <div className="car-section">
          <span className="car-section-title">Payment method</span>
          <CarState icon="spinner" role="status">{PAYMENT_TEXTS.loading}</CarState>
        </div>
      )}
      {options.state === 'failed' && (
        <div className="car-section" data-field="paymentOption">
          <span className="car-section-title">Payment method</span>
          <CarState icon="exclamation-triangle" role="alert" onRetry={() => void payment.refetch()}>
            {PAYMENT_TEXTS.loadFailed}: {options.message}
          </CarState>
        </div>
      )}
      {options.state === 'ready' && choices.length === 0 && (
        <div className="car-section" data-field="paymentOption">
          <span className="car-section-title">Payment method</span>
          <CarState icon="credit-card" role="status">{PAYMENT_TEXTS.none}</CarState>
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
