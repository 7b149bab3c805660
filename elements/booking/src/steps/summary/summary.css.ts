/**
 * Step 4's styles and the confirmation's (rendered in a <style> of the step, inside
 * curb-booking's shadow root). Theme tokens only, so the dark theme follows.
 */
export const summaryCss = `
.summary-step {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-large);
}
.summary-grid,
.notes-grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(19rem, 100%), 1fr));
  gap: var(--sl-spacing-medium);
}
.notes-grid {
  gap: var(--sl-spacing-large);
}
.summary-card {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-medium) var(--sl-spacing-large) var(--sl-spacing-large);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-0);
  min-width: 0;
}
.summary-card.is-wide {
  grid-column: 1 / -1;
}
.summary-card-head {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.summary-card-title {
  flex: 1 1 auto;
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--sl-color-neutral-700);
}
.summary-card-head > sl-icon {
  color: var(--sl-color-primary-600);
  font-size: 1.1rem;
}
.summary-card-head sl-button::part(base) {
  font-size: var(--sl-font-size-small);
}
.summary-rows {
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  margin: 0;
}
.summary-rows dt {
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
  padding-top: 0.1rem;
}
.summary-rows dd {
  margin: 0;
  color: var(--sl-color-neutral-900);
  overflow-wrap: anywhere;
}
.summary-muted {
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
.summary-people {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  margin: 0;
  padding: 0;
  list-style: none;
}
.summary-person {
  display: flex;
  flex-direction: column;
  gap: 0.1rem;
}
.summary-person-name {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  flex-wrap: wrap;
  font-weight: var(--sl-font-weight-semibold);
}
.summary-route {
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
}
.summary-stop {
  position: relative;
  display: grid;
  grid-template-columns: 1.25rem 1fr;
  gap: var(--sl-spacing-small);
  padding-bottom: var(--sl-spacing-medium);
}
.summary-stop:last-child {
  padding-bottom: 0;
}
.summary-stop::before {
  content: '';
  position: absolute;
  left: calc(0.625rem - 1px);
  top: 1.3rem;
  bottom: 0.1rem;
  border-left: 2px dotted var(--sl-color-neutral-400);
}
.summary-stop:last-child::before {
  display: none;
}
.summary-stop-dot {
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.1rem;
  display: grid;
  place-items: center;
  color: var(--sl-color-primary-600);
}
.summary-stop-body {
  display: flex;
  flex-direction: column;
  gap: 0.1rem;
  min-width: 0;
}
.summary-stop-kind {
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--sl-color-neutral-700);
}
.summary-stop-title {
  font-weight: var(--sl-font-weight-semibold);
  overflow-wrap: anywhere;
}
.summary-stop-extra {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-2x-small) var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-800);
}
.summary-stop-extra span {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-3x-small);
}
.summary-price-block {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
}
.summary-price {
  font-size: var(--sl-font-size-2x-large);
  font-weight: var(--sl-font-weight-bold);
  line-height: var(--sl-line-height-dense);
  font-variant-numeric: tabular-nums;
  color: var(--sl-color-neutral-900);
}
.summary-price.is-none {
  font-size: var(--sl-font-size-large);
  color: var(--sl-color-neutral-700);
}
.summary-service {
  --curb-inline-gap: var(--sl-spacing-small);
}
.summary-confirm {
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: var(--sl-spacing-medium);
}
.summary-confirm-total {
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin-inline-end: auto;
}
.summary-confirm-total span:first-child {
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
}
.summary-confirm-total span:last-child {
  font-size: var(--sl-font-size-x-large);
  font-weight: var(--sl-font-weight-bold);
  font-variant-numeric: tabular-nums;
}
.summary-confirm-total {
  align-items: flex-start;
}

/* ---- Confirmation ---- */
.confirmation {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--sl-spacing-large);
  padding: var(--sl-spacing-x-large) var(--sl-spacing-medium);
  text-align: center;
}
.confirmation-title {
  font-size: var(--sl-font-size-2x-large);
  font-weight: var(--sl-font-weight-bold);
  color: var(--sl-color-neutral-900);
  outline: none;
}
.confirmation-lead {
  color: var(--sl-color-neutral-700);
  max-width: 36rem;
}
.confirmation-facts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: var(--sl-spacing-medium);
  width: min(100%, 40rem);
  margin: 0;
  padding: var(--sl-spacing-medium) var(--sl-spacing-large);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-50);
}
.confirmation-fact {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
}
.confirmation-fact dt {
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--sl-color-neutral-700);
}
.confirmation-fact dd {
  margin: 0;
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-semibold);
  font-variant-numeric: tabular-nums;
  color: var(--sl-color-neutral-900);
  overflow-wrap: anywhere;
}
.confirmation-actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--sl-spacing-small);
}
`;
