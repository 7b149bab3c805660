/**
 * curb-admin-settings' own styles, adopted into its shadow root after the theme and the shared
 * sheets (form grid, inline, pill); only what is this element's own.
 */
export const adminSettingsCss = `
:host {
  display: block;
}
:host([hidden]) {
  display: none;
}
.settings {
  max-width: var(--curb-admin-settings-max-width, 72rem);
  color: var(--sl-color-neutral-900);
}
.tabs sl-tab[active]::part(base) {
  color: var(--sl-color-primary-700);
}
.tabs sl-tab-panel::part(base) {
  padding: var(--sl-spacing-medium) 0 0;
}
.settings-state,
.settings-note {
  color: var(--sl-color-neutral-700);
  margin: var(--sl-spacing-x-small) 0;
}
.settings-section {
  display: grid;
  gap: var(--sl-spacing-medium);
  padding-block: var(--sl-spacing-small);
}
.settings-section h2 {
  font-size: var(--sl-font-size-x-large);
  margin: 0;
}
.settings-section h3 {
  font-size: var(--sl-font-size-large);
  margin: var(--sl-spacing-small) 0 0;
}
.form-buttons {
  align-items: end;
}
.row-actions {
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-2x-small);
  justify-content: flex-end;
}
.tag-name-cell {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.system-pill,
.role-pill {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-3x-small);
}
.role-pill--super {
  background: var(--sl-color-primary-100);
  color: var(--sl-color-primary-800);
}
.tag-users {
  display: grid;
  gap: var(--sl-spacing-small);
  border-top: 1px solid var(--sl-color-neutral-200);
  padding-top: var(--sl-spacing-medium);
}
.tag-users__head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sl-spacing-small);
}
.tag-users__head h3 {
  margin: 0;
}
.pager {
  align-items: center;
  justify-content: flex-end;
}
.pager__status {
  margin: 0 auto 0 0;
}
.active-note {
  border: 1px solid var(--sl-color-primary-200);
  background: var(--sl-color-primary-50);
  border-radius: var(--sl-border-radius-medium);
  padding: var(--sl-spacing-medium);
  display: grid;
  gap: var(--sl-spacing-small);
  justify-items: start;
}
.active-note h3 {
  margin: 0;
}
.note-preview > :first-child {
  margin-top: 0;
}
.note-editor {
  display: grid;
  gap: var(--sl-spacing-x-small);
}
.note-toolbar {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-3x-small);
}
.note-link {
  align-items: end;
}
.note-text {
  min-height: 10rem;
  max-height: 28rem;
  overflow: auto;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium);
  background: var(--sl-input-background-color);
  color: var(--sl-input-color);
  line-height: var(--sl-line-height-normal);
}
.note-text:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.signup-code {
  align-items: center;
}
.signup-code__value {
  font-family: var(--sl-font-mono);
  font-size: var(--sl-font-size-large);
  letter-spacing: 0.08em;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  background: var(--sl-color-neutral-100);
  border-radius: var(--sl-border-radius-medium);
}
.allowed-origins__list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--sl-spacing-x-small);
}
.allowed-origins__list code {
  font-family: var(--sl-font-mono);
}
`;
