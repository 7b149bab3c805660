/**
 * Styles of the shared Combobox, adopted into the shadow root of whichever element renders it.
 * The field is sl-input itself; this sheet styles only the listbox panel, built from the
 * Shoelace tokens so it sits beside sl-select's menu in light and dark.
 */
export const comboboxCss = `
.combobox {
  display: block;
  position: relative;
}
.combobox sl-popup {
  display: block;
}
.combobox-popup::part(popup) {
  z-index: var(--sl-z-index-dropdown);
}
.combobox-field.is-invalid::part(base) {
  border-color: var(--sl-color-danger-600);
}
.combobox-field.is-invalid::part(form-control-help-text) {
  color: var(--sl-color-danger-700);
}
.combobox-panel {
  background: var(--sl-panel-background-color);
  border: solid var(--sl-panel-border-width) var(--sl-panel-border-color);
  border-radius: var(--sl-border-radius-medium);
  box-shadow: var(--sl-shadow-large);
  max-height: 18rem;
  overflow-y: auto;
}
.combobox--inline .combobox-panel {
  margin-top: var(--sl-spacing-2x-small);
  border: none;
  box-shadow: none;
  max-height: 16rem;
}
.combobox-options,
.combobox-group-options {
  list-style: none;
  margin: 0;
  padding: 0;
}
.combobox-options {
  padding: var(--sl-spacing-x-small) 0;
}
.combobox-options[hidden] {
  display: none;
}
.combobox-group-label {
  padding: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: var(--sl-color-neutral-600);
}
.combobox-option {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  font-size: var(--sl-font-size-medium);
  color: var(--sl-color-neutral-900);
  cursor: pointer;
}
/* primary-700 under neutral-0 keeps 4.5:1 in light and dark (the palettes invert). */
.combobox-option.is-active {
  background: var(--sl-color-primary-700);
  color: var(--sl-color-neutral-0);
}
.combobox-option.is-active .combobox-option-secondary {
  color: inherit;
}
/* The option's own children carry its background too, so a contrast check that samples the
   text's stacking (axe in dark mode) finds the highlight, not the panel under it. */
.combobox-option.is-active > * {
  background-color: inherit;
}
.combobox-option-text {
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
}
.combobox-option-main {
  font-weight: var(--sl-font-weight-semibold);
}
.combobox-option-secondary {
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600);
}
.combobox-message {
  padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  color: var(--sl-color-neutral-600);
}
`;
