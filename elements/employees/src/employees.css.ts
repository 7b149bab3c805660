/**
 * curb-employees' own styles, adopted into its shadow root after the theme and the shared form
 * sheets; the table, pills and fields bring their own.
 */
export const employeesCss = `
:host {
  display: block;
}
.curb-root {
  container-type: inline-size;
}
.employees {
  color: var(--sl-color-neutral-900);
}
.employees-state {
  margin: var(--sl-spacing-large) 0;
  color: var(--sl-color-neutral-700);
}
/* The active tab one step darker than Shoelace's (4.5:1 on white); panels sit flush under the nav. */
.tabs sl-tab[active]::part(base) { color: var(--sl-color-primary-700); }
.tabs sl-tab-panel::part(base) { padding: var(--sl-spacing-medium) 0 0; }
.employees-tab,
.blocked-tab,
.requests-tab {
  display: grid;
  gap: var(--sl-spacing-medium);
}
.toolbar,
.pager {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-small);
  align-items: center;
  justify-content: space-between;
}
.chips {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
}
.chip-group {
  display: inline-flex;
  align-items: center;
}
.filter-panel {
  display: grid;
  gap: var(--sl-spacing-small);
  min-width: 16rem;
  padding: var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-panel-background-color);
  box-shadow: var(--sl-shadow-large);
}
.feed {
  display: flex;
  gap: var(--sl-spacing-small);
  align-items: flex-start;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-left: 4px solid var(--sl-color-success-600);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-50);
}
.feed--failed {
  border-left-color: var(--sl-color-danger-600);
}
.feed--running,
.feed--idle {
  border-left-color: var(--sl-color-primary-600);
}
.feed > span {
  display: grid;
  gap: var(--sl-spacing-3x-small);
}
.feed-error {
  color: var(--sl-color-danger-700);
}
.cell-stack {
  display: grid;
  gap: var(--sl-spacing-3x-small);
}
.cell-sub,
.feed-facts {
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
.link-button {
  padding: 0;
  border: none;
  background: none;
  color: var(--sl-color-primary-700);
  font: inherit;
  font-weight: var(--sl-font-weight-semibold);
  text-align: start;
  cursor: pointer;
}
.link-button:hover {
  text-decoration: underline;
}
.link-button:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.badges {
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-2x-small);
}
.pager {
  color: var(--sl-color-neutral-700);
}
.pager-buttons {
  display: inline-flex;
  gap: var(--sl-spacing-x-small);
}
.block-search {
  max-width: 28rem;
}
.blocked-message {
  display: grid;
  gap: var(--sl-spacing-small);
  justify-items: start;
  max-width: 40rem;
}
.blocked-message sl-textarea {
  width: 100%;
}
.dialog-text {
  margin: 0 0 var(--sl-spacing-medium);
}
.employees-note {
  color: var(--sl-color-neutral-700);
}
`;
