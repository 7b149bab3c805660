/**
 * curb-permissions' own styles, adopted into its shadow root after the theme (which sets the
 * font and colours on .curb-root; nothing is inherited from the host page).
 */
export const permissionsCss = `
:host {
  display: block;
}
.curb-root {
  --curb-permissions-accent-default: var(--sl-color-primary-600);
  --permissions-border: var(--sl-color-neutral-200);
  --permissions-surface: var(--sl-color-neutral-0);
  --permissions-hover: var(--sl-color-neutral-50);
}
.sl-theme-dark.curb-root,
.sl-theme-dark .curb-root {
  --curb-permissions-accent-default: var(--sl-color-primary-600);
  --permissions-border: var(--sl-color-neutral-200);
  --permissions-surface: var(--sl-color-neutral-0);
  --permissions-hover: var(--sl-color-neutral-100);
}
.permissions {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
  color: var(--sl-color-neutral-900);
}

/* ---- toolbar: chips and the add / request button ---- */
.toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--sl-spacing-small);
}
.chips {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.chip {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  height: 2rem;
  padding: 0 var(--sl-spacing-small);
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-pill);
  background: var(--permissions-surface);
  color: var(--sl-color-neutral-800);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  line-height: 1;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 120ms, border-color 120ms;
}
.chip:hover {
  background: var(--permissions-hover);
  border-color: var(--sl-color-neutral-400);
}
.chip:focus-visible,
.chip-clear:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.chip[aria-pressed='true'],
.chip--active {
  border-color: var(--curb-permissions-accent, var(--curb-permissions-accent-default));
  background: var(--sl-color-primary-50);
  color: var(--sl-color-primary-800);
}
.chip sl-icon {
  font-size: 0.95em;
}
.chip-group {
  display: inline-flex;
  align-items: center;
}
.chip-group .chip--active {
  border-top-right-radius: 0;
  border-bottom-right-radius: 0;
  border-right: none;
}
.chip-clear {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 2rem;
  width: 2rem;
  border: 1px solid var(--curb-permissions-accent, var(--curb-permissions-accent-default));
  border-left: 1px solid var(--sl-color-primary-200);
  border-radius: 0 var(--sl-border-radius-pill) var(--sl-border-radius-pill) 0;
  background: var(--sl-color-primary-50);
  color: var(--sl-color-primary-800);
  cursor: pointer;
  padding: 0;
}
.chip-clear:hover {
  background: var(--sl-color-primary-100);
}
.filter-panel {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
  width: 20rem;
  max-width: calc(100vw - 2rem);
  padding: var(--sl-spacing-small);
  background: var(--sl-panel-background-color);
  border: 1px solid var(--sl-panel-border-color);
  border-radius: var(--sl-border-radius-medium);
  box-shadow: var(--sl-shadow-large);
}
.status-menu sl-menu-item::part(label) {
  font-size: var(--sl-font-size-small);
}

.field-error {
  color: var(--sl-color-danger-700);
  font-size: var(--sl-font-size-small);
  margin-top: var(--sl-spacing-2x-small);
}
sl-input.invalid::part(base) {
  border-color: var(--sl-color-danger-600);
}

/* ---- permissions table (the shared DataTable sheet draws the table, its cards and the pills) ---- */
.cell-email {
  color: var(--sl-color-neutral-700);
  word-break: break-all;
}
.status-since {
  margin-top: 2px;
}
.cell-sub {
  display: block;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-normal);
}

/* ---- pending requests (admin) ---- */
.requests {
  border: 1px solid var(--permissions-border);
  border-left: 4px solid var(--sl-color-warning-500);
  border-radius: var(--sl-border-radius-large);
  background: var(--permissions-surface);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
}
.requests__title {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
  margin-bottom: var(--sl-spacing-x-small);
}
.requests__heading {
  flex: 1 1 auto;
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
}
.requests__list {
  list-style: none;
  margin: 0;
  padding: 0;
}
.requests__item {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-x-small) 0;
  border-top: 1px solid var(--permissions-border);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-900);
}
.requests__item:first-child {
  border-top: none;
}
.requests__who {
  min-width: 0;
}
.requests__who .cell-sub {
  color: var(--sl-color-neutral-600);
}
.requests__title sl-icon {
  color: var(--sl-color-warning-600);
}

/* ---- dialog ---- */
.bob-dialog::part(panel) {
  width: min(32rem, calc(100vw - 2rem));
}
.bob-dialog::part(body) {
  overflow: visible;
}
.bob-form {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}
.field-label {
  display: inline-block;
  margin-bottom: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-label-font-size-medium);
  color: var(--sl-input-label-color);
}
.field-label .required {
  color: var(--sl-color-danger-600);
  margin-left: 2px;
}
`;
