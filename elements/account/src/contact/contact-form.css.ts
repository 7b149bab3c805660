/** Styles of the contact form (adopted by the form itself, so any element can render it). */
export const contactFormCss = `
.contact-form {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-large);
}
.contact-title {
  font-size: var(--sl-font-size-x-large);
  font-weight: var(--sl-font-weight-semibold);
}
.contact-greeting {
  color: var(--sl-color-neutral-700);
}
.contact-section {
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
}
.contact-legend {
  padding: 0;
  margin-bottom: var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--sl-color-neutral-700);
}
.contact-note {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  margin-top: var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600);
}
.email-list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}
.email-row {
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr) auto;
  gap: var(--sl-spacing-medium);
  align-items: start;
}
/* Registration and New employee: one email, no nickname or actions; it lines up with the grid above. */
.email-row.is-single {
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  column-gap: var(--sl-spacing-large);
}
.email-actions {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  min-width: 9.5rem;
  justify-content: flex-end;
  /* Line up with the inputs, below their labels. */
  margin-top: calc(var(--sl-input-label-font-size-medium) * 1.5 + var(--sl-spacing-3x-small));
  height: var(--sl-input-height-medium);
}
.email-actions sl-icon-button {
  font-size: var(--sl-font-size-large);
}
/* A phone: address, nickname and actions one under the other. */
@media (max-width: 640px) {
  .email-row {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-x-small);
  }
  .email-actions {
    margin-top: 0;
    justify-content: flex-start;
  }
}
.primary-badge {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  padding: 0 var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-primary-700);
}
.add-email {
  margin-top: var(--sl-spacing-small);
  align-self: flex-start;
}
/* .curb-form-actions, ruled off from the form */
.contact-footer {
  padding-top: var(--sl-spacing-medium);
  border-top: 1px solid var(--sl-color-neutral-200);
}
.contact-form-errors ul {
  margin: 0;
  padding-inline-start: var(--sl-spacing-large);
}

/* cost-allocation picker: a combobox dressed as sl-input */
.picker-label {
  display: inline-block;
  margin-bottom: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-label-font-size-medium);
  color: var(--sl-input-label-color);
}
.picker-label.is-required::after {
  content: var(--sl-input-required-content);
  margin-inline-start: 0.2em;
  color: var(--sl-input-required-content-color);
}
.picker sl-popup {
  display: block;
}
.picker-popup::part(popup) {
  z-index: var(--sl-z-index-dropdown);
}
.picker-box {
  display: flex;
  align-items: center;
  height: var(--sl-input-height-medium);
  border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium);
  background: var(--sl-input-background-color);
}
.picker-box:hover {
  border-color: var(--sl-input-border-color-hover);
}
.picker-box:focus-within {
  border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
}
.picker-box.is-invalid {
  border-color: var(--sl-color-danger-600);
}
.picker-box.is-disabled {
  opacity: 0.5;
}
.picker-input {
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  padding: 0 var(--sl-input-spacing-medium);
  border: none;
  background: none;
  color: var(--sl-input-color);
  font: inherit;
  font-size: var(--sl-input-font-size-medium);
}
.picker-input:focus {
  outline: none;
}
.picker-input::placeholder {
  color: var(--sl-input-placeholder-color);
}
.picker-panel {
  max-height: var(--auto-size-available-height, 16rem);
  overflow-y: auto;
  background: var(--sl-panel-background-color);
  border: solid var(--sl-panel-border-width) var(--sl-panel-border-color);
  border-radius: var(--sl-border-radius-medium);
  box-shadow: var(--sl-shadow-large);
  color: var(--sl-color-neutral-900);
}
.picker-options {
  list-style: none;
  margin: 0;
  padding: var(--sl-spacing-2x-small) 0;
}
.picker-option {
  display: flex;
  gap: var(--sl-spacing-small);
  align-items: baseline;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  cursor: pointer;
}
.picker-option.is-active {
  background: var(--sl-color-primary-600);
  color: var(--sl-color-neutral-0);
}
.picker-code {
  font-weight: var(--sl-font-weight-semibold);
}
.picker-description {
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-small);
}
.picker-option.is-active .picker-description {
  color: inherit;
}
.picker-empty {
  padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  color: var(--sl-color-neutral-600);
}
.picker-help {
  margin-top: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-help-text-font-size-medium);
  color: var(--sl-input-help-text-color);
}
.picker-help.is-error {
  color: var(--sl-color-danger-700);
}
`;
