/**
 * curb-outstanding-charges' own styles, adopted into its shadow root after the theme and the
 * shared sheets (form grid, stack, table, pill): only what is this element's own.
 */
export const outstandingChargesCss = `
:host {
  display: block;
}
.outstanding-filters {
  align-items: end;
  --curb-form-column: 11rem;
}
.outstanding-totals {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-small) var(--sl-spacing-large);
  align-items: center;
  margin: 0;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-50);
}
.totals-all {
  font-weight: var(--sl-font-weight-semibold);
}
.totals-status {
  display: inline-flex;
  gap: var(--sl-spacing-2x-small);
  align-items: center;
}
.charge-actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-2x-small);
}
.charge-dialog {
  --width: min(var(--curb-outstanding-charges-dialog-width, 40rem), 96vw);
}
.charge-facts {
  margin: 0 0 var(--sl-spacing-medium);
  color: var(--sl-color-neutral-700);
}
.email-history {
  margin: var(--sl-spacing-large) 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.email-history h3 {
  margin: 0;
  font-size: var(--sl-font-size-medium);
}
.sent-email {
  padding: var(--sl-spacing-small);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-medium);
}
.sent-email p {
  margin: var(--sl-spacing-3x-small) 0 0;
  white-space: pre-line;
}
.outstanding-unavailable {
  color: var(--sl-color-neutral-700);
}
`;
