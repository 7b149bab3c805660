/**
 * curb-receipts' own styles, adopted into its shadow root after the theme and the shared
 * sheets (form grid, stack, dialog actions): only what is this element's own.
 */
export const receiptsCss = `
:host {
  display: block;
}
.curb-root {
  container-type: inline-size;
}
.receipt-search {
  --curb-form-column: 12rem;
}
/* The passenger's label reads like the small Shoelace controls' beside it. */
.search-passenger .curb-field__label {
  font-size: var(--sl-input-label-font-size-small);
}
.cell-date,
.cell-numbers,
.cell-route,
.cell-co2 {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
}
.cell-invoice {
  font-weight: var(--sl-font-weight-semibold);
}
.cell-sub {
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-small);
}
.cell-actions {
  display: inline-flex;
  gap: var(--sl-spacing-2x-small);
  align-items: center;
}
.receipt-viewer {
  --width: min(60rem, 96vw);
}
.receipt-frame {
  display: block;
  width: 100%;
  height: var(--curb-receipts-viewer-height, 70vh);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-medium);
}
.receipts-unavailable {
  color: var(--sl-color-neutral-700);
}
`;
