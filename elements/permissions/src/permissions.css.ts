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
  --permissions-head: var(--sl-color-neutral-50);
  --permissions-hover: var(--sl-color-neutral-50);
}
.sl-theme-dark.curb-root,
.sl-theme-dark .curb-root {
  --curb-permissions-accent-default: var(--sl-color-primary-600);
  --permissions-border: var(--sl-color-neutral-200);
  --permissions-surface: var(--sl-color-neutral-0);
  --permissions-head: var(--sl-color-neutral-50);
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

/* ---- employee picker (combobox) ---- */
.picker {
  position: relative;
}
.picker__control {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  height: var(--sl-input-height-medium);
  padding: 0 var(--sl-spacing-2x-small) 0 var(--sl-input-spacing-medium);
  background: var(--sl-input-background-color);
  border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium);
  transition: border-color 120ms, box-shadow 120ms;
}
.picker__control:hover {
  border-color: var(--sl-input-border-color-hover);
}
.picker__control:focus-within {
  border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
}
.picker__control--invalid {
  border-color: var(--sl-color-danger-600);
}
.picker__icon {
  flex: none;
  color: var(--sl-input-icon-color);
}
.picker__input {
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  border: none;
  outline: none;
  background: transparent;
  color: var(--sl-input-color);
  font-size: var(--sl-input-font-size-medium);
}
.picker__input::placeholder {
  color: var(--sl-input-placeholder-color);
}
.picker__clear {
  flex: none;
  font-size: var(--sl-font-size-small);
}
.picker__list {
  list-style: none;
  margin: var(--sl-spacing-3x-small) 0 0;
  padding: var(--sl-spacing-3x-small) 0;
  max-height: 14rem;
  overflow: auto;
  background: var(--sl-panel-background-color);
  border: 1px solid var(--sl-panel-border-color);
  border-radius: var(--sl-border-radius-medium);
  box-shadow: var(--sl-shadow-medium);
}
.picker--floating .picker__control {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  height: var(--sl-input-height-medium);
  padding: 0 var(--sl-spacing-2x-small) 0 var(--sl-input-spacing-medium);
  background: var(--sl-input-background-color);
  border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium);
  transition: border-color 120ms, box-shadow 120ms;
}
.picker__control:hover {
  border-color: var(--sl-input-border-color-hover);
}
.picker__control:focus-within {
  border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
}
.picker__control--invalid {
  border-color: var(--sl-color-danger-600);
}
.picker__icon {
  flex: none;
  color: var(--sl-input-icon-color);
}
.picker__input {
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  border: none;
  outline: none;
  background: transparent;
  color: var(--sl-input-color);
  font-size: var(--sl-input-font-size-medium);
}
.picker__input::placeholder {
  color: var(--sl-input-placeholder-color);
}
.picker__clear {
  flex: none;
  font-size: var(--sl-font-size-small);
}
.picker__list {
  position: absolute;
  z-index: 10;
  left: 0;
  right: 0;
}
.picker__option {
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  cursor: pointer;
  font-size: var(--sl-font-size-small);
}
.picker__option[aria-selected='true'] {
  background: var(--sl-color-primary-600);
  color: var(--sl-color-neutral-0);
}
.picker__option[aria-selected='true'] .picker__meta {
  color: inherit;
}
.picker__name {
  font-weight: var(--sl-font-weight-semibold);
}
.picker__meta {
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
}
.picker__status {
  padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-small);
}
.picker__chosen {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sl-spacing-small);
  margin-top: var(--sl-spacing-x-small);
  padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  border: 1px solid var(--sl-color-primary-200);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-primary-50);
  color: var(--sl-color-primary-900);
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

/* ---- table ---- */
.table-wrap {
  position: relative;
  max-height: var(--curb-permissions-max-height, 28rem);
  overflow: auto;
  border: 1px solid var(--permissions-border);
  border-radius: var(--sl-border-radius-large);
  background: var(--permissions-surface);
}
.table {
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--sl-font-size-small);
}
.table caption {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
.table th {
  position: sticky;
  top: 0;
  z-index: 1;
  background: var(--permissions-head);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-align: left;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-bottom: 1px solid var(--permissions-border);
  white-space: nowrap;
}
.table td {
  padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  border-bottom: 1px solid var(--permissions-border);
  vertical-align: middle;
}
.table tbody tr:last-child td {
  border-bottom: none;
}
.table tbody tr:hover td {
  background: var(--permissions-hover);
}
.table .col-actions {
  width: 3.5rem;
  text-align: right;
}
.cell-name {
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
}
.cell-sub {
  display: block;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-normal);
}
.cell-email {
  color: var(--sl-color-neutral-700);
  word-break: break-all;
}
.empty {
  padding: var(--sl-spacing-2x-large) var(--sl-spacing-medium);
  text-align: center;
  color: var(--sl-color-neutral-600);
}
.empty sl-icon {
  display: block;
  margin: 0 auto var(--sl-spacing-x-small);
  font-size: 1.75rem;
  color: var(--sl-color-neutral-400);
}
.loading-row td {
  text-align: center;
  padding: var(--sl-spacing-x-large);
}

/* ---- status badges ---- */
.status {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  padding: 2px var(--sl-spacing-x-small);
  border-radius: var(--sl-border-radius-pill);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  line-height: 1.4;
  white-space: nowrap;
  border: 1px solid transparent;
}
.status--accepted {
  background: var(--sl-color-success-50);
  border-color: var(--sl-color-success-200);
  color: var(--sl-color-success-800);
}
.status--pending {
  background: var(--sl-color-warning-50);
  border-color: var(--sl-color-warning-200);
  color: var(--sl-color-warning-800);
}
.status--expired,
.status--requestexpired,
.status--declined {
  background: var(--sl-color-danger-50);
  border-color: var(--sl-color-danger-200);
  color: var(--sl-color-danger-800);
}
.status--deleted {
  background: var(--sl-color-neutral-100);
  border-color: var(--sl-color-neutral-200);
  color: var(--sl-color-neutral-700);
}
.status-since {
  display: block;
  margin-top: 2px;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
}

/* ---- row menu ---- */
.row-menu-trigger {
  font-size: 1rem;
  color: var(--sl-color-neutral-700);
}
.row-menu sl-menu {
  text-align: left;
  min-width: 12rem;
}
.row-menu sl-menu-item::part(label) {
  font-size: var(--sl-font-size-small);
}
.row-menu .danger::part(base) {
  color: var(--sl-color-danger-700);
}

/* ---- footer ---- */
.footer {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sl-spacing-small);
  min-height: 2rem;
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
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
