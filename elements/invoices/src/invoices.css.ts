/**
 * curb-invoices' own styles, adopted into its shadow root after the theme and the shared
 * sheets (form grid, stack, facts, dialog actions): only what is this element's own.
 */
export const invoicesCss = `
:host {
  display: block;
}
.curb-root {
  container-type: inline-size;
  max-width: var(--curb-invoices-max-width, none);
}
.invoice-search {
  --curb-form-column: 11rem;
}
.cell-stack {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-3x-small);
}
.cell-number {
  font-weight: var(--sl-font-weight-semibold);
}
.cell-sub {
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-small);
}
.cell-actions,
.invoice-files {
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-2x-small);
  align-items: center;
}
.invoice-head {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-small);
  align-items: center;
  justify-content: space-between;
}
.invoice-title {
  margin: 0;
  font-size: var(--sl-font-size-large);
}
.invoice-report-link {
  color: var(--sl-color-primary-700);
}
.invoices-note {
  color: var(--sl-color-neutral-700);
}
.invoices-sign-in {
  display: grid;
  gap: var(--sl-spacing-small);
  justify-items: center;
}
`;
