/**
 * curb-bookings' own styles, adopted into its shadow root after the theme (which sets the font
 * and colours on .curb-root; nothing is inherited from the host page). Shoelace's dark theme
 * inverts the colour scales, so the same tokens read well in light and dark.
 */
export const bookingsCss = `
:host {
  display: block;
}
.curb-root {
  --bookings-accent: var(--curb-bookings-accent, var(--sl-color-primary-700));
  --bookings-border: var(--sl-color-neutral-200);
  --bookings-head: var(--sl-color-neutral-50);
  container-type: inline-size;
}
.sl-theme-dark.curb-root {
  --bookings-head: var(--sl-color-neutral-50);
}
.bookings {
  color: var(--sl-color-neutral-900);
}

/* ---- tabs ---- */
.tabs::part(nav) {
  margin-bottom: var(--sl-spacing-medium);
}
/* Shoelace's active tab (primary-600) is below 4.5:1 on white: one step darker. */
.tabs sl-tab[active]::part(base) {
  color: var(--sl-color-primary-700);
}
.tabs sl-tab-panel::part(base) {
  padding: 0;
}
.tab-count {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.35rem;
  height: 1.35rem;
  margin-left: var(--sl-spacing-x-small);
  background: var(--sl-color-primary-100);
  color: var(--sl-color-primary-800);
}

/* ---- history filters ---- */
.filters {
  padding: var(--sl-spacing-medium);
  border: 1px solid var(--bookings-border);
  border-radius: var(--sl-border-radius-large);
  background: var(--bookings-head);
}
/* .curb-form-grid, tighter */
.filters-grid {
  --curb-form-column: 12.5rem;
  --curb-field-gap: var(--sl-spacing-small) var(--sl-spacing-medium);
  align-items: end;
}
.filter-range {
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--sl-spacing-x-small);
  grid-column: span 2;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
}
.filter-range legend {
  padding: 0;
  margin-bottom: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-label-font-size-small);
  color: var(--sl-input-label-color);
}
.filters-footer {
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: var(--sl-spacing-small);
  margin-top: var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
}
.filters-head {
  display: none;
  align-items: center;
  justify-content: space-between;
}
@container (max-width: 40rem) {
  .filters-head {
    display: flex;
  }
  .filters:not(.filters--open) .filters-grid,
  .filters:not(.filters--open) .filters-footer {
    display: none;
  }
  .filters--open .filters-grid {
    margin-top: var(--sl-spacing-small);
  }
  .filters {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  }
}
@container (max-width: 28rem) {
  .filter-range {
    grid-column: auto;
    grid-template-columns: 1fr;
  }
}

/* ---- bookings table (the shared DataTable sheet draws the table, its cards and the pills) ---- */
.tone--progress { --curb-row-accent: var(--sl-color-primary-500); }
.tone--warning { --curb-row-accent: var(--sl-color-warning-500); }
.tone--danger { --curb-row-accent: var(--sl-color-danger-500); }
.cell-number {
  display: block;
}
.cell-sub {
  display: block;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-normal);
}
.cell-when,
.cell-booking .dt-cell-sub,
.cell-passenger .dt-cell-main {
  white-space: nowrap;
}
.cell-car {
  min-width: 8.5rem;
}
.cell-price {
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-800);
}
.cell-status {
  vertical-align: middle;
}
.link {
  padding: 0;
  border: none;
  background: none;
  color: var(--bookings-accent);
  font: inherit;
  font-weight: var(--sl-font-weight-semibold);
  text-align: left;
  cursor: pointer;
  border-radius: var(--sl-border-radius-small);
}
.link:hover {
  text-decoration: underline;
}
.link:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: 2px;
}
.favorite-name {
  display: flex;
  align-items: flex-start;
  max-width: 14rem;
  gap: var(--sl-spacing-2x-small);
  margin-bottom: 2px;
  color: var(--sl-color-neutral-900);
  font-weight: var(--sl-font-weight-semibold);
}
.favorite-name sl-icon {
  color: var(--sl-color-warning-500);
  flex: none;
  margin-top: 0.15em;
}
.route {
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 10rem;
}
.route-point {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-x-small);
  min-width: 0;
}
.route-icon {
  flex: none;
  margin-top: 0.2em;
  font-size: 0.85em;
}
.route-icon--from { color: var(--sl-color-success-600); }
.route-icon--to { color: var(--sl-color-danger-600); }
.route-text {
  min-width: 0;
  overflow-wrap: anywhere;
  color: var(--sl-color-neutral-900);
}
/* ---- details drawer ---- */
.details-drawer::part(panel) {
  width: min(34rem, 100vw);
}
.details-drawer::part(body) {
  padding-top: 0;
}
.details {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-large);
  font-size: var(--sl-font-size-small);
}
.details-head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-small);
}
.details-section h3 {
  margin: 0 0 var(--sl-spacing-x-small);
  padding-bottom: var(--sl-spacing-2x-small);
  border-bottom: 1px solid var(--bookings-border);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.05em;
  text-transform: uppercase;
}
.fields {
  display: grid;
  grid-template-columns: minmax(8rem, 35%) 1fr;
  gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  margin: 0;
}
.field {
  display: contents;
}
.place {
  display: flex;
  flex-direction: column;
}
.place-main {
  font-weight: var(--sl-font-weight-semibold);
}
.muted {
  color: var(--sl-color-neutral-600);
}
.change-card {
  display: flex;
  align-items: flex-end;
  gap: var(--sl-spacing-small);
  margin-top: var(--sl-spacing-small);
}
.change-card sl-select {
  flex: 1 1 auto;
  min-width: 0;
}
.card-skeleton {
  height: 2rem;
  margin-top: var(--sl-spacing-small);
}
.curb-notes-editor + .curb-notes-editor {
  margin-top: var(--sl-spacing-medium);
}
.history {
  list-style: none;
  margin: 0;
  padding: 0 0 0 var(--sl-spacing-medium);
  border-left: 2px solid var(--bookings-border);
}
.history-item {
  position: relative;
  padding: 0 0 var(--sl-spacing-small);
}
.history-item::before {
  content: '';
  position: absolute;
  left: calc(-1 * var(--sl-spacing-medium) - 5px);
  top: 0.4em;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--sl-color-neutral-400);
}
.history-item--status_update::before {
  background: var(--sl-color-primary-500);
}
.history-item--cancel_request::before,
.history-item--failed_by_update::before {
  background: var(--sl-color-danger-500);
}
.details-loading {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.details-loading sl-skeleton {
  height: 1.1rem;
}
.drawer-footer {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.drawer-footer .spacer {
  flex: 1 1 auto;
}

/* ---- favorite dialog ---- */
.favorite-dialog::part(panel) {
  width: min(28rem, calc(100vw - 2rem));
}

`;
