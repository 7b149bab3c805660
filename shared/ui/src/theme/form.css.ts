/**
 * The shared form sheet every element adopts: Field and ShoelaceField, the form grid and
 * section legend, the sticky actions with the error summary, definition lists of facts and
 * the small pill. Elements use these classes instead of their own copies.
 */
export const formCss = `
/* ---- a Shoelace control showing an error (ShoelaceField, PhoneInput, AddressInput) ---- */
.curb-field-error::part(form-control-help-text) {
  color: var(--curb-danger-text);
}
.curb-field-error::part(base),
.curb-field-error::part(combobox) {
  border-color: var(--curb-danger-border);
}
/* A Shoelace control whose label is read out but not shown (a combobox in a row, a range's From / To under its legend). */
.curb-hidden-label::part(form-control-label) {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}

/* ---- Field: a control the caller draws, labelled and described like sl-input ---- */
.curb-field {
  display: flex;
  flex-direction: column;
  min-width: 0;
}
.curb-field__label {
  display: inline-block;
  margin-bottom: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-label-font-size-medium);
  color: var(--sl-input-label-color);
}
.curb-field__required::after {
  content: var(--sl-input-required-content);
  margin-inline-start: 0.2em;
  color: var(--sl-input-required-content-color);
}
.curb-field__help,
.curb-field__error {
  margin-top: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-help-text-font-size-medium);
  line-height: var(--sl-line-height-dense);
}
.curb-field__help {
  color: var(--sl-input-help-text-color);
}
.curb-field__error {
  color: var(--curb-danger-text);
}
.curb-field__error:empty {
  display: none;
}
/* The box of a drawn control (a picker's input row, a provider's card frame): sl-input's frame. */
.curb-field__box {
  border: var(--sl-input-border-width) solid var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium);
  background: var(--sl-input-background-color);
  transition: var(--sl-transition-fast) border-color, var(--sl-transition-fast) box-shadow;
}
.curb-field__box:hover {
  border-color: var(--sl-input-border-color-hover);
}
.curb-field__box:focus-within {
  border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
}
.curb-field.is-invalid .curb-field__box {
  border-color: var(--curb-danger-border);
}

/* ---- form layout ---- */
.curb-form-grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--curb-form-column, 15rem)), 1fr));
  gap: var(--curb-field-gap);
  align-items: start;
}
/* A list's search form (SearchForm): controls aligned on their boxes, its clear button at the end. */
.curb-search-form {
  align-items: end;
}
.curb-search-actions {
  display: flex;
  justify-content: flex-end;
}
.curb-form-legend {
  padding: 0;
  margin-bottom: var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--sl-color-neutral-700);
}
/* The footer of a long form: it stays in view at the bottom of whatever scrolls. */
.curb-form-actions {
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  padding-block: var(--sl-spacing-small);
  background: var(--curb-surface);
}
.curb-form-buttons {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--sl-spacing-small);
}
.curb-form-summary {
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-danger-300);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-danger-50);
  color: var(--curb-danger-text);
  font-size: var(--sl-font-size-small);
}
.curb-form-summary__heading {
  font-weight: var(--sl-font-weight-semibold);
}
.curb-form-summary__list {
  margin: var(--sl-spacing-2x-small) 0 0;
  padding-inline-start: var(--sl-spacing-large);
}
.curb-form-summary__link {
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
}
.curb-form-summary__link:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}

/* ---- stacks: a column of blocks (a tab's sections), a row of an icon and its text ---- */
.curb-stack {
  display: flex;
  flex-direction: column;
  gap: var(--curb-stack-gap, var(--sl-spacing-medium));
}
.curb-inline {
  display: flex;
  align-items: center;
  gap: var(--curb-inline-gap, var(--sl-spacing-x-small));
}

/* ---- facts: a definition list of labels and values ---- */
.curb-facts {
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
  margin: 0;
  font-size: var(--sl-font-size-small);
}
.curb-facts dt {
  color: var(--curb-muted-color);
}
.curb-facts dd {
  margin: 0;
  color: var(--sl-color-neutral-900);
  overflow-wrap: anywhere;
}

/* ---- a small neutral pill (a passenger's role, a count) ---- */
.curb-pill {
  display: inline-flex;
  align-items: center;
  padding: 0 0.45rem;
  border-radius: var(--sl-border-radius-pill);
  background: var(--sl-color-neutral-100);
  color: var(--sl-color-neutral-800);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
}
`;
