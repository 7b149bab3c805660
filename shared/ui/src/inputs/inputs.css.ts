/**
 * Styles of the shared inputs (PhoneInput, AddressInput), adopted into the shadow root of
 * whichever element renders them. Built from the Shoelace tokens so they sit beside sl-input
 * in light and dark.
 */
export const inputsCss = `
.curb-phone,
.curb-address {
  display: block;
  position: relative;
}
.curb-phone sl-popup,
.curb-address sl-popup {
  display: block;
}
.curb-input-popup::part(popup) {
  z-index: var(--sl-z-index-dropdown);
}

/* ---- phone: the country button inside the input's prefix ---- */

.curb-phone-country {
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  height: calc(var(--sl-input-height-medium) - 2 * var(--sl-input-border-width));
  margin-inline-start: calc(-1 * var(--sl-input-spacing-medium) + 2px);
  margin-inline-end: var(--sl-spacing-x-small);
  padding: 0 var(--sl-spacing-x-small) 0 var(--sl-spacing-small);
  border: none;
  border-inline-end: 1px solid var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium) 0 0 var(--sl-input-border-radius-medium);
  background: var(--sl-color-neutral-50);
  color: var(--sl-input-color);
  font: inherit;
  font-size: var(--sl-input-font-size-medium);
  cursor: pointer;
}
.curb-phone-country:hover:not(:disabled) {
  background: var(--sl-color-neutral-100);
}
.curb-phone-country:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: -2px;
}
.curb-phone-country:disabled {
  cursor: not-allowed;
  opacity: 0.6;
}
.curb-phone-flag {
  font-size: 1.15em;
  line-height: 1;
  font-family: 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif;
}
.curb-phone-flag.is-code {
  display: inline-block;
  min-width: 1.9em;
  padding: 0.1em 0.25em;
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: 3px;
  font-family: var(--sl-font-mono);
  font-size: 0.7em;
  font-weight: var(--sl-font-weight-semibold);
  text-align: center;
  color: var(--sl-color-neutral-700);
  background: var(--sl-color-neutral-0);
}
.curb-phone-dial {
  font-variant-numeric: tabular-nums;
  min-width: 2.2em;
}
.curb-phone-caret {
  font-size: 0.75em;
  color: var(--sl-color-neutral-500);
}

/* ---- the popup panel shared by both inputs ---- */
.curb-input-panel {
  display: flex;
  flex-direction: column;
  width: min(22rem, calc(100vw - 2rem));
  max-height: var(--auto-size-available-height, 20rem);
  background: var(--sl-panel-background-color);
  border: solid var(--sl-panel-border-width) var(--sl-panel-border-color);
  border-radius: var(--sl-border-radius-medium);
  box-shadow: var(--sl-shadow-large);
  overflow: hidden;
  color: var(--sl-color-neutral-900);
  font-family: var(--sl-font-sans);
  font-size: var(--sl-font-size-medium);
}
.curb-address .curb-input-panel {
  width: var(--curb-address-panel-width, 100%);
}
.curb-input-search {
  margin: var(--sl-spacing-x-small);
  padding: 0 var(--sl-spacing-small);
  height: var(--sl-input-height-small);
  border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-small);
  background: var(--sl-input-background-color);
  color: var(--sl-input-color);
  font: inherit;
  font-size: var(--sl-input-font-size-small);
}
.curb-input-search::placeholder {
  color: var(--sl-input-placeholder-color);
}
.curb-input-search:focus {
  outline: none;
  border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
}
.curb-input-options {
  list-style: none;
  margin: 0;
  padding: var(--sl-spacing-2x-small) 0;
  overflow-y: auto;
  flex: 1 1 auto;
  min-height: 0;
}
.curb-input-option {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  cursor: pointer;
  line-height: 1.3;
}
.curb-input-option.is-active {
  background: var(--sl-color-primary-600);
  color: var(--sl-color-neutral-0);
}
.curb-input-option.is-active .curb-input-option-meta,
.curb-input-option.is-active .curb-input-option-secondary {
  color: inherit;
  opacity: 0.85;
}
.curb-input-option[aria-selected='true']:not(.is-active) {
  background: var(--sl-color-primary-50);
}
.curb-input-option.is-last-preferred {
  border-bottom: 1px solid var(--sl-color-neutral-200);
  margin-bottom: var(--sl-spacing-2x-small);
}
.curb-input-option-text {
  flex: 1 1 auto;
  min-width: 0;
}
.curb-input-option-meta {
  color: var(--sl-color-neutral-600);
  font-variant-numeric: tabular-nums;
}
.curb-input-option-secondary {
  display: block;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-small);
}
.curb-input-empty {
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  color: var(--sl-color-neutral-600);
}

/* ---- address: a native text box dressed as sl-input (its listbox needs aria in one tree) ---- */
.curb-address-label {
  display: inline-block;
  margin-bottom: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-label-font-size-medium);
  color: var(--sl-input-label-color);
}
.curb-address-label.is-required::after {
  content: var(--sl-input-required-content);
  margin-inline-start: 0.2em;
  color: var(--sl-input-required-content-color);
}
.curb-address-box {
  display: flex;
  align-items: center;
  height: var(--sl-input-height-medium);
  border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium);
  background: var(--sl-input-background-color);
  transition: var(--sl-transition-fast) border-color, var(--sl-transition-fast) box-shadow;
}
.curb-address-box:hover {
  border-color: var(--sl-input-border-color-hover);
}
.curb-address-box:focus-within {
  border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
}
.curb-address-box.is-invalid {
  border-color: var(--sl-color-danger-600);
}
.curb-address-box.is-disabled {
  opacity: 0.5;
  cursor: not-allowed;
}
.curb-address-icon {
  flex: none;
  margin-inline-start: var(--sl-input-spacing-medium);
  color: var(--sl-input-icon-color);
}
.curb-address-input {
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
.curb-address-input:focus {
  outline: none;
}
.curb-address-input::placeholder {
  color: var(--sl-input-placeholder-color);
}
.curb-address-input:disabled {
  cursor: not-allowed;
}
.curb-address-busy {
  flex: none;
  margin-inline-end: var(--sl-input-spacing-medium);
  font-size: var(--sl-font-size-small);
}
.curb-address-help {
  margin-top: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-help-text-font-size-medium);
  color: var(--sl-input-help-text-color);
}
.curb-address-help.is-error {
  color: var(--sl-color-danger-700);
}
`;
