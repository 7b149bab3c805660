/**
 * curb-booking's own styles, adopted into its shadow root after the theme. A roomy column
 * (at most 960px): the step header, the step's sections as cards, the Back / Next bar.
 * Theme tokens only, so the dark theme follows; nothing depends on the host page.
 */
export const bookingCss = `
.curb-root {
  --curb-booking-card: var(--sl-color-neutral-0);
  --curb-booking-border: var(--sl-color-neutral-200);
  --curb-booking-accent: var(--sl-color-primary-700);
  --curb-booking-muted: var(--sl-color-neutral-700);
  /* Our own ground: a dark widget on a light host page keeps its contrast. */
  background: var(--curb-booking-background, var(--sl-color-neutral-0));
}
.curb-root.sl-theme-dark {
  --curb-booking-card: var(--sl-color-neutral-50);
  --curb-booking-border: var(--sl-color-neutral-200);
  --curb-booking-accent: var(--sl-color-primary-600);
}
.sl-theme-dark sl-input,
.sl-theme-dark sl-select {
  color-scheme: dark;
}

/* ---- frame ---- */
.stepper {
  /* The step header follows the stepper's own width (a phone, a narrow intranet widget), not the window's. */
  container: stepper / inline-size;
  max-width: var(--curb-booking-max-width, 960px);
  margin: 0 auto;
  padding: var(--sl-spacing-large) var(--sl-spacing-medium) var(--sl-spacing-2x-large);
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-large);
}
.booking-state {
  max-width: var(--curb-booking-max-width, 960px);
  margin: 0 auto;
  padding: var(--sl-spacing-3x-large) var(--sl-spacing-large);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--sl-spacing-small);
  text-align: center;
  color: var(--curb-booking-muted);
}
.booking-state p {
  margin: 0;
}
.booking-state sl-spinner {
  font-size: 2rem;
}
.state-icon {
  font-size: 2rem;
  color: var(--sl-color-neutral-500);
}
.state-actions {
  display: flex;
  gap: var(--sl-spacing-small);
}

/* ---- notices: a tinted line with an icon (editing a booking, a check's advice, the summary's edit note, the follow-up offer) ---- */
.edit-banner,
.booking-advice,
.summary-edit-note,
.confirmation-followup {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
  margin: 0;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  border: 1px solid var(--notice-border);
  border-radius: var(--sl-border-radius-large);
  background: var(--notice-background);
  color: var(--notice-color);
  font-size: var(--sl-font-size-small);
}
.edit-banner,
.confirmation-followup {
  --notice-background: var(--sl-color-primary-50);
  --notice-border: var(--sl-color-primary-200);
  --notice-color: var(--sl-color-primary-900);
}
.booking-advice.is-ok {
  --notice-background: var(--sl-color-success-50);
  --notice-border: var(--sl-color-success-200);
  --notice-color: var(--sl-color-success-800);
}
.booking-advice.is-warning,
.summary-edit-note {
  --notice-background: var(--sl-color-warning-50);
  --notice-border: var(--sl-color-warning-200);
  --notice-color: var(--sl-color-warning-900);
}
.edit-banner-link,
.draft-banner-actions {
  margin-inline-start: auto;
}
.draft-banner > span:first-of-type {
  flex: 1 1 20rem;
}
.confirmation-followup {
  justify-content: center;
}

/* ---- icon discs: a car service's vehicle (step 3, the summary) and the confirmation's check ---- */
.service-icon,
.summary-service-icon,
.confirmation-icon {
  flex: 0 0 auto;
  display: grid;
  place-items: center;
  width: var(--disc-size, 2.5rem);
  height: var(--disc-size, 2.5rem);
  border-radius: var(--sl-border-radius-circle);
  background: var(--disc-background, var(--sl-color-neutral-100));
  color: var(--disc-color, var(--sl-color-neutral-700));
  font-size: calc(var(--disc-size, 2.5rem) / 2);
}
.summary-service-icon {
  --disc-background: var(--sl-color-primary-100);
  --disc-color: var(--sl-color-primary-700);
}
.confirmation-icon {
  --disc-size: 4rem;
  --disc-background: var(--sl-color-success-100);
  --disc-color: var(--sl-color-success-700);
}

/* ---- step header ---- */
.steps ol {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: var(--sl-spacing-x-small);
  counter-reset: none;
}
.step {
  position: relative;
  min-width: 0;
}
.step-link {
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  width: 100%;
  padding: var(--sl-spacing-small) var(--sl-spacing-x-small) var(--sl-spacing-small) 0;
  border-bottom: 3px solid var(--sl-color-neutral-200);
  color: var(--curb-booking-muted);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
}
button.step-link {
  cursor: pointer;
}
button.step-link:hover .step-label {
  text-decoration: underline;
}
button.step-link:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: 2px;
  border-radius: var(--sl-border-radius-small);
}
.step.is-done .step-link {
  border-bottom-color: var(--curb-booking-accent);
  color: var(--sl-color-neutral-800);
}
.step.is-current .step-link {
  border-bottom-color: var(--curb-booking-accent);
  color: var(--sl-color-neutral-900);
}
.step-index {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid var(--sl-color-neutral-300);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-bold);
  background: var(--curb-booking-card);
}
.step.is-current .step-index {
  background: var(--curb-booking-accent);
  border-color: var(--curb-booking-accent);
  color: var(--sl-color-neutral-0);
}
.sl-theme-dark .step.is-current .step-index {
  color: var(--sl-color-neutral-1000);
}
.step:not(.is-done) .step-tick,
.step.is-done .step-number {
  display: none;
}
.step.is-done .step-index {
  border-color: var(--curb-booking-accent);
  color: var(--curb-booking-accent);
}
.step-label {
  min-width: 0;
  /* Wrapped, never cut ('Passen...'): a tablet's column is narrow. */
  line-height: var(--sl-line-height-dense);
}
.steps-compact {
  display: none;
}
.steps-compact-text {
  margin: 0;
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-800);
}
.steps-compact-bar {
  --height: 6px;
  --indicator-color: var(--curb-booking-accent);
}
/* A phone: 'Step 1 of 4 · Passenger info' over a progress bar instead of the four labelled steps. */
@container stepper (max-width: 34rem) {
  .steps {
    display: none;
  }
  .steps-compact {
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-x-small);
  }
  .step-eyebrow {
    display: none;
  }
  /* The address takes the whole line; 'Saved' goes under it. */
  .address-row {
    flex-wrap: wrap;
  }
  .address-input {
    flex-basis: 100%;
  }
  .quick-picks {
    margin-top: 0;
  }
}

/* ---- the step ---- */
.step-frame {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
  position: relative;
}
/* A step drawn while another shows (StepPane.tsx): out of the flow, 0 px tall, laid out at the
   step's width; unseen and out of reach while it is drawn, then kept by content-visibility. */
.step-pane:not(.is-shown) {
  position: absolute;
  inset-inline: 0;
  top: 0;
  height: 0;
  overflow: clip;
}
.step-pane.is-drawing {
  visibility: hidden;
}
.step-pane.is-kept {
  content-visibility: hidden;
}
.step-heading {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-small);
  margin: 0;
  font-size: var(--sl-font-size-x-large);
  font-weight: var(--sl-font-weight-semibold);
  line-height: var(--sl-line-height-dense);
  outline: none;
}
.step-eyebrow {
  margin: 0 0 var(--sl-spacing-3x-small);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--curb-booking-muted);
}
.step-alert::part(base) {
  border-radius: var(--sl-border-radius-large);
}
/* .curb-stack, wider apart */
.step-body {
  --curb-stack-gap: var(--sl-spacing-large);
}
.card {
  background: var(--curb-booking-card);
  border: 1px solid var(--curb-booking-border);
  border-radius: var(--sl-border-radius-x-large);
  padding: var(--sl-spacing-large);
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
  box-shadow: 0 1px 2px hsl(240 4% 16% / 5%);
}
.sl-theme-dark .card {
  box-shadow: none;
}
.card-header {
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: var(--sl-spacing-small);
}
.card-title {
  margin: 0;
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
}
.card-title sl-icon {
  color: var(--curb-booking-accent);
  font-size: 1.1em;
}
.remove-button {
  margin-inline-start: auto;
}
.passenger-card.is-package {
  border-style: dashed;
}
.grid {
  display: grid;
  gap: var(--sl-spacing-medium) var(--sl-spacing-large);
}
.grid.two {
  grid-template-columns: repeat(2, minmax(0, 1fr));
}
.when-grid {
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: start;
}
.asap {
  padding-top: 1.9rem;
}
@media (max-width: 640px) {
  .grid.two,
  .when-grid {
    grid-template-columns: minmax(0, 1fr);
  }
  .asap {
    padding-top: 0;
  }
  .card {
    padding: var(--sl-spacing-medium);
  }
}
.section-note {
  margin: 0;
  font-size: var(--sl-font-size-small);
  color: var(--curb-booking-muted);
}
.add-row {
  --curb-inline-gap: var(--sl-spacing-small);
  flex-wrap: wrap;
}
.notification-emails {
  --curb-stack-gap: var(--sl-spacing-small);
  align-items: flex-start;
}
.row-with-action {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-x-small);
  width: 100%;
  max-width: 32rem;
}
.row-with-action sl-input {
  flex: 1 1 auto;
}
.row-action {
  margin-top: 1.6rem;
  font-size: var(--sl-font-size-large);
}
.static-field {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
}
.static-label {
  font-size: var(--sl-input-label-font-size-medium);
  color: var(--sl-input-label-color);
}
.static-value {
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
}
.field-error,
.inline-message {
  margin: var(--sl-spacing-3x-small) 0 0;
  font-size: var(--sl-input-help-text-font-size-medium);
  color: var(--sl-color-danger-700);
}
/* an error line that starts with an icon */
.field-error {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.inline-message {
  color: var(--curb-booking-muted);
}

/* ---- step 2 ---- */
.trip-type {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--sl-spacing-large);
}
.hours-field {
  width: 9rem;
}
.when {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
}
.route {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.route-stop {
  position: relative;
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr) auto;
  gap: var(--sl-spacing-small);
  align-items: start;
}
.route-stop::before {
  content: '';
  position: absolute;
  left: calc(1rem - 1px);
  top: 2.9rem;
  bottom: calc(-1 * var(--sl-spacing-small));
  border-left: 2px dotted var(--sl-color-neutral-300);
}
.route-stop.is-dropoff::before {
  display: none;
}
.route-marker {
  margin-top: 1.55rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-bold);
  background: var(--sl-color-neutral-100);
  color: var(--sl-color-neutral-800);
  border: 2px solid var(--sl-color-neutral-300);
}
.is-pickup .route-marker,
.is-dropoff .route-marker {
  background: var(--curb-booking-accent);
  border-color: var(--curb-booking-accent);
  color: var(--sl-color-neutral-0);
}
.sl-theme-dark .is-pickup .route-marker,
.sl-theme-dark .is-dropoff .route-marker {
  color: var(--sl-color-neutral-1000);
}
.route-body {
  grid-column: 2;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  min-width: 0;
}
.stop-actions {
  grid-column: 3;
  margin-top: 1.55rem;
  display: flex;
  font-size: var(--sl-font-size-large);
}
.route-add {
  padding-left: 2.5rem;
}
.address-field {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
}
.address-row {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-x-small);
}
.address-input {
  flex: 1 1 auto;
  min-width: 0;
}
.quick-picks {
  margin-top: 1.55rem;
}
.menu-detail {
  color: var(--curb-booking-muted);
  font-size: var(--sl-font-size-small);
}
/* chips: an address's type ('Airport'), the route's distance and time */
.address-type,
.route-chip {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  border-radius: var(--sl-border-radius-pill);
  font-weight: var(--sl-font-weight-semibold);
}
.address-type {
  align-self: flex-start;
  padding: 0 var(--sl-spacing-x-small);
  font-size: var(--sl-font-size-x-small);
  background: var(--sl-color-primary-50);
  color: var(--sl-color-primary-800);
}
.manual-field {
  max-width: 28rem;
}
.airport-details {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-medium);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-50);
  border: 1px solid var(--curb-booking-border);
}
.sl-theme-dark .airport-details {
  background: var(--sl-color-neutral-100);
}
.airport-details sl-select {
  max-width: 20rem;
}
.flight-search {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
}
.flight-search-row {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-x-small);
}
.flight-search-row sl-input {
  flex: 0 1 16rem;
}
.flight-search-button {
  margin-top: 1.55rem;
}
.flight-results {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-2x-small);
}
.flight-option {
  all: unset;
  box-sizing: border-box;
  display: block;
  width: 100%;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  border-radius: var(--sl-border-radius-medium);
  border: 1px solid var(--curb-booking-border);
  background: var(--curb-booking-card);
  cursor: pointer;
  font-size: var(--sl-font-size-small);
}
.flight-option:focus-visible {
  outline: var(--sl-focus-ring);
}
.flight-option.is-selected {
  border-color: var(--curb-booking-accent);
  box-shadow: inset 0 0 0 1px var(--curb-booking-accent);
}
.flight-chosen {
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-success-800);
}
.route-summary {
  margin-inline-start: auto;
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.route-chip {
  padding: var(--sl-spacing-3x-small) var(--sl-spacing-small);
  background: var(--sl-color-neutral-100);
  font-size: var(--sl-font-size-small);
}
.route-note {
  font-size: var(--sl-font-size-x-small);
  color: var(--curb-booking-muted);
}
.pickup-details {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}

/* ---- Back / Next: the shared sticky form footer (.curb-form-actions), Back at the start ---- */
/* A control scrolled or focused into view stops above the bar, not under it (issue 12: the bar
   took the click of 'Meet and greet'): the bar's height as every control's bottom scroll margin. */
.step-frame * {
  scroll-margin-block-end: calc(var(--sl-input-height-large) + 2 * var(--sl-spacing-medium) + var(--sl-spacing-small));
}
.actions {
  padding-block: var(--sl-spacing-medium);
  border-top: 1px solid var(--curb-booking-border);
  background: var(--curb-booking-background, var(--sl-color-neutral-0));
}
.back-button {
  margin-inline-end: auto;
}
.back-button.is-away {
  display: none;
}
.next-button {
  min-width: 9rem;
}
`;
