/**
 * curb-car-lines' own styles, adopted into its shadow root after the theme and the shared sheets:
 * only what is this element's own. The console is for a lobby tablet (1024 x 768, touch, arm's
 * length): large type, controls at least 48 px tall, two columns from 50rem, one below.
 */
export const carLinesCss = `
:host {
  display: block;
}
.curb-root {
  container-type: inline-size;
  max-width: var(--curb-car-lines-max-width, 90rem);
}
.car-lines-note {
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-large);
}
.marshal-console {
  display: grid;
  gap: var(--sl-spacing-large);
  font-size: var(--sl-font-size-large);
  line-height: var(--sl-line-height-normal);
}
.marshal-console sl-input,
.marshal-console sl-select,
.marshal-console sl-textarea,
.marshal-console sl-radio-group {
  --sl-input-label-font-size-medium: var(--sl-font-size-large);
  --sl-input-label-font-size-large: var(--sl-font-size-large);
  --sl-input-help-text-font-size-large: var(--sl-font-size-medium);
  --sl-input-help-text-font-size-medium: var(--sl-font-size-medium);
  --sl-input-font-size-medium: var(--sl-font-size-large);
}
.marshal-console sl-textarea::part(form-control-label),
.marshal-console sl-radio-group::part(form-control-label) {
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-semibold);
}

/* ---- the line ---- */
.line-header {
  display: grid;
  gap: var(--sl-spacing-small);
  padding-bottom: var(--sl-spacing-medium);
  border-bottom: 1px solid var(--sl-color-neutral-200);
}
.line-title-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-small) var(--sl-spacing-medium);
}
.line-name {
  margin: 0;
  font-size: var(--sl-font-size-2x-large);
  line-height: var(--sl-line-height-dense);
}
.line-state {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
  border-radius: var(--sl-border-radius-pill);
  font-weight: var(--sl-font-weight-semibold);
}
.line-state.is-operational {
  background: var(--sl-color-success-100);
  color: var(--sl-color-success-800);
}
.line-state.is-closed {
  background: var(--sl-color-danger-100);
  color: var(--sl-color-danger-800);
}
.line-state.is-on-hold {
  background: var(--sl-color-warning-100);
  color: var(--sl-color-warning-800);
}
.line-choice {
  margin-inline-start: auto;
  min-width: 14rem;
}
.line-facts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: var(--sl-spacing-small) var(--sl-spacing-large);
  margin: 0;
}
.line-facts dt {
  color: var(--curb-muted-color, var(--sl-color-neutral-600));
  font-size: var(--sl-font-size-medium);
}
.line-facts dd {
  margin: 0;
  font-weight: var(--sl-font-weight-semibold);
  overflow-wrap: anywhere;
}

/* ---- columns and panels ---- */
.console-grid {
  display: grid;
  gap: var(--sl-spacing-large);
  align-items: start;
}
@container (min-width: 50rem) {
  .console-grid {
    grid-template-columns: minmax(20rem, 26rem) minmax(0, 1fr);
  }
}
.console-column {
  display: grid;
  gap: var(--sl-spacing-large);
  min-width: 0;
}
.console-panel {
  display: grid;
  gap: var(--sl-spacing-medium);
  padding: var(--sl-spacing-large);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-panel-background-color);
  min-width: 0;
}
.panel-title {
  margin: 0;
  font-size: var(--sl-font-size-x-large);
}
.console-warning {
  margin: 0;
  color: var(--sl-color-danger-700);
  font-weight: var(--sl-font-weight-semibold);
}

/* ---- dispatch ---- */
.rider-kind sl-radio-button,
.roller-when sl-radio-button {
  flex: 1;
}
.rider-kind::part(button-group),
.roller-when::part(button-group) {
  display: flex;
  width: 100%;
}
.car-choice::part(form-control-input) {
  display: grid;
  gap: var(--sl-spacing-x-small);
}
.car-option::part(base) {
  align-items: center;
  min-height: 3rem;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-large);
}
.car-option[checked]::part(base) {
  border-color: var(--sl-color-primary-600);
  background: var(--sl-color-primary-50);
}
.car-option::part(label) {
  font-size: var(--sl-font-size-large);
}
.book-rider,
.order-rollers {
  width: 100%;
}
.booked-summary {
  display: block;
  font-size: var(--sl-font-size-large);
}
.booked-message {
  margin: var(--sl-spacing-x-small) 0 0;
  font-size: var(--sl-font-size-x-large);
  line-height: var(--sl-line-height-dense);
}
.booked-codes {
  margin: var(--sl-spacing-x-small) 0 0;
  color: var(--sl-color-neutral-700);
}

/* ---- rollers ---- */
.how-many {
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: var(--sl-spacing-small);
  align-items: end;
}
.how-many > sl-button::part(base) {
  min-width: 3.25rem;
}
.roller-count::part(input) {
  text-align: center;
  font-size: var(--sl-font-size-x-large);
}
.waiting-title {
  margin: 0;
  font-size: var(--sl-font-size-large);
}
.waiting-rollers {
  display: grid;
  gap: var(--sl-spacing-x-small);
  margin: 0;
  padding: 0;
  list-style: none;
}
.waiting-roller {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
  padding: var(--sl-spacing-x-small) 0;
  border-bottom: 1px solid var(--sl-color-neutral-100);
}
.roller-number {
  font-weight: var(--sl-font-weight-semibold);
}
.roller-meta {
  color: var(--sl-color-neutral-700);
}

/* ---- board ---- */
.board-cell {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
}
.board-main {
  font-weight: var(--sl-font-weight-semibold);
}
.board-sub {
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-medium);
}
.board-fallback {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-3x-small);
  color: var(--sl-color-warning-800);
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
}
.board .curb-status-pill {
  font-size: var(--sl-font-size-medium);
}

/* ---- hourly chart ---- */
.chart-legend {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-small) var(--sl-spacing-large);
  font-size: var(--sl-font-size-medium);
}
.legend-item {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.legend-swatch {
  width: 1rem;
  height: 1rem;
  border-radius: var(--sl-border-radius-small);
}
.legend-swatch.is-active,
.chart-bar.is-active {
  background: var(--sl-color-primary-600);
}
.legend-swatch.is-on-hold,
.chart-bar.is-on-hold {
  background: var(--sl-color-warning-500);
}
.chart-bars {
  display: grid;
  gap: var(--sl-spacing-2x-small);
  align-items: end;
  height: 11rem;
}
.chart-column {
  display: grid;
  grid-template-rows: auto 1fr auto;
  height: 100%;
  min-width: 0;
  text-align: center;
}
.chart-stack {
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-start;
  border-bottom: 2px solid var(--sl-color-neutral-400);
}
.chart-bar {
  display: block;
  width: 100%;
}
.chart-count {
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
}
.chart-hour {
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
`;
