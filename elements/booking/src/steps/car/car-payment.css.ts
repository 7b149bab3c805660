/**
 * Step 3's styles (rendered in a <style> of the step, inside curb-booking's shadow root).
 * Service cards sit in a responsive grid; the price is the most prominent text of a card.
 * Colours come from the Shoelace tokens, so the dark theme follows.
 */
export const carPaymentCss = `
.car-step {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-2x-large);
}
.car-section {
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.car-section-title {
  padding: 0;
  margin: 0;
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
}
.car-section-intro {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-2x-small);
}
.car-section-title:focus {
  outline: none;
}
.car-section-note {
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
}
.service-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(15.5rem, 100%), 1fr));
  gap: var(--sl-spacing-medium);
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
}
.service-card {
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-medium) var(--sl-spacing-large);
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-0);
  cursor: pointer;
  transition: border-color var(--sl-transition-fast), box-shadow var(--sl-transition-fast), background var(--sl-transition-fast);
}
.service-card:hover:not(.is-disabled):not(.is-pending) {
  border-color: var(--sl-color-primary-500);
}
.service-radio {
  /* The radio covers the whole card: a click anywhere on it is a click on the radio. */
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
  z-index: 1;
}
.service-card:has(input:focus-visible) {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.service-card.is-selected {
  border-color: var(--sl-color-primary-600);
  box-shadow: 0 0 0 1px var(--sl-color-primary-600);
  background: var(--sl-color-primary-50);
}
.service-card.is-pending {
  cursor: progress;
}
.service-card.is-disabled {
  cursor: not-allowed;
  background: var(--sl-color-neutral-50);
  border-style: dashed;
}
.service-card.is-disabled .service-head,
.service-card.is-disabled .service-price-row {
  opacity: 0.6;
}
.service-head {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-small);
}
.service-card.is-selected .service-icon {
  --disc-background: var(--sl-color-primary-600);
  --disc-color: var(--sl-color-neutral-0);
}
.service-names {
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
}
.service-provider {
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
  overflow-wrap: anywhere;
}
.service-vehicle {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
}
.service-check {
  flex: 0 0 auto;
  font-size: 1.25rem;
  color: var(--sl-color-primary-600);
}
.service-price-row {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
  min-height: 3rem;
  justify-content: center;
}
.service-price {
  font-size: var(--sl-font-size-x-large);
  font-weight: var(--sl-font-weight-bold);
  line-height: var(--sl-line-height-dense);
  color: var(--sl-color-neutral-900);
  font-variant-numeric: tabular-nums;
}
.service-price.is-range {
  font-size: var(--sl-font-size-large);
}
.service-amount {
  white-space: nowrap;
}
.service-price-row[hidden] {
  display: none;
}
.service-grid.is-unavailable .service-card {
  padding-block: var(--sl-spacing-small);
}
.service-group-title {
  margin: var(--sl-spacing-small) 0 0;
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-700);
}
.service-price.is-none {
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-700);
}
.service-quote-type {
  font-size: var(--sl-font-size-x-small);
  color: var(--sl-color-neutral-700);
  letter-spacing: 0.02em;
}
.service-quote-type.is-guaranteed {
  color: var(--sl-color-success-700);
  font-weight: var(--sl-font-weight-semibold);
}
.service-pending {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-2x-small);
}
.service-pending sl-skeleton {
  width: 7rem;
  height: 1.5rem;
}
.service-pending span {
  font-size: var(--sl-font-size-x-small);
  color: var(--sl-color-neutral-700);
}
.service-badges {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-2x-small);
  margin: 0;
  padding: 0;
  list-style: none;
}
.service-badge {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-3x-small);
  padding: 0.125rem 0.5rem;
  border-radius: var(--sl-border-radius-pill);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  border: 1px solid transparent;
}
.service-badge.is-preferred {
  background: var(--sl-color-primary-100);
  color: var(--sl-color-primary-800);
}
.service-badge.is-sustainable {
  background: var(--sl-color-success-100);
  color: var(--sl-color-success-800);
}
.service-badge.is-diverse {
  background: var(--sl-color-violet-100);
  color: var(--sl-color-violet-800);
}
/* Issue 12: CO2 per quote, the lowest emitter, the sustainable suggestion. */
.service-co2 {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
  font-variant-numeric: tabular-nums;
}
.service-badge.is-lowest-co2 {
  background: var(--sl-color-teal-100);
  color: var(--sl-color-teal-800);
}
.service-badge.is-suggested {
  /* success-700: white text at AA contrast. */
  background: var(--sl-color-success-700);
  color: var(--sl-color-neutral-0);
}
.service-card.is-suggested:not(.is-selected) {
  border-color: var(--sl-color-success-500);
}
.co2-suggestion {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-success-300);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-success-50);
  color: var(--sl-color-success-900);
}
.co2-suggestion > sl-icon {
  font-size: 1.25rem;
  color: var(--sl-color-success-700);
}
.co2-suggestion p {
  flex: 1 1 16rem;
  margin: 0;
}
.service-reason {
  margin: 0;
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-800);
}
.car-state {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-large);
  border: 1px dashed var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-large);
  color: var(--sl-color-neutral-700);
}
.payment-group::part(form-control-label) {
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
  margin-bottom: var(--sl-spacing-small);
}
.payment-list {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  gap: var(--sl-spacing-small);
}
.payment-option {
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-0);
}
.payment-option[checked] {
  border-color: var(--sl-color-primary-600);
  background: var(--sl-color-primary-50);
}
.payment-option[disabled] {
  background: var(--sl-color-neutral-50);
  border-style: dashed;
}
/* Why an option cannot be chosen (an expired card) must stay readable (WCAG 1.4.3): Shoelace fades
   a disabled radio's text to half opacity; only its control is faded here, the dashed frame says the rest. */
.payment-option[disabled]::part(base) {
  opacity: 1;
}
.payment-option[disabled]::part(control) {
  opacity: 0.5;
}
.payment-option::part(base) {
  align-items: flex-start;
}
.payment-label {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
}
.payment-name {
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
}
.payment-detail {
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
}
.payment-detail.is-danger {
  color: var(--sl-color-danger-700);
  font-weight: var(--sl-font-weight-semibold);
}
`;
