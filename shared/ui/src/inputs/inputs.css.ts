/**
 * Styles of the phone input (its country button and popup; the country search is the shared
 * Combobox, AddressInput is the Combobox alone), adopted into the shadow root of
 * whichever element renders them. Built from the Shoelace tokens so they sit beside sl-input
 * in light and dark.
 */
export const inputsCss = `
.curb-phone {
  display: block;
  position: relative;
}
.curb-phone sl-popup {
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

/* ---- the country popup: the country search (a Combobox with its list inline) ---- */
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
.curb-phone-panel .combobox {
  padding: var(--sl-spacing-x-small);
}
.curb-input-option-text {
  flex: 1 1 auto;
  min-width: 0;
}
.curb-input-option-meta {
  color: var(--sl-color-neutral-600);
  font-variant-numeric: tabular-nums;
}
.combobox-option.is-active .curb-input-option-meta {
  color: inherit;
}
`;
