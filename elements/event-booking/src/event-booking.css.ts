/**
 * curb-event-booking's own styles, adopted into its shadow root after the theme and the shared
 * sheets (form grid, stack, inline, pill): only what is this element's own.
 */
export const eventBookingCss = `
:host {
  display: block;
}
:host([hidden]) {
  display: none;
}
.curb-root {
  max-width: var(--curb-event-booking-max-width, 72rem);
}
.event-title {
  margin: 0;
  font-size: var(--sl-font-size-x-large);
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.event-title:focus {
  outline: none;
}
.event-heading {
  margin: 0;
  font-size: var(--sl-font-size-large);
}
.event-note {
  margin: 0;
  color: var(--curb-muted-color);
  font-size: var(--sl-font-size-small);
}
.event-section {
  padding: var(--sl-spacing-large);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large);
  background: var(--curb-surface);
}
.event-pickups {
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
}
.event-pickup {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-small);
}
.event-pickup-input {
  flex: 1;
}
.remove-pickup {
  margin-top: 1.6rem;
}
.attendee-actions,
.mix-actions {
  flex-wrap: wrap;
  align-items: flex-end;
}
.file-input {
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
}
.file-pick {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  min-height: var(--sl-input-height-medium);
  padding: 0 var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-0);
  color: var(--sl-color-neutral-800);
  font-size: var(--sl-button-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
  cursor: pointer;
}
.file-pick:hover {
  border-color: var(--sl-color-primary-300);
  background: var(--sl-color-primary-50);
}
.file-input:focus-visible + .file-pick {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.attendee-problems {
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-warning-300);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-warning-50);
  color: var(--sl-color-neutral-900);
  font-size: var(--sl-font-size-small);
}
.attendee-problems__heading {
  margin: 0 0 var(--sl-spacing-2x-small);
  font-weight: var(--sl-font-weight-semibold);
}
.attendee-problems ul {
  margin: 0;
  padding-inline-start: var(--sl-spacing-large);
}
.problem-text {
  color: var(--sl-color-neutral-700);
  overflow-wrap: anywhere;
}
/* Rows holding a control: their text cells line up with it. */
tr.mix-row > td,
tr.attendee-row > td {
  vertical-align: middle;
}
.cell-stack {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
}
.attendee-vehicle {
  min-width: 14rem;
}
.line-seats,
.line-count {
  width: 6rem;
  margin-inline-start: auto;
}
.mix-summary {
  margin: 0;
  font-weight: var(--sl-font-weight-semibold);
}
.mix-error,
.vehicle-load.is-over,
.quote-missing {
  color: var(--curb-danger-text);
}
.quote-missing {
  font-size: var(--sl-font-size-small);
}
.vehicle-list,
.quote-offers,
.booked-list {
  display: grid;
  gap: var(--sl-spacing-x-small);
  margin: 0;
  padding: 0;
  list-style: none;
}
.vehicle-item,
.quote-offer,
.booked-item {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-medium);
}
.vehicle-name,
.offer-name,
.booked-number {
  font-weight: var(--sl-font-weight-semibold);
}
.vehicle-load,
.offer-price {
  margin-inline-start: auto;
}
.vehicle-pickup {
  min-width: min(100%, 22rem);
}
.quote-mix,
.quote-message {
  margin: 0;
}
.event-booked .event-title sl-icon {
  color: var(--sl-color-success-600);
}
.booked-vehicle {
  color: var(--curb-muted-color);
}
.manage-link {
  color: var(--sl-color-primary-700);
  font-weight: var(--sl-font-weight-semibold);
}
.booked-so-far {
  align-self: center;
  margin-inline-end: auto;
  font-size: var(--sl-font-size-small);
}
`;
