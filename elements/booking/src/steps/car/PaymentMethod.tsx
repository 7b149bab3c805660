import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import type SlRadioGroupElement from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.component.js';
import type SlRadioElement from '@shoelace-style/shoelace/dist/components/radio/radio.component.js';
import { COMPANY_CHOICE, type PaymentChoice } from './payment-choices.ts';

/**
 * issue 12: an expired card was greyed but read out as choosable. sl-radio writes aria-disabled
 * when connected and then only on later changes: React sets `disabled` after connecting, inside
 * the radio's first update, so the attribute stayed 'false'. Written again once the radio drew.
 */
function exposeDisabled(radio: SlRadioElement | null, disabled: boolean): void {
  void radio?.updateComplete.then(() => radio.setAttribute('aria-disabled', String(disabled)));
}

export interface PaymentMethodProps {
  choices: readonly PaymentChoice[];
  value: string;
  error: string | null;
  onChoose(choice: PaymentChoice): void;
}

/**
 * 'Payment method' (spec 001 §3 payment options, §5 Payment): one radio per card and 'Bill to
 * company'; an expired card is listed but cannot be chosen and says 'Expired on MM/YY'.
 */
export function PaymentMethod({ choices, value, error, onChoose }: PaymentMethodProps) {
  const onChange = (event: Event) => {
    const picked = (event.target as SlRadioGroupElement).value;
    const choice = choices.find((c) => c.value === picked);
    if (choice && !choice.disabled) onChoose(choice);
  };
  return (
    <div className="car-section" data-field="paymentOption">
      <SlRadioGroup
        className="payment-group"
        label="Payment method"
        name="payment-method"
        data-field="creditCard"
        value={value}
        onSlChange={onChange}
        aria-invalid={error ? 'true' : undefined}
      >
        <div className="payment-list">
          {choices.map((choice) => {
            const expired = choice.disabled && choice.entry !== null;
            return (
              <SlRadio
                key={choice.value}
                className="payment-option"
                value={choice.value}
                disabled={choice.disabled}
                ref={(radio) => exposeDisabled(radio, choice.disabled)}
              >
                <span className="payment-label">
                  <span className="curb-inline payment-name">
                    <SlIcon name={choice.value === COMPANY_CHOICE ? 'building' : 'credit-card'} aria-hidden="true" />
                    {choice.label}
                  </span>
                  {choice.detail && <span className={`payment-detail${expired ? ' is-danger' : ''}`}>{choice.detail}</span>}
                  {choice.value === COMPANY_CHOICE && <span className="payment-detail">Your company is invoiced for the ride</span>}
                </span>
              </SlRadio>
            );
          })}
        </div>
      </SlRadioGroup>
      {error && (
        <p className="field-error" role="alert">
          <SlIcon name="exclamation-circle" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
